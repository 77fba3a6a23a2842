import type { LectorSession } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";

/** The answer to confirming the time taught: the API's message and field errors when refused. */
export type ClockedTimeAnswer = { ok: boolean; error?: string; errors?: Record<string, string[]> };

/** One session the lector teaches; once it has started, the form confirming the minutes taught. */
export function SessionCard({ session }: { session: LectorSession }) {
  const { t } = useTranslation("lector");
  const { locale, to } = useLocale();
  const fetcher = useFetcher<ClockedTimeAnswer>();
  const message = useFieldMessage();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useEffect(() => {
    if (answer?.ok) toast.success(t("sessions.saved"));
  }, [answer, t]);
  const when = `${formatDate(session.starts_at, locale, { dateStyle: "full", timeStyle: "short" })} – ${formatDate(session.ends_at, locale, { timeStyle: "short" })}`;
  const headingId = `session-${session.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-bold text-dark">
            {session.title}
          </h3>
          <p className="text-sm text-stone-700">
            <Link
              to={to(`/courses/${session.course.slug}`)}
              className="font-semibold text-primary hover:underline"
            >
              {session.course.title}
            </Link>{" "}
            · {session.provider.name}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {when} · {t("sessions.duration", { minutes: session.duration_minutes })}
          </p>
        </div>
        {session.clocked && (
          <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-900">
            {t("sessions.clocked", { minutes: session.clocked.minutes })}
          </span>
        )}
      </div>
      {session.has_started && (
        <fetcher.Form
          method="post"
          className="mt-4 grid gap-3 border-t border-stone-100 pt-4 sm:grid-cols-[9rem_1fr_auto] sm:items-end"
        >
          <input type="hidden" name="session_id" value={session.id} />
          {answer && !answer.ok && !answer.errors && (
            <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800 sm:col-span-3">
              {answer.error}
            </p>
          )}
          <div>
            <label
              htmlFor={`${headingId}-minutes`}
              className="mb-1 block text-sm font-semibold text-stone-700"
            >
              {t("sessions.minutes")}
            </label>
            <input
              id={`${headingId}-minutes`}
              name="minutes"
              type="number"
              min={1}
              step={1}
              required
              defaultValue={session.clocked?.minutes ?? session.duration_minutes}
              aria-invalid={!!answer?.errors?.minutes}
              aria-describedby={answer?.errors?.minutes ? `${headingId}-minutes-error` : undefined}
              className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
            />
          </div>
          <div>
            <label htmlFor={`${headingId}-note`} className="mb-1 block text-sm font-semibold text-stone-700">
              {t("sessions.note")}
            </label>
            <input
              id={`${headingId}-note`}
              name="note"
              maxLength={500}
              defaultValue={session.clocked?.note ?? ""}
              className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3"
            />
          </div>
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className={buttonVariants({ variant: "primary", className: "text-base" })}
          >
            {session.clocked ? t("sessions.update") : t("sessions.confirm")}
          </button>
          {answer?.errors?.minutes && (
            <p id={`${headingId}-minutes-error`} className="text-sm text-red-700 sm:col-span-3">
              {answer.errors.minutes.map(message).join(" ")}
            </p>
          )}
        </fetcher.Form>
      )}
      {session.has_started && (
        <p className="mt-3">
          <Link
            to={to(`/lector/sessions/${session.id}/attendance`)}
            aria-label={t("sessions.attendanceNamed", { session: session.title })}
            className={buttonVariants({ variant: "secondary", size: "sm" })}
          >
            {t("sessions.attendance")}
          </Link>
        </p>
      )}
    </li>
  );
}
