import type { PayoutDetail, PayoutRunResponse } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { GatewayError, gatewayCurrency, type PaymentGateway } from "../../platform/payments/gateway";
import type { UserRow } from "../auth";
import { findOwedItems, isAccountReady } from "./payout-eligibility";
import { getPayoutDetail, presentPayoutSummary } from "./payout-views.service";
import * as payoutsRepo from "./payouts.repository";

export type PayoutsDeps = {
  db: Db;
  gateway: PaymentGateway;
  /** the currency of sale (CURRENCY), in which money owed is listed */
  currency: Currency;
  /**
   * Test only: `false` plans without the provider's lock, so payouts.concurrency.test.ts's control can show
   * racing runs of one provider failing on the unique indexes instead of taking turns. Never set in the app.
   */
  providerLock?: boolean;
};

type Line = { orderItemId: string; orderId: string; amount: number };
type Plan =
  | { kind: "done"; payout: payoutsRepo.PayoutRow }
  | { kind: "transfer"; payout: payoutsRepo.PayoutRow; lines: Line[]; created: boolean; failures: number };

/** The period of a run: the given Sofia date, never after today's; today's by default. */
function periodOf(period: string | undefined, at: Date) {
  const today = todayInSofia(at);
  if (period && period > today)
    throw new AppError(422, "validation_failed", { period: ["field.invalid_value"] });
  return period ?? today;
}

/**
 * Decides what a run does, under the provider's row lock so two runs of one provider take turns: a paid
 * payout of the period is answered as it is, a pending one's transfer is retried (the gateway's
 * idempotency key makes it once); otherwise the payable items become the lines of a new payout, or of
 * the period's failed one made pending again.
 */
async function planPayout(
  db: Db,
  actor: UserRow,
  providerId: string,
  period: string,
  at: Date,
  lock: boolean,
) {
  return db.transaction(async (t): Promise<Plan> => {
    const tx = t as unknown as Db;
    const provider = await payoutsRepo.lockProvider(tx, providerId, lock);
    if (!provider) throw new AppError(404, "provider_not_found");
    const existing = await payoutsRepo.findPayoutOfPeriod(tx, provider.id, period);
    if (existing?.status === "paid") return { kind: "done", payout: existing };
    const failures = existing ? await payoutsRepo.countFailures(tx, existing.id) : 0;
    if (existing?.status === "pending") {
      const lines = (await payoutsRepo.findLineItems(tx, existing.id)).map(({ line, item }) => ({
        orderItemId: item.id,
        orderId: item.orderId,
        amount: line.amount,
      }));
      return { kind: "transfer", payout: existing, lines, created: false, failures };
    }
    const { payable } = await findOwedItems(tx, at, provider.id);
    if (payable.length === 0) throw new AppError(409, "payout_nothing_owed");
    if (!isAccountReady(provider)) throw new AppError(409, "payout_account_not_ready");
    const lines = payable.map((p) => ({ orderItemId: p.item.id, orderId: p.order.id, amount: p.amount }));
    // every order is in the currency of sale (the boot refuses stored amounts in another, ADR 021)
    const currencies = new Set(payable.map((p) => p.order.currency));
    if (currencies.size !== 1) throw new Error(`payable items in several currencies: ${[...currencies]}`);
    const values = {
      amount: lines.reduce((sum, l) => sum + l.amount, 0),
      currency: payable[0]!.order.currency,
      status: "pending",
      destinationAccountId: provider.paymentAccountId,
      transferId: null,
      failure: null,
    };
    const payout = existing
      ? await payoutsRepo.updatePayout(tx, existing.id, "failed", values)
      : await payoutsRepo.insertPayout(tx, {
          ...values,
          providerId: provider.id,
          period,
          createdByUserId: actor.id,
          createdAt: at,
        });
    if (!payout) throw new AppError(409, "payout_nothing_owed");
    await payoutsRepo.insertLines(
      tx,
      payout.id,
      lines.map((l) => ({ orderItemId: l.orderItemId, amount: l.amount })),
    );
    return { kind: "transfer", payout, lines, created: !existing, failures };
  });
}

/** Marks a refused transfer's payout failed and frees its lines, so their items are payable again. */
async function failPayout(db: Db, actor: UserRow, payout: payoutsRepo.PayoutRow, failure: string) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const failed = await payoutsRepo.updatePayout(tx, payout.id, "pending", {
      status: "failed",
      failure: failure.slice(0, 500),
    });
    if (!failed) return;
    await payoutsRepo.deleteLines(tx, payout.id);
    await payoutsRepo.recordAudit(tx, {
      actorUserId: actor.id,
      action: "payout.failed",
      payoutId: payout.id,
      data: { provider_id: payout.providerId, period: payout.period, amount: payout.amount, failure },
    });
  });
}

