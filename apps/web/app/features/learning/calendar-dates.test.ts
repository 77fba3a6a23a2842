import { addDays, weekdayOf } from "@kursove/contracts/domain/sofia-time";
import { describe, expect, it } from "vitest";
import { calendarParams, neighbour, visibleDays } from "./calendar-dates";

describe("calendar dates (Europe/Sofia)", () => {
  it("shows whole Monday-to-Sunday weeks around a month", () => {
    // November 2026 starts on a Sunday and ends on a Monday
    const { from, to, days } = visibleDays("month", "2026-11-18");
    expect([from, to]).toEqual(["2026-10-26", "2026-12-06"]);
    expect(days).toHaveLength(42);
    expect(weekdayOf(from)).toBe(0);
    expect(weekdayOf(to)).toBe(6);
  });

  it("shows the week of a date from Monday, and steps by weeks and months", () => {
    expect(visibleDays("week", "2026-11-22").days).toEqual([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
    ]);
    expect(neighbour("week", "2026-12-29", 1)).toBe("2027-01-05");
    expect(neighbour("month", "2026-01-31", 1)).toBe("2026-02-01");
    expect(neighbour("month", "2026-01-15", -1)).toBe("2025-12-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });

  it("reads the view and date from the address, falling back to today's month", () => {
    const params = (q: string) => calendarParams(new URL(`https://k.bg/profile/calendar${q}`), "2026-11-23");
    expect(params("")).toEqual({ view: "month", date: "2026-11-23" });
    expect(params("?view=week&date=2026-12-01")).toEqual({ view: "week", date: "2026-12-01" });
    expect(params("?view=year&date=2026-02-30")).toEqual({ view: "month", date: "2026-11-23" });
  });
});
