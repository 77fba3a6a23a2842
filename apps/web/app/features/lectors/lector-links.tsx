import type { ProviderLectorLink } from "@kursove/contracts";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
import { formatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { ConfirmButton } from "./confirm-button";
import { StatusBadge } from "./status-badge";

/** The provider's lectors and invitations, each with what may be done with it now. */
export function LectorLinks({ links }: { links: ProviderLectorLink[] }) {
  const { t } = useTranslation("lector");
  return (
    <section
      aria-labelledby="links-heading"
      className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
    >
      <h2 id="links-heading" className="text-lg font-bold text-dark">
        {t("dashboard.title")}
      </h2>
      {links.length === 0 ? (
        <p className="mt-2 text-stone-600">{t("dashboard.empty")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {links.map((link) => (
            <LinkRow key={link.id} link={link} />
          ))}
        </ul>
      )}
    </section>
  );
}

type RowAnswer = { intent: string; ok: boolean; error?: string | undefined };

/** One lector or invitation with the buttons that change it in place, through a fetcher. */
function LinkRow({ link }: { link: ProviderLectorLink }) {
  const { t } = useTranslation("lector");
  const { locale } = useLocale();
  const fetcher = useFetcher<RowAnswer>();
  const busy = fetcher.state !== "idle";
  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    if (answer.ok) toast.success(t(`dashboard.done.${answer.intent}`));
    else toast.error(answer.error || t("dashboard.failed"));
  }, [fetcher.data, t]);
  const status = link.pivot.status;
  const who = link.name || link.email;
  const button = (value: string, label: string, primary = false) => (
    <button
      type="submit"
      name="status"
      value={value}
      disabled={busy}
      aria-label={`${label}: ${who}`}
      className={buttonVariants({ variant: primary ? "primary" : "secondary", size: "sm" })}
    >
      {label}
    </button>
  );
  return (
    <li className="py-3" data-testid="lector-link">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p>
            <span className="font-semibold text-dark">{link.name || t("dashboard.noAccount")}</span>{" "}
            <span className="text-sm text-stone-500">{link.email}</span> <StatusBadge status={status} />
          </p>
          <p className="text-xs text-stone-500">
            {t("dashboard.updated", { date: formatDate(link.updated_at, locale, { dateStyle: "medium" }) })}
          </p>
        </div>
        <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
          <input type="hidden" name="id" value={link.id} />
          <input type="hidden" name="intent" value="status" />
          {status === "requested" && (
            <>
              {button("accepted", t("dashboard.accept"), true)}
              {button("declined", t("dashboard.decline"))}
            </>
          )}
          {status === "accepted" && (
            <ConfirmButton
              label={t("dashboard.revoke")}
              question={t("dashboard.revokeQuestion", { name: who })}
              confirmLabel={t("dashboard.revokeConfirm")}
              name="status"
              value="revoked"
              busy={busy}
            />
          )}
          {(status === "revoked" || status === "left" || status === "declined") &&
            button("invited", t("dashboard.reinvite"))}
        </fetcher.Form>
        {(status === "invited" || status === "declined") && (
          <fetcher.Form method="post">
            <input type="hidden" name="id" value={link.id} />
            <button
              type="submit"
              name="intent"
              value="withdraw"
              disabled={busy}
              aria-label={`${t("dashboard.withdraw")}: ${who}`}
              className="rounded-lg px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
            >
              {t("dashboard.withdraw")}
            </button>
          </fetcher.Form>
        )}
      </div>
      {status === "requested" && link.message && (
        <blockquote className="mt-2 rounded-lg bg-stone-50 p-3 text-sm text-stone-700">
          <span className="font-semibold">{t("dashboard.message")}:</span> {link.message}
        </blockquote>
      )}
    </li>
  );
}
