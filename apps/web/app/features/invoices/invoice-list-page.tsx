import type { InvoiceKind, InvoiceListResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import type { InvoiceAudience } from "./invoice-list.server";
import { InvoiceTable } from "./invoice-table";

/** The admin's or the provider's list of invoices, with its heading (INVOICE-ACCESS). */
export function InvoiceListPage(props: {
  audience: InvoiceAudience;
  list: InvoiceListResponse;
  page: number;
  kind: InvoiceKind | "all";
}) {
  const { t } = useTranslation("invoices");
  const { audience, list, page, kind } = props;
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t(`list.${audience}Title`)}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t(`list.${audience}Intro`)}</p>
      </div>
      <InvoiceTable
        list={list}
        page={page}
        kind={kind}
        basePath={audience === "admin" ? "/admin/invoices" : "/dashboard/invoices"}
      />
    </div>
  );
}
