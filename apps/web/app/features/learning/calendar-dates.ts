/** Calendar arithmetic on Sofia calendar dates (YYYY-MM-DD), done in UTC so no time zone shifts a day. */

const sofiaDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Europe/Sofia",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

export type CalendarView = "month" | "week";

/** The Sofia calendar date of an instant. */
export const sofiaDayOf = (instant: string | Date) => sofiaDate.format(new Date(instant));

const isDay = (value: string | null): value is string =>
  !!value &&
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export function addDays(day: string, days: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday 0 ... Sunday 6. */
export const weekdayOf = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
export const startOfWeek = (day: string) => addDays(day, -weekdayOf(day));

function shiftMonth(day: string, months: number) {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

/** The view and the date the calendar shows, from ?view=&date= (today's month by default). */
export function calendarParams(url: URL, today: string) {
  const view: CalendarView = url.searchParams.get("view") === "week" ? "week" : "month";
  const raw = url.searchParams.get("date");
  const date = isDay(raw) ? raw : today;
  return { view, date };
}

/** The days shown: whole weeks, Monday to Sunday, covering the month or the week of `date`. */
export function visibleDays(view: CalendarView, date: string) {
  let from: string;
  let to: string;
  if (view === "week") {
    from = startOfWeek(date);
    to = addDays(from, 6);
  } else {
    const first = `${date.slice(0, 7)}-01`;
    const last = addDays(shiftMonth(first, 1), -1);
    from = startOfWeek(first);
    to = addDays(startOfWeek(last), 6);
  }
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return { from, to, days };
}

/** The date the previous or next button opens. */
export function neighbour(view: CalendarView, date: string, step: -1 | 1) {
  return view === "week" ? addDays(date, 7 * step) : shiftMonth(date, step);
}
