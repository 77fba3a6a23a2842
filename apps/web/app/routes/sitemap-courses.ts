import type { SitemapCourses } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { apiGet } from "../lib/api.server";
import { bothLanguages, urlSet, xmlHeaders } from "../lib/sitemap";
import type { Route } from "./+types/sitemap-courses";

/** sitemap-courses.xml?page=N: one file of course pages (CATALOGUE-SITEMAP); past the last file, 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const origin = (process.env.PUBLIC_URL ?? url.origin).replace(/\/$/, "");
  const page = pageOf(url);
  const { courses } = await apiGet<SitemapCourses>(context, request, `/sitemap/courses?page=${page}`, "bg");
  if (!courses.length && page > 1) return new Response("Not Found", { status: 404 });
  const entries = courses.map((c) => bothLanguages(origin, `/courses/${c.slug}`, c.updated_at));
  return new Response(urlSet(entries), { headers: xmlHeaders });
}
