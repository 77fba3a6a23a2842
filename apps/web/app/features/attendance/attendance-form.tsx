import type { AttendancePlace, SessionAttendance } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { AnswerNotice } from "../../ui/answer-notice";
import { Button } from "../../ui/button";

/** The name of a place's radio group: one per learner. */
export const markField = (orderItemId: string) => `present:${orderItemId}`;

/** When and where a session took place, in Sofia time. */
export function sessionWhen(session: SessionAttendance["session"], locale: "bg" | "en") {
  return `${formatDate(session.starts_at, locale, { dateStyle: "full", timeStyle: "short" })} – ${formatDate(session.ends_at, locale, { timeStyle: "short" })}`;
}

/**
 * Marks each paid place of a started session present or absent (CERT-ATTENDANCE): a pair of radio
 * buttons per learner, saved together; "Everyone present" saves all as present.
 */
export function AttendanceForm({
  attendance,
  isBusy,
  backTo,
}: {
  attendance: SessionAttendance;
  isBusy: boolean;
  /** the list this page was opened from */
  backTo: { to: string; label: string };
}) {
  const { t } = useTranslation("certificates");
  const { locale, to } = useLocale();
  const { session, course, places } = attendance;
  return (
    <div className="space-y-5">
      <div>
        <Link to={backTo.to} className="text-sm font-semibold text-primary hover:underline">
          ← {backTo.label}
        </Link>
        <h2 className="mt-2 text-xl font-bold text-dark">{session.title}</h2>
        <p className="text-sm text-stone-700">
          <Link to={to(`/courses/${course.slug}`)} className="font-semibold text-primary hover:underline">
            {course.title}
          </Link>
        </p>
        <p className="mt-1 text-sm text-stone-600">{sessionWhen(session, locale)}</p>
      </div>
      {places.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-600">
          {t("attendance.noPlaces")}
        </p>
      ) : (
        <Form method="post" className="space-y-4">
          <fieldset className="space-y-3">
            <legend className="text-lg font-bold text-dark">{t("attendance.placesTitle")}</legend>
            <p className="text-sm text-stone-600">{t("attendance.placesIntro")}</p>
            <ul className="space-y-2">
              {places.map((place) => (
                <PlaceMark key={place.order_item_id} place={place} />
              ))}
            </ul>
          </fieldset>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button type="submit" name="intent" value="save" disabled={isBusy} aria-busy={isBusy}>
              {t("attendance.save")}
            </Button>
            <Button
              type="submit"
              name="intent"
              value="all-present"
              variant="secondary"
              disabled={isBusy}
              aria-busy={isBusy}
            >
              {t("attendance.allPresent")}
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}

/** One learner's pair of choices, with who marked the place and when. */
function PlaceMark({ place }: { place: AttendancePlace }) {
  const { t } = useTranslation("certificates");
  const { locale } = useLocale();
  const name = place.learner.name || place.learner.email;
  const field = markField(place.order_item_id);
  const choice = (value: "yes" | "no", label: string) => (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-3 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary">
      <input
        type="radio"
        name={field}
        value={value}
        defaultChecked={place.present === (value === "yes")}
        className="size-4 accent-primary"
      />
      <span className="text-sm font-semibold">{label}</span>
    </label>
  );
  const marked = place.marked_at
    ? place.marked_by
      ? t("attendance.markedBy", {
          name: place.marked_by,
          date: formatDate(place.marked_at, locale, { dateStyle: "medium", timeStyle: "short" }),
        })
      : t("attendance.markedAt", {
          date: formatDate(place.marked_at, locale, { dateStyle: "medium", timeStyle: "short" }),
        })
    : t("attendance.notMarked");
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-stone-200 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold text-dark">{name}</p>
        <p className="break-all text-sm text-stone-600">
          {place.learner.email} · <span className="font-mono">{place.order_number}</span>
        </p>
        <p className="text-xs text-stone-600">{marked}</p>
      </div>
      <div role="radiogroup" aria-label={name} className="flex gap-2">
        {choice("yes", t("attendance.present"))}
        {choice("no", t("attendance.absent"))}
      </div>
    </li>
  );
}

/** A session's marking page, the provider's or the lector's: the last save's answer, then the form. */
export function SessionAttendancePage({
  attendance,
  answer,
  backTo,
}: {
  attendance: SessionAttendance;
  answer: { ok: boolean; message: string } | undefined;
  backTo: { to: string; label: string };
}) {
  const navigation = useNavigation();
  return (
    <div className="space-y-4">
      <AnswerNotice answer={answer} />
      <AttendanceForm
        // a saved answer redraws the radios from the marks the API now holds
        key={attendance.places.map((p) => `${p.order_item_id}${p.present}`).join()}
        attendance={attendance}
        isBusy={navigation.state === "submitting"}
        backTo={backTo}
      />
    </div>
  );
}
