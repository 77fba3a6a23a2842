import { describe, expect, it } from "vitest";
import {
  addDays,
  daysBetween,
  firstOfMonth,
  formatCalendarDate,
  formatSofiaDate,
  isCalendarDate,
  lastOfMonth,
  mondayOf,
  sofiaDateAndHour,
  sofiaDateOf,
  sofiaInstant,
  sofiaInstantText,
  thisWeek,
  todayInSofia,
  weekdayOf,
} from "./sofia-time";

describe("Sofia time", () => {
  it("maps winter wall-clock time at UTC+2", () => {
    expect(sofiaInstant("2026-01-15", "18:30").toISOString()).toBe("2026-01-15T16:30:00.000Z");
    expect(sofiaInstantText("2027-01-15", "18:00")).toBe("2027-01-15T18:00:00+02:00");
  });
  it("maps summer wall-clock time at UTC+3", () => {
    expect(sofiaInstant("2026-07-15", "09:00").toISOString()).toBe("2026-07-15T06:00:00.000Z");
    expect(sofiaInstantText("2027-07-15", "09:30")).toBe("2027-07-15T09:30:00+03:00");
  });
  it("reads an instant back as the same Sofia date and hour", () => {
    expect(sofiaDateAndHour(new Date("2026-03-29T21:15:00Z"))).toEqual({ date: "2026-03-30", hour: "00:15" });
    expect(sofiaDateAndHour("2027-07-15T06:30:00Z")).toEqual({ date: "2027-07-15", hour: "09:30" });
  });
  it("takes today's date in Sofia, whatever the server's zone", () => {
    expect(todayInSofia(new Date("2025-03-30T21:30:00Z"))).toBe("2025-03-31");
    expect(todayInSofia(new Date("2025-01-15T21:59:00Z"))).toBe("2025-01-15");
    expect(sofiaDateOf("2026-11-23T22:30:00Z")).toBe("2026-11-24");
    expect(sofiaDateOf("2026-07-01T20:59:00Z")).toBe("2026-07-01");
    expect(sofiaDateOf("2026-07-01T21:00:00Z")).toBe("2026-07-02");
  });
});

describe("Sofia time across daylight saving time", () => {
  // 2027: summer time starts on Sunday 28 March (03:00 -> 04:00) and ends on Sunday 31 October (04:00 -> 03:00)
  it("keeps the last Sunday of March's hours before and after the change", () => {
    expect(sofiaInstant("2027-03-28", "02:30").toISOString()).toBe("2027-03-28T00:30:00.000Z");
    expect(sofiaInstant("2027-03-28", "04:00").toISOString()).toBe("2027-03-28T01:00:00.000Z");
    expect(sofiaDateAndHour(new Date("2027-03-28T00:59:00Z")).hour).toBe("02:59");
    expect(sofiaDateAndHour(new Date("2027-03-28T01:00:00Z")).hour).toBe("04:00");
  });
  it("moves an hour skipped in spring an hour on", () => {
    expect(sofiaInstant("2027-03-28", "03:30").toISOString()).toBe("2027-03-28T01:30:00.000Z");
  });
  it("keeps the last Sunday of October's hours, the doubled one as its second, winter time", () => {
    expect(sofiaInstant("2027-10-31", "00:00").toISOString()).toBe("2027-10-30T21:00:00.000Z");
    expect(sofiaInstant("2027-10-31", "03:30").toISOString()).toBe("2027-10-31T01:30:00.000Z");
    expect(sofiaInstant("2027-10-31", "04:00").toISOString()).toBe("2027-10-31T02:00:00.000Z");
    expect(sofiaDateAndHour(new Date("2027-10-31T00:30:00Z")).hour).toBe("03:30");
  });
  it("makes the day of each change 23 and 25 hours long", () => {
    const hours = (day: string) =>
      (sofiaInstant(addDays(day, 1), "00:00").getTime() - sofiaInstant(day, "00:00").getTime()) / 3_600_000;
    expect(hours("2027-03-28")).toBe(23);
    expect(hours("2027-10-31")).toBe(25);
    expect(hours("2027-06-01")).toBe(24);
  });
  it("ends this week at the start of the seventh Sofia day, across the change", () => {
    const now = new Date("2027-03-25T10:00:00Z");
    expect(thisWeek(now)).toEqual({ from: now, until: new Date("2027-03-31T21:00:00Z") });
    const late = new Date("2027-10-30T22:30:00Z"); // already 31 October in Sofia
    expect(thisWeek(late).until).toEqual(new Date("2027-11-06T22:00:00Z"));
  });
});

describe("calendar dates", () => {
  it("adds days, months and weeks without a time zone shift", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2027-03-28", 1)).toBe("2027-03-29");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(daysBetween("2027-03-27", "2027-04-02")).toBe(6);
    expect(firstOfMonth("2026-01-31", 1)).toBe("2026-02-01");
    expect(firstOfMonth("2026-01-15", -1)).toBe("2025-12-01");
    expect(lastOfMonth("2024-02-10")).toBe("2024-02-29");
  });
  it("starts weeks on Monday", () => {
    expect(mondayOf("2026-11-22")).toBe("2026-11-16");
    expect(mondayOf("2026-11-16")).toBe("2026-11-16");
    expect(weekdayOf("2026-11-16")).toBe(0);
    expect(weekdayOf("2026-11-22")).toBe(6);
  });
  it("tells real calendar dates from others", () => {
    expect(isCalendarDate("2027-02-28")).toBe(true);
    expect(isCalendarDate("2027-02-30")).toBe(false);
    expect(isCalendarDate("2027-2-3")).toBe(false);
    expect(isCalendarDate(null)).toBe(false);
  });
  it("writes instants and calendar dates in Sofia, in a locale's words", () => {
    expect(formatSofiaDate("2026-11-18T22:30:00Z", "en-US")).toBe("November 19, 2026");
    expect(formatCalendarDate("2026-11-18", "en-US")).toBe("November 18, 2026");
  });
});
