import type { BlogSitemap, SitemapOverview } from "@kursove/contracts";
import { apiGet } from "../lib/api.server";
import { localizePath } from "../lib/locale";
import { bothLanguages, escapeXml, urlSet, xmlHeaders } from "../lib/sitemap";
import type { Route } from "./+types/sitemap-pages";

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

/** sitemap-pages.xml: the site's own pages and the providers' in both languages, and the articles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  const [overview, blog] = await Promise.all([
    apiGet<SitemapOverview>(context, request, "/sitemap", "bg"),
    apiGet<BlogSitemap>(context, request, "/sitemap/blog", "bg"),
  ]);
  // an article is written in one language: listed once, at that language's address
  const articles = blog.posts.map((p) => {
    const loc = escapeXml(origin + localizePath(`/blog/${p.slug}`, p.locale));
    return `<url><loc>${loc}</loc><lastmod>${p.updated_at.slice(0, 10)}</lastmod><xhtml:link rel="alternate" hreflang="${p.locale}" href="${loc}"/></url>`;
  });
  const entries = [
    ...staticPaths.map((path) => bothLanguages(origin, path)),
    ...overview.providers.map((p) => bothLanguages(origin, `/provider/${p.slug}`)),
    ...articles,
  ];
  return new Response(urlSet(entries), { headers: xmlHeaders });
}
