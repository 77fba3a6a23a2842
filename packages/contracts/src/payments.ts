// Request and answer schemas of the payments calls: the provider's connected payout account,
// the gateway's webhook and the sandbox gateway's own onboarding page; its 3-D Secure page.
import { z } from "zod";
import { apiError, currency } from "./common";
import { ibanSchema } from "./onboarding";

/** POST /provider/payments/connect: the single-use onboarding link of the gateway to send the provider to */
export const paymentConnectAnswer = z.object({ url: z.string() });
export type PaymentConnectAnswer = z.infer<typeof paymentConnectAnswer>;

/** GET /provider/payments/account?refresh: `refresh=1` first reads the account's state from the gateway */
export const paymentAccountQuery = z.object({
  refresh: z.enum(["0", "1", "true", "false"]).optional(),
});

/** GET /provider/payments/account: the connected payout account's state, kept from the gateway's events */
export const paymentAccount = z.object({
  connected: z.boolean(),
  account_id: z.string().nullable(),
  details_submitted: z.boolean(),
  charges_enabled: z.boolean(),
  payouts_enabled: z.boolean(),
  /** courses of the provider are sold only while this is true */
  can_receive_payouts: z.boolean(),
  updated_at: z.string().nullable(),
});
export type PaymentAccount = z.infer<typeof paymentAccount>;

/** POST /payments/webhook: the event was taken (or had been taken before: duplicate) */
export const webhookAnswer = z.object({ received: z.literal(true), duplicate: z.boolean() });

/** The signature header of webhooks: Stripe's, which the sandbox imitates (`t=…,v1=…`) */
export const webhookHeaders = z.object({ "stripe-signature": z.string().optional() });

export const sandboxTokenParams = z.object({ token: z.string().min(10).max(100) });

/** GET /payments/sandbox/onboarding/{token}: what the sandbox's hosted onboarding page shows */
export const sandboxOnboardingLink = z.object({
  account_id: z.string(),
  email: z.string(),
  business_name: z.string(),
  /** prefilled from the provider's payout details */
  iban: z.string(),
  return_url: z.string(),
  refresh_url: z.string(),
  expires_at: z.string(),
});
export type SandboxOnboardingLink = z.infer<typeof sandboxOnboardingLink>;

/** 410 payment_link_expired: the link expired, was used or is unknown; go to refresh_url when known */
export const sandboxLinkGone = apiError.extend({ refresh_url: z.string().nullable() });

/** POST /payments/sandbox/onboarding/{token}: the form of the sandbox's hosted page */
export const sandboxOnboardingBody = z.object({
  business_name: z
    .string({ message: "field.required" })
    .trim()
    .min(1, { message: "field.required" })
    .max(100, { message: "field.too_big" }),
  iban: ibanSchema,
  accept: z.preprocess(
    (v) => v === true || v === "on" || v === "true",
    z.literal(true, { message: "field.accept_terms" }),
  ),
});
export type SandboxOnboardingInput = z.input<typeof sandboxOnboardingBody>;

export const sandboxOnboardingAnswer = z.object({ return_url: z.string() });

/** GET /payments/sandbox/3ds/{token}: what the sandbox's 3-D Secure page shows (a test payment, never live) */
export const sandboxAction = z.object({
  payment_intent: z.string(),
  /** in stotinki */
  amount: z.number().int(),
  currency,
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  order_id: z.string().nullable(),
  /** set when the payment is a course promotion's */
  promotion_id: z.string().nullable(),
  livemode: z.literal(false),
});
export type SandboxAction = z.infer<typeof sandboxAction>;

/** POST /payments/sandbox/3ds/{token}: the buyer's answer, approve (true) or fail (false) */
export const sandboxActionBody = z.object({
  approve: z.preprocess(
    (v) => (v === "true" || v === "on" || v === "1" ? true : v === "false" || v === "0" ? false : v),
    z.boolean(),
  ),
});
export type SandboxActionInput = z.input<typeof sandboxActionBody>;

/**
 * The payment after the 3-D Secure step: succeeded, or requires_payment_method with payment_error
 * (payment_failed: the buyer may try again with a card); order_id tells the page where to go on.
 */
export const sandboxActionAnswer = z.object({
  status: z.enum(["succeeded", "requires_action", "requires_payment_method", "processing", "canceled"]),
  order_id: z.string().nullable(),
  promotion_id: z.string().nullable(),
  payment_error: z.object({ code: z.string(), message: z.string() }).nullable(),
});
export type SandboxActionAnswer = z.infer<typeof sandboxActionAnswer>;
