import type { PaymentAccount, SandboxOnboardingLink } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client";
import type { providers } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import {
  GatewayError,
  type GatewayEvent,
  type PaymentGateway,
  sandboxOf,
} from "../../platform/payments/index";
import type { UserRow } from "../auth";
import {
  attachPaymentAccount,
  detachPaymentAccount,
  requireOwnProvider,
  storeAccountState,
} from "../providers";
import * as repo from "./payments.repository";

export type PaymentsDeps = { db: Db; gateway: PaymentGateway; publicUrl: string; log: FastifyBaseLogger };

type ProviderRow = typeof providers.$inferSelect;

/** Where the gateway sends the provider back: the payments tab, and /reauth for a spent or failed link. */
export function onboardingUrls(publicUrl: string, locale: Locale) {
  const prefix = locale === "en" ? "/en" : "";
  return {
    returnUrl: `${publicUrl}${prefix}/dashboard/payments?connected=1`,
    refreshUrl: `${publicUrl}${prefix}/reauth`,
  };
}

/** Creates the provider's connected account when it has none, then a fresh onboarding link. */
export async function connectAccount(deps: PaymentsDeps, user: UserRow, locale: Locale) {
  const provider = await requireOwnProvider(deps.db, user);
  let accountId = provider.paymentAccountId;
  // an account of another gateway (the sandbox's, after switching to Stripe) is replaced by a new one
  if (accountId && !deps.gateway.ownsAccount(accountId)) {
    await detachPaymentAccount(deps.db, provider.id, accountId);
    accountId = null;
  }
  if (!accountId) {
    try {
      const created = await deps.gateway.createConnectedAccount({
        email: provider.email || user.email,
        businessName: provider.companyName,
        providerId: provider.id,
      });
      accountId = await attachPaymentAccount(deps.db, provider.id, created.id);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, providerId: provider.id }, "payment account refused");
      throw new AppError(502, "payment_account_failed");
    }
  }
  try {
    const link = await deps.gateway.createOnboardingLink({
      accountId,
      ...onboardingUrls(deps.publicUrl, locale),
      locale,
    });
    return { url: link.url };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    deps.log.warn({ err: error, providerId: provider.id }, "onboarding link refused");
    throw new AppError(502, "payment_link_expired");
  }
}

function present(provider: ProviderRow): PaymentAccount {
  const connected = !!provider.paymentAccountId;
  return {
    connected,
    account_id: provider.paymentAccountId,
    details_submitted: provider.paymentDetailsSubmitted,
    charges_enabled: provider.paymentChargesEnabled,
    payouts_enabled: provider.paymentPayoutsEnabled,
    can_receive_payouts: connected && provider.paymentPayoutsEnabled,
    updated_at: provider.paymentAccountUpdatedAt?.toISOString() ?? null,
  };
}

/**
 * The state of the provider's payout account as kept from the gateway's events; with `refresh` it is
 * first read from the gateway (on the return from onboarding, before the webhook may have arrived).
 */
export async function getAccount(deps: PaymentsDeps, user: UserRow, refresh: boolean) {
  let provider = await requireOwnProvider(deps.db, user);
  if (refresh && provider.paymentAccountId) {
    try {
      const state = await deps.gateway.retrieveAccount(provider.paymentAccountId);
      // Stamped just before the current second: an event of this second (Stripe counts whole seconds)
      // may be newer than what was read and still applies; older events do not.
      const at = new Date(Math.floor(Date.now() / 1000) * 1000 - 1);
      if (await storeAccountState(deps.db, state, at)) provider = await requireOwnProvider(deps.db, user);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      deps.log.warn({ err: error, providerId: provider.id }, "payment account not read; stored state kept");
    }
  }
  return present(provider);
}

/**
 * What another module does with a payment's event (payment_intent.*, those carrying `paymentIntent`),
 * inside the transaction that records the event once: a duplicate never reaches it. It may answer a
 * follow-up to run after the commit (calls to the gateway, such as a refund, never run inside it).
 */
export type PaymentEventHandler = (tx: Db, event: GatewayEvent) => Promise<void | (() => Promise<void>)>;

/** One handler per database (each app has its own): the orders module registers it when it starts. */
const paymentEventHandlers = new WeakMap<Db, PaymentEventHandler>();

/** Registers (or with null removes) what applyGatewayEvent does with payment events on this database. */
export function setPaymentEventHandler(db: Db, handler: PaymentEventHandler | null) {
  if (handler) paymentEventHandlers.set(db, handler);
  else paymentEventHandlers.delete(db);
}

/**
 * The one path of every gateway event (Stripe's webhooks and the sandbox's, delivered or applied in
 * process): recorded once by its id in payment_events and acted upon in the same transaction, so a
 * duplicate is acknowledged and ignored and a failure leaves nothing for the gateway's retry to skip.
 * account.updated keeps the payout account's state; events with a paymentIntent go to the registered
 * PaymentEventHandler. Its follow-up runs after the commit: when it fails, the event stays applied and
 * the failure is logged (thrown when no log is given), answered as followUpFailed.
 */
