import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import type { EditorCourse } from "./course-form";

/** An approved course stays on sale while its changed content waits as a revision. */
export function RevisionNotice({
  revision,
  busy,
}: {
  revision: EditorCourse["revision"] | null;
  busy: boolean;
}) {
  const { t } = useTranslation("editor");
  const { locale } = useLocale();
  if (!revision) return <p className="text-sm text-stone-700">{t("revision.none")}</p>;
  const tone =
    revision.status === "rejected"
      ? "border-red-200 bg-red-50 text-red-900"
      : revision.status === "pending"
        ? "border-amber-200 bg-amber-50 text-amber-900"
        : "border-sky-200 bg-sky-50 text-sky-900";
  const when = revision.status === "pending" ? revision.submitted_at : revision.decided_at;
  return (
    <div className={`rounded-lg border px-4 py-3 text-sm ${tone}`}>
      <p className="font-semibold">
        {t(`revision.${revision.status}`)}
        {when ? ` (${formatDate(when, locale, { dateStyle: "medium", timeStyle: "short" })})` : ""}
      </p>
      {revision.status === "rejected" && revision.rejection_reason && (
        <p className="mt-1 whitespace-pre-line">{revision.rejection_reason}</p>
      )}
      <p className="mt-1">{t("revision.onSale")}</p>
      <Form method="post" className="mt-2">
        <button
          type="submit"
          name="intent"
          value="withdraw"
          disabled={busy}
          className={buttonVariants({ variant: "secondary" })}
        >
          {t("revision.withdraw")}
        </button>
      </Form>
    </div>
  );
}
