import type { Locale } from "@kursove/i18n/locale";
import { apiGet, callApi } from "../../lib/api.server";
import type { CourseQueueTab, CourseRow, QueueListing, RevisionRow } from "./course-queue";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

/**
 * One page of the admins' course queue: courses in a state, or the pending changes to approved courses
 * (a failure of the latter is shown on the page rather than thrown).
 */
export async function loadCourseQueue(
  args: Args,
  locale: Locale,
  status: CourseQueueTab,
  page: number,
): Promise<QueueListing> {
  if (status === "changes") {
    const result = await callApi<{ data: RevisionRow[]; last_page: number; total: number }>(
      args.context,
      args.request,
      `/admin/course-revisions?status=pending&page=${page}`,
      { locale },
    );
    return result.ok
      ? {
          kind: "changes",
          rows: result.data.data,
          last_page: result.data.last_page,
          total: result.data.total,
          failed: false,
        }
      : { kind: "changes", rows: [], last_page: 1, total: null, failed: true };
  }
  const list = await apiGet<{ data: CourseRow[]; last_page: number; total?: number }>(
    args.context,
    args.request,
    `/admin/courses?status=${status}&page=${page}`,
    locale,
  );
  return {
    kind: "courses",
    rows: list.data,
    last_page: list.last_page,
    total: list.total ?? null,
    failed: false,
  };
}
