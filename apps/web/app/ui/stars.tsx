import { useTranslation } from "react-i18next";
import { formatRating } from "../lib/format";
import { useLocale } from "../lib/use-locale";

const starPath = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.8z";

/** Five stars filled to a rating, with the number for screen readers. */
export function Stars({ value, size = "sm" }: { value: number; size?: "sm" | "lg" }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const px = size === "lg" ? "h-5 w-5" : "h-4 w-4";
  return (
    <span
      className="inline-flex items-center"
      role="img"
      aria-label={t("rating.outOfFive", { value: formatRating(value, locale) })}
    >
      {[1, 2, 3, 4, 5].map((i) => {
        const width = Math.round(Math.max(0, Math.min(1, value - (i - 1))) * 200) / 10;
        // the filled part is a nested svg as wide as the fill, which clips the star without an id:
        // a gradient's id repeated by every rating on a page is invalid HTML (RATING-STARS-IDS)
        return (
          <svg key={i} viewBox="0 0 20 20" className={px} aria-hidden="true">
            <path fill="#d6d3d1" d={starPath} />
            {width > 0 && (
              <svg width={width} height="20" aria-hidden="true">
                <path fill="var(--color-accent)" d={starPath} />
              </svg>
            )}
          </svg>
        );
      })}
    </span>
  );
}
