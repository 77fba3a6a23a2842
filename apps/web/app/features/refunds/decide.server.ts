import type { RefundRequestCase } from "@kursove/contracts";
import { parseMoney } from "@kursove/contracts/domain/money-input";
import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import { formatMoney, moneySign } from "../../lib/format";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type DecisionAnswer = {
  ok: boolean;
  message: string;
  requestId?: string;
  field?: "amount" | "note";
};

/**
 * Approves (with an amount, default all that is left) or refuses (with a note) a refund request, as an
 * admin or as the provider of its course; the API checks who may decide which request.
 */
export async function decideRefundRequest(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  scope: "admin" | "provider",
  form: FormData,
): Promise<DecisionAnswer> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const id = String(form.get("request_id") ?? "");
  const decision = String(form.get("decision") ?? "");
  if (!uuid.test(id) || !["approve", "refuse"].includes(decision))
    return { ok: false, message: t("money:requests.failed") };
  const note = String(form.get("note") ?? "").trim();
  let body: Record<string, unknown> = { note };
  if (decision === "approve") {
    const amount = parseMoney(String(form.get("amount") ?? ""));
    if (amount === "invalid" || amount === 0)
      return {
        ok: false,
        message: t("money:order.amountInvalid", { currency: moneySign(locale, args.context.money) }),
        requestId: id,
        field: "amount",
      };
    body = amount === null ? { note } : { note, amount };
  }
  const result = await callApi<RefundRequestCase>(
    args.context,
    args.request,
    `/${scope}/refund-requests/${id}/${decision}`,
    { method: "POST", body, locale },
  );
  if (!result.ok) {
    const field = result.error.errors?.note ? "note" : result.error.errors?.amount ? "amount" : undefined;
    return { ok: false, message: result.error.message, requestId: id, ...(field ? { field } : {}) };
  }
  return decision === "approve"
    ? {
        ok: true,
        message: t("money:requests.approved", { amount: formatMoney(result.data.amount ?? 0, locale) }),
      }
    : { ok: true, message: t("money:requests.refused") };
}
