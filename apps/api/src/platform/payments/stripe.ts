import Stripe from "stripe";
import {
  GatewayError,
  type PaymentGateway,
  type PaymentIntentState,
  paymentIntentFromObject,
  purposeMetadata,
  toGatewayEvent,
  WebhookEventError,
  WebhookSignatureError,
} from "./gateway";

export type StripeGatewayOptions = {
  secretKey: string;
  /** without it every webhook is refused: events must be verifiable */
  webhookSecret: string | undefined;
  /** a local stand-in server for tests (Stripe's client takes host, port and protocol) */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

/** A PaymentIntent of Stripe's answer as the app's state; GatewayError when it is not one. */
function intentState(object: unknown): PaymentIntentState {
  const state = paymentIntentFromObject(object);
  if (!state) throw new GatewayError("stripe answered something that is not a payment_intent");
  return state;
}

/** Stripe's refund status as the interface's three. */
const refundStatus = (status: string | null) =>
  status === "succeeded" ? "succeeded" : status === "failed" || status === "canceled" ? "failed" : "pending";

/**
 * Stripe Connect: express accounts in Bulgaria, hosted onboarding links, card PaymentIntents confirmed
 * in the browser (Stripe Elements), separate charges and transfers by transfer_group, refunds, and
 * signed webhooks. Every write carries an idempotency key.
 */
export function stripeGateway(options: StripeGatewayOptions): PaymentGateway & { client: Stripe } {
  const client = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
  });

  /** Stripe's refusals and network failures become GatewayError; anything else is a bug and rethrown. */
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError)
        throw new GatewayError(`stripe ${what}: ${error.type} ${error.message}`, { cause: error });
      throw error;
    }
  };

  return {
    name: "stripe",
    client,

    ownsAccount: (accountId) => accountId.startsWith("acct_") && !accountId.startsWith("acct_sb_"),

    async createConnectedAccount(input) {
      const account = await call("accounts.create", () =>
        client.accounts.create(
          {
            type: "express",
            country: "BG",
            email: input.email,
            business_profile: { name: input.businessName },
            capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
            metadata: { provider_id: input.providerId },
          },
          // a retry after a lost answer gets the same account instead of a second one
          { idempotencyKey: `connect-account-${input.providerId}` },
        ),
      );
      return { id: account.id };
    },

    async createOnboardingLink(input) {
      const link = await call("accountLinks.create", () =>
        client.accountLinks.create({
          account: input.accountId,
          type: "account_onboarding",
          return_url: input.returnUrl,
          refresh_url: input.refreshUrl,
        }),
      );
      return { url: link.url, expiresAt: new Date(link.expires_at * 1000) };
    },

    async retrieveAccount(accountId) {
      const account = await call("accounts.retrieve", () => client.accounts.retrieve(accountId));
      return {
        id: account.id,
        detailsSubmitted: account.details_submitted === true,
        chargesEnabled: account.charges_enabled === true,
        payoutsEnabled: account.payouts_enabled === true,
      };
    },

    async createPaymentIntent(input) {
      const intent = await call("paymentIntents.create", () =>
        client.paymentIntents.create(
          {
            amount: input.amount,
            currency: input.currency,
            // the card fields of Stripe Elements: number, expiry and security code
            allowed_payment_method_types: ["card"],
            metadata: purposeMetadata(input.purpose),
            ...(input.transferGroup ? { transfer_group: input.transferGroup } : {}),
            description: input.description,
            receipt_email: input.receiptEmail,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return intentState(intent);
    },

    async retrievePaymentIntent(id) {
      // the charge expanded: the card's brand and last four, and the amount refunded
      const intent = await call("paymentIntents.retrieve", () =>
        client.paymentIntents.retrieve(id, { expand: ["latest_charge"] }),
      );
      return intentState(intent);
    },

    async cancelPaymentIntent(id, idempotencyKey) {
      const intent = await call("paymentIntents.cancel", () =>
        client.paymentIntents.cancel(id, {}, { idempotencyKey }),
      );
      return intentState(intent);
    },

    async createRefund(input) {
      const refund = await call("refunds.create", () =>
        client.refunds.create(
          { payment_intent: input.paymentIntentId, amount: input.amount, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: refund.id, amount: refund.amount, status: refundStatus(refund.status) };
    },

    async createTransfer(input) {
      const transfer = await call("transfers.create", () =>
        client.transfers.create(
          {
            amount: input.amount,
            currency: input.currency,
            destination: input.destinationAccountId,
            transfer_group: input.transferGroup,
            metadata: input.metadata,
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: transfer.id, amount: transfer.amount };
    },

    async findTransfer(transferGroup) {
      // a payout's group holds its one transfer (payout-<id>); a list, not the search API, so it is current
      const list = await call("transfers.list", () =>
        client.transfers.list({ transfer_group: transferGroup, limit: 1 }),
      );
      const transfer = list.data[0];
      return transfer ? { id: transfer.id, amount: transfer.amount } : null;
    },

    async reverseTransfer(input) {
      const reversal = await call("transfers.createReversal", () =>
        client.transfers.createReversal(
          input.transferId,
          { amount: input.amount, metadata: input.metadata },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      return { id: reversal.id, amount: reversal.amount };
    },

    parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new WebhookSignatureError("STRIPE_WEBHOOK_SECRET is not set");
      if (!signature) throw new WebhookSignatureError("missing signature");
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature, options.webhookSecret);
      } catch (error) {
        // the SDK parses the body only once the signature holds
        if (error instanceof SyntaxError) throw new WebhookEventError("body is not JSON");
        throw new WebhookSignatureError((error as Error).message);
      }
      return toGatewayEvent(event);
    },
  };
}
