import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { type CalendarView, neighbour } from "./calendar-dates";

type NavProps = { view: CalendarView; date: string; today: string };

/** Month or week, and the previous, current and next period, as links (they work without JavaScript). */
export function CalendarNav({ view, date, today }: NavProps) {
  const { t } = useTranslation("learning");
  const { to } = useLocale();
  const href = (v: string, d: string) => to(`/profile/calendar?view=${v}&date=${d}`);
  const nav = view === "week" ? ["previousWeek", "nextWeek"] : ["previousMonth", "nextMonth"];
  const button = buttonVariants({ variant: "secondary" });
  return (
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
          className={button}
          aria-label={t(`calendar.${nav[0]}`)}
        >
          ←
        </Link>
        <Link to={href(view, today)} className={button}>
          {t("calendar.today")}
        </Link>
        <Link
          to={href(view, neighbour(view, date, 1))}
          className={button}
          aria-label={t(`calendar.${nav[1]}`)}
        >
          →
        </Link>
      </div>
    </div>
  );
}
