import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import { localeOfPath } from "../../lib/locale";

/** What an admin's decision on a provider request answers; a refused reject keeps its field errors. */
export type ProviderDecisionAnswer =
  | { intent: "approve" | "reject"; ok: true }
  | { intent: "approve" | "reject"; ok: false; message: string; errors: Record<string, string[]> };

/** Approves a provider request, or rejects it with the reason mailed to the provider. */
export async function decideProviderRequest(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  id: string,
  form: FormData,
): Promise<ProviderDecisionAnswer> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const intent = form.get("intent") === "reject" ? "reject" : "approve";
  const result = await callApi(
    args.context,
    args.request,
    `/admin/providers/${encodeURIComponent(id)}/${intent}`,
    {
      method: "POST",
      locale,
      ...(intent === "reject" ? { body: { reason: String(form.get("reason") ?? "") } } : {}),
    },
  );
  if (result.ok) return { intent, ok: true };
  return { intent, ok: false, message: result.error.message, errors: result.error.errors ?? {} };
}
