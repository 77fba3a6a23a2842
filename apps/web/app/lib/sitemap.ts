/**
 * sitemap.xml in files (CATALOGUE-SITEMAP): /sitemap.xml is a sitemap index naming /sitemap-pages.xml (the
 * site's own pages, providers and articles) and one /sitemap-courses.xml?page=N per file of course pages, so
 * no file passes the protocol's 50,000 addresses however large the catalogue grows.
 */

export const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The address of the sitemap file of course pages number `page`. */
export const courseFilePath = (page: number) => `/sitemap-courses.xml?page=${page}`;

/** The sitemap index: the pages file, then one file per stretch of course pages. */
export function sitemapIndex(origin: string, courseFiles: number) {
  const files = [
    "/sitemap-pages.xml",
    ...Array.from({ length: courseFiles }, (_, i) => courseFilePath(i + 1)),
  ];
  const entries = files.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
}

/** A page of the site listed once, at its Bulgarian address, with its English alternate. */
export function bothLanguages(origin: string, path: string, lastmod?: string) {
  const bg = escapeXml(origin + path);
  const en = escapeXml(origin + (path === "/" ? "/en" : `/en${path}`));
  return `<url><loc>${bg}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}<xhtml:link rel="alternate" hreflang="bg" href="${bg}"/><xhtml:link rel="alternate" hreflang="en" href="${en}"/></url>`;
}

/** A sitemap file of these <url> entries. */
export function urlSet(entries: string[]) {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`;
}

export const xmlHeaders = {
  "content-type": "application/xml; charset=utf-8",
  "cache-control": "public, max-age=600",
};
