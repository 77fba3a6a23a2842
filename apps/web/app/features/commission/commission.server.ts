import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { uuidPattern } from "../../lib/uuid";
import type { CommissionAnswer } from "./commission-form";
import { rateFromInput } from "./format";

/** Schedules a default or provider rate, or cancels a change not yet in force. */
export async function saveCommission(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  form: FormData,
): Promise<CommissionAnswer> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const text = (name: string) => String(form.get(name) ?? "");
  if (text("intent") === "cancel") {
    const id = text("id");
    const result = uuidPattern.test(id)
      ? await callApi(args.context, args.request, `/admin/commission/${id}`, { method: "DELETE", locale })
      : null;
    if (result?.ok)
      return {
        form: "cancel",
        ok: true,
        message: t("admin:commission.scheduled.canceled"),
        errors: {},
        values: {},
      };
    const message = result && !result.ok ? result.error.message : t("admin:failed");
    return { form: "cancel", ok: false, message: message || t("admin:failed"), errors: {}, values: {} };
  }
  const kind = text("intent") === "provider" ? "provider" : "default";
  const values = {
    provider_id: text("provider_id"),
    rate: text("rate"),
    effective_from: text("effective_from"),
    note: text("note"),
  };
  if (kind === "provider" && !uuidPattern.test(values.provider_id)) {
    const message = t("admin:commission.providerRequired");
    return { form: kind, ok: false, message, errors: { provider_id: [message] }, values };
  }
  const result = await callApi(args.context, args.request, "/admin/commission", {
    method: "POST",
    locale,
    body: {
      provider_id: kind === "provider" ? values.provider_id : null,
      rate: rateFromInput(values.rate),
      effective_from: values.effective_from,
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    },
  });
  if (result.ok)
    return { form: kind, ok: true, message: t("admin:commission.saved"), errors: {}, values: {} };
  return {
    form: kind,
    ok: false,
    message: result.error.message || t("admin:failed"),
    errors: result.error.errors ?? {},
    values,
  };
}
