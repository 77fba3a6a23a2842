import type { ProviderWaitlist, UserWaitlist } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { apiGet, callApi } from "../../lib/api.server";

type Context = { apiFetch?: typeof fetch; apiBase?: string };
type Args = { request: Request; context: Context };

/** The signed-in learner's waiting lists (GET /user/waitlist). */
export function loadMyWaitlist({ context, request }: Args, locale: Locale) {
  return apiGet<UserWaitlist>(context, request, "/user/waitlist", locale);
}

/** The learner's entries for one course (the course page's panel); none when the API fails. */
export async function myEntriesOf(args: Args, locale: Locale, courseId: string) {
  const result = await callApi<UserWaitlist>(args.context, args.request, "/user/waitlist", { locale });
  return result.ok ? result.data.data.filter((e) => e.course.id === courseId) : [];
}

export type WaitlistChange = { courseId: string; slotId: string | null; join: boolean };

/** Joins or leaves a waiting list; answers the API's refusal in the visitor's language when there is one. */
export async function changeWaitlist({ context, request }: Args, locale: Locale, change: WaitlistChange) {
  const path = `/courses/${change.courseId}/waitlist`;
  const result = change.join
    ? await callApi<{ position: number }>(context, request, path, {
        method: "POST",
        body: change.slotId ? { slot_id: change.slotId } : {},
        locale,
      })
    : await callApi(context, request, `${path}${change.slotId ? `?slot_id=${change.slotId}` : ""}`, {
        method: "DELETE",
        locale,
      });
  return result.ok ? { ok: true as const } : { ok: false as const, message: result.error.message };
}

/** One page of a provider's course's waiting list (404 for another provider's course). */
export function loadCourseWaitlist(
  { context, request }: Args,
  locale: Locale,
  courseId: string,
  page: number,
) {
  const query = page > 1 ? `?page=${page}` : "";
  return apiGet<ProviderWaitlist>(context, request, `/provider/courses/${courseId}/waitlist${query}`, locale);
}
