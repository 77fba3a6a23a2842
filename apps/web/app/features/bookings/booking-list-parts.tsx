import type { ProviderBooking } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { formatMoney } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import type { BookingStatus } from "./booking-item";

/** The tabs of the provider's bookings, in their order; the first is the default. */
export const bookingStatuses = ["awaiting_approval", "confirmed", "refused"] as const;

/** The bookings' states as tabs; "Awaiting" counts the bookings waiting for an answer. */
export function BookingTabs({ status, waiting }: { status: BookingStatus; waiting: number }) {
  const { t } = useTranslation("checkout");
  const { to } = useLocale();
  return (
    <nav aria-label={t("bookings.tabs")} className="relative -mx-1 overflow-x-auto border-b border-stone-200">
      <ul className="flex gap-1 px-1">
        {bookingStatuses.map((tab) => (
          <li key={tab}>
            <Link
              to={to(`/dashboard/bookings${tab === "awaiting_approval" ? "" : `?status=${tab}`}`)}
              aria-current={tab === status ? "page" : undefined}
              className={`flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-semibold ${tab === status ? "border-primary text-primary" : "border-transparent text-stone-700 hover:text-dark"}`}
            >
              {t(`bookings.tab.${tab}`)}
              {tab === "awaiting_approval" && waiting > 0 && (
                <span className="inline-flex min-w-6 justify-center rounded-full bg-primary px-1.5 py-0.5 text-xs font-bold text-white">
                  {waiting}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The question before refusing a booking: the learner is refunded in full. */
export function RefuseDialog({
  booking,
  isBusy,
  onCancel,
}: {
  booking: ProviderBooking | null;
  isBusy: boolean;
  onCancel: () => void;
}) {
  const { t } = useTranslation("checkout");
  const { locale } = useLocale();
  return (
    <ConfirmDialog
      open={booking !== null}
      title={t("bookings.refuseTitle")}
      cancelLabel={t("bookings.back")}
      onCancel={onCancel}
      actions={
        <Form method="post">
          <input type="hidden" name="id" value={booking?.id ?? ""} />
          <button
            type="submit"
            name="intent"
            value="refuse"
            disabled={isBusy}
            aria-busy={isBusy}
            className={buttonVariants({ variant: "danger" })}
          >
            {isBusy ? t("bookings.refusing") : t("bookings.confirmRefuse")}
          </button>
        </Form>
      }
    >
      <p className="font-semibold text-dark">
        {t("bookings.refuseQuestion", {
          learner: booking?.learner.name || booking?.learner.email || "",
          course: booking?.course.title ?? "",
        })}
      </p>
      <p className="mt-2 text-sm">
        {t("bookings.refuseRefund", { total: formatMoney(booking?.total ?? 0, locale) })}
      </p>
    </ConfirmDialog>
  );
}
