import type { SitemapOverview } from "@kursove/contracts";
import { apiGet } from "../lib/api.server";
import { sitemapIndex, xmlHeaders } from "../lib/sitemap";
import type { Route } from "./+types/sitemap";

/** sitemap.xml: the sitemap index of the pages file and the course files (CATALOGUE-SITEMAP). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = (process.env.PUBLIC_URL ?? new URL(request.url).origin).replace(/\/$/, "");
  const overview = await apiGet<SitemapOverview>(context, request, "/sitemap", "bg");
  return new Response(sitemapIndex(origin, overview.course_files), { headers: xmlHeaders });
}
