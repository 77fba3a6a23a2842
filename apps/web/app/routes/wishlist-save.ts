import { data, redirect } from "react-router";
import { setSaved, wishlistIds } from "../features/notifications/notifications.server";
import { guard } from "../lib/guards.server";
import { localeOfPath, localizePath } from "../lib/locale";
import { uuidPattern } from "../lib/uuid";
import type { Route } from "./+types/wishlist-save";

/** A path of this site to go back to after a form post without JavaScript. */
const safeBack = (value: FormDataEntryValue | null, fallback: string) => {
  const back = typeof value === "string" ? value : "";
  return back.startsWith("/") && !back.startsWith("//") && !back.includes("\\") ? back : fallback;
};

/** GET ?course_id=: whether the signed-in visitor saved the course (the save button's state). */
export async function loader(args: Route.LoaderArgs) {
  const user = await guard(args, ["locale"]);
  const url = new URL(args.request.url);
  const courseId = url.searchParams.get("course_id") ?? "";
  if (!user || !uuidPattern.test(courseId))
    return data({ saved: false }, { headers: { "cache-control": "no-store" } });
  const ids = await wishlistIds(args, localeOfPath(url.pathname));
  return data({ saved: ids.includes(courseId) }, { headers: { "cache-control": "no-store" } });
}

/**
 * POST course_id, saved (1 to save, 0 to remove): the course page's "save for later" button. A fetcher
 * (mode=fetch) gets the new state; a plain form post goes back to `back`.
 */
export async function action(args: Route.ActionArgs) {
  const user = await guard(args, ["locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const form = await args.request.formData();
  const back = safeBack(form.get("back"), localizePath("/courses", locale));
  if (!user) throw redirect(`${localizePath("/login", locale)}?redirect=${encodeURIComponent(back)}`);
  const courseId = String(form.get("course_id") ?? "");
  const wanted = form.get("saved") === "1";
  const ok = uuidPattern.test(courseId) && (await setSaved(args, locale, courseId, wanted));
  if (form.get("mode") !== "fetch") throw redirect(back);
  return { ok, saved: ok ? wanted : !wanted };
}
