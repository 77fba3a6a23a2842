import type { ProviderDetail } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { ProviderCard } from "./provider-card";

/** The side of a provider's page: the contacts it gives, then providers like it. */
export function ProviderContacts({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation();
  return (
    <aside className="space-y-6" aria-label={t("provider.contacts")}>
      <div className="rounded-xl border border-stone-200 bg-white p-5 text-sm">
        <h2 className="font-bold text-dark">{t("provider.contacts")}</h2>
        <dl className="mt-3 space-y-2">
          {provider.website && (
            <div>
              <dt className="text-stone-500">{t("provider.website")}</dt>
              <dd>
                <a
                  href={provider.website}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="break-all text-primary hover:underline"
                >
                  {provider.website}
                </a>
              </dd>
            </div>
          )}
          {provider.email && (
            <div>
              <dt className="text-stone-500">{t("contact.email")}</dt>
              <dd>
                <a href={`mailto:${provider.email}`} className="text-primary hover:underline">
                  {provider.email}
                </a>
              </dd>
            </div>
          )}
          {provider.phone && (
            <div>
              <dt className="text-stone-500">{t("contact.phone")}</dt>
              <dd>{provider.phone}</dd>
            </div>
          )}
          {provider.address && (
            <div>
              <dt className="text-stone-500">{t("contact.address")}</dt>
              <dd>{provider.address}</dd>
            </div>
          )}
        </dl>
      </div>
      {provider.similar.length > 0 && (
        <div>
          <h2 className="mb-3 font-bold text-dark">{t("provider.similar")}</h2>
          <ul className="space-y-3">
            {provider.similar.map((p) => (
              <li key={p.id}>
                <ProviderCard provider={p} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}
