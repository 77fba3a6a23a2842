/**
 * The payment gateway behind one interface (DESIGN.md): the built-in sandbox by default, Stripe Connect
 * when STRIPE_SECRET_KEY is set. Names follow Stripe's objects so both behave alike.
 * It holds connected payout accounts, card payments (PaymentIntents, separate charges and transfers with
 * transfer_group = order id), refunds and webhook events.
 */

/** The state of a provider's connected payout account at the gateway (Stripe's Account). */
export type ConnectedAccountState = {
  id: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
};

/** Stripe's PaymentIntent statuses the app meets (requires_confirmation and requires_capture are unused). */
export type PaymentIntentStatus =
  | "requires_payment_method"
  | "requires_action"
  | "processing"
  | "succeeded"
  | "canceled";

/**
 * A card payment (Stripe's PaymentIntent), reduced to what the app acts on. `lastErrorCode` is Stripe's
 * decline or error code of the last failed attempt: card_declined, insufficient_funds, expired_card,
 * incorrect_cvc, incorrect_number, authentication_failed, processing_error...
 */
export type PaymentIntentState = {
  id: string;
  clientSecret: string;
  amount: number;
  currency: string;
  status: PaymentIntentStatus;
  lastErrorCode: string | null;
  /** the card that paid: brand and last four digits only */
  card: { brand: string; last4: string } | null;
  amountRefunded: number;
  /** the app's references, e.g. order_id */
  metadata: Record<string, string>;
  created: Date;
};

/** A currency as the gateway writes it (Stripe: lower case ISO 4217). */
export type GatewayCurrency = "eur" | "bgn";
export const gatewayCurrency = (currency: string): GatewayCurrency =>
  currency.toLowerCase() === "bgn" ? "bgn" : "eur";

export type CreatePaymentIntentInput = {
  /** in minor units of the currency (cents, stotinki) */
  amount: number;
  currency: GatewayCurrency;
  /** what is paid for, kept as metadata: an order (order_id) or a course promotion (promotion_id) */
  purpose: { orderId: string } | { promotionId: string };
  /** separate charges and transfers: the order id, so one cart can pay several providers */
  transferGroup?: string;
  /** a retry after a lost answer gets the same intent instead of a second one */
  idempotencyKey: string;
  description: string;
  receiptEmail: string;
};

/** The metadata of a payment: order_id or promotion_id. */
export const purposeMetadata = (purpose: CreatePaymentIntentInput["purpose"]): Record<string, string> =>
  "orderId" in purpose ? { order_id: purpose.orderId } : { promotion_id: purpose.promotionId };

