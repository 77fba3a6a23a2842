import { describe, expect, it } from "vitest";
import { shownPages } from "./pagination";

describe("shownPages", () => {
  it("links the first, the last and two pages on each side of the current one", () => {
    expect(shownPages(1, 8_339)).toEqual([1, 2, 3, 8_339]);
    expect(shownPages(500, 8_339)).toEqual([1, 498, 499, 500, 501, 502, 8_339]);
    expect(shownPages(8_339, 8_339)).toEqual([1, 8_337, 8_338, 8_339]);
    expect(shownPages(3, 4)).toEqual([1, 2, 3, 4]);
    expect(shownPages(2, 2)).toEqual([1, 2]);
  });

  it("keeps the first and the last for a page past the end", () => {
    expect(shownPages(90, 5)).toEqual([1, 5]);
  });
});
