import { createHmac, randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxAccountLinks, sandboxAccounts } from "../../db/schema/index";
import {
  type ConnectedAccountState,
  GatewayError,
  type GatewayEvent,
  type PaymentGateway,
  toGatewayEvent,
} from "./gateway";
import { signPayload, verifyPayload } from "./signature";

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

/** The sandbox's extra part: its own hosted onboarding page (Stripe hosts that page itself). */
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
}

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

  return {
    name: "sandbox",

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
      const prefix = input.locale === "en" ? "/en" : "";
      return { url: `${publicUrl}${prefix}/sandbox/connect/${token}`, expiresAt };
    },

    async retrieveAccount(accountId) {
      const [row] = await db.select().from(sandboxAccounts).where(eq(sandboxAccounts.id, accountId));
      if (!row) throw new GatewayError(`no such account: ${accountId}`);
      return toState(row);
    },

    parseWebhook(rawBody, signature) {
      const body = rawBody.toString("utf8");
      verifyPayload(secret, body, signature, now());
      return toGatewayEvent(JSON.parse(body));
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
