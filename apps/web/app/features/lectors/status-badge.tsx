import type { LectorLinkStatus } from "@kursove/contracts";
import { useTranslation } from "react-i18next";

const tones: Record<LectorLinkStatus, string> = {
  invited: "bg-amber-100 text-amber-900",
  requested: "bg-sky-100 text-sky-900",
  accepted: "bg-green-100 text-green-900",
  declined: "bg-stone-200 text-stone-700",
  revoked: "bg-red-100 text-red-900",
  left: "bg-stone-200 text-stone-700",
};

/** The pivot.status of a provider-lector link in words. */
export function StatusBadge({ status }: { status: LectorLinkStatus }) {
  const { t } = useTranslation("lector");
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[status]}`}>
      {t(`status.${status}`)}
    </span>
  );
}