export async function applyGatewayEvent(
  db: Db,
  gateway: string,
  event: GatewayEvent,
  log?: FastifyBaseLogger,
): Promise<{ duplicate: boolean; followUpFailed?: true }> {
  const handler = paymentEventHandlers.get(db);
  const applied = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const fresh = await repo.recordEvent(tx, gateway, event);
    if (!fresh) return { duplicate: true };
    if (event.type === "account.updated" && event.account) {
      await storeAccountState(tx, event.account, event.created);
    }
    const followUp = event.paymentIntent && handler ? await handler(tx, event) : undefined;
    return { duplicate: false, followUp };
  });
  if (!applied.followUp) return { duplicate: applied.duplicate };
  try {
    await applied.followUp();
    return { duplicate: false };
  } catch (error) {
    if (!log) throw error;
    log.error({ err: error, eventId: event.id, type: event.type }, "payment event follow-up failed");
    return { duplicate: false, followUpFailed: true };
  }
}

/**
 * The app's error code of a failed card attempt, from the gateway's lastErrorCode: card_declined for
 * the card issuer's refusals ("card declined and nothing charged"), payment_failed for everything
 * else (wrong card data, processing errors, a failed 3-D Secure step).
 */
export function paymentErrorCode(lastErrorCode: string | null): "card_declined" | "payment_failed" {
  return lastErrorCode && declineCodes.has(lastErrorCode) ? "card_declined" : "payment_failed";
}

/** Stripe's decline codes (https://docs.stripe.com/declines/codes) the buyer's bank answers with. */
const declineCodes = new Set([
  "card_declined",
  "generic_decline",
  "insufficient_funds",
  "expired_card",
  "incorrect_cvc",
  "lost_card",
  "stolen_card",
  "pickup_card",
  "restricted_card",
  "do_not_honor",
  "do_not_try_again",
  "fraudulent",
  "merchant_blacklist",
  "security_violation",
  "card_not_supported",
  "currency_not_supported",
  "card_velocity_exceeded",
  "withdrawal_count_limit_exceeded",
  "transaction_not_allowed",
  "not_permitted",
  "service_not_allowed",
  "invalid_account",
  "invalid_amount",
  "new_account_information_available",
  "revocation_of_authorization",
  "revocation_of_all_authorizations",
  "stop_payment_order",
  "no_action_taken",
]);

/** POST /payments/webhook: verifies the signature over the raw body, then applies the event. */
export async function receiveWebhook(deps: PaymentsDeps, rawBody: Buffer, signature: string | undefined) {
  const event = deps.gateway.parseWebhook(rawBody, signature);
  return applyGatewayEvent(deps.db, deps.gateway.name, event, deps.log);
}

export type SandboxLinkState =
  | { live: true; link: SandboxOnboardingLink }
  | { live: false; refreshUrl: string | null };

export function requireSandbox(gateway: PaymentGateway) {
  const sandbox = sandboxOf(gateway);
  // the sandbox's hosted pages exist only while the sandbox is the gateway
  if (!sandbox) throw new AppError(404, "route_not_found");
  return sandbox;
}

/** The sandbox's onboarding link for its hosted page; gone when expired, used or unknown. */
export async function readSandboxLink(deps: PaymentsDeps, token: string): Promise<SandboxLinkState> {
  const sandbox = requireSandbox(deps.gateway);
  const found = await sandbox.findLink(token);
  if (!found) return { live: false, refreshUrl: null };
  const { link, account } = found;
  if (link.usedAt || link.expiresAt.getTime() <= Date.now())
    return { live: false, refreshUrl: link.refreshUrl };
  const provider = await repo.findProviderByAccount(deps.db, account.id);
  return {
    live: true,
    link: {
      account_id: account.id,
      email: account.email,
      business_name: account.businessName || provider?.companyName || "",
      iban: account.iban || provider?.iban || "",
      return_url: link.returnUrl,
      refresh_url: link.refreshUrl,
      expires_at: link.expiresAt.toISOString(),
    },
  };
}

/**
 * The sandbox's hosted form: completes the account, spends the link and applies the account.updated
 * event through the same path as a webhook. Answers where the gateway sends the provider back.
 */
export async function completeSandboxOnboarding(
  deps: PaymentsDeps,
  token: string,
  details: { business_name: string; iban: string },
): Promise<{ returnUrl: string } | { gone: true; refreshUrl: string | null }> {
  const sandbox = requireSandbox(deps.gateway);
  const done = await sandbox.completeOnboarding(token, {
    businessName: details.business_name,
    iban: details.iban,
  });
  if (!done) {
    const found = await sandbox.findLink(token);
    return { gone: true, refreshUrl: found?.link.refreshUrl ?? null };
  }
  await applyGatewayEvent(deps.db, sandbox.name, done.event, deps.log);
  return { returnUrl: done.returnUrl };
}
