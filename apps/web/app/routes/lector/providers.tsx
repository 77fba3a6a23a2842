import type { LectorArea, LectorLinkActionBody } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useFetcher, useRouteLoaderData } from "react-router";
import { ConfirmButton } from "../../features/lectors/confirm-button";
import { StatusBadge } from "../../features/lectors/status-badge";
import { callApi } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink, buttonVariants } from "../../ui/button";
import type { Route } from "./+types/providers";

type Answer = { ok: boolean; action: string; error?: string };
type LectorProvider = LectorArea["providers"][number];
type Fetcher = ReturnType<typeof useFetcher<Answer>>;

/** Accepts or declines an invitation, or leaves a provider (POST /lector/providers/{id}). */
export async function action(args: Route.ActionArgs): Promise<Answer> {
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
  const fetcher = useFetcher<Answer>();
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) toast.success(t(`providers.done.${answer.action}`));
    else toast.error(answer.error);
  }, [fetcher.data, t]);
  if (!data) return null;
  const groups = {
    invited: data.lector.providers.filter((p) => p.pivot.status === "invited"),
    accepted: data.lector.providers.filter((p) => p.pivot.status === "accepted"),
    requested: data.lector.providers.filter((p) => p.pivot.status === "requested"),
    past: data.lector.providers.filter((p) => ["declined", "revoked", "left"].includes(p.pivot.status)),
  };
  return (
    <div className="space-y-6">
      {groups.invited.length > 0 && (
        <Section id="invitations" title={t("providers.invitations")} intro={t("providers.invitationsIntro")}>
          {groups.invited.map((p) => (
            <ProviderRow key={p.id} provider={p} fetcher={fetcher} />
          ))}
        </Section>
      )}
      <Section id="teaching" title={t("providers.teaching")}>
        {groups.accepted.length === 0 ? (
          <p className="text-stone-600">{t("providers.noneTeaching")}</p>
        ) : (
          groups.accepted.map((p) => <ProviderRow key={p.id} provider={p} fetcher={fetcher} />)
        )}
      </Section>
      {groups.requested.length > 0 && (
        <Section id="requests" title={t("providers.requests")} intro={t("providers.requestsIntro")}>
          {groups.requested.map((p) => (
            <ProviderRow key={p.id} provider={p} fetcher={fetcher} />
          ))}
        </Section>
      )}
      {groups.past.length > 0 && (
        <Section id="past" title={t("providers.past")}>
          {groups.past.map((p) => (
            <ProviderRow key={p.id} provider={p} fetcher={fetcher} />
          ))}
        </Section>
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

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${id}-heading`} className="text-lg font-bold text-dark">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-stone-600">{intro}</p>}
      <ul className="mt-3 divide-y divide-stone-100">{children}</ul>
    </section>
  );
}

function ProviderRow({ provider, fetcher }: { provider: LectorProvider; fetcher: Fetcher }) {
  const { t } = useTranslation("lector");
  const { locale, to } = useLocale();
  const busy = fetcher.state !== "idle";
  const status = provider.pivot.status;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      {provider.logo ? (
        <img
          src={provider.logo}
          alt=""
          width={40}
          height={40}
          className="h-10 w-10 rounded-lg object-cover"
        />
      ) : (
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-secondary font-bold text-primary">
          {provider.name.slice(0, 1)}
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Link to={to(`/provider/${provider.slug}`)} className="font-semibold text-dark hover:underline">
          {provider.name}
        </Link>{" "}
        <StatusBadge status={status} />
        <p className="text-xs text-stone-500">
          {t("providers.since", { date: formatDate(provider.updated_at, locale) })}
        </p>
      </div>
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
        <input type="hidden" name="provider_id" value={provider.id} />
        {status === "invited" && (
          <>
            <button
              type="submit"
              name="action"
              value="accept"
              disabled={busy}
              aria-label={`${t("providers.accept")}: ${provider.name}`}
              className={buttonVariants({ variant: "primary", size: "sm" })}
            >
              {t("providers.accept")}
            </button>
            <button
              type="submit"
              name="action"
              value="decline"
              disabled={busy}
              aria-label={`${t("providers.decline")}: ${provider.name}`}
              className={buttonVariants({ variant: "secondary", size: "sm" })}
            >
              {t("providers.decline")}
            </button>
          </>
        )}
        {status === "accepted" && (
          <ConfirmButton
            label={t("providers.leave")}
            question={t("providers.leaveQuestion", { provider: provider.name })}
            confirmLabel={t("providers.leaveConfirm")}
            name="action"
            value="leave"
            busy={busy}
          />
        )}
      </fetcher.Form>
    </li>
  );
}
