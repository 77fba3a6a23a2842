/** Business times are shown in Sofia's time zone whatever the server's. */
export const businessTimeZone = "Europe/Sofia";

const dateParts = new Intl.DateTimeFormat("en-CA", {
  timeZone: businessTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The Sofia calendar date (YYYY-MM-DD) and hour (HH:MM) of an instant. */
export function sofiaDateAndHour(instant: Date): { date: string; hour: string } {
  const parts = Object.fromEntries(dateParts.formatToParts(instant).map((p) => [p.type, p.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, hour: `${parts.hour}:${parts.minute}` };
}

/** The instant of a Sofia wall-clock date and hour, daylight saving time included. */
export function sofiaInstant(date: string, hour: string): Date {
  const guess = new Date(`${date}T${hour}:00Z`);
  // Sofia is UTC+2 or UTC+3; find the offset that maps back to the same wall clock
  for (const offsetHours of [2, 3]) {
    const candidate = new Date(guess.getTime() - offsetHours * 3_600_000);
    const back = sofiaDateAndHour(candidate);
    if (back.date === date && back.hour === hour) return candidate;
  }
  return new Date(guess.getTime() - 2 * 3_600_000);
}

export const todayInSofia = (now = new Date()) => sofiaDateAndHour(now).date;
