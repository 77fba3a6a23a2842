import { formatShare } from "../../lib/percent";
import { useLocale } from "../../lib/use-locale";

/** An upload's progress, announced to screen readers by its label and value. */
export function ProgressBar({ fraction, label }: { fraction: number; label: string }) {
  const { locale } = useLocale();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="flex items-center gap-3">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 flex-1 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <span className="w-12 text-right text-sm tabular-nums text-stone-700">
        {formatShare(percent / 100, locale)}
      </span>
    </div>
  );
}
