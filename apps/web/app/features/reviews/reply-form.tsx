import type { ManagedReview } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";

/** The provider's public reply to a review: save it, or remove the one written; a refusal shows below. */
export function ReplyForm({ review, failure }: { review: ManagedReview; failure: string | undefined }) {
  const { t } = useTranslation("rating");
  const { locale } = useLocale();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === review.id;
  const field = `reply-${review.id}`;
  return (
    <Form method="post" preventScrollReset className="space-y-2 border-t border-stone-100 pt-3">
      <input type="hidden" name="id" value={review.id} />
      <label htmlFor={field} className="block text-sm font-semibold text-stone-800">
        {t("provider.answer")}
      </label>
      <textarea
        key={review.replied_at ?? "none"}
        id={field}
        name="reply"
        rows={3}
        maxLength={2000}
        defaultValue={review.reply ?? ""}
        aria-describedby={`${field}-hint${failure ? ` ${field}-error` : ""}`}
        className="w-full rounded-lg border border-stone-300 bg-white p-3 text-base focus-visible:outline-2 focus-visible:outline-primary"
      />
      <p id={`${field}-hint`} className="text-xs text-stone-500">
        {review.replied_at
          ? `${t("provider.answeredOn", { date: formatDate(review.replied_at, locale, { dateStyle: "medium" }) })}. `
          : ""}
        {t("provider.answerHint")}
      </p>
      {failure && (
        <p id={`${field}-error`} role="alert" className="text-sm text-red-700">
          {failure}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="submit"
          name="intent"
          value="save"
          disabled={busy}
          aria-busy={busy}
          className={buttonVariants({ variant: "primary" })}
        >
          {busy ? t("provider.saving") : t("provider.save")}
        </button>
        {review.reply && (
          <button
            type="submit"
            name="intent"
            value="remove"
            disabled={busy}
            className={buttonVariants({ variant: "dangerOutline" })}
          >
            {t("provider.remove")}
          </button>
        )}
      </div>
    </Form>
  );
}
