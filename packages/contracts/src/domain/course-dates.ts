/**
 * The calendar dates a course may have (COURSE-DATE-BOUNDS): its sessions, slots, early-bird end and
 * promotion days. A year like 0001 or 9999 is a typing slip, not a plan; the bounds are wide enough for
 * any real course and narrow enough that such a slip is refused on its field.
 */

/** The earliest date: no course on the site is older. */
export const earliestCourseDate = "2000-01-01";

/** How many years after this one a course may be planned. */
export const courseYearsAhead = 5;

/** The latest date, the last day of the year `courseYearsAhead` after today's. */
export const latestCourseDate = (today: Date = new Date()) =>
  `${today.getUTCFullYear() + courseYearsAhead}-12-31`;

/** The message key of a date (YYYY-MM-DD) outside the bounds, or null within them. */
export function courseDateOutOfBounds(date: string, today: Date = new Date()) {
  if (date < earliestCourseDate) return "field.date_too_early" as const;
  if (date > latestCourseDate(today)) return "field.date_too_late" as const;
  return null;
}
