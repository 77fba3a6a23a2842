import type { GuideList } from "@kursove/contracts";
import { useTranslation } from "react-i18next";

type Guide = GuideList["guides"][number];

const looks = {
  button:
    "inline-flex items-center justify-center gap-2 rounded-lg bg-primary px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-primary-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary",
  link: "inline-flex items-center gap-1.5 text-sm font-semibold text-primary hover:underline",
};

/**
 * A manual's download link: the platform's own PDF downloads in place; an address from the settings
 * (GUIDE_*_URL) opens in a new tab, and says so.
 */
export function GuideLink({
  guide,
  variant = "link",
  label,
  className = "",
}: {
  guide: Guide;
  variant?: keyof typeof looks;
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation("guides");
  const text = label ?? (guide.external ? t("open") : t("download"));
  return (
    <a
      href={guide.url}
      className={`${looks[variant]} ${className}`}
      {...(guide.external
        ? { target: "_blank", rel: "noopener noreferrer" }
        : { download: "", type: "application/pdf" })}
    >
      <svg viewBox="0 0 24 24" className="h-4 w-4 shrink-0" aria-hidden="true">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d={
            guide.external
              ? "M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 01-1 1H5a1 1 0 01-1-1V7a1 1 0 011-1h5"
              : "M12 4v11m0 0l-4-4m4 4l4-4M5 20h14"
          }
        />
      </svg>
      {text}
      <span className="sr-only"> ({guide.external ? t("externalNote") : t("pdf")})</span>
      {!guide.external && (
        <span className="font-normal" aria-hidden="true">
          · PDF
        </span>
      )}
    </a>
  );
}

/** The manual of the area's role, under its side navigation. */
export function GuideBox({ guide }: { guide: Guide }) {
  const { t } = useTranslation("guides");
  return (
    <div className="rounded-lg px-3 py-2 ring-1 ring-stone-200">
      <p className="text-xs font-bold uppercase tracking-wide text-stone-600">{t("manual")}</p>
      <GuideLink guide={guide} label={t(`roleGuide.${guide.role}`)} className="mt-1" />
    </div>
  );
}
