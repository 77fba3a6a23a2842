import { describe, expect, it } from "vitest";
import { imageCandidates } from "./responsive-image";

/** RESPONSIVE-IMAGES: the srcset offers listed widths only, never wider than what exists. */
describe("srcset candidates", () => {
  it("offers the listed widths below a stored width, then the stored width", () => {
    // a 300 × 240 thumbnail: 160, and 300 asked as 320 (the server does not enlarge)
    expect(imageCandidates(300)).toEqual([
      [160, 160],
      [320, 300],
    ]);
    expect(imageCandidates(1150).map(([asked]) => asked)).toEqual([160, 320, 480, 640, 960, 1280]);
    expect(imageCandidates(640)).toEqual([
      [160, 160],
      [320, 320],
      [480, 480],
      [640, 640],
    ]);
    expect(imageCandidates(2400).at(-1)).toEqual([1920, 1920]);
  });

  it("offers up to three times a shown size for a logo or photo of unknown stored size", () => {
    expect(imageCandidates(64, true).map(([asked]) => asked)).toEqual([160, 320]);
    expect(imageCandidates(112, true).map(([asked]) => asked)).toEqual([160, 320, 480]);
  });
});
