import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { buttonVariants } from "../../ui/button";

/** The Save button with the autosave status beside it; sticks to the bottom on long forms. */
export function SaveBar({
  isEditable,
  busy,
  status,
}: {
  isEditable: boolean;
  busy: boolean;
  status: ReactNode;
}) {
  const { t } = useTranslation("editor");
  if (!isEditable) return <p className="text-sm text-stone-700">{t("readOnly")}</p>;
  return (
    <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-4 border-t border-stone-200 bg-white/95 px-1 py-3">
      <button
        type="submit"
        name="intent"
        value="save"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: "primary", className: "text-base" })}
      >
        {t("save")}
      </button>
      {status}
    </div>
  );
}
