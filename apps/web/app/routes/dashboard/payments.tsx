import type { PaymentAccount } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { useActionData } from "react-router";
import { AccountState, stageOf } from "../../features/payments/account-state";
import { connectPayments } from "../../features/payments/connect.server";
import { ConnectForm } from "../../features/payments/connect-form";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import type { Route } from "./+types/payments";

/** The payout account's state; on the return from onboarding (?connected=1) it is read from the gateway first. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const returned = url.searchParams.get("connected") === "1";
  const account = await apiGet<PaymentAccount>(
    args.context,
    args.request,
    `/provider/payments/account${returned ? "?refresh=1" : ""}`,
    locale,
  );
  return { account, returned };
}

/** Connect payment account / continue setup: a fresh onboarding link, then the gateway's page. */
export async function action(args: Route.ActionArgs) {
  await guard(args, ["provider", "locale"]);
  return connectPayments(args);
}

export default function DashboardPayments({ loaderData: { account, returned } }: Route.ComponentProps) {
  const { t } = useTranslation("payments");
  const answer = useActionData<typeof action>();
  const stage = stageOf(account);
  const label = stage === "none" ? t("connect") : stage === "ready" ? t("update") : t("continue");
  return (
    <div className="space-y-6">
      {returned && (
        <div
          role="status"
          className={`rounded-2xl border px-5 py-3 font-semibold ${stage === "ready" ? "border-green-200 bg-green-50 text-green-900" : "border-amber-300 bg-amber-50 text-amber-950"}`}
        >
          {stage === "ready" ? t("returned.ready") : t("returned.pending")}
        </div>
      )}
      <section
        aria-labelledby="payments-heading"
        className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
      >
        <h2 id="payments-heading" className="text-lg font-bold text-dark">
          {t("title")}
        </h2>
        <p className="text-stone-700">{t("intro")}</p>
        <p className="rounded-lg bg-secondary px-3 py-2 text-sm font-semibold text-dark">{t("saleNote")}</p>
        <AccountState account={account} />
        <ConnectForm label={label} error={answer?.error} />
      </section>
    </div>
  );
}
