/**
 * Sofia time's one home (DESIGN 4, ADR 025): business dates and hours are Europe/Sofia's whatever the
 * server's or the browser's zone, with daylight saving time left to date-fns and @date-fns/tz.
 * Calendar dates travel as "YYYY-MM-DD" and hours as "HH:MM".
 */
import { tz, tzOffset } from "@date-fns/tz";
import {
  addDays as addCalendarDays,
  addMonths,
  differenceInCalendarDays,
  endOfMonth,
  format,
  formatISO,
  parseISO,
  startOfMonth,
  startOfWeek,
} from "date-fns";

import { businessTimeZone } from "./sofia-format";

// Showing dates needs only Intl: it lives in sofia-format.ts, so pages that only show dates leave
// date-fns and @date-fns/tz out of the browser's bundle (P5, ADR 033).
export { businessTimeZone, formatCalendarDate, formatSofiaDate } from "./sofia-format";

const sofia = tz(businessTimeZone);
// Calendar arithmetic on dates without a time of day runs in UTC, so no zone shifts a day.
const utc = tz("UTC");
const dayOf = (date: string) => parseISO(date, { in: utc });
const textOf = (day: Date) => format(day, "yyyy-MM-dd");

/** The Sofia calendar date (YYYY-MM-DD) and hour (HH:MM) of an instant. */
export function sofiaDateAndHour(instant: Date | string): { date: string; hour: string } {
  const local = sofia(instant);
  return { date: format(local, "yyyy-MM-dd"), hour: format(local, "HH:mm") };
}

/** The Sofia calendar date of an instant. */
export const sofiaDateOf = (instant: Date | string) => format(sofia(instant), "yyyy-MM-dd");

/** Today's calendar date in Sofia (YYYY-MM-DD). */
export const todayInSofia = (now: Date = new Date()) => sofiaDateOf(now);

const minuteMs = 60_000;
const offsetAt = (instant: number) => tzOffset(businessTimeZone, new Date(instant)) * minuteMs;

/**
 * The instant of a Sofia wall-clock date and hour, daylight saving time included. An hour skipped in
 * spring moves an hour on; an hour met twice in autumn is its second, winter, one: whatever the zone of
 * the machine running it (date-fns alone would follow the machine's zone there).
 */
export function sofiaInstant(date: string, hour: string): Date {
  const [year = 0, month = 1, day = 1] = date.split("-").map(Number);
  const [hours = 0, minutes = 0] = hour.split(":").map(Number);
  const wall = Date.UTC(year, month - 1, day, hours, minutes);
  const before = offsetAt(wall - 12 * 60 * minuteMs);
  const after = offsetAt(wall + 12 * 60 * minuteMs);
  const fits = (offset: number) => offsetAt(wall - offset) === offset;
  return new Date(wall - (fits(after) ? after : before));
}

/** A Sofia wall-clock date and hour as ISO text with its offset, e.g. 2027-03-01T18:00:00+02:00. */
export function sofiaInstantText(date: string, hour: string): string {
  return formatISO(sofia(sofiaInstant(date, hour)));
}

/** The first instant of a Sofia calendar date. */
export const sofiaDayStart = (date: string) => sofiaInstant(date, "00:00");

/** Whether a text is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string | null | undefined): value is string {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = dayOf(value);
  return !Number.isNaN(day.getTime()) && textOf(day) === value;
}

/** Whether a text is an hour of the day written HH:MM. */
export const isHourOfDay = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** The calendar date `days` after a date (negative: before). */
export const addDays = (date: string, days: number) => textOf(addCalendarDays(dayOf(date), days));

/** Whole days from one calendar date to another (negative when `to` is before `from`). */
export const daysBetween = (from: string, to: string) => differenceInCalendarDays(dayOf(to), dayOf(from));

/** The first day of a date's month, `months` months on (negative: before). */
export const firstOfMonth = (date: string, months = 0) =>
  textOf(addMonths(startOfMonth(dayOf(date)), months));

/** The last day of a date's month. */
export const lastOfMonth = (date: string) => textOf(endOfMonth(dayOf(date)));

/** Weeks start on Monday in Bulgaria: Monday 0 ... Sunday 6. */
export const weekdayOf = (date: string) => (dayOf(date).getDay() + 6) % 7;

/** The Monday of a date's week. */
export const mondayOf = (date: string) => textOf(startOfWeek(dayOf(date), { weekStartsOn: 1 }));

/**
 * "This week", the one rule for the catalogue's sort and quick filter of that name (CATALOGUE-THIS-WEEK):
 * from now to the end of the sixth Sofia day after today.
 */
export function thisWeek(now: Date): { from: Date; until: Date } {
  return { from: now, until: sofiaDayStart(addDays(todayInSofia(now), 7)) };
}
