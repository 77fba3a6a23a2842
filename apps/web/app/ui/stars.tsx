import { useTranslation } from "react-i18next";
import { formatRating } from "../lib/format";
import { useLocale } from "../lib/use-locale";

// one star, drawn relatively, so five are the same path moved 20 units each (a 20 × 20 box per star)
const star = "l2.6 5.4 5.9.8-4.3 4.1 1 5.8-5.2-2.8-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z";
const fiveStars = `M10 1.5${star}${`m20 0${star}`.repeat(4)}`;

/**
 * Five stars filled to a rating, with the number for screen readers. One svg draws the five grey stars and,
 * in a nested svg as wide as the rating, the same stars in colour: the nested svg clips them without an id
 * (an id repeated by every rating on a page is invalid HTML, RATING-STARS-IDS), and a page of cards keeps a
 * few elements per rating instead of twenty (P6: less to parse, lay out and hydrate).
 */
export function Stars({ value, size = "sm" }: { value: number; size?: "sm" | "lg" }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const width = Math.round(Math.max(0, Math.min(5, value)) * 200) / 10;
  return (
    <span
      className="inline-flex items-center"
      role="img"
      aria-label={t("rating.outOfFive", { value: formatRating(value, locale) })}
    >
      <svg viewBox="0 0 100 20" className={size === "lg" ? "h-5 w-25" : "h-4 w-20"} aria-hidden="true">
        <path fill="#d6d3d1" d={fiveStars} />
        {width > 0 && (
          <svg width={width} height="20" aria-hidden="true">
            <path fill="var(--color-accent)" d={fiveStars} />
          </svg>
        )}
      </svg>
    </span>
  );
}
