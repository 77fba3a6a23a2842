import type { LectorArea, LectorLinkActionBody } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher, useRouteLoaderData } from "react-router";
import { providersByState } from "../../features/lectors/provider-groups";
import { type LinkAnswer, ProviderRow, ProviderSection } from "../../features/lectors/provider-row";
import { callApi } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import type { Route } from "./+types/providers";

/** Accepts or declines an invitation, or leaves a provider (POST /lector/providers/{id}). */
export async function action(args: Route.ActionArgs): Promise<LinkAnswer> {
  await guard(args, ["lector", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const form = await args.request.formData();
  const providerId = String(form.get("provider_id") ?? "");
  const step = String(form.get("action") ?? "") as LectorLinkActionBody["action"];
  const result = await callApi<LectorArea>(args.context, args.request, `/lector/providers/${providerId}`, {
    method: "POST",
    body: { action: step },
    locale,
  });
  return result.ok ? { ok: true, action: step } : { ok: false, action: step, error: result.error.message };
}

export default function LectorProviders() {
  const { t } = useTranslation("lector");
  const { locale, to } = useLocale();
  const data = useRouteLoaderData(`${locale}.lector`) as { lector: LectorArea } | undefined;
  // one fetcher for the page: an answered row moves to another section, so rows do not own it
  const fetcher = useFetcher<LinkAnswer>();
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) toast.success(t(`providers.done.${answer.action}`));
    else toast.error(answer.error);
  }, [fetcher.data, t]);
  if (!data) return null;
  const groups = providersByState(data.lector.providers);
  return (
    <div className="space-y-6">
      {groups.invited.length > 0 && (
        <ProviderSection
          id="invitations"
          title={t("providers.invitations")}
          intro={t("providers.invitationsIntro")}
        >
          {groups.invited.map((p) => (
            <ProviderRow key={p.id} provider={p} fetcher={fetcher} />
          ))}
        </ProviderSection>
      )}
      <ProviderSection id="teaching" title={t("providers.teaching")}>
        {groups.accepted.length === 0 ? (
          <p className="text-stone-600">{t("providers.noneTeaching")}</p>
        ) : (
          groups.accepted.map((p) => <ProviderRow key={p.id} provider={p} fetcher={fetcher} />)
        )}
      </ProviderSection>
      {groups.requested.length > 0 && (
        <ProviderSection id="requests" title={t("providers.requests")} intro={t("providers.requestsIntro")}>
          {groups.requested.map((p) => (
            <ProviderRow key={p.id} provider={p} fetcher={fetcher} />
          ))}
        </ProviderSection>
      )}
      {groups.past.length > 0 && (
        <ProviderSection id="past" title={t("providers.past")}>
          {groups.past.map((p) => (
            <ProviderRow key={p.id} provider={p} fetcher={fetcher} />
          ))}
        </ProviderSection>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={to("/lector/sessions")}>{t("providers.toSessions")}</ButtonLink>
        <ButtonLink to={`${to("/become-lector")}?another=1`} variant="secondary">
          {t("providers.askAnother")}
        </ButtonLink>
      </div>
    </div>
  );
}
