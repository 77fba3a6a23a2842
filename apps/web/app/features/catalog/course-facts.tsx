import type { CourseDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { formatDate, formatDay } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";

/** What a buyer weighs beside the price: early-bird end, places, dates, place, deadlines, sale state. */
export function CourseFacts({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const sessions = course.modules.flatMap((m) => m.sessions);
  const date = (iso: string) => formatDate(iso, locale, { dateStyle: "medium" });
  return (
    <>
      <p className="text-sm text-stone-500">{t("course.perPerson")}</p>
      {course.current_price < course.price && course.early_bird_until && (
        <p className="mt-2 rounded-md bg-accent/20 px-3 py-2 text-sm font-medium text-stone-800">
          {t("course.earlyBirdUntil", { date: formatDay(course.early_bird_until, locale) })}
        </p>
      )}
      <dl className="mt-5 space-y-3 text-sm">
        <Fact
          label={t(course.slots.length > 0 ? "course.placesLeftInSlots" : "course.placesLeftLabel")}
          value={t("course.placesOf", { left: course.places_left, capacity: course.capacity })}
        />
        {course.starts_at && (
          <Fact
            label={t("course.starts")}
            value={formatDate(course.starts_at, locale, { dateStyle: "long", timeStyle: "short" })}
          />
        )}
        {course.ends_at && sessions.length > 1 && (
          <Fact label={t("course.ends")} value={formatDate(course.ends_at, locale, { dateStyle: "long" })} />
        )}
        {sessions.length > 0 && <Fact label={t("course.sessions")} value={String(sessions.length)} />}
        {course.city && <Fact label={t("course.city")} value={course.city} />}
        {course.address && <Fact label={t("course.address")} value={course.address} />}
        {course.group_size && <Fact label={t("course.groupSize")} value={String(course.group_size)} />}
        <Fact label={t("course.frequency")} value={t(`frequency.${course.frequency}`)} />
        <Fact label={t("course.timing")} value={t(`timing.${course.timing}`)} />
        {course.last_sell_date && (
          <Fact label={t("course.lastSellDate")} value={date(course.last_sell_date)} />
        )}
        {course.payment_deadline && (
          <Fact label={t("course.paymentDeadline")} value={date(course.payment_deadline)} />
        )}
        {course.cancellation_deadline && (
          <Fact label={t("course.cancellationDeadline")} value={date(course.cancellation_deadline)} />
        )}
      </dl>
      {course.requires_booking_approval && (
        <p className="mt-4 rounded-md bg-secondary px-3 py-2 text-sm text-stone-700">
          {t("course.needsApproval")}
        </p>
      )}
      {!course.on_sale && !course.awaiting_approval && course.timing !== "past" && (
        <p
          role="status"
          className="mt-4 rounded-md bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-950"
        >
          {course.last_sell_date && Date.parse(course.last_sell_date) <= Date.now()
            ? t("payments:course.salesClosed")
            : t("payments:course.notOnSale")}
        </p>
      )}
    </>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-stone-500">{label}</dt>
      <dd className="text-right font-medium text-stone-800">{value}</dd>
    </div>
  );
}
