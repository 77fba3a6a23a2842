/**
 * The payment gateway behind one interface (DESIGN.md): the built-in sandbox by default, Stripe Connect
 * when STRIPE_SECRET_KEY is set. Names follow Stripe's objects so both behave alike.
 * Issue 7 adds payment intents (create, confirm, refund) to this interface; it holds connected payout
 * accounts and webhook events for now.
 */

/** The state of a provider's connected payout account at the gateway (Stripe's Account). */
export type ConnectedAccountState = {
  id: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
};

/** A verified event of the gateway (Stripe's Event), reduced to what the app acts on. */
export type GatewayEvent = {
  id: string;
  type: string;
  /** when the gateway created the event: newer state wins over older events arriving late */
  created: Date;
  /** set for account.updated: the account's state as the event carries it */
  account?: ConnectedAccountState;
  /** the event as received, kept in payment_events */
  payload: unknown;
};

export type CreateAccountInput = {
  email: string;
  businessName: string;
  /** the app's own reference, kept with the account (metadata) and used as idempotency key */
  providerId: string;
};

export type OnboardingLinkInput = {
  accountId: string;
  /** where the gateway sends the provider when the onboarding is done (or left) */
  returnUrl: string;
  /** where the gateway sends the provider when the link expired, was used or failed */
  refreshUrl: string;
  /** the language of the sandbox's own page; Stripe picks it from the browser */
  locale: "bg" | "en";
};

export type OnboardingLink = { url: string; expiresAt: Date };

export interface PaymentGateway {
  readonly name: "sandbox" | "stripe";
  /** Whether an account id was opened by this gateway (a sandbox account means nothing to Stripe). */
  ownsAccount(accountId: string): boolean;
  /** Opens a connected account for a provider (Stripe: express, country BG, card payments and transfers). */
  createConnectedAccount(input: CreateAccountInput): Promise<{ id: string }>;
  /** A single-use onboarding link that expires after minutes (Stripe: account_onboarding AccountLink). */
  createOnboardingLink(input: OnboardingLinkInput): Promise<OnboardingLink>;
  /** The account's current state, read from the gateway. */
  retrieveAccount(accountId: string): Promise<ConnectedAccountState>;
  /** Verifies a webhook's signature over the raw body and parses the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
}

/** The gateway refused or could not be reached; the message is for the log, never for users. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "GatewayError";
  }
}

/** A webhook whose signature is missing, forged or too old. */
export class WebhookSignatureError extends Error {
  constructor(message = "invalid webhook signature") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** The fields of an event's account object (Stripe's account.updated carries the whole Account). */
export function accountFromObject(object: unknown): ConnectedAccountState | undefined {
  if (!object || typeof object !== "object") return undefined;
  const o = object as Record<string, unknown>;
  if (typeof o.id !== "string") return undefined;
  return {
    id: o.id,
    detailsSubmitted: o.details_submitted === true,
    chargesEnabled: o.charges_enabled === true,
    payoutsEnabled: o.payouts_enabled === true,
  };
}

/** Turns a Stripe-shaped event ({id, type, created in seconds, data.object}) into a GatewayEvent. */
export function toGatewayEvent(event: unknown): GatewayEvent {
  const e = (event ?? {}) as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
  if (typeof e.id !== "string" || typeof e.type !== "string" || typeof e.created !== "number")
    throw new WebhookSignatureError("malformed event");
  const account = e.type === "account.updated" ? accountFromObject(e.data?.object) : undefined;
  return {
    id: e.id,
    type: e.type,
    created: new Date(e.created * 1000),
    ...(account ? { account } : {}),
    payload: event,
  };
}
