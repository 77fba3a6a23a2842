import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { formatCourseDates, formatMinutes, formatPercent } from "./format";

describe("utilization formatting", () => {
  it("shows a share as a whole percent in the page's language", () => {
    expect(formatPercent(0.2, "en")).toBe("20%");
    expect(formatPercent(0.456, "bg").replace(/\s/g, "")).toBe("46%");
  });

  it("shows minutes, and hours with minutes from an hour on", () => {
    const t = i18nFor("bg").t as unknown as TFunction;
    expect(formatMinutes(45, t)).toBe("45 мин.");
    expect(formatMinutes(145, t)).toBe("2 ч. 25 мин.");
    expect(formatMinutes(120, i18nFor("en").t as unknown as TFunction)).toBe("2 h");
  });

  it("shows a course's dates as one day or a range in Sofia, none when undated", () => {
    expect(formatCourseDates(null, null, "en")).toBeNull();
    expect(formatCourseDates("2026-05-12T15:00:00Z", "2026-05-12T17:00:00Z", "en")).toBe("May 12, 2026");
    expect(formatCourseDates("2026-05-12T15:00:00Z", "2026-05-19T17:00:00Z", "en")).toBe(
      "May 12, 2026 – May 19, 2026",
    );
  });
});
