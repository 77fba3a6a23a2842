import type { CourseDetail, WaitlistEntryItem } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useLocation } from "react-router";
import { formatDate } from "../../lib/format";
import { localizePath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";

type Slot = CourseDetail["slots"][number];

/**
 * The booking box of a learner offered a place (WAITLIST-HELD-OFFER): the place is theirs until the
 * offer ends, in Sofia time, and the button goes to checkout, where it is in their cart. Shown instead of
 * "no places", which is true for everyone else.
 */
export function HeldOffer({ entry }: { entry: WaitlistEntryItem }) {
  const { t } = useTranslation("notifications");
  const { locale, to } = useLocale();
  const until = formatDate(entry.held_until!, locale, { dateStyle: "long", timeStyle: "short" });
  const hour = entry.slot
    ? formatDate(entry.slot.starts_at, locale, {
        weekday: "short",
        day: "numeric",
        month: "short",
        timeStyle: "short",
      })
    : null;
  return (
    <section
      role="status"
      aria-labelledby="held-offer-title"
      className="mt-5 space-y-3 rounded-lg border border-primary/30 bg-secondary/60 px-4 py-3"
    >
      <h2 id="held-offer-title" className="text-base font-bold text-dark">
        {t("waitlist.heldTitle")}
      </h2>
      {hour && <p className="text-sm font-semibold">{hour}</p>}
      <p className="text-sm text-stone-800">{t("waitlist.heldUntilBuy", { date: until })}</p>
      <Link
        to={to("/checkout")}
        className={buttonVariants({ variant: "primary", className: "flex w-full text-base" })}
      >
        {t("waitlist.buy")}
      </Link>
    </section>
  );
}

/**
 * The course page's waiting list (WAITLIST-PAGES), for a full course: visitors are asked to sign in;
 * learners join (choosing the hour of a bookable course), see their number and leave; a place held for
 * them is the booking box's (HeldOffer). `entries` are the learner's as the page was loaded. Posts to
 * /waitlist/join through a fetcher, or as a plain form without JavaScript.
 */
export function WaitlistPanel({
  course,
  signedIn,
  entries: loaded = [],
}: {
  course: CourseDetail;
  signedIn: boolean;
  entries?: WaitlistEntryItem[];
}) {
  const { t } = useTranslation("notifications");
  const { locale, to } = useLocale();
  const location = useLocation();
  const here = location.pathname + location.search;
  const state = useFetcher<{ entries: WaitlistEntryItem[] }>();
  const change = useFetcher<{ ok: boolean; join: boolean; message?: string }>();
  const [hydrated, setHydrated] = useState(false);
  const [slotId, setSlotId] = useState(course.slots[0]?.id ?? "");
  const url = `${localizePath("/waitlist/join", locale)}?course_id=${course.id}`;

  const load = state.load;
  useEffect(() => {
    setHydrated(true);
    if (signedIn) load(url);
  }, [signedIn, url, load]);
  useEffect(() => {
    if (!change.data) return;
    if (change.data.ok) toast.success(t(change.data.join ? "waitlist.joined" : "waitlist.left"));
    else toast.error(change.data.message || t("waitlist.failed"));
    load(url);
  }, [change.data, t, load, url]);

  const primary = buttonVariants({ variant: "primary", className: "flex w-full text-base" });
  const secondary = buttonVariants({ variant: "outline", className: "flex w-full" });
  const bookable = course.types.includes("on_demand");
  const hourOf = (slot: Pick<Slot, "starts_at">) =>
    formatDate(slot.starts_at, locale, {
      weekday: "short",
      day: "numeric",
      month: "short",
      timeStyle: "short",
    });

  if (!signedIn)
    return (
      <div className="mt-4 space-y-3">
        <p className="text-sm text-stone-700">{t(bookable ? "waitlist.fullHours" : "waitlist.full")}</p>
        <Link to={`${to("/login")}?redirect=${encodeURIComponent(here)}`} className={primary}>
          {t("waitlist.signIn")}
        </Link>
      </div>
    );

  const entries = state.data?.entries ?? loaded;
  const waiting = entries.filter((e) => e.status !== "offered");
  const busy = change.state !== "idle";
  const hidden = (slot: string | null) => (
    <>
      <input type="hidden" name="course_id" value={course.id} />
      {slot && <input type="hidden" name="slot_id" value={slot} />}
      <input type="hidden" name="back" value={here} />
      {hydrated && <input type="hidden" name="mode" value="fetch" />}
    </>
  );
  const entryOf = (slot: string | null) => entries.find((e) => (e.slot?.id ?? null) === slot);
  const joinable = bookable ? course.slots.filter((s) => !entryOf(s.id)) : entryOf(null) ? [] : [null];
  if (waiting.length === 0 && joinable.length === 0) return null;

  return (
    <section className="mt-4 space-y-3" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="text-base font-bold text-dark">
        {t("waitlist.heading")}
      </h2>
      {waiting.map((entry) => (
        <div key={entry.id} role="status" className="rounded-lg bg-secondary/60 px-3 py-2 text-sm">
          {entry.slot && <p className="font-semibold">{hourOf(entry.slot)}</p>}
          <p className="font-semibold text-dark">{t("waitlist.position", { position: entry.position })}</p>
          <change.Form method="post" action={to("/waitlist/join")} className="mt-2">
            {hidden(entry.slot?.id ?? null)}
            <button type="submit" name="intent" value="leave" disabled={busy} className={secondary}>
              {t("waitlist.leave")}
            </button>
          </change.Form>
        </div>
      ))}
      {joinable.length > 0 && (
        <change.Form method="post" action={to("/waitlist/join")} className="space-y-3">
          <p className="text-sm text-stone-700">{t(bookable ? "waitlist.fullHours" : "waitlist.full")}</p>
          {hidden(null)}
          {bookable && (
            <div>
              <label htmlFor="waitlist-slot" className="mb-1 block text-sm font-semibold text-stone-700">
                {t("waitlist.hour")}
              </label>
              <select
                id="waitlist-slot"
                name="slot_id"
                value={joinable.some((s) => s?.id === slotId) ? slotId : (joinable[0]?.id ?? "")}
                onChange={(e) => setSlotId(e.target.value)}
                className="h-11 w-full rounded-lg border border-stone-300 bg-white px-3 focus-visible:outline-2 focus-visible:outline-primary"
              >
                {joinable.map(
                  (s) =>
                    s && (
                      <option key={s.id} value={s.id}>
                        {hourOf(s)}
                      </option>
                    ),
                )}
              </select>
            </div>
          )}
          <button
            type="submit"
            name="intent"
            value="join"
            disabled={busy}
            aria-busy={busy}
            className={primary}
          >
            {t("waitlist.join")}
          </button>
        </change.Form>
      )}
    </section>
  );
}
