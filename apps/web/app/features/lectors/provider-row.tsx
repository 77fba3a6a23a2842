import type { LectorArea } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, type useFetcher } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmButton } from "./confirm-button";
import { StatusBadge } from "./status-badge";

/** The answer to accepting, declining or leaving: which it was, and the API's message if refused. */
export type LinkAnswer = { ok: boolean; action: string; error?: string };
type LectorProvider = LectorArea["providers"][number];
type Fetcher = ReturnType<typeof useFetcher<LinkAnswer>>;

/** A titled list of the lector's providers in one state. */
export function ProviderSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
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

/** One provider: its logo, name, state and since when, with the answers its state allows. */
export function ProviderRow({ provider, fetcher }: { provider: LectorProvider; fetcher: Fetcher }) {
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