export type RefundInput = {
  paymentIntentId: string;
  /** in minor units; at most what is left to refund */
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

/** Takes back part or all of a transfer from the connected account (Stripe: transfer reversal). */
export type TransferReversalInput = {
  transferId: string;
  amount: number;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

export type TransferInput = {
  amount: number;
  currency: GatewayCurrency;
  destinationAccountId: string;
  transferGroup: string;
  idempotencyKey: string;
  metadata: Record<string, string>;
};

/** A verified event of the gateway (Stripe's Event), reduced to what the app acts on. */
export type GatewayEvent = {
  id: string;
  type: string;
  /** when the gateway created the event: newer state wins over older events arriving late */
  created: Date;
  /** set for account.updated: the account's state as the event carries it */
  account?: ConnectedAccountState;
  /** set for payment_intent.* events (succeeded, payment_failed, canceled, requires_action, processing) */
  paymentIntent?: PaymentIntentState;
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
  /**
   * Verifies a webhook's signature over the raw body and parses the event; throws WebhookSignatureError,
   * or WebhookEventError when a correctly signed body is not an event.
   */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayEvent;
  /** Opens a card payment (Stripe: automatic card payment method, metadata.order_id, transfer_group). */
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<PaymentIntentState>;
  retrievePaymentIntent(id: string): Promise<PaymentIntentState>;
  /** Cancels a payment not yet made (an abandoned checkout); a succeeded one cannot be canceled. */
  cancelPaymentIntent(id: string, idempotencyKey: string): Promise<PaymentIntentState>;
  /** Pays back part or all of a succeeded payment to the card. */
  createRefund(
    input: RefundInput,
  ): Promise<{ id: string; amount: number; status: "succeeded" | "pending" | "failed" }>;
  /** Sends a provider's share to its connected account (Stripe: Transfer with transfer_group). */
  createTransfer(input: TransferInput): Promise<{ id: string; amount: number }>;
  /**
   * The transfer made with a transfer group, or null when none was (Stripe: transfers listed by
   * transfer_group). It finds a transfer whose answer was lost even after its idempotency key is forgotten.
   */
  findTransfer(transferGroup: string): Promise<{ id: string; amount: number } | null>;
  /** Takes back from the connected account part of a transfer already made (a refund after a payout). */
  reverseTransfer(input: TransferReversalInput): Promise<{ id: string; amount: number }>;
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

/** A correctly signed webhook whose body is not an event: not JSON, or without id, type and created. */
export class WebhookEventError extends Error {
  constructor(message = "malformed event") {
    super(message);
    this.name = "WebhookEventError";
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

const paymentIntentStatuses: readonly string[] = [
  "requires_payment_method",
  "requires_action",
  "processing",
  "succeeded",
  "canceled",
] satisfies PaymentIntentStatus[];

const record = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === "object" ? (value as Record<string, unknown>) : undefined;

const text = (value: unknown) => (typeof value === "string" && value ? value : undefined);

/**
 * The code of a failed attempt as the app knows it: Stripe's decline_code when it says more than
 * "declined" (insufficient_funds, expired_card...), else its error code; a failed 3-D Secure step
 * (payment_intent_authentication_failure) is authentication_failed.
 */
export function lastErrorCodeOf(error: unknown): string | null {
  const e = record(error);
  if (!e) return null;
  const decline = text(e.decline_code);
  const code = text(e.code);
  if (code === "payment_intent_authentication_failure") return "authentication_failed";
  if (decline && decline !== "generic_decline") return decline;
  return code ?? (decline ? "card_declined" : "payment_failed");
}

/** Brand and last four digits of a card object ({brand, last4}) when both are there. */
function cardOf(value: unknown): PaymentIntentState["card"] {
  const card = record(value);
  const brand = text(card?.brand);
  const last4 = text(card?.last4);
  return brand && last4 ? { brand, last4 } : null;
}

/**
 * The fields of a Stripe-shaped PaymentIntent object (a webhook's data.object, or an API answer).
 * The card comes from an expanded latest_charge (payment_method_details.card) or payment_method (card);
 * Stripe's events carry both as ids only, so their card is null. The amount refunded is the expanded
 * charge's amount_refunded, else the object's own amount_refunded (the sandbox's), else 0.
 * Undefined when the object is not a PaymentIntent. Statuses the app does not use
 * (requires_confirmation, requires_capture) read as requires_payment_method: nothing is paid.
 */
export function paymentIntentFromObject(object: unknown): PaymentIntentState | undefined {
  const o = record(object);
  if (!o || typeof o.id !== "string" || typeof o.amount !== "number") return undefined;
  if (o.object !== undefined && o.object !== "payment_intent") return undefined;
  const status = (
    typeof o.status === "string" && paymentIntentStatuses.includes(o.status)
      ? o.status
      : "requires_payment_method"
  ) as PaymentIntentStatus;
  const charge = record(o.latest_charge);
  const method = record(o.payment_method);
  const card = cardOf(record(charge?.payment_method_details)?.card) ?? cardOf(method?.card);
  const refunded =
    typeof charge?.amount_refunded === "number"
      ? charge.amount_refunded
      : typeof o.amount_refunded === "number"
        ? o.amount_refunded
        : 0;
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(record(o.metadata) ?? {}))
    if (typeof value === "string") metadata[key] = value;
  return {
    id: o.id,
    clientSecret: typeof o.client_secret === "string" ? o.client_secret : "",
    amount: o.amount,
    currency: typeof o.currency === "string" ? o.currency : "",
    status,
    lastErrorCode: status === "succeeded" ? null : lastErrorCodeOf(o.last_payment_error),
    card,
    amountRefunded: refunded,
    metadata,
    created: new Date((typeof o.created === "number" ? o.created : 0) * 1000),
  };
}

/**
 * Turns a Stripe-shaped event ({id, type, created in seconds, data.object}) into a GatewayEvent:
 * account.updated carries `account`, payment_intent.* events carry `paymentIntent`.
 */
export function toGatewayEvent(event: unknown): GatewayEvent {
  const e = (event ?? {}) as { id?: unknown; type?: unknown; created?: unknown; data?: { object?: unknown } };
  if (typeof e.id !== "string" || typeof e.type !== "string" || typeof e.created !== "number")
    throw new WebhookEventError("malformed event");
  const created = new Date(e.created * 1000);
  if (Number.isNaN(created.getTime())) throw new WebhookEventError("malformed event time");
  const account = e.type === "account.updated" ? accountFromObject(e.data?.object) : undefined;
  const paymentIntent = e.type.startsWith("payment_intent.")
    ? paymentIntentFromObject(e.data?.object)
    : undefined;
  return {
    id: e.id,
    type: e.type,
    created,
    ...(account ? { account } : {}),
    ...(paymentIntent ? { paymentIntent } : {}),
    payload: event,
  };
}
