import type { PayoutDetail, PayoutRunResponse } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import type { FastifyBaseLogger } from "fastify";
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
  /**
   * Test only: `false` lets every attempt take a pending payout (no lease), so the control of
   * pending-payouts.concurrency.test.ts can show racing attempts all asking the gateway. Never set in the app.
   */
  payoutClaim?: boolean;
};

/**
 * How long an attempt holds a pending payout (its lease, ADR 050): the gateway's client gives up long
 * before (Stripe: 20 s, two retries), so a payout still held after it was cut off by a crash.
 */
export const payoutClaimMs = 15 * 60 * 1000;
/** Stripe forgets an idempotency key after 24 hours: a replay after that could transfer twice. */
const keyKeptMs = 24 * 60 * 60 * 1000;

type Line = { orderItemId: string; orderId: string; amount: number };
type Attempt = {
  payout: payoutsRepo.PayoutRow;
  lines: Line[];
  /** the gateway's idempotency key of this attempt's transfer */
  key: string;
  /** the payout was pending before: an earlier attempt may have made its transfer */
  replay: boolean;
};
type Plan =
  | { kind: "done"; payout: payoutsRepo.PayoutRow }
  | { kind: "held"; payout: payoutsRepo.PayoutRow }
  | ({ kind: "transfer"; created: boolean } & Attempt);

/** The period of a run: the given Sofia date, never after today's; today's by default. */
function periodOf(period: string | undefined, at: Date) {
  const today = todayInSofia(at);
  if (period && period > today)
    throw new AppError(422, "validation_failed", { period: ["field.invalid_value"] });
  return period ?? today;
}

const claimEnd = (at: Date) => new Date(at.getTime() + payoutClaimMs);

/**
 * A pending payout taken for one attempt, with its lines and key; null when another attempt holds it.
 * A transfer the gateway refused is remembered under its key (Stripe), so a retry after it needs a new one.
 */
async function claimAttempt(tx: Db, payout: payoutsRepo.PayoutRow, at: Date, lock: boolean) {
  const claimed = await payoutsRepo.claimPayout(tx, payout.id, at, claimEnd(at), lock);
  if (!claimed) return null;
  const lines = (await payoutsRepo.findLineItems(tx, claimed.id)).map(({ line, item }) => ({
    orderItemId: item.id,
    orderId: item.orderId,
    amount: line.amount,
  }));
  const failures = await payoutsRepo.countFailures(tx, claimed.id);
  return { payout: claimed, lines, key: transferKey(claimed.id, failures), replay: true };
}

const transferKey = (payoutId: string, failures: number) =>
  failures === 0 ? `payout-${payoutId}` : `payout-${payoutId}-${failures + 1}`;

/**
 * Decides what a run does, under the provider's row lock so two runs of one provider take turns: a paid
 * payout of the period is answered as it is, a pending one is taken for a new attempt unless another
 * holds it (ADR 050); otherwise the payable items become the lines of a new payout, or of the period's
 * failed one made pending again, held by this attempt.
 */
async function planPayout(
  deps: PayoutsDeps,
  actor: UserRow,
  providerId: string,
  period: string,
  at: Date,
  /** the real time of the attempt's lease and key, whatever the business clock says */
  wall: Date,
) {
  return deps.db.transaction(async (t): Promise<Plan> => {
    const tx = t as unknown as Db;
    const provider = await payoutsRepo.lockProvider(tx, providerId, deps.providerLock !== false);
    if (!provider) throw new AppError(404, "provider_not_found");
    const existing = await payoutsRepo.findPayoutOfPeriod(tx, provider.id, period);
    if (existing?.status === "paid") return { kind: "done", payout: existing };
    if (existing?.status === "pending") {
      const attempt = await claimAttempt(tx, existing, wall, deps.payoutClaim !== false);
      return attempt ? { kind: "transfer", created: false, ...attempt } : { kind: "held", payout: existing };
    }
    const failures = existing ? await payoutsRepo.countFailures(tx, existing.id) : 0;
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
      attemptedAt: wall,
      claimedUntil: claimEnd(wall),
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
    return {
      kind: "transfer",
      payout,
      lines,
      key: transferKey(payout.id, failures),
      replay: false,
      created: !existing,
    };
  });
}

/**
 * Marks a payout failed and frees its lines, so their items are payable again: its transfer was refused,
 * or none was made and its key is forgotten (ADR 050). The audit entry gives the next attempt a new key.
 */
