import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, ledgerEntries, payoutLines, payouts, users } from "../../db/schema/index";
import { GatewayError, type PaymentGateway } from "../../platform/payments/gateway";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ordersDeps } from "../orders";
import { refundByAdmin } from "../refunds/admin-refunds.service";
import { freshPeriod, payableItems, payoutLedgerRows, payoutTransfers } from "./payouts.fixtures";
import { type PayoutsDeps, payProvider, settlePendingPayouts } from "./payouts.service";

const hour = 3_600_000;

/**
 * PAYOUT-SETTLE (ADR 050): a payout run cut off by a crash, after its transfer was made or before it, is
 * left pending; the reconciliation job settles it from the gateway once the run's lease has run out, by
 * the same completion as a run: recorded once when the transfer was made, transferred under the run's key
 * within a day, released after. The crash is the process dying at that point of the gateway call.
 */
describe("pending payouts settled by the reconciliation job", () => {
  let t: TestApp;
  let admin: typeof users.$inferSelect;
  let deps: PayoutsDeps;

  beforeAll(async () => {
    t = await createTestApp();
    [admin] = (await t.database.db.select().from(users).where(eq(users.email, "admin@example.com"))) as [
      typeof users.$inferSelect,
    ];
    deps = { db: t.database.db, gateway: t.app.deps.payments, currency: t.app.deps.config.currency };
  });
  afterAll(() => t?.close());

  /** The gateway of a process killed just after (or just before) its transfer call. */
  const killed = (when: "after" | "before"): PaymentGateway => {
    const gateway = t.app.deps.payments;
    return Object.assign(Object.create(gateway), {
      createTransfer: async (input: Parameters<PaymentGateway["createTransfer"]>[0]) => {
        if (when === "after") await gateway.createTransfer(input);
        throw new Error("process killed");
      },
    });
  };

  /** A payout of `count` items whose run was killed at the transfer; answers it and its items. */
  async function cutPayout(when: "after" | "before", count = 2) {
    const { items, providerId } = await payableItems(t, count);
    const period = freshPeriod();
    await expect(
      payProvider({ ...deps, gateway: killed(when) }, admin, { providerId, period }),
    ).rejects.toThrow("process killed");
    const [payout] = await t.database.db
      .select()
      .from(payouts)
      .where(and(eq(payouts.providerId, providerId), eq(payouts.period, period)));
    expect(payout?.status).toBe("pending");
    return { payout: payout!, items, providerId, period };
  }

  /** Time passes: the killed run's lease ran out (and its key was first used `ago` before now). */
  const leaseRanOut = (id: string, ago = hour) =>
    t.database.db
      .update(payouts)
      .set({ claimedUntil: new Date(Date.now() - 1000), attemptedAt: new Date(Date.now() - ago) })
      .where(eq(payouts.id, id));

  const transfersOf = (payoutId: string) => payoutTransfers(t.database.db, [payoutId]);
  const payoutRows = (itemIds: string[]) => payoutLedgerRows(t.database.db, itemIds);
  const audits = async (payoutId: string) =>
    (await t.database.db.select().from(auditLog).where(eq(auditLog.subjectId, payoutId))).map(
      (a) => a.action,
    );
  const refund = (item: { id: string; orderId: string; total: number }) =>
    refundByAdmin(
      ordersDeps(t.app),
      admin,
      item.orderId,
      {
        items: [{ item_id: item.id, amount: item.total }],
        reason: "курсът отпадна",
        request_key: `settle-${item.id}`,
      },
      "bg",
    );

  it("records once a transfer made before the crash, after the lease ran out; its items can then be refunded", async () => {
    const { payout, items } = await cutPayout("after");
    const [transfer] = await transfersOf(payout.id);
    expect(transfer?.amount).toBe(payout.amount);
    expect(await payoutRows(items.map((i) => i.id))).toEqual([]);
    // the defect this settles: the transfer has no ledger rows and its items cannot be refunded
    await expect(refund(items[0]!)).rejects.toMatchObject({ code: "refund_in_progress" });

    // within the lease the run may still be under way: the job leaves it alone
    expect(await settlePendingPayouts(deps, new Date())).toEqual({
      recorded: 0,
      transferred: 0,
      released: 0,
    });
    await leaseRanOut(payout.id);
    expect(await settlePendingPayouts(deps, new Date())).toEqual({
      recorded: 1,
      transferred: 0,
      released: 0,
    });
    expect(await settlePendingPayouts(deps, new Date())).toEqual({
      recorded: 0,
      transferred: 0,
      released: 0,
    });

    const [settled] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(settled).toMatchObject({ status: "paid", transferId: transfer!.id });
    expect(await transfersOf(payout.id)).toHaveLength(1);
    const rows = await payoutRows(items.map((i) => i.id));
    expect(rows).toHaveLength(items.length);
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(-payout.amount);
    expect(rows.every((r) => r.gatewayRef === transfer!.id)).toBe(true);
    expect(await audits(payout.id)).toEqual(["payout.paid"]);

    // now a refund of its item works and takes the provider's part back from that transfer
    await refund(items[0]!);
    const reversals = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.kind, "payout_reversal"), eq(ledgerEntries.orderItemId, items[0]!.id)));
    expect(reversals).toHaveLength(1);
    expect(reversals[0]!.amount).toBeGreaterThan(0);
  });

  it("makes the transfer a crash cut off before it under the run's key, once, within a day", async () => {
    const { payout, items } = await cutPayout("before");
    expect(await transfersOf(payout.id)).toEqual([]);
    await leaseRanOut(payout.id);
    expect(await settlePendingPayouts(deps, new Date())).toEqual({
      recorded: 0,
      transferred: 1,
      released: 0,
    });
    expect(await settlePendingPayouts(deps, new Date())).toEqual({
      recorded: 0,
      transferred: 0,
      released: 0,
    });
    const made = await transfersOf(payout.id);
    expect(made.map((m) => [m.amount, m.idempotencyKey])).toEqual([[payout.amount, `payout-${payout.id}`]]);
    const rows = await payoutRows(items.map((i) => i.id));
    expect(rows.reduce((s, r) => s + r.amount, 0)).toBe(-payout.amount);
    expect(await audits(payout.id)).toEqual(["payout.paid"]);
  });

  it("releases a payout without a transfer whose key the gateway forgot; an admin's rerun pays it under a new key", async () => {
    const { payout, items, providerId, period } = await cutPayout("before");
    await leaseRanOut(payout.id, 25 * hour);
    expect(await settlePendingPayouts(deps, new Date())).toEqual({
      recorded: 0,
      transferred: 0,
      released: 1,
    });
    expect(await settlePendingPayouts(deps, new Date())).toEqual({
      recorded: 0,
      transferred: 0,
      released: 0,
    });
    const [released] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout.id));
    expect(released?.status).toBe("failed");
    expect(await t.database.db.select().from(payoutLines).where(eq(payoutLines.payoutId, payout.id))).toEqual(
      [],
    );
    expect(await transfersOf(payout.id)).toEqual([]);

    const rerun = await payProvider(deps, admin, { providerId, period });
    expect(rerun).toMatchObject({ transferred: true, payout: { id: payout.id, status: "paid" } });
    const made = await transfersOf(payout.id);
    expect(made.map((m) => m.idempotencyKey)).toEqual([`payout-${payout.id}-2`]);
    expect((await payoutRows(items.map((i) => i.id))).reduce((s, r) => s + r.amount, 0)).toBe(-payout.amount);
  });

  it("an admin's rerun waits for the lease, then records the transfer the crash left instead of making another", async () => {
    const { payout, providerId, period } = await cutPayout("after");
    const held = await payProvider(deps, admin, { providerId, period });
    expect(held).toMatchObject({ transferred: false, payout: { status: "pending" } });
    await leaseRanOut(payout.id, 25 * hour);
    // a day later the key is forgotten, but the transfer is found by its group: recorded, not made again
    const rerun = await payProvider(deps, admin, { providerId, period });
    expect(rerun).toMatchObject({ transferred: true, payout: { status: "paid" } });
    expect(await transfersOf(payout.id)).toHaveLength(1);
    expect(await audits(payout.id)).toEqual(["payout.paid"]);
  });

  it("a transfer whose answer was lost is recorded, not failed and paid again", async () => {
    const { items, providerId } = await payableItems(t, 1);
    const gateway = t.app.deps.payments;
    const lost = Object.assign(Object.create(gateway), {
      createTransfer: async (input: Parameters<PaymentGateway["createTransfer"]>[0]) => {
        await gateway.createTransfer(input);
        throw new GatewayError("connection reset");
      },
    });
    const paid = await payProvider({ ...deps, gateway: lost }, admin, { providerId, period: freshPeriod() });
    expect(paid).toMatchObject({ transferred: true, payout: { status: "paid" } });
    expect(await transfersOf(paid.payout.id)).toHaveLength(1);
    expect(await payoutRows(items.map((i) => i.id))).toHaveLength(1);
  });
});
