import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxAccountLinks, sandboxAccounts } from "../../db/schema/index";
import type { SandboxCard } from "./cards";
import {
  type ConnectedAccountState,
  GatewayError,
  type GatewayEvent,
  type PaymentGateway,
  type PaymentIntentState,
  toGatewayEvent,
  WebhookEventError,
} from "./gateway";
import { type SandboxConfirmation, sandboxCardPayments } from "./sandbox-cards";
import { eventMaker, type SandboxEventListener, type SignedSandboxEvent } from "./sandbox-objects";
import { sandboxPayments } from "./sandbox-payments";
import { signPayload, verifyPayload } from "./signature";

export type { SandboxCard } from "./cards";
export type { SandboxConfirmation } from "./sandbox-cards";
export type { SandboxEventListener, SignedSandboxEvent } from "./sandbox-objects";

/** Onboarding links of the sandbox expire like Stripe's: after a few minutes. */
export const sandboxLinkLifetimeMs = 5 * 60 * 1000;

const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

export type SandboxLink = {
  token: string;
  accountId: string;
  returnUrl: string;
  refreshUrl: string;
  expiresAt: Date;
  usedAt: Date | null;
};

export type SandboxOnboardingDetails = { businessName: string; iban: string };

/**
 * The sandbox's extra part: what Stripe does on its own pages and in Stripe.js (the hosted onboarding,
 * confirming a card, the 3-D Secure step), and the delivery of its events.
 */
export interface SandboxGateway extends PaymentGateway {
  readonly name: "sandbox";
  /** A link by its token, whatever its state (the caller tells expired and used links apart). */
  findLink(
    token: string,
  ): Promise<{ link: SandboxLink; account: typeof sandboxAccounts.$inferSelect } | null>;
  /**
   * Completes the onboarding of a live link: the account gets its details and can take charges and
   * payouts, the link is spent, and the signed account.updated event is answered for delivery.
   * Null when the link is unknown, expired or already used.
   */
  completeOnboarding(
    token: string,
    details: SandboxOnboardingDetails,
  ): Promise<{ returnUrl: string; event: GatewayEvent; body: string; signature: string } | null>;
  /** Signs a Stripe-shaped event as the sandbox's webhook would (for delivery and tests). */
  signEvent(event: object): { body: string; signature: string };
  /**
   * Where the events of the interface's calls go as they happen (payment_intent.created and .canceled,
   * charge.refunded, transfer.created), as Stripe's webhooks would arrive; null stops the delivery.
   * The calls below answer their events to the caller instead.
   */
  setEventListener(listener: SandboxEventListener | null): void;
  /**
   * Confirms a payment by its client secret with a card, as Stripe.js's confirmCardPayment: checks the
   * card, then applies Stripe's test cards (4242... and other valid numbers pay). The number and the
   * security code are never stored or logged: only a paying card's brand and last four digits are kept.
   * Null when no payment has this secret; see SandboxConfirmation for the outcomes.
   */
  confirmCardPayment(clientSecret: string, card: SandboxCard): Promise<SandboxConfirmation | null>;
  /** The sandbox's 3-D Secure page of a token, in the buyer's language: `${publicUrl}[/en]/sandbox/3ds/${token}`. */
  actionUrl(token: string, locale: "bg" | "en"): string;
  /** The payment waiting for the 3-D Secure page of a token; null when the token is used or unknown. */
  findAction(token: string): Promise<PaymentIntentState | null>;
  /**
   * The 3-D Secure page's answer, once per token: approve pays (payment_intent.succeeded), fail leaves
   * the payment for another card with lastErrorCode authentication_failed (payment_intent.payment_failed).
   * Null when the token is used or unknown.
   */
  completeAction(
    token: string,
    approve: boolean,
  ): Promise<{ intent: PaymentIntentState; event: SignedSandboxEvent } | null>;
}

const localePrefix = (locale: "bg" | "en") => (locale === "en" ? "/en" : "");

/** The sandbox's webhook secret, derived from the app secret so nothing else needs configuring. */
export const sandboxWebhookSecret = (appSecret: string) =>
  createHmac("sha256", appSecret).update("kursove-sandbox-webhook").digest("base64url");

const toState = (row: typeof sandboxAccounts.$inferSelect): ConnectedAccountState => ({
  id: row.id,
  detailsSubmitted: row.detailsSubmitted,
  chargesEnabled: row.chargesEnabled,
  payoutsEnabled: row.payoutsEnabled,
});

