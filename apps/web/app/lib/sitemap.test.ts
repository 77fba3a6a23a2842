import { describe, expect, it } from "vitest";
import { bothLanguages, sitemapIndex, urlSet } from "./sitemap";

describe("sitemap files (CATALOGUE-SITEMAP)", () => {
  it("makes sitemap.xml an index of the pages file and one file per stretch of courses", () => {
    const xml = sitemapIndex("https://kursove.bg", 3);
    expect(xml).toContain("<sitemapindex");
    expect(xml).not.toContain("<urlset");
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      "https://kursove.bg/sitemap-pages.xml",
      "https://kursove.bg/sitemap-courses.xml?page=1",
      "https://kursove.bg/sitemap-courses.xml?page=2",
      "https://kursove.bg/sitemap-courses.xml?page=3",
    ]);
    expect(sitemapIndex("https://kursove.bg", 0)).toContain("/sitemap-pages.xml</loc>");
  });

  it("lists a page at its Bulgarian address with both language alternates and its day of change", () => {
    const entry = bothLanguages("https://kursove.bg", "/courses/a&b", "2026-11-27T10:00:00.000Z");
    expect(entry).toBe(
      '<url><loc>https://kursove.bg/courses/a&amp;b</loc><lastmod>2026-11-27</lastmod><xhtml:link rel="alternate" hreflang="bg" href="https://kursove.bg/courses/a&amp;b"/><xhtml:link rel="alternate" hreflang="en" href="https://kursove.bg/en/courses/a&amp;b"/></url>',
    );
    expect(bothLanguages("https://kursove.bg", "/")).toContain('hreflang="en" href="https://kursove.bg/en"');
    expect(urlSet([entry])).toMatch(/^<\?xml[^>]*>\n<urlset [^>]*xmlns:xhtml=/);
  });
});
