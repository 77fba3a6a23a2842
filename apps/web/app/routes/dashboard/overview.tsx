import { useTranslation } from "react-i18next";
import { useRouteLoaderData } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button-link";
import type { OwnProvider } from "./layout";

export default function DashboardOverview() {
  const { t } = useTranslation();
  const { to, locale } = useLocale();
  const data = useRouteLoaderData(`${locale}.dashboard`) as { provider: OwnProvider } | undefined;
  if (!data) return null;
  const { provider } = data;
  return (
    <div className="space-y-6">
      <div
        role="status"
        className={`rounded-2xl border p-5 ${provider.status === "approved" ? "border-green-200 bg-green-50 text-green-950" : "border-amber-300 bg-amber-50 text-amber-950"}`}
      >
        <h2 className="font-bold">{t(`dashboard.status.${provider.status}.title`)}</h2>
        <p className="mt-1">{t(`dashboard.status.${provider.status}.text`)}</p>
        <ButtonLink to={to(`/provider/${provider.slug}`)} variant="secondary" className="mt-4">
          {t("dashboard.viewPage")}
        </ButtonLink>
      </div>
      <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
        <h2 className="text-lg font-bold text-dark">{t("dashboard.lectors")}</h2>
        {provider.lectors.length === 0 ? (
          <p className="mt-2 text-stone-600">{t("dashboard.noLectors")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100">
            {provider.lectors.map((l) => (
              <li key={l.id} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                <span>
                  <span className="font-semibold text-dark">{l.name}</span>{" "}
                  <span className="text-sm text-stone-500">{l.email}</span>
                </span>
                <span className="rounded-full bg-secondary px-2.5 py-0.5 text-xs font-semibold text-primary">
                  {t(`dashboard.lectorStatus.${l.pivot.status}`, { defaultValue: l.pivot.status })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
