import type { ProviderSummary } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatRating } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { ResponsiveImage } from "../../ui/responsive-image";
import { Stars } from "../../ui/stars";

/** A provider's card; `level` is its heading's, one below the heading the list stands under. */
export function ProviderCard({ provider, level = 3 }: { provider: ProviderSummary; level?: 2 | 3 }) {
  const Heading = level === 2 ? "h2" : "h3";
  const { t } = useTranslation();
  const { locale, to } = useLocale();
  return (
    <article className="relative flex h-full gap-4 rounded-xl border border-stone-200 bg-white p-5 shadow-sm transition hover:shadow-md">
      {provider.logo ? (
        <ResponsiveImage
          src={provider.logo.url}
          alt=""
          width={64}
          height={64}
          sizes="64px"
          shownSize
          loading="lazy"
          className="h-16 w-16 shrink-0 rounded-lg"
        />
      ) : (
        <div className="h-16 w-16 shrink-0 rounded-lg bg-secondary" />
      )}
      <div className="min-w-0">
        <Heading className="font-bold text-dark">
          <Link
            to={to(`/provider/${provider.slug}`)}
            className="after:absolute after:inset-0 hover:underline"
          >
            {provider.name}
          </Link>
        </Heading>
        <p className="mt-0.5 line-clamp-2 text-sm text-stone-600">{provider.punchline}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600">
          {provider.rating_count > 0 && (
            <>
              <span className="font-bold text-stone-800">{formatRating(provider.rating, locale)}</span>
              <Stars value={provider.rating} />
            </>
          )}
          <span>{t("provider.coursesCount", { count: provider.courses_count })}</span>
          {provider.city && <span>· {provider.city}</span>}
        </p>
      </div>
    </article>
  );
}
