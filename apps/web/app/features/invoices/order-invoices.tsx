import type { OrderInvoicesResponse } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { InvoiceLinks } from "./invoice-table";

/**
 * The invoices of a learner's order (INVOICE-REQUEST): what was issued with its PDFs, and a request while the
 * legal period lasts, or what is missing from the business profile to ask for one.
 */
export function OrderInvoices({ view, busy }: { view: OrderInvoicesResponse; busy: boolean }) {
  const { t } = useTranslation("invoices");
  const common = useTranslation().t;
  const { locale, to } = useLocale();
  const isOpen = view.can_request && !!view.request_until;
  if (view.invoices.length === 0 && !isOpen) return null;
  return (
    <section
      aria-labelledby="order-invoices"
      className="space-y-3 rounded-2xl border border-stone-200 bg-white px-4 py-4 shadow-sm sm:px-6"
    >
      <h3 id="order-invoices" className="font-bold text-dark">
        {t("order.title")}
      </h3>
      {view.invoices.length > 0 ? (
        <ul className="divide-y divide-stone-100 text-sm">
          {view.invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-col gap-1 py-2 sm:flex-row sm:justify-between">
              <span>
                <span className="font-semibold">
                  {t(`kind.${invoice.kind}`)} {invoice.number}
                </span>
                <span className="text-stone-600">
                  {" "}
                  · {invoice.seller} · {formatDate(invoice.issued_at, locale)} ·{" "}
                  {(invoice.kind === "credit_note" ? "−" : "") +
                    formatMoney(invoice.total, locale, invoice.currency)}
                </span>
              </span>
              <InvoiceLinks invoice={invoice} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-stone-600">{t("order.none")}</p>
      )}
      {isOpen && (
        <div className="space-y-2 text-sm">
          <p className="text-stone-700">
            {t("order.intro", {
              date: formatDate(view.request_until ?? "", locale, { dateStyle: "long", timeStyle: "short" }),
            })}
          </p>
          {view.missing_fields.length > 0 ? (
            <div role="status" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
              <p>{t("order.missing")}</p>
              <ul className="ml-5 list-disc">
                {view.missing_fields.map((field) => (
                  <li key={field}>
                    {common(
                      field === "company_name"
                        ? "profile.companyName"
                        : field === "company_vat_id"
                          ? "profile.companyVat"
                          : "profile.companyAddress",
                    )}
                  </li>
                ))}
              </ul>
              <Link
                to={to("/profile/business")}
                className="mt-2 inline-block font-semibold text-dark underline underline-offset-2"
              >
                {t("order.missingLink")}
              </Link>
            </div>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="invoice" />
              <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
                {t("order.request")}
              </button>
            </Form>
          )}
        </div>
      )}
    </section>
  );
}