/** The built-in gateway: Stripe's semantics kept in its own tables, so the whole flow works offline. */
export function sandboxGateway(options: {
  db: Db;
  appSecret: string;
  publicUrl: string;
  now?: () => Date;
}): SandboxGateway {
  const { db, publicUrl } = options;
  const now = options.now ?? (() => new Date());
  const secret = sandboxWebhookSecret(options.appSecret);

  const accountObject = (row: typeof sandboxAccounts.$inferSelect) => ({
    id: row.id,
    object: "account",
    type: "express",
    country: row.country,
    email: row.email,
    business_profile: { name: row.businessName },
    details_submitted: row.detailsSubmitted,
    charges_enabled: row.chargesEnabled,
    payouts_enabled: row.payoutsEnabled,
  });

  const signEvent = (event: object) => {
    const body = JSON.stringify(event);
    return { body, signature: signPayload(secret, body, now()) };
  };
  const makeEvent = eventMaker(now, signEvent);

  return {
    name: "sandbox",
    ...sandboxPayments({ db, now, makeEvent }),
    ...sandboxCardPayments({ db, now, makeEvent }),

    ownsAccount: (accountId) => accountId.startsWith("acct_sb_"),

    async createConnectedAccount(input) {
      const id = randomId("acct_sb");
      await db.insert(sandboxAccounts).values({
        id,
        email: input.email,
        country: "BG",
        businessName: input.businessName,
      });
      return { id };
    },

    async createOnboardingLink(input) {
      const [account] = await db
        .select({ id: sandboxAccounts.id })
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.id, input.accountId));
      if (!account) throw new GatewayError(`no such account: ${input.accountId}`);
      const token = randomBytes(24).toString("base64url");
      const expiresAt = new Date(now().getTime() + sandboxLinkLifetimeMs);
      await db.insert(sandboxAccountLinks).values({
        token,
        accountId: input.accountId,
        returnUrl: input.returnUrl,
        refreshUrl: input.refreshUrl,
        expiresAt,
      });
      return { url: `${publicUrl}${localePrefix(input.locale)}/sandbox/connect/${token}`, expiresAt };
    },

    actionUrl: (token, locale) => `${publicUrl}${localePrefix(locale)}/sandbox/3ds/${token}`,

    async retrieveAccount(accountId) {
      const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
      if (!row) throw new GatewayError(`no such account: ${accountId}`);
      return toState(row);
    },

    parseWebhook(rawBody, signature) {
      const body = rawBody.toString("utf8");
      verifyPayload(secret, body, signature, now());
      let event: unknown;
      try {
        event = JSON.parse(body);
      } catch {
        throw new WebhookEventError("body is not JSON");
      }
      return toGatewayEvent(event);
    },

    async findLink(token) {
      const [row] = await db
        .select({ link: sandboxAccountLinks, account: sandboxAccounts })
        .from(sandboxAccountLinks)
        .innerJoin(sandboxAccounts, eq(sandboxAccounts.id, sandboxAccountLinks.accountId))
        .where(eq(sandboxAccountLinks.token, token));
      return row ?? null;
    },

    async completeOnboarding(token, details) {
      const at = now();
      // spends the link only if it is still live: a second submit finds nothing to update
      const [link] = await db
        .update(sandboxAccountLinks)
        .set({ usedAt: at })
        .where(
          and(
            eq(sandboxAccountLinks.token, token),
            isNull(sandboxAccountLinks.usedAt),
            gt(sandboxAccountLinks.expiresAt, at),
          ),
        )
        .returning();
      if (!link) return null;
      const [account] = await db
        .update(sandboxAccounts)
        .set({
          businessName: details.businessName,
          iban: details.iban,
          detailsSubmitted: true,
          chargesEnabled: true,
          payoutsEnabled: true,
        })
        .where(eq(sandboxAccounts.id, link.accountId))
        .returning();
      if (!account) return null;
      const event = {
        id: randomId("evt_sb"),
        object: "event",
        type: "account.updated",
        // milliseconds kept as a fraction: sandbox events made in the same second stay ordered
        created: at.getTime() / 1000,
        data: { object: accountObject(account) },
      };
      const signed = signEvent(event);
      return { returnUrl: link.returnUrl, event: toGatewayEvent(event), ...signed };
    },

    signEvent,
  };
}
