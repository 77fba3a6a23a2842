import type { AdminOrderDetail } from "@kursove/contracts";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatMoney, moneySign } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { checkRefundAmounts } from "./money-input";

export type OrderFormAnswer = {
  ok: boolean;
  message: string;
  intent?: "refund" | "annul";
  errors?: Record<string, string>;
};

type OrderFormProps = {
  order: AdminOrderDetail;
  /** made when the page was shown: the same form sent twice refunds once */
  requestKey: string;
  answer?: OrderFormAnswer | undefined;
  busy: boolean;
};

const card = "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6";
const field =
  "mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-dark focus:border-primary focus:outline-2 focus:outline-primary aria-[invalid]:border-red-600";

/**
 * Amounts per course and a reason; with JavaScript a dialog asks to confirm the total before the form
 * goes, without it the form goes at once. request_key makes a second submit of the same form harmless.
 */
export function RefundForm({ order, requestKey, answer, busy }: OrderFormProps) {
  const { t } = useTranslation("money");
  const { locale } = useLocale();
  const confirmed = useRef(false);
  const [total, setTotal] = useState<number | null>(null);
  const [checked, setChecked] = useState<{ answer: typeof answer; errors: Record<string, string> }>();
  const refundable = order.items.filter((i) => i.refundable > 0);
  // the browser's check stands until the server answers anew
  const errors =
    checked && checked.answer === answer
      ? checked.errors
      : answer?.intent === "refund" && !answer.ok
        ? (answer.errors ?? {})
        : {};
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      setTotal(null);
      return;
    }
    const data = new FormData(event.currentTarget);
    // checked before the confirm step, so the dialog never asks about an amount that would be refused
    const result = checkRefundAmounts(
      refundable.map((item) => ({
        name: `amount_${item.id}`,
        text: String(data.get(`amount_${item.id}`) ?? ""),
        refundable: item.refundable,
      })),
    );
    const messages: Record<string, string> = {};
    for (const item of refundable) {
      const problem = result.errors[`amount_${item.id}`];
      if (problem === "tooMuch")
        messages[`amount_${item.id}`] = t("order.amountTooMuch", {
          amount: formatMoney(item.refundable, locale),
        });
      else if (problem === "invalid")
        messages[`amount_${item.id}`] = t("order.amountInvalid", { currency: moneySign(locale) });
    }
    setChecked({ answer, errors: messages });
    if (Object.keys(messages).length > 0) {
      event.preventDefault();
      document.getElementById(Object.keys(messages)[0]!)?.focus();
      return;
    }
    if (result.total <= 0) return; // the server answers with the reason
    event.preventDefault();
    setTotal(result.total);
  };
  return (
    <section aria-labelledby="refund-title" className={card}>
      <h3 id="refund-title" className="font-bold text-dark">
        {t("order.refundTitle")}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t("order.refundIntro")}</p>
      {answer?.intent === "refund" && !answer.ok && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {answer.message}
        </p>
      )}
      <Form method="post" id="refund-form" onSubmit={onSubmit} className="mt-4 space-y-4" noValidate>
        <input type="hidden" name="intent" value="refund" />
        <input type="hidden" name="request_key" value={requestKey} />
        {refundable.map((item) => (
          <div key={item.id}>
            <label htmlFor={`amount_${item.id}`} className="block text-sm font-semibold text-dark">
              {t("order.amountFor", { course: item.course.title, currency: moneySign(locale) })}
            </label>
            <input
              id={`amount_${item.id}`}
              name={`amount_${item.id}`}
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={`amount_${item.id}-hint`}
              aria-invalid={errors[`amount_${item.id}`] ? true : undefined}
              className={`${field} max-w-xs`}
            />
            <p id={`amount_${item.id}-hint`} className="mt-1 text-xs text-stone-600">
              {errors[`amount_${item.id}`] ??
                t("order.amountHint", { amount: formatMoney(item.refundable, locale) })}
            </p>
          </div>
        ))}
        <div>
          <label htmlFor="refund-reason" className="block text-sm font-semibold text-dark">
            {t("order.reason")}
          </label>
          <textarea
            id="refund-reason"
            name="reason"
            rows={3}
            maxLength={500}
            aria-describedby="refund-reason-hint"
            aria-invalid={errors.reason ? true : undefined}
            className={field}
          />
          <p id="refund-reason-hint" className="mt-1 text-xs text-stone-600">
            {errors.reason ?? t("order.reasonHint")}
          </p>
        </div>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "primary" })}>
          {t("order.refundSubmit")}
        </button>
      </Form>
      <ConfirmDialog
        open={total !== null}
        title={t("order.refundConfirmTitle", { amount: formatMoney(total ?? 0, locale) })}
        cancelLabel={t("order.cancel")}
        onCancel={() => setTotal(null)}
        actions={
          <button
            type="submit"
            form="refund-form"
            disabled={busy}
            onClick={() => {
              confirmed.current = true;
            }}
            className={buttonVariants({ variant: "primary" })}
          >
            {t("order.refundSubmit")}
          </button>
        }
      >
        {t("order.refundConfirm")}
      </ConfirmDialog>
    </section>
  );
}

/** Annuls the order with a reason; with JavaScript a dialog names the amount that goes back first. */
export function AnnulForm({ order, requestKey, answer, busy }: OrderFormProps) {
  const { t } = useTranslation("money");
  const { locale } = useLocale();
  const confirmed = useRef(false);
  const [asking, setAsking] = useState(false);
  const errors = answer?.intent === "annul" && !answer.ok ? (answer.errors ?? {}) : {};
  const left = order.items.reduce((sum, i) => sum + i.refundable, 0);
  return (
    <section aria-labelledby="annul-title" className={`${card} border-red-200`}>
      <h3 id="annul-title" className="font-bold text-dark">
        {t("order.annulTitle")}
      </h3>
      <p className="mt-1 text-sm text-stone-700">{t("order.annulIntro")}</p>
      {answer?.intent === "annul" && !answer.ok && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800">
          {answer.message}
        </p>
      )}
      <Form
        method="post"
        id="annul-form"
        noValidate
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          if (confirmed.current) {
            confirmed.current = false;
            setAsking(false);
            return;
          }
          event.preventDefault();
          setAsking(true);
        }}
      >
        <input type="hidden" name="intent" value="annul" />
        <input type="hidden" name="request_key" value={requestKey} />
        <label htmlFor="annul-reason" className="block text-sm font-semibold text-dark">
          {t("order.reason")}
        </label>
        <textarea
          id="annul-reason"
          name="reason"
          rows={3}
          maxLength={500}
          aria-describedby="annul-reason-hint"
          aria-invalid={errors.reason ? true : undefined}
          className={field}
        />
        <p id="annul-reason-hint" className="text-xs text-stone-600">
          {errors.reason ?? t("order.reasonHint")}
        </p>
        <button type="submit" disabled={busy} className={buttonVariants({ variant: "dangerOutline" })}>
          {t("order.annulButton")}
        </button>
      </Form>
      <ConfirmDialog
        open={asking}
        title={t("order.annulConfirmTitle", { number: order.number })}
        cancelLabel={t("order.cancel")}
        onCancel={() => setAsking(false)}
        actions={
          <button
            type="submit"
            form="annul-form"
            disabled={busy}
            onClick={() => {
              confirmed.current = true;
            }}
            className={buttonVariants({ variant: "danger" })}
          >
            {t("order.annulButton")}
          </button>
        }
      >
        {t("order.annulConfirm", { amount: formatMoney(left, locale) })}
      </ConfirmDialog>
    </section>
  );
}
