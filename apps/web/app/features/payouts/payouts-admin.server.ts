import type { PayoutDetail, PayoutRunResponse } from "@kursove/contracts";
import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import { formatMoney } from "../../lib/format";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { uuidPattern } from "../../lib/uuid";
import { runSummary } from "./payout-run";

/** Pays one provider (intent "pay") or every provider owed something (intent "run"); says how it went. */
export async function payOut(args: Pick<ActionFunctionArgs, "request" | "context">, form: FormData) {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  if (form.get("intent") === "run") {
    const result = await callApi<PayoutRunResponse>(args.context, args.request, "/admin/payouts/run", {
      method: "POST",
      body: {},
      locale,
    });
    if (!result.ok) return { ok: false, message: result.error.message || t("payouts:admin.failed") };
    const { isEmpty, paid, inProgress, failed, skipped } = runSummary(result.data.results);
    if (isEmpty) return { ok: true, message: t("payouts:admin.run.none") };
    const done = t("payouts:admin.run.done", { paid, failed, skipped });
    // a payout another attempt is still transferring is neither paid nor skipped: said apart (ADR 050)
    if (inProgress === 0) return { ok: failed === 0, message: done };
    return { ok: false, message: `${done} ${t("payouts:admin.run.inProgress", { count: inProgress })}` };
  }
  const providerId = String(form.get("provider_id") ?? "");
  if (!uuidPattern.test(providerId)) return { ok: false, message: t("payouts:admin.failed") };
  const result = await callApi<PayoutDetail>(args.context, args.request, "/admin/payouts", {
    method: "POST",
    body: { provider_id: providerId },
    locale,
  });
  if (!result.ok) return { ok: false, message: result.error.message || t("payouts:admin.failed") };
  return {
    ok: true,
    message: t("payouts:admin.done", {
      amount: formatMoney(result.data.amount, locale),
      provider: result.data.provider.name,
    }),
  };
}
