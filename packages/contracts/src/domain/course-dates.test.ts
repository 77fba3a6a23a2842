import { describe, expect, it } from "vitest";
import { courseDate } from "../authoring";
import { courseDateOutOfBounds, latestCourseDate } from "./course-dates";

describe("course date bounds (COURSE-DATE-BOUNDS)", () => {
  const today = new Date("2026-11-27T12:00:00Z");

  it("accepts dates from 2000 to the end of the fifth year ahead and names the bound passed", () => {
    expect(latestCourseDate(today)).toBe("2031-12-31");
    expect(courseDateOutOfBounds("2000-01-01", today)).toBeNull();
    expect(courseDateOutOfBounds("2031-12-31", today)).toBeNull();
    expect(courseDateOutOfBounds("1999-12-31", today)).toBe("field.date_too_early");
    expect(courseDateOutOfBounds("0001-01-01", today)).toBe("field.date_too_early");
    expect(courseDateOutOfBounds("2032-01-01", today)).toBe("field.date_too_late");
    expect(courseDateOutOfBounds("9999-12-31", today)).toBe("field.date_too_late");
  });

  it("refuses out-of-bounds dates in the shared schema with one message each", () => {
    const messages = (v: string) => courseDate.safeParse(v).error?.issues.map((i) => i.message) ?? [];
    expect(messages("0001-01-01")).toEqual(["field.date_too_early"]);
    expect(messages("9999-12-31")).toEqual(["field.date_too_late"]);
    expect(messages("2027-02-30")).toEqual(["field.invalid_date"]);
    expect(messages("31.12.2027")).not.toContain("field.date_too_late");
    expect(messages(`${new Date().getUTCFullYear() + 1}-06-01`)).toEqual([]);
  });
});
