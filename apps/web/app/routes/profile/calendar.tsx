import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, useActionData, useNavigation } from "react-router";
import { calendarParams, neighbour, visibleDays } from "../../features/learning/calendar-dates";
import { CalendarDays, periodLabel } from "../../features/learning/calendar-view";
import { changeFeed, loadCalendar } from "../../features/learning/learning.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
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
export async function action(args: Route.ActionArgs) {
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

function FeedSection({ active, createdAt }: { active: boolean; createdAt: string | null }) {
  const { t } = useTranslation("learning");
  const { locale } = useLocale();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [asking, setAsking] = useState<"renew" | "revoke" | null>(null);
  useEffect(() => {
    if (!answer) return;
    setAsking(null);
    (answer.ok ? toast.success : toast.error)(answer.message);
  }, [answer]);
  const busy = navigation.state === "submitting";
  const shownUrl = answer?.ok ? answer.url : null;
  const copy = async () => {
    if (!shownUrl) return;
    try {
      await navigator.clipboard.writeText(shownUrl);
      toast.success(t("calendar.feed.copied"));
    } catch {
      document.getElementById("feed-url")?.focus();
    }
  };
  const confirm = (intent: "create" | "revoke", label: string) => (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: intent === "revoke" ? "danger" : "primary" })}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <section
      aria-labelledby="feed-title"
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="feed-title" className="text-lg font-bold text-dark">
        {t("calendar.feed.title")}
      </h2>
      <p className="max-w-3xl text-sm text-stone-700">{t("calendar.feed.intro")}</p>
      <p className="max-w-3xl text-sm font-medium text-stone-800">{t("calendar.feed.private")}</p>
      {shownUrl && (
        <div className="space-y-2 rounded-xl bg-green-50 p-4 ring-1 ring-green-200">
          <label htmlFor="feed-url" className="block text-sm font-semibold text-green-900">
            {t("calendar.feed.yourUrl")}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id="feed-url"
              readOnly
              value={shownUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 font-mono text-sm"
            />
            <button
              type="button"
              onClick={copy}
              className={buttonVariants({ variant: "primary", className: "text-base" })}
            >
              {t("calendar.feed.copy")}
            </button>
          </div>
          <p className="text-sm text-green-900">{t("calendar.feed.shownOnce")}</p>
        </div>
      )}
      {!shownUrl && (
        <p className="text-sm text-stone-700">
          {active && createdAt
            ? t("calendar.feed.active", { date: formatDate(createdAt, locale, { dateStyle: "long" }) })
            : t("calendar.feed.none")}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {active ? (
          <>
            <button
              type="button"
              className={buttonVariants({ variant: "secondary" })}
              onClick={() => setAsking("renew")}
            >
              {t("calendar.feed.renew")}
            </button>
            <button
              type="button"
              className={buttonVariants({ variant: "secondary" })}
              onClick={() => setAsking("revoke")}
            >
              {t("calendar.feed.revoke")}
            </button>
          </>
        ) : (
          confirm("create", t("calendar.feed.create"))
        )}
      </div>
      <ConfirmDialog
        open={asking !== null}
        title={asking === "revoke" ? t("calendar.feed.revokeTitle") : t("calendar.feed.renewTitle")}
        cancelLabel={t("calendar.feed.cancel")}
        onCancel={() => setAsking(null)}
        actions={
          asking === "revoke"
            ? confirm("revoke", t("calendar.feed.revoke"))
            : confirm("create", t("calendar.feed.renew"))
        }
      >
        <p className="mt-2 text-sm text-stone-700">
          {asking === "revoke" ? t("calendar.feed.revokeText") : t("calendar.feed.renewText")}
        </p>
      </ConfirmDialog>
    </section>
  );
}

export default function CalendarPage({
  loaderData: { view, date, days, today, calendar },
}: Route.ComponentProps) {
  const { t } = useTranslation("learning");
  const { locale, to } = useLocale();
  const href = (v: string, d: string) => to(`/profile/calendar?view=${v}&date=${d}`);
  const nav = view === "week" ? ["previousWeek", "nextWeek"] : ["previousMonth", "nextMonth"];
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("calendar.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("calendar.intro")}</p>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <nav
          aria-label={t("calendar.views")}
          className="inline-flex rounded-lg bg-white p-1 ring-1 ring-stone-300"
        >
          {(["month", "week"] as const).map((v) => (
            <Link
              key={v}
              to={href(v, date)}
              aria-current={v === view ? "page" : undefined}
              className={`rounded-md px-4 py-2 text-sm font-semibold ${v === view ? "bg-primary text-white" : "text-stone-700 hover:bg-stone-50"}`}
            >
              {t(`calendar.${v}`)}
            </Link>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          <Link
            to={href(view, neighbour(view, date, -1))}
            className={buttonVariants({ variant: "secondary" })}
            aria-label={t(`calendar.${nav[0]}`)}
          >
            ←
          </Link>
          <Link to={href(view, today)} className={buttonVariants({ variant: "secondary" })}>
            {t("calendar.today")}
          </Link>
          <Link
            to={href(view, neighbour(view, date, 1))}
            className={buttonVariants({ variant: "secondary" })}
            aria-label={t(`calendar.${nav[1]}`)}
          >
            →
          </Link>
        </div>
      </div>
      <h3 className="text-lg font-bold capitalize text-dark" aria-live="polite">
        {periodLabel(view, days, date, locale)}
        <span className="sr-only"> ({t("calendar.entries", { count: calendar.entries.length })})</span>
      </h3>
      <CalendarDays view={view} date={date} days={days} today={today} entries={calendar.entries} />
      <FeedSection active={calendar.feed.active} createdAt={calendar.feed.created_at} />
    </div>
  );
}
