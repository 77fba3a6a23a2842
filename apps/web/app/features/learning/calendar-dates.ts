/** The learner's calendar: which Sofia calendar dates (YYYY-MM-DD) a month or a week view shows. */
import { addDays, firstOfMonth, isCalendarDate, mondayOf } from "@kursove/contracts/domain/sofia-time";

export type CalendarView = "month" | "week";

/** The view and the date the calendar shows, from ?view=&date= (today's month by default). */
export function calendarParams(url: URL, today: string) {
  const view: CalendarView = url.searchParams.get("view") === "week" ? "week" : "month";
  const raw = url.searchParams.get("date");
  const date = isCalendarDate(raw) ? raw : today;
  return { view, date };
}

/** The days shown: whole weeks, Monday to Sunday, covering the month or the week of `date`. */
export function visibleDays(view: CalendarView, date: string) {
  let from: string;
  let to: string;
  if (view === "week") {
    from = mondayOf(date);
    to = addDays(from, 6);
  } else {
    const first = `${date.slice(0, 7)}-01`;
    const last = addDays(firstOfMonth(first, 1), -1);
    from = mondayOf(first);
    to = addDays(mondayOf(last), 6);
  }
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { from, to, days };
}

/** The date the previous or next button opens. */
export function neighbour(view: CalendarView, date: string, step: -1 | 1) {
  return view === "week" ? addDays(date, 7 * step) : firstOfMonth(date, step);
}
