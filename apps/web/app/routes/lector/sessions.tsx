import type { LectorSession, LectorSessionsPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher } from "react-router";
import { callApi } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { useFieldMessage } from "../../ui/field";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/sessions";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["lector", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const when = url.searchParams.get("when") === "past" ? "past" : "upcoming";
  const page = pageOf(url);
  const result = await callApi<LectorSessionsPage>(
    args.context,
    args.request,
    `/lector/sessions?when=${when}&page=${page}`,
    { locale },
  );
  return { when, page, sessions: result.ok ? result.data : { data: [], last_page: 1 } };
}

type Answer = { ok: boolean; error?: string; errors?: Record<string, string[]> };

/** The lector confirms the time actually taught (PUT /lector/sessions/{id}/clocked-time). */
export async function action(args: Route.ActionArgs): Promise<Answer> {
  await guard(args, ["lector", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const id = String(form.get("session_id") ?? "");
  const result = await callApi<LectorSession>(
    args.context,
    args.request,
    `/lector/sessions/${id}/clocked-time`,
    {
      method: "PUT",
      body: { minutes: Number(form.get("minutes")), note: String(form.get("note") ?? "") },
      locale,
    },
  );
  if (result.ok) return { ok: true };
  return {
    ok: false,
    error: result.error.message,
    ...(result.error.errors ? { errors: result.error.errors } : {}),
  };
}

export default function LectorSessions({ loaderData: { when, page, sessions } }: Route.ComponentProps) {
  const { t } = useTranslation("lector");
  const { to } = useLocale();
  const tab = (value: "upcoming" | "past") =>
    `rounded-lg px-4 py-2 text-sm font-semibold ${when === value ? "bg-dark text-white" : "text-stone-700 ring-1 ring-stone-300 hover:bg-stone-50"}`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-dark">{t("sessions.title")}</h2>
        <nav aria-label={t("sessions.title")} className="flex gap-2">
          <Link
            to={to("/lector/sessions")}
            className={tab("upcoming")}
            aria-current={when === "upcoming" ? "page" : undefined}
          >
            {t("sessions.upcoming")}
          </Link>
          <Link
            to={`${to("/lector/sessions")}?when=past`}
            className={tab("past")}
            aria-current={when === "past" ? "page" : undefined}
          >
            {t("sessions.past")}
          </Link>
        </nav>
      </div>
      <p className="text-sm text-stone-600">
        {t(when === "past" ? "sessions.pastIntro" : "sessions.upcomingIntro")}
      </p>
      {sessions.data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          {t(when === "past" ? "sessions.nonePast" : "sessions.noneUpcoming")}
        </p>
      ) : (
        <ul className="space-y-3">
          {sessions.data.map((s) => (
            <SessionCard key={s.id} session={s} />
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={sessions.last_page} />
    </div>
  );
}

function SessionCard({ session }: { session: LectorSession }) {
  const { t } = useTranslation("lector");
  const { locale, to } = useLocale();
  const fetcher = useFetcher<Answer>();
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
    </li>
  );
}
