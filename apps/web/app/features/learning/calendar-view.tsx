import type { CalendarEntry } from "@kursove/contracts";
import { firstOfMonth, formatCalendarDate, sofiaDateOf } from "@kursove/contracts/domain/sofia-time";
import { localeInfo } from "@kursove/i18n/locale";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatDay } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import type { CalendarView } from "./calendar-dates";

const hour: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

function Entry({ entry, compact }: { entry: CalendarEntry; compact?: boolean }) {
  const { t } = useTranslation("learning");
  const { locale, to } = useLocale();
  const where = entry.online ? t("calendar.online") : entry.location;
  return (
    <Link
      to={to(`/profile/courses/${entry.course.id}`)}
      className="block rounded-md bg-primary/10 px-2 py-1 text-left text-xs text-dark hover:bg-primary/20 focus-visible:outline-2 focus-visible:outline-primary"
    >
      <span className="font-semibold">
        <time dateTime={entry.starts_at}>{formatDate(entry.starts_at, locale, hour)}</time>
        {!compact && <>–{formatDate(entry.ends_at, locale, hour)}</>}
      </span>{" "}
      <span className={compact ? "line-clamp-2" : ""}>{entry.course.title}</span>
      {!compact && entry.title !== entry.course.title && <span className="block">{entry.title}</span>}
      {!compact && where && <span className="block text-stone-600">{where}</span>}
    </Link>
  );
}

/**
 * The learner's sessions by day: a Monday-to-Sunday grid on wider screens, a list of days on phones
 * (only the days with sessions in the month view).
 */
export function CalendarDays({
  view,
  date,
  days,
  today,
  entries,
}: {
  view: CalendarView;
  date: string;
  days: string[];
  today: string;
  entries: CalendarEntry[];
}) {
  const { t } = useTranslation("learning");
  const { locale } = useLocale();
  const byDay = new Map<string, CalendarEntry[]>();
  for (const e of entries) {
    const day = sofiaDateOf(e.starts_at);
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  const month = date.slice(0, 7);
  const weeks = Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
  const longDay = (day: string) =>
    upperFirst(formatDay(day, locale, { weekday: "long", day: "numeric", month: "long" }));
  const listed = view === "week" ? days : days.filter((d) => byDay.has(d));
  return (
    <>
      {/* A month grid of days, not a list of records: DataTable's columns and phone cards do not fit it. */}
      <table className="hidden w-full table-fixed border-collapse overflow-hidden rounded-2xl bg-white text-sm shadow-sm ring-1 ring-stone-200 sm:table">
        <thead>
          <tr>
            {[0, 1, 2, 3, 4, 5, 6].map((i) => (
              <th
                key={i}
                scope="col"
                className="border-b border-stone-200 py-2 text-xs font-semibold uppercase text-stone-600"
              >
                {t(`calendar.weekdays.${i}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const outside = view === "month" && !day.startsWith(month);
                const list = byDay.get(day) ?? [];
                return (
                  <td
                    key={day}
                    className={`h-28 border border-stone-100 p-1.5 align-top ${outside ? "bg-stone-50 text-stone-600" : ""} ${view === "week" ? "h-64" : ""}`}
                  >
                    <span
                      aria-current={day === today ? "date" : undefined}
                      className={`mb-1 inline-flex h-6 min-w-6 items-center justify-center rounded-full px-1 text-xs font-semibold ${day === today ? "bg-primary text-white" : ""}`}
                    >
                      <span className="sr-only">{longDay(day)}</span>
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                    </span>
                    <ul className="space-y-1">
                      {list.map((e) => (
                        <li key={e.id}>
                          <Entry entry={e} compact={view === "month"} />
                        </li>
                      ))}
                    </ul>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sm:hidden">
        {listed.length === 0 ? (
          <p className="rounded-2xl bg-white p-6 text-center text-sm text-stone-700 ring-1 ring-stone-200">
            {t("calendar.noEntries")}
          </p>
        ) : (
          <ol className="space-y-3">
            {listed.map((day) => (
              <li key={day} className="rounded-2xl bg-white p-3 ring-1 ring-stone-200">
                <h3 className="text-sm font-bold text-dark">
                  {longDay(day)}
                  {day === today && (
                    <span className="ml-2 rounded-full bg-primary px-2 py-0.5 text-xs normal-case text-white">
                      {t("calendar.today")}
                    </span>
                  )}
                </h3>
                {(byDay.get(day) ?? []).length === 0 ? (
                  <p className="mt-1 text-sm text-stone-600">{t("calendar.noEntriesDay")}</p>
                ) : (
                  <ul className="mt-2 space-y-1.5">
                    {(byDay.get(day) ?? []).map((e) => (
                      <li key={e.id}>
                        <Entry entry={e} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

/** The heading of the shown period: "ноември 2026" or "16 – 22 ноември 2026". */
export function periodLabel(view: CalendarView, days: string[], date: string, locale: "bg" | "en") {
  if (view === "month")
    return upperFirst(
      formatCalendarDate(firstOfMonth(date), localeInfo[locale].iso, { month: "long", year: "numeric" }),
    );
  const options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };
  return `${formatDay(days[0]!, locale, options)} – ${formatDay(days[6]!, locale, options)}`;
}

/**
 * A heading's first letter in capitals, the rest as written: Bulgarian writes months, weekdays and the
 * year's "г." in lower case, which CSS `capitalize` would raise in every word ("Ноември 2026 Г.").
 */
export const upperFirst = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
