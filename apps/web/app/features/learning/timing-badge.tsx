import { useTranslation } from "react-i18next";

const styles = {
  future: "bg-sky-50 text-sky-900 ring-sky-200",
  ongoing: "bg-green-50 text-green-900 ring-green-200",
  past: "bg-stone-100 text-stone-700 ring-stone-300",
};

/** Whether a learner's course is upcoming, running or finished. */
export function TimingBadge({ timing }: { timing: keyof typeof styles }) {
  const { t } = useTranslation("learning");
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${styles[timing]}`}
    >
      {t(`timing.${timing}`)}
    </span>
  );
}
