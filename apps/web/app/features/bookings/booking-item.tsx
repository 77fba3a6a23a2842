import type { ProviderBooking } from "@kursove/contracts";
import type { MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatDate, formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";

export type BookingStatus = ProviderBooking["status"];

const tones: Record<BookingStatus, string> = {
  awaiting_approval: "bg-amber-100 text-amber-900",
  confirmed: "bg-green-100 text-green-900",
  refused: "bg-stone-200 text-stone-800",
};

/** The booked slot as "12.03.2026 г., 18:00–20:00". */
function slotText(slot: NonNullable<ProviderBooking["slot"]>, locale: "bg" | "en") {
  const day = formatDate(slot.starts_at, locale, { dateStyle: "medium", timeStyle: "short" });
  return `${day}–${formatDate(slot.ends_at, locale, { timeStyle: "short" })}`;
}

/** What an action is doing to this booking right now (the form is being submitted). */
export type Busy = "approve" | "refuse" | null;

/**
 * One booking of the provider's list: course, slot, learner, places and attendees, amount and order; for
 * one awaiting approval the Approve button and the Refuse one, which asks first. Without JavaScript the
 * Refuse button opens the same question inline (`confirming`), through the page's address.
 */
export function BookingItem({
  booking,
  busy,
  confirming,
  onRefuse,
  keep,
  backHref,
}: {
  booking: ProviderBooking;
  busy: Busy;
  confirming: boolean;
  onRefuse: (booking: ProviderBooking) => void;
  /** the list's query (tab and page) that the Refuse button's address keeps */
  keep: [string, string][];
  backHref: string;
}) {
  const { t } = useTranslation("checkout");
  const { locale, to } = useLocale();
  const names = { learner: booking.learner.name || booking.learner.email, course: booking.course.title };
  const total = formatMoney(booking.total, locale);
  const refuse = (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    onRefuse(booking);
  };
  return (
    <li className="p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 break-words font-bold text-dark">
          <Link to={to(`/courses/${booking.course.slug}`)} className="hover:text-primary hover:underline">
            {booking.course.title}
          </Link>
        </h3>
        <span
          className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[booking.status]}`}
        >
          {t(`bookings.status.${booking.status}`)}
        </span>
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {booking.slot && (
          <Row term={t("bookings.session")}>
            <span className="font-semibold text-dark">{slotText(booking.slot, locale)}</span>
          </Row>
        )}
        <Row term={t("bookings.learner")}>
          {booking.learner.name && <span className="text-dark">{booking.learner.name}, </span>}
          <a href={`mailto:${booking.learner.email}`} className="break-all text-primary hover:underline">
            {booking.learner.email}
          </a>
        </Row>
        <Row term={t("bookings.placesLabel")}>
          {t("bookings.places", { count: booking.quantity })}
          {booking.attendees.length > 0 && (
            <>
              {" · "}
              <span className="sr-only">{t("bookings.attendees")}: </span>
              {booking.attendees.join(", ")}
            </>
          )}
        </Row>
        <Row term={t("bookings.total")}>
          <span className="font-semibold text-dark">{total}</span>
        </Row>
        <Row term={t("bookings.order")}>
          <span className="font-mono">{booking.order_number}</span>
        </Row>
        <Row term={t("bookings.orderedAt")}>
          {formatDate(booking.ordered_at, locale, { dateStyle: "medium", timeStyle: "short" })}
        </Row>
        {booking.status !== "awaiting_approval" && booking.decided_at && (
          <Row term={t(`bookings.decidedAt.${booking.status}`)}>
            {formatDate(booking.decided_at, locale, { dateStyle: "medium", timeStyle: "short" })}
          </Row>
        )}
      </dl>
      {booking.status === "awaiting_approval" &&
        (confirming ? (
          <RefuseInline booking={booking} busy={busy} backHref={backHref} />
        ) : (
          <div className="mt-4 flex flex-wrap gap-2">
            <Form method="post">
              <input type="hidden" name="id" value={booking.id} />
              <button
                type="submit"
                name="intent"
                value="approve"
                disabled={busy !== null}
                aria-busy={busy === "approve"}
                aria-label={t("bookings.approveNamed", names)}
                className={buttonVariants({ variant: "primary" })}
              >
                {busy === "approve" ? t("bookings.approving") : t("bookings.approve")}
              </button>
            </Form>
            {/* without JavaScript this asks through the address (?refuse=id); with it, in a dialog */}
            <form method="get">
              {keep.map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name="refuse" value={booking.id} />
              <button
                type="submit"
                onClick={refuse}
                disabled={busy !== null}
                aria-busy={busy === "refuse"}
                aria-haspopup="dialog"
                aria-label={t("bookings.refuseNamed", names)}
                className={buttonVariants({ variant: "dangerOutline" })}
              >
                {busy === "refuse" ? t("bookings.refusing") : t("bookings.refuse")}
              </button>
            </form>
          </div>
        ))}
    </li>
  );
}

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-stone-800">{children}</dd>
    </div>
  );
}

/** The refusal's question in the page, for browsers without JavaScript. */
function RefuseInline({
  booking,
  busy,
  backHref,
}: {
  booking: ProviderBooking;
  busy: Busy;
  backHref: string;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  const names = { learner: booking.learner.name || booking.learner.email, course: booking.course.title };
  return (
    <section
      aria-label={t("bookings.refuseTitle")}
      className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4"
    >
      <p className="font-semibold text-dark">{t("bookings.refuseQuestion", names)}</p>
      <p className="mt-1 text-sm text-stone-800">
        {t("bookings.refuseRefund", { total: formatMoney(booking.total, locale) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Form method="post">
          <input type="hidden" name="id" value={booking.id} />
          <button
            type="submit"
            name="intent"
            value="refuse"
            disabled={busy !== null}
            aria-busy={busy === "refuse"}
            className={buttonVariants({ variant: "danger" })}
          >
            {busy === "refuse" ? t("bookings.refusing") : t("bookings.confirmRefuse")}
          </button>
        </Form>
        <Link to={backHref} className={buttonVariants({ variant: "secondary" })}>
          {t("bookings.back")}
        </Link>
      </div>
    </section>
  );
}
