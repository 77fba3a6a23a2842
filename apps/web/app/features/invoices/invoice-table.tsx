import type { InvoiceKind, InvoiceListResponse, InvoiceSummary } from "@kursove/contracts";
import { invoiceKinds } from "@kursove/contracts/constants";
import { useTranslation } from "react-i18next";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { type Column, DataTable } from "../../ui/data-table";
import { FilterTabs } from "../../ui/filter-tabs";

/** The two PDF links of a document, named for screen readers with its kind, number and language. */
export function InvoiceLinks({ invoice }: { invoice: InvoiceSummary }) {
  const { t } = useTranslation("invoices");
  const kind = t(`kind.${invoice.kind}`);
  return (
    <span className="flex flex-wrap gap-x-3 gap-y-1">
      {(["bg", "en"] as const).map((lang) => (
        <a
          key={lang}
          href={`${invoice.pdf_url}?lang=${lang}`}
          className="font-semibold text-primary underline-offset-2 hover:underline"
        >
          <span className="sr-only">
            {kind} {invoice.number},{" "}
          </span>
          {t(lang === "bg" ? "list.pdfBg" : "list.pdfEn")}
        </a>
      ))}
    </span>
  );
}

/**
 * A page of invoices with a filter by kind (INVOICES): the provider's own or, for admins, everyone's.
 * `kind` is the current filter; the tabs and pages keep it in the address, so it works without JavaScript.
 */
export function InvoiceTable({
  list,
  page,
  kind,
  basePath,
}: {
  list: InvoiceListResponse;
  page: number;
  kind: InvoiceKind | "all";
  basePath: string;
}) {
  const { t } = useTranslation("invoices");
  const { locale, to } = useLocale();
  const href = (k: string) => to(k === "all" ? basePath : `${basePath}?kind=${k}`);
  const columns: Column<InvoiceSummary>[] = [
    {
      key: "number",
      header: t("list.number"),
      isRowHeader: true,
      className: "whitespace-nowrap tabular-nums",
      cell: (i) => (
        <>
          <span className="font-semibold">{i.number}</span>
          {i.refers_to_number && (
            <span className="block text-xs text-stone-600">
              {t("list.refersTo", { number: i.refers_to_number })}
            </span>
          )}
        </>
      ),
    },
    { key: "kind", header: t("list.kind"), cell: (i) => t(`kind.${i.kind}`) },
    {
      key: "date",
      header: t("list.date"),
      className: "whitespace-nowrap",
      cell: (i) => formatDate(i.issued_at, locale),
    },
    { key: "seller", header: t("list.seller"), cell: (i) => i.seller },
    { key: "recipient", header: t("list.recipient"), cell: (i) => i.recipient },
    { key: "order", header: t("list.order"), cell: (i) => i.order_number ?? i.period ?? "" },
    {
      key: "total",
      header: t("list.total"),
      align: "right",
      className: "whitespace-nowrap tabular-nums",
      cell: (i) => (i.kind === "credit_note" ? "−" : "") + formatMoney(i.total, locale, i.currency),
    },
    { key: "pdf", header: t("list.download"), cell: (i) => <InvoiceLinks invoice={i} /> },
  ];
  return (
    <div className="space-y-4">
      <FilterTabs
        label={t("list.filter")}
        current={kind}
        tabs={[
          { key: "all", label: t("list.all"), href: href("all") },
          ...invoiceKinds.map((k) => ({ key: k, label: t(`kind.${k}`), href: href(k) })),
        ]}
      />
      <DataTable
        columns={columns}
        rows={list.data}
        rowKey={(i) => i.id}
        caption={t("list.providerTitle")}
        empty={kind === "all" ? t("list.empty") : t("list.emptyKind")}
        phone="cards-lg"
        pagination={{ page, totalPages: list.last_page }}
      />
    </div>
  );
}
