import { describe, expect, it } from "vitest";
import { formatShare } from "./percent";

describe("formatShare", () => {
  it("writes a Bulgarian percent with a no-break space and a decimal comma", () => {
    expect(formatShare(0.45, "bg")).toBe("45\u00a0%");
    expect(formatShare(0.1225, "bg", 2)).toBe("12,25\u00a0%");
  });

  it("writes an English percent without a space", () => {
    expect(formatShare(0.45, "en")).toBe("45%");
    expect(formatShare(0.125, "en", 2)).toBe("12.5%");
  });
});
