import { and, eq, isNull, lte, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providers } from "../../db/schema/index";
import type { ConnectedAccountState } from "../../platform/payments/gateway";

// The payment account columns of a provider: payments opens accounts and hears of their state, and
// stores them through these functions, as providers owns the table.

/** Stores the new account id unless the provider got one meanwhile; answers the provider's account id. */
export async function attachPaymentAccount(db: Db, providerId: string, accountId: string) {
  const [row] = await db
    .update(providers)
    .set({ paymentAccountId: accountId })
    .where(and(eq(providers.id, providerId), isNull(providers.paymentAccountId)))
    .returning({ accountId: providers.paymentAccountId });
  if (row?.accountId) return row.accountId;
  const [current] = await db
    .select({ accountId: providers.paymentAccountId })
    .from(providers)
    .where(eq(providers.id, providerId));
  return current?.accountId ?? accountId;
}

/** Forgets a provider's account (opened by another gateway) and its state, so selling stops until reconnected. */
export async function detachPaymentAccount(db: Db, providerId: string, accountId: string) {
  await db
    .update(providers)
    .set({
      paymentAccountId: null,
      paymentDetailsSubmitted: false,
      paymentChargesEnabled: false,
      paymentPayoutsEnabled: false,
      paymentAccountUpdatedAt: null,
    })
    .where(and(eq(providers.id, providerId), eq(providers.paymentAccountId, accountId)));
}

/**
 * Keeps the account's state on its provider unless newer state is already stored: an event created
 * before the stored state (delivered late or retried) changes nothing. Answers whether it was stored.
 */
export async function storeAccountState(db: Db, state: ConnectedAccountState, at: Date) {
  const rows = await db
    .update(providers)
    .set({
      paymentDetailsSubmitted: state.detailsSubmitted,
      paymentChargesEnabled: state.chargesEnabled,
      paymentPayoutsEnabled: state.payoutsEnabled,
      paymentAccountUpdatedAt: at,
    })
    .where(
      and(
        eq(providers.paymentAccountId, state.id),
        or(isNull(providers.paymentAccountUpdatedAt), lte(providers.paymentAccountUpdatedAt, at)),
      ),
    )
    .returning({ id: providers.id });
  return rows.length > 0;
}
