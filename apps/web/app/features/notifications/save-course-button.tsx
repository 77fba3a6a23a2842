import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { localizePath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";

const heart = "M12 20.5s-7.5-4.6-7.5-10.1A4.4 4.4 0 0112 7.6a4.4 4.4 0 017.5 2.8c0 5.5-7.5 10.1-7.5 10.1z";
const style =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-dark shadow-sm ring-1 ring-stone-300 transition hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary";

/**
 * The course page's "save for later" toggle: signed-in visitors save or remove the course
 * through /wishlist/save (a fetcher, or a plain form post without JavaScript); visitors are sent to sign in.
 */
export function SaveCourseButton({ courseId, signedIn }: { courseId: string; signedIn: boolean }) {
  const { t } = useTranslation("notifications");
  const { locale, to } = useLocale();
  const location = useLocation();
  const here = location.pathname + location.search;
  const state = useFetcher<{ saved: boolean }>();
  const toggle = useFetcher<{ ok: boolean; saved: boolean }>();
  const [hydrated, setHydrated] = useState(false);
  const [saved, setSaved] = useState(false);

  const load = state.load;
  useEffect(() => {
    setHydrated(true);
    if (signedIn) load(`${localizePath("/wishlist/save", locale)}?course_id=${courseId}`);
  }, [signedIn, courseId, load, locale]);
  useEffect(() => {
    if (state.data) setSaved(state.data.saved);
  }, [state.data]);
  useEffect(() => {
    if (!toggle.data) return;
    setSaved(toggle.data.saved);
    if (!toggle.data.ok) toast.error(t("wishlist.failed"));
    else toast.success(toggle.data.saved ? t("wishlist.savedToast") : t("wishlist.removedToast"));
  }, [toggle.data, t]);

  const icon = (filled: boolean) => (
    <svg
      viewBox="0 0 24 24"
      className={`h-5 w-5 ${filled ? "text-red-600" : "text-stone-600"}`}
      aria-hidden="true"
    >
      <path d={heart} fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="2" />
    </svg>
  );

  if (!signedIn)
    return (
      <Link
        to={`${to("/login")}?redirect=${encodeURIComponent(here)}`}
        className={style}
        title={t("wishlist.signIn")}
      >
        {icon(false)}
        {t("wishlist.save")}
      </Link>
    );

  // the state the button shows while a change is on its way
  const pending = toggle.formData ? toggle.formData.get("saved") === "1" : saved;
  return (
    <toggle.Form method="post" action={to("/wishlist/save")}>
      <input type="hidden" name="course_id" value={courseId} />
      <input type="hidden" name="saved" value={pending ? "0" : "1"} />
      <input type="hidden" name="back" value={here} />
      {hydrated && <input type="hidden" name="mode" value="fetch" />}
      <button type="submit" aria-pressed={pending} className={style} aria-busy={toggle.state !== "idle"}>
        {icon(pending)}
        {pending ? t("wishlist.saved") : t("wishlist.save")}
      </button>
    </toggle.Form>
  );
}
