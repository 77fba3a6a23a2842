import { type ReactNode, useEffect, useState } from "react";
import { Trans, useTranslation } from "react-i18next";
import { formatCountdown } from "./card-format";

/**
 * The time now by the server's clock, ticking every second in the browser. It starts at the loader's
 * `serverNow`, so the server's page and the hydrated one agree, and corrects a browser clock that is off.
 */
export function useServerClock(serverNow: number) {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const offset = serverNow - Date.now();
    const tick = () => setNow(Date.now() + offset);
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [serverNow]);
  return now;
}

/** Minutes left at which screen readers are told how long the places stay held. */
const announceAt = [5, 1];

/**
 * CART-HOLD: the cart's places are held for 20 minutes; the time left, then an expired notice with
 * `renew`, the button that holds them again.
 */
export function HoldTimer({
  heldUntil,
  now,
  renew,
}: {
  heldUntil: string | null;
  now: number;
  renew?: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const left = heldUntil ? Date.parse(heldUntil) - now : 0;
  const minutesLeft = Math.ceil(left / 60_000);
  const announce = announceAt.includes(minutesLeft) && left > (minutesLeft - 1) * 60_000 + 55_000;
  if (left <= 0) {
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
        <p className="font-semibold">{t("timer.expired")}</p>
        <p className="mt-0.5 text-sm">{t("timer.expiredHint")}</p>
        {renew}
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border border-primary/20 bg-secondary px-4 py-3 text-dark">
      <svg viewBox="0 0 24 24" className="h-5 w-5 shrink-0 text-primary" aria-hidden="true">
        <circle cx="12" cy="13" r="8" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M12 9v4l2.5 2.5M9 2h6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <p role="timer" aria-live="off" className="font-semibold">
        <Trans
          t={t}
          i18nKey="timer.held"
          values={{ time: formatCountdown(left) }}
          components={{ time: <span className="font-mono tabular-nums" /> }}
        />
      </p>
      <p className="text-sm text-stone-600">{t("timer.hint")}</p>
      <p className="sr-only" aria-live="polite">
        {announce ? t("timer.minutesLeft", { count: minutesLeft }) : ""}
      </p>
    </div>
  );
}
