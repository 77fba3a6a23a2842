import { describe, expect, it } from "vitest";
import { sofiaDateAndHour, sofiaInstant } from "./time";

describe("Sofia time", () => {
  it("maps winter wall-clock time at UTC+2", () => {
    expect(sofiaInstant("2026-01-15", "18:30").toISOString()).toBe("2026-01-15T16:30:00.000Z");
  });
  it("maps summer wall-clock time at UTC+3", () => {
    expect(sofiaInstant("2026-07-15", "09:00").toISOString()).toBe("2026-07-15T06:00:00.000Z");
  });
  it("reads an instant back as the same Sofia date and hour", () => {
    expect(sofiaDateAndHour(new Date("2026-03-29T21:15:00Z"))).toEqual({ date: "2026-03-30", hour: "00:15" });
  });
});
