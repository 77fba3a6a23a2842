import type { LectorSession, LectorSessionsPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type ClockedTimeAnswer, SessionCard } from "../../features/lectors/session-card";
import { callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { choiceOf } from "../../ui/filter-tabs";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/sessions";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["lector", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const when = choiceOf(url, "when", ["upcoming", "past"] as const);
  const page = pageOf(url);
  const result = await callApi<LectorSessionsPage>(
    args.context,
    args.request,
    `/lector/sessions?when=${when}&page=${page}`,
    { locale },
  );
  return { when, page, sessions: result.ok ? result.data : { data: [], last_page: 1 } };
}

/** The lector confirms the time actually taught (PUT /lector/sessions/{id}/clocked-time). */
export async function action(args: Route.ActionArgs): Promise<ClockedTimeAnswer> {
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
