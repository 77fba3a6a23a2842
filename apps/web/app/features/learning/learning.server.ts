import type { CalendarResponse, CourseContent, MyCourseStatus, MyCoursesResponse } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import type { Locale } from "@kursove/i18n/locale";
import { apiGet, callApi } from "../../lib/api.server";
import { uuidPattern } from "../../lib/uuid";
import { myCourseTabs } from "./tabs";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

const isTab = (value: string | null): value is MyCourseStatus =>
  (myCourseTabs as readonly string[]).includes(value ?? "");

/** The My Courses filters of a page address: ?status=&q=&page= (all and page 1 stay out of the URL). */
export function myCoursesFilters(url: URL) {
  const raw = url.searchParams.get("status");
  const status: MyCourseStatus = isTab(raw) ? raw : "all";
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const page = pageOf(url);
  return { status, q, page };
}

export function loadMyCourses(args: Args, locale: Locale, filters: ReturnType<typeof myCoursesFilters>) {
  const query = new URLSearchParams({ status: filters.status, page: String(filters.page) });
  if (filters.q) query.set("q", filters.q);
  return apiGet<MyCoursesResponse>(args.context, args.request, `/user/courses?${query}`, locale);
}

/** A course's content, or the API's refusal (403, 404) for the page to explain. */
export async function loadCourseContent(args: Args, locale: Locale, courseId: string) {
  if (!uuidPattern.test(courseId))
    return { content: null, failure: { status: 404, code: "course_not_found", message: "" } };
  const result = await callApi<CourseContent>(
    args.context,
    args.request,
    `/user/courses/${courseId}/content`,
    {
      locale,
    },
  );
  if (result.ok) return { content: result.data, failure: null };
  return {
    content: null,
    failure: { status: result.status, code: result.error.code, message: result.error.message },
  };
}

export function loadCalendar(args: Args, locale: Locale, from: string, to: string) {
  return apiGet<CalendarResponse>(args.context, args.request, `/user/calendar?from=${from}&to=${to}`, locale);
}

/** Creates a new private feed address (the old one stops working) or revokes it. */
export async function changeFeed(args: Args, locale: Locale, intent: "create" | "revoke") {
  const result = await callApi<{ url: string; created_at: string }>(
    args.context,
    args.request,
    "/user/calendar/feed",
    { method: intent === "create" ? "POST" : "DELETE", locale },
  );
  return result.ok ? { ok: true as const, url: result.data?.url ?? null } : { ok: false as const, url: null };
}
