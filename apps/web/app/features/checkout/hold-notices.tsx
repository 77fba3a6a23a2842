import { useTranslation } from "react-i18next";
import { RenewHoldsButton } from "./cart-items";
import { HoldTimer } from "./hold-timer";

type HoldNoticesProps = {
  heldUntil: string | null;
  now: number;
  busy: boolean;
  /** some holds ran out while others still hold */
  isPartlyExpired: boolean;
};

/** The time left on the cart's holds, and a renewal when some of them ran out. */
export function HoldNotices({ heldUntil, now, busy, isPartlyExpired }: HoldNoticesProps) {
  const { t } = useTranslation("checkout");
  return (
    <div className="mt-6 space-y-3">
      <HoldTimer heldUntil={heldUntil} now={now} renew={<RenewHoldsButton busy={busy} />} />
      {isPartlyExpired && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          <p>{t("timer.someExpired")}</p>
          <RenewHoldsButton busy={busy} />
        </div>
      )}
    </div>
  );
}
