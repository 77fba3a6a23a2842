import type { IndexResponse, ProviderRequest } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link, useRouteLoaderData } from "react-router";

const groups = [
  { step: 1, key: "company", fields: ["company_name", "company_owner", "vat_id"] },
  {
    step: 2,
    key: "contact",
    fields: ["contact_first_name", "contact_last_name", "phone", "email", "website", "address", "city_id"],
  },
  { step: 3, key: "payout", fields: ["iban", "account_holder"] },
  { step: 4, key: "profile", fields: ["punchline", "welcome_text", "description"] },
] as const;

/** Everything the request holds, step by step, with a link back to change each step. */
export function RequestReview({
  request,
  href,
}: {
  request: ProviderRequest;
  href: (step: number) => string;
}) {
  const { t } = useTranslation("provider");
  const root = useRouteLoaderData("root") as { countries: IndexResponse["countries"] } | undefined;
  const cityName = (id: number | null) =>
    root?.countries.flatMap((c) => c.cities).find((c) => c.id === id)?.name ?? "—";
  return (
    <div className="space-y-4">
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`review-${group.key}`}
          className="rounded-xl border border-stone-200 p-4"
        >
          <div className="flex items-center justify-between gap-3">
            <h3 id={`review-${group.key}`} className="font-bold text-dark">
              {t(`become.steps.${group.key}`)}
            </h3>
            <Link
              to={href(group.step)}
              aria-label={`${t("become.edit")}: ${t(`become.steps.${group.key}`)}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-primary underline-offset-2 hover:underline"
            >
              {t("become.edit")}
            </Link>
          </div>
          <dl className="mt-2 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
            {group.fields.map((name) => (
              <div key={name} className="contents">
                <dt className="text-sm font-semibold text-stone-600">{t(`fields.${name}`)}</dt>
                <dd className="whitespace-pre-line break-words text-stone-900">
                  {name === "city_id" ? cityName(request.data.city_id) : request.data[name] || "—"}
                </dd>
              </div>
            ))}
            {group.key === "profile" && (
              <div className="contents">
                <dt className="text-sm font-semibold text-stone-600">{t("fields.logo")}</dt>
                <dd>
                  {request.logo ? (
                    <img
                      src={request.logo}
                      alt={t("fields.logoPreview")}
                      width={80}
                      height={80}
                      className="h-20 w-20 rounded-xl border border-stone-200 object-contain"
                    />
                  ) : (
                    "—"
                  )}
                </dd>
              </div>
            )}
          </dl>
        </section>
      ))}
    </div>
  );
}
