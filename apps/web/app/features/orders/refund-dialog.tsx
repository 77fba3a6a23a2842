import type { UserOrderDetail } from "@kursove/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { RefundAction } from "./order-receipt";

export type RefundChoice = { item: UserOrderDetail["items"][number]; action: RefundAction };

/**
 * Asks before a refund: a cancellation states the amount refunded now; a request or a claim needs its
 * reason. The form posts to the order page's action (intent, item_id, reason).
 */
export function RefundDialog({
  choice,
  busy,
  error,
  reasonError,
  onClose,
}: {
  choice: RefundChoice | null;
  busy: boolean;
  error?: string | undefined;
  reasonError?: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation("orders");
  const { locale } = useLocale();
  const formId = useId();
  const reasonId = useId();
  const hintId = useId();
  const errorId = useId();
  const action = choice?.action ?? "cancel";
  const course = choice?.item.course.title ?? "";
  const amount = formatMoney((choice?.item.total ?? 0) - (choice?.item.refunded ?? 0), locale);
  return (
    <ConfirmDialog
      open={choice !== null}
      title={t(`action.${action}Title`, { course })}
      cancelLabel={t("action.close")}
      onCancel={onClose}
      actions={
        <Form method="post" id={formId}>
          <input type="hidden" name="intent" value={action} />
          <input type="hidden" name="item_id" value={choice?.item.id ?? ""} />
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy}
            className={buttonVariants({ variant: "primary" })}
          >
            {action === "cancel" ? t("action.cancelYes") : t("action.send")}
          </button>
        </Form>
      }
    >
      {error && (
        <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
      {action === "cancel" ? (
        <p className="text-sm">{t("action.cancelConfirm", { amount })}</p>
      ) : (
        <div className="space-y-2 text-sm">
          <p>{t(action === "claim" ? "action.claimHint" : "action.requestHint")}</p>
          <label htmlFor={reasonId} className="block font-semibold text-stone-800">
            {t("action.reason")}
          </label>
          <textarea
            id={reasonId}
            name="reason"
            form={formId}
            required
            minLength={3}
            maxLength={2000}
            rows={4}
            aria-describedby={reasonError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={reasonError ? true : undefined}
            className="w-full rounded-lg border border-stone-300 p-3"
          />
          <p id={hintId} className="text-stone-600">
            {t("action.reasonHint")}
          </p>
          {reasonError && (
            <p id={errorId} className="text-red-700">
              {reasonError}
            </p>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
