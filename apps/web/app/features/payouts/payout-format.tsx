import type { PayoutStatus } from "@kursove/contracts";
import { useTranslation } from "react-i18next";

const badgeStyles: Record<PayoutStatus, string> = {
  pending: "bg-amber-100 text-amber-900",
  paid: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
};

/** A payout's state in words, as a coloured badge. */
export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  const { t } = useTranslation("payouts");
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${badgeStyles[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}

export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
      <p className="font-semibold text-stone-800">{title}</p>
      {hint && <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{hint}</p>}
    </div>
  );
}
