import { describe, expect, it } from "vitest";
import { visibleDays } from "./calendar-dates";
import { periodLabel, upperFirst } from "./calendar-view";

describe("calendar headings", () => {
  it("capitalises only the first letter: the month and the year's г. stay lower case in Bulgarian", () => {
    const month = visibleDays("month", "2026-11-18");
    expect(periodLabel("month", month.days, "2026-11-18", "bg")).toBe("Ноември 2026 г.");
    expect(periodLabel("month", month.days, "2026-11-18", "en")).toBe("November 2026");
    const week = visibleDays("week", "2026-11-18");
    expect(periodLabel("week", week.days, "2026-11-18", "bg")).toBe(
      "16 ноември 2026 г. – 22 ноември 2026 г.",
    );
    expect(upperFirst("понеделник, 16 ноември")).toBe("Понеделник, 16 ноември");
  });
});
