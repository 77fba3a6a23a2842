import type { DiscountCode, DiscountCodePage } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatDay, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { Button, buttonVariants } from "../../ui/button";
import { type Column, DataTable } from "../../ui/data-table";

/** The codes with what they give, where, when, how often they were used, and ways to change or disable them. */
export function CodesTable({
  codes,
  page,
  busy,
  caption,
}: {
  codes: DiscountCodePage;
  page: number;
  busy: boolean;
  caption: string;
}) {
  const { t } = useTranslation("discounts");
  const { locale } = useLocale();
  const columns: Column<DiscountCode>[] = [
    {
      key: "code",
      header: t("code"),
      isRowHeader: true,
      cell: (c) => <span className="font-mono font-semibold">{c.code}</span>,
    },
    {
      key: "value",
      header: t("value"),
      cell: (c) =>
        c.kind === "percent"
          ? locale === "bg"
            ? `${c.value}\u00a0%`
            : `${c.value}%`
          : formatMoney(c.value, locale, c.currency),
    },
    {
      key: "courses",
      header: t("courses"),
      cell: (c) => (c.courses.length === 0 ? t("allCourses") : c.courses.map((x) => x.title).join(", ")),
    },
    {
      key: "validity",
      header: t("validity"),
      cell: (c) =>
        [
          c.valid_from ? t("from", { date: formatDay(c.valid_from, locale, { dateStyle: "medium" }) }) : null,
          c.valid_to ? t("to", { date: formatDay(c.valid_to, locale, { dateStyle: "medium" }) }) : null,
        ]
          .filter(Boolean)
          .join(" ") || t("always"),
    },
    {
      key: "uses",
      header: t("uses"),
      align: "right",
      cell: (c) => (c.max_uses === null ? String(c.uses) : `${c.uses} / ${c.max_uses}`),
    },
    {
      key: "given",
      header: t("given"),
      align: "right",
      cell: (c) => formatMoney(c.discount_total, locale, c.currency),
    },
    { key: "status", header: t("status"), cell: (c) => t(`statuses.${c.status}`) },
    {
      key: "actions",
      header: <span className="sr-only">{t("actions")}</span>,
      isSelfLabelled: true,
      cell: (c) =>
        c.status === "disabled" ? null : (
          <Form method="post" className="flex flex-wrap gap-2">
            <input type="hidden" name="id" value={c.id} />
            <Link
              to={`?${new URLSearchParams({ ...(page > 1 ? { page: String(page) } : {}), edit: c.id })}#code-form`}
              preventScrollReset={false}
              className={buttonVariants({ variant: "outline", size: "sm" })}
              aria-label={t("editNamed", { code: c.code })}
            >
              {t("edit")}
            </Link>
            <Button
              type="submit"
              name="intent"
              value="disable"
              variant="dangerOutline"
              size="sm"
              disabled={busy}
              aria-label={t("disableNamed", { code: c.code })}
            >
              {t("disable")}
            </Button>
          </Form>
        ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={codes.data}
      rowKey={(c) => c.id}
      caption={caption}
      empty={<p className="rounded-xl border border-stone-200 bg-white p-6 text-stone-600">{t("empty")}</p>}
      phone="cards-lg"
      pagination={{ page, totalPages: codes.last_page }}
    />
  );
}
