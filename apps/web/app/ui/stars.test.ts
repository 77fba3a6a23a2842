import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { renderInPage } from "../test/render";
import { Stars } from "./stars";

const render = (value: number, locale: "bg" | "en") =>
  renderInPage(createElement(Stars, { value }), { locale });

describe("Stars", () => {
  it("tells screen readers the rating with the language's decimal mark", () => {
    expect(render(4.7, "bg")).toContain('aria-label="Оценка 4,7 от 5"');
    expect(render(4.7, "en")).toContain('aria-label="Rated 4.7 out of 5"');
  });

  it("uses no element ids, so many ratings on one page stay valid HTML (RATING-STARS-IDS)", () => {
    const html = render(3.5, "bg");
    expect(html).not.toMatch(/\sid="/);
    // the coloured stars are clipped at three and a half of five (70 of 100 units)
    expect(html.match(/<svg/g)).toHaveLength(2);
    expect(html).toContain('<svg width="70" height="20"');
  });

  it("draws five stars in one path and colours none for an unrated course", () => {
    const html = render(0, "bg");
    const path = html.match(/<path fill="#d6d3d1" d="([^"]+)"/)![1]!;
    expect(path.match(/z/g)).toHaveLength(5);
    expect(html).not.toContain("var(--color-accent)");
    expect(render(7, "bg")).toContain('<svg width="100" height="20"');
  });
});