/**
 * Records a made transfer: the payout paid, the ledger's payout rows and the audit entry, once. Answers
 * false when another call recorded it first (a racing run replayed the same transfer): that call reports it.
 */
async function recordPaid(
  db: Db,
  actor: UserRow,
  payout: payoutsRepo.PayoutRow,
  transferId: string,
  lines: Line[],
) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const paid = await payoutsRepo.updatePayout(tx, payout.id, "pending", {
      status: "paid",
      transferId,
      paidAt: now(),
    });
    if (!paid) return false;
    await payoutsRepo.recordPayoutInLedger(tx, paid, transferId, lines);
    await payoutsRepo.recordAudit(tx, {
      actorUserId: actor.id,
      action: "payout.paid",
      payoutId: payout.id,
      data: {
        provider_id: payout.providerId,
        period: payout.period,
        amount: payout.amount,
        transfer_id: transferId,
        lines: lines.length,
      },
    });
    return true;
  });
}

/**
 * POST /admin/payouts: pays a provider what it is owed through the gateway to its connected
 * account, once per provider and period. The payout and its lines are written first (pending), the
 * transfer is made outside any transaction, then the payout is marked paid with its ledger rows; a
 * refusal marks it failed and frees its lines (502 payout_failed). `created` is false when the period's
 * payout already existed; `transferred` is false when it was already paid, or a racing call recorded
 * the same transfer first, so a run reports each transfer once.
 */
export async function payProvider(
  deps: PayoutsDeps,
  actor: UserRow,
  input: { providerId: string; period?: string },
): Promise<{ payout: PayoutDetail; created: boolean; transferred: boolean }> {
  const at = now();
  const period = periodOf(input.period, at);
  const plan = await planPayout(deps.db, actor, input.providerId, period, at, deps.providerLock !== false);
  if (plan.kind === "done")
    return { payout: await getPayoutDetail(deps.db, plan.payout.id), created: false, transferred: false };
  const { payout, lines } = plan;
  // a transfer the gateway refused is remembered under its key (Stripe), so a retry after it needs a new one
  const key = plan.failures === 0 ? `payout-${payout.id}` : `payout-${payout.id}-${plan.failures + 1}`;
  let transfer: { id: string };
  try {
    transfer = await deps.gateway.createTransfer({
      amount: payout.amount,
      currency: gatewayCurrency(payout.currency),
      destinationAccountId: payout.destinationAccountId ?? "",
      transferGroup: `payout-${payout.id}`,
      idempotencyKey: key,
      metadata: { payout_id: payout.id, provider_id: payout.providerId, period: payout.period },
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    await failPayout(deps.db, actor, payout, error.message);
    throw new AppError(502, "payout_failed");
  }
  const transferred = await recordPaid(deps.db, actor, payout, transfer.id, lines);
  return { payout: await getPayoutDetail(deps.db, payout.id), created: plan.created, transferred };
}

/** POST /admin/payouts/run: pays every provider owed something now; says for each what happened. */
export async function runPayouts(
  deps: PayoutsDeps,
  actor: UserRow,
  input: { period?: string },
): Promise<PayoutRunResponse> {
  const at = now();
  const period = periodOf(input.period, at);
  const { payable } = await findOwedItems(deps.db, at);
  const providers = await payoutsRepo.findProviders(deps.db, [
    ...new Set(payable.map((p) => p.item.providerId)),
  ]);
  providers.sort((a, b) => a.companyName.localeCompare(b.companyName, "bg"));
  const results: PayoutRunResponse["results"] = [];
  for (const provider of providers) {
    const ref = { id: provider.id, name: provider.companyName, slug: provider.slug };
    const skipped = (reason: "account_not_ready" | "nothing_owed" | "already_paid") => ({
      provider: ref,
      outcome: "skipped" as const,
      reason,
      payout: null,
    });
    if (!isAccountReady(provider)) {
      results.push(skipped("account_not_ready"));
      continue;
    }
    try {
      const done = await payProvider(deps, actor, { providerId: provider.id, period });
      results.push(
        done.transferred
          ? { provider: ref, outcome: "paid", reason: null, payout: done.payout }
          : { ...skipped("already_paid"), payout: done.payout },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      if (error.code === "payout_failed") {
        const failed = await payoutsRepo.findPayoutOfPeriod(deps.db, provider.id, period);
        const row = failed && (await payoutsRepo.findPayout(deps.db, failed.id));
        results.push({
          provider: ref,
          outcome: "failed",
          reason: "gateway_refused",
          payout: row ? presentPayoutSummary(row) : null,
        });
      } else if (error.code === "payout_nothing_owed") results.push(skipped("nothing_owed"));
      else if (error.code === "payout_account_not_ready") results.push(skipped("account_not_ready"));
      else throw error;
    }
  }
  return { period, results };
}
