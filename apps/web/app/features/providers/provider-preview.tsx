import { useTranslation } from "react-i18next";

/** How the header of the public provider page will look: logo, name, punchline and welcome text. */
export function ProviderPreview({
  name,
  punchline,
  welcomeText,
  logo,
  city,
}: {
  name: string;
  punchline: string;
  welcomeText: string;
  logo: string | null;
  city?: string | undefined;
}) {
  const { t } = useTranslation("provider");
  return (
    <figure className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <figcaption className="border-b border-stone-200 bg-stone-50 px-4 py-2 text-xs font-semibold uppercase tracking-wide text-stone-600">
        {t("portfolio.preview")}
      </figcaption>
      <div className="bg-gradient-to-br from-secondary to-white p-5">
        <div className="flex items-center gap-4">
          {logo ? (
            <img
              src={logo}
              alt=""
              width={80}
              height={80}
              className="h-20 w-20 shrink-0 rounded-2xl bg-white object-contain shadow"
            />
          ) : (
            <span
              aria-hidden="true"
              className="flex h-20 w-20 shrink-0 items-center justify-center rounded-2xl bg-primary text-2xl font-bold text-white"
            >
              {name.slice(0, 1).toUpperCase() || "?"}
            </span>
          )}
          <div className="min-w-0">
            <p className="break-words text-xl font-extrabold text-dark">{name || t("portfolio.noName")}</p>
            {punchline && <p className="mt-1 text-stone-600">{punchline}</p>}
            {city && <p className="mt-1 text-sm text-stone-500">{city}</p>}
          </div>
        </div>
        {welcomeText && <p className="mt-4 font-medium text-stone-800">{welcomeText}</p>}
      </div>
    </figure>
  );
}
