import type { ContactMessageDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import type { FormAnswer } from "../../lib/form-answer";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { Button } from "../../ui/button";
import { controlClass } from "../../ui/field";
import type { MessageIntent } from "./message-admin.server";

type HandlingProps = { message: ContactMessageDetail; answer: FormAnswer<MessageIntent> | undefined };

/** Who read and resolved a contact message, the admin's note, and Resolve or Reopen. */
export function MessageHandling({ message, answer }: HandlingProps) {
  const { t } = useTranslation("contact");
  const { locale } = useLocale();
  const busy = useNavigation().state === "submitting";
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "long", timeStyle: "short" });
  const noteErrors = answer && !answer.ok ? answer.errors.admin_note : undefined;
  return (
    <section
      aria-labelledby="message-handling"
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h3 id="message-handling" className="font-bold text-dark">
        {t("detail.history")}
      </h3>
      {(message.read_at || message.resolved_at) && (
        <ul className="space-y-1 text-sm text-stone-700">
          {message.read_at && (
            <li>{t("detail.readBy", { name: message.read_by?.name ?? "—", date: when(message.read_at) })}</li>
          )}
          {message.resolved_at && (
            <li>
              {t("detail.resolvedBy", {
                name: message.resolved_by?.name ?? "—",
                date: when(message.resolved_at),
              })}
            </li>
          )}
        </ul>
      )}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="current" value={message.status} />
        <div>
          <label htmlFor="admin-note" className="mb-1 block text-sm font-semibold text-stone-700">
            {t("detail.note")}
          </label>
          <textarea
            key={message.admin_note ?? ""}
            id="admin-note"
            name="admin_note"
            rows={3}
            maxLength={2000}
            defaultValue={answer && !answer.ok ? answer.values.admin_note : (message.admin_note ?? "")}
            aria-describedby={noteErrors ? "admin-note-hint admin-note-error" : "admin-note-hint"}
            aria-invalid={noteErrors ? true : undefined}
            className={controlClass(Boolean(noteErrors), "p-3")}
          />
          <p id="admin-note-hint" className="mt-1 text-xs text-stone-600">
            {t("detail.noteHint")}
          </p>
          {noteErrors && (
            <p id="admin-note-error" className="mt-1 text-sm text-red-700">
              {noteErrors.join(" ")}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {message.status === "resolved" ? (
            <Button type="submit" name="intent" value="read" disabled={busy} variant="secondary">
              {t("detail.reopen")}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="resolved" disabled={busy}>
              {t("detail.resolve")}
            </Button>
          )}
          <Button type="submit" name="intent" value="note" disabled={busy} variant="secondary">
            {t("detail.saveNote")}
          </Button>
        </div>
      </Form>
    </section>
  );
}
