import { redirect } from "react-router";
import { callApi } from "../../lib/api.server";
import { localeOfPath } from "../../lib/locale";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

/**
 * Asks the API for a fresh onboarding link (creating the payout account when there is none) and sends the
 * provider to the gateway's page; answers the API's refusal for the page to show.
 */
export async function connectPayments(args: Args): Promise<{ error: string }> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const result = await callApi<{ url: string }>(args.context, args.request, "/provider/payments/connect", {
    method: "POST",
    locale,
  });
  if (result.ok) throw redirect(result.data.url);
  return { error: result.error.message };
}
