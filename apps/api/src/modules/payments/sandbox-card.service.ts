import type { SandboxAction, SandboxActionAnswer } from "@kursove/contracts";
import { type Locale, translate } from "@kursove/i18n";
import { AppError } from "../../platform/errors";
import type { PaymentIntentState } from "../../platform/payments/index";
import { hitRateLimit } from "../../platform/rate-limit";
import { applyGatewayEvent, type PaymentsDeps, paymentErrorCode, requireSandbox } from "./payments.service";

/** Card attempts per client address: enough for typing mistakes, too few for testing stolen cards. */
export const confirmLimit = { limit: 20, windowMs: 10 * 60_000 };

/** The card as the sandbox's checkout form posts it (packages/contracts sandboxConfirmBody). */
export type SandboxConfirmCard = {
  number: string;
  cvc: string;
  exp_month: number;
  exp_year: number;
  name: string;
};

/** Which form field a wrong card datum is, and its message. */
const fieldMessages = {
  number: ["card.number", "field.invalid_number"],
  exp_month: ["card.exp_month", "field.invalid_date"],
  exp_year: ["card.exp_year", "field.invalid_date"],
  cvc: ["card.cvc", "field.invalid_value"],
} as const;

/** 402 with card_declined or payment_failed: the attempt failed, nothing was charged. */
const attemptFailed = (intent: PaymentIntentState) =>
  new AppError(402, paymentErrorCode(intent.lastErrorCode));

/**
 * POST /payments/sandbox/confirm: confirms the checkout's payment with a card, as Stripe.js would.
 * The attempt's event is applied through the webhook's path before answering. A paid card answers
 * succeeded; a 3-D Secure card answers requires_action with the sandbox's page; a failed attempt
 * answers 402 (the payment stays open for another card). The card is never stored or logged.
 */
export async function confirmSandboxPayment(
  deps: PaymentsDeps,
  body: { secret: string; card: SandboxConfirmCard },
  client: { ip: string; locale: Locale },
) {
  const sandbox = requireSandbox(deps.gateway);
  const rule = confirmLimit;
  const rate = await hitRateLimit(deps.db, `sandbox-confirm:ip:${client.ip}`, rule.limit, rule.windowMs);
  if (!rate.allowed)
    throw Object.assign(new AppError(429, "too_many_attempts"), {
      retryAfterSeconds: rate.retryAfterSeconds,
    });

  const result = await sandbox.confirmCardPayment(body.secret, {
    number: body.card.number,
    cvc: body.card.cvc,
    expMonth: body.card.exp_month,
    expYear: body.card.exp_year,
  });
  if (!result) throw new AppError(404, "payment_not_found");
  if (result.outcome === "refused") throw new AppError(409, "payment_closed");
  if (result.outcome === "invalid_card") {
    const [field, message] = fieldMessages[result.field];
    throw new AppError(402, "payment_failed", { [field]: [message] });
  }
  await applyGatewayEvent(deps.db, sandbox.name, result.event.event, deps.log);
  const { intent, actionToken } = result;
  if (intent.status === "requires_payment_method") {
    deps.log.info({ paymentIntent: intent.id, code: intent.lastErrorCode }, "sandbox card attempt failed");
    throw attemptFailed(intent);
  }
  return {
    status: intent.status,
    next_action_url: actionToken ? sandbox.actionUrl(actionToken, client.locale) : null,
  };
}

/** GET /payments/sandbox/3ds/{token}: the payment waiting for the step; null when used or unknown. */
export async function readSandboxAction(deps: PaymentsDeps, token: string): Promise<SandboxAction | null> {
  const intent = await requireSandbox(deps.gateway).findAction(token);
  if (!intent) return null;
  return {
    payment_intent: intent.id,
    amount: intent.amount,
    currency: intent.currency.toUpperCase() === "BGN" ? "BGN" : "EUR",
    card: intent.card,
    order_id: intent.metadata.order_id ?? null,
    promotion_id: intent.metadata.promotion_id ?? null,
    livemode: false,
  };
}

/**
 * POST /payments/sandbox/3ds/{token}: the buyer approves or fails the step, once per token; the
 * event is applied through the webhook's path. Null when the token is used or unknown.
 */
export async function completeSandboxAction(
  deps: PaymentsDeps,
  token: string,
  approve: boolean,
  locale: Locale,
): Promise<SandboxActionAnswer | null> {
  const sandbox = requireSandbox(deps.gateway);
  const done = await sandbox.completeAction(token, approve);
  if (!done) return null;
  await applyGatewayEvent(deps.db, sandbox.name, done.event.event, deps.log);
  const { intent } = done;
  const code = intent.status === "requires_payment_method" ? paymentErrorCode(intent.lastErrorCode) : null;
  return {
    status: intent.status,
    order_id: intent.metadata.order_id ?? null,
    promotion_id: intent.metadata.promotion_id ?? null,
    payment_error: code ? { code, message: translate(locale, code) } : null,
  };
}
