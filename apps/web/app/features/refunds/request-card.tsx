import type { RefundRequestCase } from "@kursove/contracts";
import { moneyInputValue } from "@kursove/contracts/domain/money-input";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatDate, formatMoney, moneySign } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { OrderStatusBadge } from "../../ui/order-format";
import type { DecisionAnswer } from "./decide.server";

const statusStyles = {
  pending: "bg-amber-100 text-amber-900",
  approved: "bg-green-100 text-green-900",
  refunded: "bg-green-100 text-green-900",
  refused: "bg-red-100 text-red-900",
};
const field =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-dark focus:border-primary focus:outline-2 focus:outline-primary";

/** One refund request or claim: who asked what and why, its state, and (pending) the decision forms. */
export function RefundRequestCard({
  request,
  orderHref,
  answer,
  busy,
}: {
  request: RefundRequestCase;
  /** the admin's order page; a provider has none */
  orderHref?: string | undefined;
  answer?: DecisionAnswer | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation("money");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const failed = answer && !answer.ok && answer.requestId === request.id ? answer : undefined;
  const idFor = (name: string) => `${name}-${request.id}`;
  return (
    <li className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-bold text-dark">
            {t("requests.kindFor", {
              kind: t(`orders:requestKind.${request.kind}`),
              course: request.course.title,
            })}
          </h3>
          <p className="text-sm text-stone-700">
            {orderHref ? (
              <Link to={orderHref} className="font-semibold text-primary hover:underline">
                {t("requests.orderLink", { number: request.order.number })}
              </Link>
            ) : (
              t("requests.orderLink", { number: request.order.number })
            )}{" "}
            {t("requests.by", { name: request.learner.name, email: request.learner.email })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <OrderStatusBadge status={request.order.status} />
          <span
            className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusStyles[request.status]}`}
          >
            {t(`orders:requestStatus.${request.status}`)}
          </span>
        </div>
      </div>
      <p className="text-sm text-stone-600">
        {t("requests.submitted", {
          date: formatDate(request.created_at, locale, { dateStyle: "long", timeStyle: "short" }),
        })}
        {" · "}
        {request.provider.name}
      </p>
      <p className="whitespace-pre-line rounded-lg bg-stone-50 p-3 text-sm text-stone-800">
        {t("requests.reason", { reason: request.reason || "—" })}
      </p>
      {request.status === "pending" ? (
        <>
          <p className="text-sm font-semibold text-dark">
            {t("requests.refundable", {
              amount: money(request.refundable),
              total: money(request.item_total),
            })}
          </p>
          {failed && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
              {failed.message}
            </p>
          )}
          <details className="rounded-xl border border-stone-200" open={Boolean(failed)}>
            <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-primary">
              {t("requests.decide")}
            </summary>
            <div className="grid gap-4 border-t border-stone-200 p-4 md:grid-cols-2">
              <Form method="post" className="space-y-3">
                <input type="hidden" name="request_id" value={request.id} />
                <input type="hidden" name="decision" value="approve" />
                <label htmlFor={idFor("amount")} className="block text-sm font-semibold text-dark">
                  {t("requests.approveAmount", { currency: moneySign(locale) })}
                  <input
                    id={idFor("amount")}
                    name="amount"
                    inputMode="decimal"
                    defaultValue={moneyInputValue(request.refundable)}
                    aria-describedby={idFor("amount-hint")}
                    aria-invalid={failed?.field === "amount" || undefined}
                    className={field}
                  />
                </label>
                <p id={idFor("amount-hint")} className="text-xs text-stone-600">
                  {t("requests.approveHint")}
                </p>
                <label htmlFor={idFor("approve-note")} className="block text-sm font-semibold text-dark">
                  {t("requests.approveNote")}
                  <textarea
                    id={idFor("approve-note")}
                    name="note"
                    rows={2}
                    maxLength={500}
                    className={field}
                  />
                </label>
                <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
                  {t("requests.approve")}
                </button>
              </Form>
              <Form method="post" className="space-y-3">
                <input type="hidden" name="request_id" value={request.id} />
                <input type="hidden" name="decision" value="refuse" />
                <label htmlFor={idFor("refuse-note")} className="block text-sm font-semibold text-dark">
                  {t("requests.refuseNote")}
                  <textarea
                    id={idFor("refuse-note")}
                    name="note"
                    rows={4}
                    required
                    minLength={3}
                    maxLength={500}
                    aria-describedby={idFor("refuse-hint")}
                    aria-invalid={failed?.field === "note" || undefined}
                    className={field}
                  />
                </label>
                <p id={idFor("refuse-hint")} className="text-xs text-stone-600">
                  {t("requests.refuseHint")}
                </p>
                <button
                  type="submit"
                  disabled={busy}
                  className={buttonVariants({ variant: "dangerOutline" })}
                >
                  {t("requests.refuse")}
                </button>
              </Form>
            </div>
          </details>
        </>
      ) : (
        <div className="space-y-1 text-sm text-stone-700">
          {request.amount !== null && request.status !== "refused" && (
            <p className="font-semibold text-dark">
              {t("requests.amount", { amount: money(request.amount) })}
            </p>
          )}
          {request.decided_at && (
            <p>
              {t("requests.decidedBy", {
                name: request.decided_by ?? t("order.system"),
                date: formatDate(request.decided_at, locale, { dateStyle: "long", timeStyle: "short" }),
              })}
            </p>
          )}
          {request.decision_note && <p>{t("requests.note", { note: request.decision_note })}</p>}
        </div>
      )}
    </li>
  );
}
