import { describe, expect, it } from "vitest";
import { formatPercent, pageOf, sofiaToday } from "./format";

describe("admin formatting", () => {
  it("shows rates in percent with up to two decimals in both languages", () => {
    expect(formatPercent(15, "en")).toBe("15%");
    expect(formatPercent(12.5, "en")).toBe("12.5%");
    expect(formatPercent(12.25, "bg")).toMatch(/^12,25\s?%$/);
  });

  it("takes today's date in Sofia, whatever the server's zone", () => {
    expect(sofiaToday(new Date("2025-03-30T21:30:00Z"))).toBe("2025-03-31");
    expect(sofiaToday(new Date("2025-01-15T21:59:00Z"))).toBe("2025-01-15");
  });

  it("reads the page from the address, 1 when it is missing or wrong", () => {
    expect(pageOf(new URL("https://x.bg/admin/users?page=3"))).toBe(3);
    expect(pageOf(new URL("https://x.bg/admin/users?page=-2"))).toBe(1);
    expect(pageOf(new URL("https://x.bg/admin/users?page=abc"))).toBe(1);
  });
});
