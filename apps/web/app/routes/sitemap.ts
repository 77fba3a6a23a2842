import type { BlogSitemap } from "@kursove/contracts";
import { apiGet } from "../lib/api.server";
import { localizePath } from "../lib/locale";
import type { Route } from "./+types/sitemap";

const staticPaths = [
  "/",
  "/courses",
  "/provider",
  "/consumers",
  "/business",
  "/kids",
  "/open-courses",
  "/how-it-works",
  "/faq",
  "/blog",
  "/guides",
  "/contact-us",
  "/terms-of-use",
  "/privacy-policy",
  "/cookie-policy",
];

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** sitemap.xml: every public page in Bulgarian, with its English alternate. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  const data = await apiGet<{
    courses: { slug: string; updated_at: string }[];
    providers: { slug: string }[];
  }>(context, request, "/sitemap", "bg");
  const blog = await apiGet<BlogSitemap>(context, request, "/sitemap/blog", "bg");
  // an article is written in one language: listed once, at that language's address
  const articles = blog.posts.map((p) => {
    const loc = escapeXml(origin + localizePath(`/blog/${p.slug}`, p.locale));
    return `<url><loc>${loc}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod><xhtml:link rel="alternate" hreflang="${p.locale}" href="${loc}"/></url>`;
  });
  const entries = [
    ...staticPaths.map((path) => ({ path, lastmod: undefined as string | undefined })),
    ...data.courses.map((c) => ({ path: `/courses/${c.slug}`, lastmod: c.updated_at.slice(0, 10) })),
    ...data.providers.map((p) => ({ path: `/provider/${p.slug}`, lastmod: undefined })),
  ];
  const url = ({ path, lastmod }: { path: string; lastmod: string | undefined }) => {
    const bg = origin + path;
    const en = origin + (path === "/" ? "/en" : `/en${path}`);
    return `<url><loc>${escapeXml(bg)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}<xhtml:link rel="alternate" hreflang="bg" href="${escapeXml(bg)}"/><xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/></url>`;
  };
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${[...entries.map(url), ...articles].join("\n")}\n</urlset>\n`;
  return new Response(xml, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=600" },
  });
}
