import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export const stepKeys = ["company", "contact", "payout", "profile", "review"] as const;

/** The become-provider steps: done ones and the next one are links, the current one is marked for screen readers. */
export function Stepper({
  current,
  reached,
  href,
}: {
  current: number;
  reached: number;
  href: (step: number) => string;
}) {
  const { t } = useTranslation("provider");
  return (
    <nav aria-label={t("become.stepsLabel")}>
      <p className="mb-3 text-sm font-semibold text-stone-600 sm:hidden">
        {t("become.stepOf", { step: current, count: stepKeys.length })}:{" "}
        {t(`become.steps.${stepKeys[current - 1]}`)}
      </p>
      <ol className="flex gap-1.5 sm:gap-2">
        {stepKeys.map((key, index) => {
          const step = index + 1;
          const isCurrent = step === current;
          const isDone = step <= reached;
          const isReachable = step <= reached + 1;
          const dot = (
            <>
              <span
                aria-hidden="true"
                className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-bold ${isCurrent ? "bg-primary text-white" : isDone ? "bg-green-700 text-white" : "bg-stone-200 text-stone-600"}`}
              >
                {isDone && !isCurrent ? "✓" : step}
              </span>
              <span
                className={`sr-only text-sm font-semibold sm:not-sr-only ${isCurrent ? "text-dark" : "text-stone-700"}`}
              >
                {t(`become.steps.${key}`)}
              </span>
              {isDone && !isCurrent && <span className="sr-only"> ({t("become.stepDone")})</span>}
            </>
          );
          const box = "flex flex-1 items-center gap-2 rounded-xl border px-2 py-2 sm:px-3";
          return (
            <li key={key} className="flex flex-1">
              {isReachable && !isCurrent ? (
                <Link
                  to={href(step)}
                  className={`${box} border-stone-200 bg-white hover:bg-stone-50 focus-visible:outline-2 focus-visible:outline-primary`}
                >
                  {dot}
                </Link>
              ) : (
                <span
                  aria-current={isCurrent ? "step" : undefined}
                  className={`${box} ${isCurrent ? "border-primary bg-secondary" : "border-stone-200 bg-stone-50"}`}
                >
                  {dot}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
