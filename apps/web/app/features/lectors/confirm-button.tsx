import { useState } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../ui/button";

const danger =
  "rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 ring-1 ring-red-200 hover:bg-red-50 disabled:opacity-60";

/**
 * A destructive submit button that asks first: the first click shows the question with
 * "Yes" (the real submit, with the given name and value) and "Cancel".
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  name,
  value,
  busy = false,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  name: string;
  value: string;
  busy?: boolean;
}) {
  const { t } = useTranslation("lector");
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button type="button" className={danger} onClick={() => setAsking(true)} disabled={busy}>
        {label}
      </button>
    );
  return (
    <span role="alertdialog" aria-label={question} className="flex flex-wrap items-center gap-2">
      <span className="text-sm font-medium text-stone-800">{question}</span>
      <button
        type="submit"
        name={name}
        value={value}
        disabled={busy}
        className={buttonVariants({ variant: "danger", size: "sm" })}
      >
        {confirmLabel}
      </button>
      <button
        type="button"
        onClick={() => setAsking(false)}
        className={buttonVariants({ variant: "secondary", size: "sm" })}
      >
        {t("cancel")}
      </button>
    </span>
  );
}
