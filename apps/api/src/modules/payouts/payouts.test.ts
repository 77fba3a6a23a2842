import {
  adminPayoutsPage,
  payoutDetail,
  payoutRunResponse,
  providerPayoutsPage,
  userOrderDetail,
} from "@kursove/contracts";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { and, eq, gt, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  auditLog,
  courses,
  ledgerEntries,
  orderEvents,
  orderItems,
  orders,
  payoutLines,
  payouts,
  providers,
  refundRequests,
  sandboxAccounts,
  sandboxMoneyMovements,
} from "../../db/schema/index";
import { enableSimulatedClock, setClockOffset } from "../../platform/clock";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { commissionOf, completeEndedOrders } from "../orders";

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day);
type Item = typeof orderItems.$inferSelect;

describe("partner payouts: what providers are owed after the claims window, paid once per period", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let owner: string;
  let otherOwner: string;
  let learner: string;
  let own: typeof providers.$inferSelect;
  let other: typeof providers.$inferSelect;
  /** future courses on sale: four of provider@'s company and one of another provider */
  let mine: string[];
  let theirs: string;
  /** in one order: a (claimed), b (partly refunded), c (cancelled in full); d of the other provider */
  let a: Item;
  let b: Item;
  let c: Item;
  let d: Item;
  const partialRefund = 1_000;
  const partialProviderPart = 850;

  const setDates = (ids: string[], dates: Partial<typeof courses.$inferInsert>) =>
    db.update(courses).set(dates).where(inArray(courses.id, ids));
  const ended = (ids: string[], daysAgo: number) =>
    setDates(ids, { startsAt: inDays(-daysAgo - 1), endsAt: inDays(-daysAgo) });
  const transfers = async () =>
    (await db.select().from(sandboxMoneyMovements)).filter((m) => m.kind === "transfer");
  const adminPage = async () => adminPayoutsPage.parse((await call("GET", "/admin/payouts", admin)).json());
  const owedTo = async (providerId: string) =>
    (await adminPage()).owed.find((o) => o.provider.id === providerId);
  const pay = (providerId: string, period?: string) =>
    call("POST", "/admin/payouts", admin, { provider_id: providerId, ...(period ? { period } : {}) });
  const itemOf = async (id: string) => (await db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!;
  const share = (item: Item) => item.total - commissionOf(item);

  async function buy(ids: string[]) {
    await setDates(ids, {
      startsAt: inDays(10),
      endsAt: inDays(11),
      cancellationDeadline: null,
      lastSellDate: null,
    });
    const paid = await payForCourses(
      call,
      learner,
      ids.map((id) => ({ id, quantity: 1 })),
    );
    return db.select().from(orderItems).where(eq(orderItems.orderId, paid.order_id));
  }

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    owner = await signInDemo(t.app, "provider@example.com");
    learner = await signInDemo(t.app, "learner38@example.com");
    [own] = (await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"))) as [
      typeof providers.$inferSelect,
    ];
    // courses nobody bought yet, so the seeded sales never mix into the amounts
    const bought = new Set((await db.select({ id: orderItems.courseId }).from(orderItems)).map((r) => r.id));
    const sellers = new Set(
      (await db.select({ id: orderItems.providerId }).from(orderItems)).map((r) => r.id),
    );
    const open = (
      await db
        .select()
        .from(courses)
        .where(and(eq(courses.status, "approved"), gt(courses.startsAt, inDays(2))))
    ).filter(
      (c) =>
        !bought.has(c.id) &&
        c.capacity - c.soldCount > 2 &&
        !c.types.includes("on_demand") &&
        !c.requiresBookingApproval,
    );
    mine = open.filter((c) => c.providerId === own.id).map((c) => c.id);
    const approved = await db.select().from(providers).where(eq(providers.status, "approved"));
    other = approved.find(
      (p) =>
        p.id !== own.id &&
        p.paymentPayoutsEnabled &&
        !sellers.has(p.id) &&
        open.some((c) => c.providerId === p.id),
    )!;
    theirs = open.find((c) => c.providerId === other.id)!.id;
    otherOwner = await signInDemo(t.app, `owner@${other.slug}.example.com`);

    const items = await buy(mine.slice(0, 3));
    [a, b, c] = mine.slice(0, 3).map((id) => items.find((i) => i.courseId === id)!) as [Item, Item, Item];
    [d] = (await buy([theirs])) as [Item];
    // c is cancelled by the learner before its deadline: refunded in full, nothing owed for it
    const cancel = await call("POST", `/orders/${c.orderId}/refund-request`, learner, {
      item_ids: [c.id],
      reason: "",
    });
    expect(cancel.statusCode).toBe(200);
    // b is refunded in part, as an admin's partial refund leaves the ledger
    const base = { orderId: b.orderId, orderItemId: b.id, providerId: own.id, gatewayRef: "re_test_partial" };
    await db.insert(ledgerEntries).values([
      { ...base, kind: "refund", amount: -partialRefund },
      { ...base, kind: "commission_reversal", amount: -(partialRefund - partialProviderPart) },
      { ...base, kind: "provider_share_reversal", amount: -partialProviderPart },
    ]);
    await db.update(orderItems).set({ refunded: partialRefund }).where(eq(orderItems.id, b.id));
    b = await itemOf(b.id);
  });
  afterAll(() => t.close());
  afterEach(() => enableSimulatedClock(false));

  it("owes nothing before the 30-day claims window after the course's end has passed", async () => {
    expect((await db.select().from(orders).where(eq(orders.id, a.orderId)))[0]!.status).toBe(
      "partially_refunded",
    );
    let owed = await owedTo(own.id);
    expect(owed).toMatchObject({ amount: 0, items: 0, account_ready: true, period_payout: null });
    expect(owed!.upcoming_amount).toBeGreaterThanOrEqual(share(a) + share(b) - partialProviderPart);
    let refused = await pay(own.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("payout_nothing_owed");

    // the course ended 29 days ago: a day of claims is left
    await ended([a.courseId, b.courseId, c.courseId], 29);
    owed = await owedTo(own.id);
    expect(owed).toMatchObject({ amount: 0, items: 0 });
    const expectedFrom = new Date(Date.now() + day).getTime();
    expect(Math.abs(new Date(owed!.next_payable_at!).getTime() - expectedFrom)).toBeLessThan(60_000);
    refused = await pay(own.id);
    expect(refused.json().code).toBe("payout_nothing_owed");
    const mineNow = providerPayoutsPage.parse((await call("GET", "/provider/payouts", owner)).json());
    expect(mineNow.owed_now).toBe(0);
    expect(mineNow.upcoming.find((u) => u.order_item_id === b.id)).toMatchObject({
      amount: share(b) - partialProviderPart,
      waiting_for: "claims_window",
    });
    expect(mineNow.upcoming.some((u) => u.order_item_id === c.id)).toBe(false);

    // the learner claims about a within the window: it waits for the decision
    const claim = await call("POST", `/orders/${a.orderId}/refund-request`, learner, {
      item_ids: [a.id],
      reason: "Лекторът не дойде",
    });
    expect(claim.statusCode).toBe(200);
    expect(
      userOrderDetail.parse((await call("GET", `/user/orders/${a.orderId}`, learner)).json()).status,
    ).toBe("partially_refunded");
  });

  it("pays the exact share after commission and refunds once the window passed, with lines, ledger and audit", async () => {
    await ended([a.courseId, b.courseId, c.courseId], 31);
    const owed = await owedTo(own.id);
    const expected = share(b) - partialProviderPart;
    // a waits for its claim's decision, c was refunded in full
    expect(owed).toMatchObject({ amount: expected, items: 1, account_ready: true });
    const before = (await transfers()).length;

    // two admins press Pay at once: one payout, one transfer
    const answers = await Promise.all([pay(own.id), pay(own.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    const res = answers.find((r) => r.statusCode === 201)!;
    expect(answers.map((r) => r.json().id)).toEqual([res.json().id, res.json().id]);
    const payout = payoutDetail.parse(res.json());
    expect(payout).toMatchObject({
      provider: { id: own.id, slug: "akademia-znanie" },
      period: todayInSofia(),
      amount: expected,
      currency: "EUR",
      status: "paid",
      lines_count: 1,
      destination_account_id: own.paymentAccountId,
      created_by: { name: "Анна Колева" },
    });
    expect(payout.lines).toEqual([
      expect.objectContaining({
        order_item_id: b.id,
        order_id: b.orderId,
        course: { id: b.courseId, title: b.title },
        total: b.total,
        commission: commissionOf(b) - (partialRefund - partialProviderPart),
        refunded: partialRefund,
        amount: expected,
        reversed: 0,
      }),
    ]);
    const line = payout.lines[0]!;
    expect(line.total - line.commission - line.refunded).toBe(line.amount);

    const made = await transfers();
    expect(made).toHaveLength(before + 1);
    const transfer = made.find((m) => m.idempotencyKey === `payout-${payout.id}`)!;
    expect(transfer).toMatchObject({
      id: payout.transfer_id,
      amount: expected,
      destinationAccountId: own.paymentAccountId,
      transferGroup: `payout-${payout.id}`,
    });
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, "payout"));
    expect(ledger).toEqual([
      expect.objectContaining({
        orderItemId: b.id,
        orderId: b.orderId,
        providerId: own.id,
        amount: -expected,
        gatewayRef: payout.transfer_id,
      }),
    ]);
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, payout.id));
    expect(audit).toMatchObject([{ action: "payout.paid", subjectType: "payout" }]);

    const page = await adminPage();
    expect(page.owed.find((o) => o.provider.id === own.id)).toMatchObject({
      amount: 0,
      period_payout: { id: payout.id, status: "paid" },
    });
    expect(page.data[0]).toMatchObject({ id: payout.id, status: "paid", lines_count: 1 });
  });

  it("a second run of the same period answers the same payout and transfers nothing", async () => {
    const [first] = await db.select().from(payouts).where(eq(payouts.providerId, own.id));
    const before = (await transfers()).length;
    // a becomes payable, but this period is paid already
    await db.update(refundRequests).set({ status: "refused" }).where(eq(refundRequests.orderItemId, a.id));
    for (const again of [await pay(own.id), await pay(own.id, todayInSofia())]) {
      expect(again.statusCode).toBe(200);
      expect(payoutDetail.parse(again.json())).toMatchObject({ id: first!.id, amount: first!.amount });
    }
    expect(await transfers()).toHaveLength(before);
    expect(await db.select().from(payouts).where(eq(payouts.providerId, own.id))).toHaveLength(1);
    expect((await owedTo(own.id))?.amount).toBe(share(a));
  });

  it("refuses a provider whose account cannot take payouts, and frees the lines when the gateway refuses", async () => {
    await ended([d.courseId], 10);
    expect((await pay(other.id)).json().code).toBe("payout_nothing_owed");
    // the business clock moves three weeks on: d's window has passed
    enableSimulatedClock(true);
    setClockOffset(21 * day);
    expect(await owedTo(other.id)).toMatchObject({ amount: share(d), items: 1 });

    await db.update(providers).set({ paymentPayoutsEnabled: false }).where(eq(providers.id, other.id));
    const notReady = await pay(other.id);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().code).toBe("payout_account_not_ready");
    expect((await owedTo(other.id))?.account_ready).toBe(false);
    expect(await db.select().from(payouts).where(eq(payouts.providerId, other.id))).toHaveLength(0);
    await db.update(providers).set({ paymentPayoutsEnabled: true }).where(eq(providers.id, other.id));

    // the gateway refuses: the payout fails, its lines are freed and nothing moves
    const before = (await transfers()).length;
    await db
      .update(sandboxAccounts)
      .set({ payoutsEnabled: false })
      .where(eq(sandboxAccounts.id, other.paymentAccountId!));
    const refused = await pay(other.id);
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe("payout_failed");
    const [failed] = await db.select().from(payouts).where(eq(payouts.providerId, other.id));
    expect(failed).toMatchObject({ status: "failed", period: todayInSofia(new Date(Date.now() + 21 * day)) });
    expect(failed!.failure).toContain("cannot receive transfers");
    expect(await db.select().from(payoutLines).where(eq(payoutLines.payoutId, failed!.id))).toHaveLength(0);
    expect(await transfers()).toHaveLength(before);
    expect(await owedTo(other.id)).toMatchObject({ amount: share(d), period_payout: { status: "failed" } });
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, failed!.id));
    expect(audit).toMatchObject([{ action: "payout.failed", subjectType: "payout" }]);
    // nothing reached the provider: its page lists no payout and still owes the sale
    const seen = providerPayoutsPage.parse((await call("GET", "/provider/payouts", otherOwner)).json());
    expect(seen).toMatchObject({ data: [], owed_now: share(d), owed_items: 1 });

    // once the account is fixed the same call pays the failed payout, under a new idempotency key
    await db
      .update(sandboxAccounts)
      .set({ payoutsEnabled: true })
      .where(eq(sandboxAccounts.id, other.paymentAccountId!));
    const retried = await pay(other.id);
    expect(retried.statusCode).toBe(200);
    const paid = payoutDetail.parse(retried.json());
    expect(paid).toMatchObject({ id: failed!.id, status: "paid", amount: share(d), lines_count: 1 });
    const made = await transfers();
    expect(made).toHaveLength(before + 1);
    expect(made.find((m) => m.id === paid.transfer_id)?.idempotencyKey).toBe(`payout-${failed!.id}-2`);
    // owed nothing now or later: the provider leaves the table
    expect(await owedTo(other.id)).toBeUndefined();
  });

  it("a run pays every provider owed something and says why others were skipped", async () => {
    const yesterday = todayInSofia(inDays(-1));
    const res = await call("POST", "/admin/payouts/run", admin, { period: yesterday });
    expect(res.statusCode).toBe(200);
    const run = payoutRunResponse.parse(res.json());
    expect(run.period).toBe(yesterday);
    expect(run.results).toEqual([
      expect.objectContaining({
        provider: expect.objectContaining({ id: own.id }),
        outcome: "paid",
        reason: null,
        payout: expect.objectContaining({ amount: share(a), period: yesterday, lines_count: 1 }),
      }),
    ]);
    const again = payoutRunResponse.parse((await call("POST", "/admin/payouts/run", admin, {})).json());
    expect(again.results).toEqual([]);
    expect((await owedTo(own.id))?.amount).toBe(0);
  });

  it("refuses admin routes to learners and providers, and bad input", async () => {
    for (const token of [learner, owner]) {
      expect((await call("GET", "/admin/payouts", token)).statusCode).toBe(403);
      expect((await call("POST", "/admin/payouts", token, { provider_id: own.id })).statusCode).toBe(403);
      expect((await call("POST", "/admin/payouts/run", token, {})).statusCode).toBe(403);
    }
    expect((await call("GET", "/admin/payouts", null)).statusCode).toBe(401);
    const before = (await db.select().from(payouts)).length;
    const bad = await call("POST", "/admin/payouts", admin, { provider_id: "nope", period: "2025-02-30" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["period", "provider_id"]);
    const future = await pay(own.id, todayInSofia(inDays(3)));
    expect(future.statusCode).toBe(422);
    expect(Object.keys(future.json().errors)).toEqual(["period"]);
    expect((await pay("00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    expect((await call("GET", "/admin/payouts/00000000-0000-4000-8000-000000000000", admin)).statusCode).toBe(
      404,
    );
    expect((await db.select().from(payouts)).length).toBe(before);
  });

  it("a provider sees only its own payouts", async () => {
    const page = providerPayoutsPage.parse((await call("GET", "/provider/payouts", owner)).json());
    expect(page).toMatchObject({ owed_now: 0, account_ready: true, currency: "EUR" });
    expect(page.data.map((p) => p.provider.id)).toEqual([own.id, own.id]);
    const mineId = page.data[0]!.id;
    const detail = payoutDetail.parse((await call("GET", `/provider/payouts/${mineId}`, owner)).json());
    expect(detail).toMatchObject({ id: mineId, created_by: null, failure: null });
    expect(detail.lines).toHaveLength(1);
    expect((await call("GET", `/provider/payouts/${mineId}`, otherOwner)).statusCode).toBe(404);
    const theirsPage = providerPayoutsPage.parse((await call("GET", "/provider/payouts", otherOwner)).json());
    expect(theirsPage.data.map((p) => p.provider.id)).toEqual([other.id]);
    expect((await call("GET", "/provider/payouts", learner)).statusCode).toBe(403);
  });

  it("describes its routes in the OpenAPI document", async () => {
    const paths = Object.keys((await t.app.inject({ url: "/api/v1/docs/json" })).json().paths);
    for (const path of [
      "/admin/payouts",
      "/admin/payouts/run",
      "/admin/payouts/{id}",
      "/provider/payouts",
      "/provider/payouts/{id}",
    ])
      expect(paths).toContain(`/api/v1${path}`);
  });

  it("completes paid orders only once every course in them has ended", async () => {
    const [item] = await buy([mine[3]!]);
    const orderStatus = async () =>
      (await db.select().from(orders).where(eq(orders.id, item!.orderId)))[0]!.status;
    expect(await orderStatus()).toBe("paid");
    await completeEndedOrders(db, new Date());
    expect(await orderStatus()).toBe("paid");
    // still running: started yesterday, ends tomorrow
    await setDates([item!.courseId], { startsAt: inDays(-1), endsAt: inDays(1) });
    await completeEndedOrders(db, new Date());
    expect(await orderStatus()).toBe("paid");
    expect(await completeEndedOrders(db, inDays(2))).toBeGreaterThanOrEqual(1);
    expect(await orderStatus()).toBe("completed");
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, item!.orderId));
    expect(events.find((e) => e.toStatus === "completed")).toMatchObject({
      fromStatus: "paid",
      reason: "course_ended",
    });
    // a completed order is not moved again
    expect(await completeEndedOrders(db, inDays(2))).toBe(0);
  });
});
