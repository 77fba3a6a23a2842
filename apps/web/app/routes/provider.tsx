import type { ProviderDetail, ProviderSummary } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { ProviderCard } from "../features/catalog/provider-card";
import { ProviderProfile } from "../features/catalog/provider-profile";
import { providerJsonLd } from "../features/catalog/structured-data";
import { apiGet } from "../lib/api.server";
import { guard } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { currentUser } from "../lib/session.server";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/provider";

/**
 * /provider/{slug} is a provider's public page; /provider without a slug is the signed-in provider's own
 * page (also while it awaits approval), and the list of providers for everyone else.
 */
export async function loader(args: Route.LoaderArgs) {
  const { request, context, params } = args;
  const user = await guard(args);
  const locale = localeOfPath(new URL(request.url).pathname);
  // the own page's slug is in the whole user (GET /user), asked only of a provider without a slug
  const own = !params.slug && user?.is_provider ? await currentUser(context, request, locale) : null;
  const slug = params.slug ?? own?.provider_slug ?? null;
  if (!slug) {
    const { providers } = await apiGet<{ providers: ProviderSummary[] }>(
      context,
      request,
      "/providers",
      locale,
    );
    return { kind: "list" as const, providers, title: i18nFor(locale).t("provider.listTitle") };
  }
  const provider = await apiGet<ProviderDetail>(
    context,
    request,
    `/providers/${encodeURIComponent(slug)}`,
    locale,
  );
  return { kind: "one" as const, provider, title: provider.name };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  const tags = seo(matches, {
    title: data?.title ?? "",
    description: data?.kind === "one" ? data.provider.punchline : undefined,
    pathname: location.pathname,
    image: data?.kind === "one" ? data.provider.logo?.url : undefined,
    noindex: data?.kind === "one" && data.provider.status !== "approved",
  });
  if (data?.kind !== "one") return tags;
  return [...tags, { "script:ld+json": providerJsonLd(data.provider) }];
};

export default function ProviderPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  if (loaderData.kind === "list") {
    return (
      <>
        <PageHeader title={loaderData.title} intro={t("provider.listIntro")} />
        <Container className="py-10">
          {loaderData.providers.length === 0 ? (
            <p className="text-stone-600">{t("provider.noProviders")}</p>
          ) : (
            <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
              {loaderData.providers.map((p) => (
                <li key={p.id}>
                  {/* the list stands right under the page's title */}
                  <ProviderCard provider={p} level={2} />
                </li>
              ))}
            </ul>
          )}
        </Container>
      </>
    );
  }
  return <ProviderProfile provider={loaderData.provider} />;
}
