import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { calendarParams, visibleDays } from "../../features/learning/calendar-dates";
import { type FeedAnswer, FeedSection } from "../../features/learning/calendar-feed";
import { CalendarNav } from "../../features/learning/calendar-nav";
import { CalendarDays, periodLabel } from "../../features/learning/calendar-view";
import { changeFeed, loadCalendar } from "../../features/learning/learning.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import type { Route } from "./+types/calendar";

/** The learner's sessions by month or week (?view=&date=) and the private .ics feed. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const today = todayInSofia();
  const { view, date } = calendarParams(url, today);
  const { from, to, days } = visibleDays(view, date);
  const calendar = await loadCalendar(args, locale, from, to);
  return { view, date, days, today, calendar };
}

/** Creates a new feed address (shown once in the answer) or revokes it. */
export async function action(args: Route.ActionArgs): Promise<FeedAnswer> {
  await guard(args, ["profileAuth", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const intent = (await args.request.formData()).get("intent") === "revoke" ? "revoke" : "create";
  const result = await changeFeed(args, locale, intent);
  if (!result.ok) return { ok: false, url: null, message: t("learning:calendar.feed.failed") };
  return {
    ok: true,
    url: result.url,
    message: t(intent === "revoke" ? "learning:calendar.feed.revoked" : "learning:calendar.feed.created"),
  };
}

export default function CalendarPage({
  loaderData: { view, date, days, today, calendar },
}: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { locale } = useLocale();
  const answer = useActionData<typeof action>();
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("calendar.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("calendar.intro")}</p>
      </div>
      <CalendarNav view={view} date={date} today={today} />
      <h3 className="text-lg font-bold text-dark" aria-live="polite">
        {periodLabel(view, days, date, locale)}
        <span className="sr-only"> ({t("calendar.entries", { count: calendar.entries.length })})</span>
      </h3>
      <CalendarDays view={view} date={date} days={days} today={today} entries={calendar.entries} />
      <FeedSection active={calendar.feed.active} createdAt={calendar.feed.created_at} answer={answer} />
    </div>
  );
}