async function failPayout(db: Db, actorId: string | null, payout: payoutsRepo.PayoutRow, failure: string) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const failed = await payoutsRepo.updatePayout(tx, payout.id, "pending", {
      status: "failed",
      failure: failure.slice(0, 500),
    });
    if (!failed) return;
    await payoutsRepo.deleteLines(tx, payout.id);
    await payoutsRepo.recordAudit(tx, {
      actorUserId: actorId,
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
  actorId: string | null,
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
      actorUserId: actorId,
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
 * One attempt at a pending payout's transfer, by the attempt that holds it: a run (payProvider) or the
 * reconciliation job (settlePendingPayouts), the one home of a payout's completion. A replay first asks the
 * gateway for the transfer of its group: one made by an attempt cut off before its recording is recorded as
 * it is. Without one, the transfer is made under the attempt's key while the gateway still keeps it (a day);
 * after that the payout is released (failed, its lines freed), since a new transfer under a forgotten key
 * is safe only if the gateway's list is complete. A refusal fails the payout (502 payout_failed).
 */
async function attemptTransfer(
  deps: PayoutsDeps,
  actorId: string | null,
  attempt: Attempt,
  at: Date,
): Promise<"transferred" | "recorded" | "recorded_before" | "released"> {
  const { payout, lines, key } = attempt;
  const group = `payout-${payout.id}`;
  const record = async (transferId: string, found: boolean) =>
    (await recordPaid(deps.db, actorId, payout, transferId, lines))
      ? found
        ? "recorded"
        : "transferred"
      : "recorded_before";
  try {
    if (attempt.replay) {
      const made = await deps.gateway.findTransfer(group);
      if (made) return await record(made.id, true);
      const firstTried = (payout.attemptedAt ?? payout.createdAt).getTime();
      if (at.getTime() - firstTried >= keyKeptMs) {
        await failPayout(deps.db, actorId, payout, "no transfer was made and its key expired: released");
        return "released";
      }
    }
    const transfer = await deps.gateway.createTransfer({
      amount: payout.amount,
      currency: gatewayCurrency(payout.currency),
      destinationAccountId: payout.destinationAccountId ?? "",
      transferGroup: group,
      idempotencyKey: key,
      metadata: { payout_id: payout.id, provider_id: payout.providerId, period: payout.period },
    });
    return await record(transfer.id, false);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    // a lost answer is no refusal: a transfer made meanwhile is recorded, not freed to be paid twice
    const made = await deps.gateway.findTransfer(group).catch(() => undefined);
    if (made) return await record(made.id, true);
    // the gateway could not say: the payout stays pending and the job asks again once the lease ends
    if (made === undefined) throw new AppError(502, "payout_failed");
    await failPayout(deps.db, actorId, payout, error.message);
    throw new AppError(502, "payout_failed");
  }
}

/**
 * POST /admin/payouts: pays a provider what it is owed through the gateway to its connected
 * account, once per provider and period. The payout and its lines are written first (pending, held by
 * this attempt), the transfer is made outside any transaction, then the payout is marked paid with its
 * ledger rows; a refusal marks it failed and frees its lines (502 payout_failed). `created` is false when
 * the period's payout already existed; `transferred` is false when it was already paid, another attempt
 * holds it, or a racing call recorded the same transfer first, so a run reports each transfer once.
 * `inProgress` tells the held case apart: its transfer is still under way, not made (ADR 050).
 */
export async function payProvider(
  deps: PayoutsDeps,
  actor: UserRow,
  input: { providerId: string; period?: string },
): Promise<{ payout: PayoutDetail; created: boolean; transferred: boolean; inProgress: boolean }> {
  const at = now();
  const wall = new Date();
  const period = periodOf(input.period, at);
  const plan = await planPayout(deps, actor, input.providerId, period, at, wall);
  if (plan.kind !== "transfer")
    return {
      payout: await getPayoutDetail(deps.db, plan.payout.id),
      created: false,
      transferred: false,
      inProgress: plan.kind === "held",
    };
  const outcome = await attemptTransfer(deps, actor.id, plan, wall);
  // a payout released for its forgotten key: the admin asked for a payout, so it is planned anew
  if (outcome === "released") return payProvider(deps, actor, input);
  return {
    payout: await getPayoutDetail(deps.db, plan.payout.id),
    created: plan.created,
    transferred: outcome === "transferred" || outcome === "recorded",
    inProgress: false,
  };
}

/**
 * Part of the reconciliation job (PAYOUT-SETTLE, ADR 050): every pending payout no attempt holds (a run,
 * or this job, cut off by a crash; its lease of a quarter of an hour ran out) is taken and completed from
 * the gateway's own state: recorded when its transfer was made, transferred under its key within a day,
 * released after. Taking it is one statement, so jobs and admins' runs at once make one attempt.
 */
export async function settlePendingPayouts(deps: PayoutsDeps, at: Date, log?: FastifyBaseLogger) {
  const counts = { recorded: 0, transferred: 0, released: 0 };
  const lock = deps.payoutClaim !== false;
  for (const payout of await payoutsRepo.findUnheldPendingPayouts(deps.db, at)) {
    try {
      const attempt = await deps.db.transaction((t) => claimAttempt(t as unknown as Db, payout, at, lock));
      if (!attempt) continue;
      const outcome = await attemptTransfer(deps, null, attempt, at);
      if (outcome !== "recorded_before") counts[outcome]++;
    } catch (err) {
      log?.error({ err, payoutId: payout.id }, "pending payout not settled; the next round tries again");
    }
  }
  return counts;
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
      // a payout another attempt holds is not paid yet: its transfer is under way (ADR 050)
      results.push(
        done.transferred
          ? { provider: ref, outcome: "paid", reason: null, payout: done.payout }
          : done.inProgress
            ? { provider: ref, outcome: "in_progress", reason: null, payout: done.payout }
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
