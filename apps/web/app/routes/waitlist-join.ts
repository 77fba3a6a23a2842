import { data, redirect } from "react-router";
import { changeWaitlist, myEntriesOf } from "../features/waitlist/waitlist.server";
import { guard } from "../lib/guards.server";
import { localeOfPath, localizePath } from "../lib/locale";
import { uuidPattern } from "../lib/uuid";
import type { Route } from "./+types/waitlist-join";

/** A path of this site to go back to after a form post without JavaScript. */
const safeBack = (value: FormDataEntryValue | null, fallback: string) => {
  const back = typeof value === "string" ? value : "";
  return back.startsWith("/") && !back.startsWith("//") && !back.includes("\\") ? back : fallback;
};
const noStore = { headers: { "cache-control": "no-store" } };

/** GET ?course_id=: the signed-in visitor's waiting list entries of the course (the panel's state). */
export async function loader(args: Route.LoaderArgs) {
  const user = await guard(args, ["locale"]);
  const url = new URL(args.request.url);
  const courseId = url.searchParams.get("course_id") ?? "";
  if (!user || !uuidPattern.test(courseId)) return data({ entries: [] }, noStore);
  return data({ entries: await myEntriesOf(args, localeOfPath(url.pathname), courseId) }, noStore);
}

/**
 * POST course_id, slot_id?, intent (join or leave): the course page's waiting list panel (WAITLIST-PAGES).
 * A fetcher (mode=fetch) gets the outcome; a plain form post goes back to `back`.
 */
export async function action(args: Route.ActionArgs) {
  const user = await guard(args, ["locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const form = await args.request.formData();
  const back = safeBack(form.get("back"), localizePath("/courses", locale));
  if (!user) throw redirect(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}`);
  const courseId = String(form.get("course_id") ?? "");
  const slotId = String(form.get("slot_id") ?? "");
  const join = form.get("intent") === "join";
  const answer =
    uuidPattern.test(courseId) && (slotId === "" || uuidPattern.test(slotId))
      ? await changeWaitlist(args, locale, { courseId, slotId: slotId || null, join })
      : { ok: false as const, message: "" };
  if (form.get("mode") !== "fetch") throw redirect(back);
  return { ...answer, join };
}
