import { describe, expect, it } from "vitest";
import { loader } from "./robots";

/** Whether a robots.txt rule blocks a path, as Google reads its patterns: `*` is any text, `$` the end. */
const blocks = (rule: string, path: string) =>
  new RegExp(
    `^${rule
      .replace(/[.+?^{}()|[\]\\]/g, "\\$&")
      .replace(/\*/g, ".*")
      .replace(/\\\$$/, "$")}`,
  ).test(path);

describe("robots.txt", () => {
  it("disallows sorted and multi-facet catalogue addresses and allows single facets (CATALOGUE-CRAWL)", async () => {
    const res = loader({ request: new Request("http://localhost/robots.txt") } as Parameters<
      typeof loader
    >[0]);
    const rules = (await res.text())
      .split("\n")
      .filter((line) => line.startsWith("Disallow: "))
      .map((line) => line.slice("Disallow: ".length));
    const isBlocked = (path: string) => rules.some((rule) => blocks(rule, path));
    for (const path of [
      "/courses?category_id=1&type=online",
      "/en/courses?type=online&type=onsite",
      "/courses?language=en&city=sofia",
      "/courses?q=excel&category_id=3",
      "/courses?price_min=100&rating=4",
      "/courses?date_from=2026-12-01&audience=kids",
      "/courses?sort=rating",
    ])
      expect(isBlocked(path), path).toBe(true);
    for (const path of [
      "/courses",
      "/en/courses?category_id=1&subcategory_id=2",
      "/courses?category_id=1&page=2",
      "/courses?type=online",
      "/courses?price_min=100&price_max=900",
      "/courses?date_from=2026-12-01&date_to=2026-12-07",
      "/courses/python-za-analiz-na-danni",
    ])
      expect(isBlocked(path), path).toBe(false);
  });
});
