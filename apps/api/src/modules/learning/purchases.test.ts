import { describe, expect, it } from "vitest";
import { hasStarted, timingOf } from "./purchases";

describe("course timing of a learner", () => {
  const start = new Date("2026-03-29T07:00:00.000Z");
  const end = new Date("2026-03-29T09:00:00.000Z");
  const at = (ms: number) => new Date(ms);

  it("is future until the start, ongoing from the start until the end, past from the end", () => {
    expect(timingOf(start, end, at(start.getTime() - 1))).toBe("future");
    expect(timingOf(start, end, start)).toBe("ongoing");
    expect(timingOf(start, end, at(end.getTime() - 1))).toBe("ongoing");
    expect(timingOf(start, end, end)).toBe("past");
  });

  it("keeps a recorded course without dates ongoing, and a course without an end ongoing once started", () => {
    expect(timingOf(null, null, new Date("2099-01-01"))).toBe("ongoing");
    expect(timingOf(start, null, at(start.getTime() + 365 * 86_400_000))).toBe("ongoing");
  });

  it("opens rating once the earliest item has started, or at once for undated courses", () => {
    expect(hasStarted([{ startsAt: start }], at(start.getTime() - 1))).toBe(false);
    expect(hasStarted([{ startsAt: start }], start)).toBe(true);
    expect(hasStarted([{ startsAt: null }], at(0))).toBe(true);
    expect(hasStarted([], start)).toBe(false);
  });
});
