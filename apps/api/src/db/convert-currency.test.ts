import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { convertMinor } from "@kursove/contracts/currency";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissionOf } from "../modules/orders/orders.repository";
import { enableSimulatedClock, setClockOffset } from "../platform/clock";
import { localStorage } from "../platform/storage";
import { apiCaller, signInDemo } from "../test/accounts";
import { payForCourses } from "../test/orders";
import { createTestApp, onPostgres, type TestApp } from "../test/test-app";
import { type Db, migrationsFolder, openDatabase } from "./client";
import {
  CurrencyMismatchError,
  checkStoredCurrency,
  convertToEuro,
  storedCurrency,
} from "./convert-currency";
import {
  auditLog,
  catalogueFacets,
  courses,
  ledgerEntries,
  notifications,
  orderItems,
  orders,
  payoutLines,
  payouts,
  promotions,
  providers,
  refundRequests,
  refunds,
  sandboxPaymentIntents,
  storedCurrency as storedCurrencyTable,
  strayPayments,
  users,
} from "./schema/index";
import { seedDemo } from "./seed/seed";

const here = path.dirname(fileURLToPath(import.meta.url));
const day = 86_400_000;

/** Every stored amount, to compare before and after a run that must change nothing. */
async function amounts(db: Db) {
  const byId = <T extends { id: string }>(rows: T[]) => [...rows].sort((a, b) => a.id.localeCompare(b.id));
  return {
    courses: byId(
      await db.select({ id: courses.id, price: courses.price, early: courses.earlyBirdPrice }).from(courses),
    ),
    orders: byId(await db.select().from(orders)),
    items: byId(await db.select().from(orderItems)),
    ledger: byId(await db.select().from(ledgerEntries)),
    refunds: byId(await db.select().from(refunds)),
    requests: byId(await db.select().from(refundRequests)),
    payouts: byId(await db.select().from(payouts)),
    lines: byId(await db.select().from(payoutLines)),
    promotions: byId(await db.select().from(promotions)),
    notifications: byId(
      await db.select({ id: notifications.id, data: notifications.data }).from(notifications),
    ),
    facets: await db.select().from(catalogueFacets),
    stored: await db.select().from(storedCurrencyTable),
  };
}

/** The books' invariants (the ledger's, the refunds' and the payouts'), as ledger.property.test.ts reads them. */
async function checkBooks(db: Db) {
  const items = await db.select().from(orderItems);
  const ledger = await db.select().from(ledgerEntries);
  const refundRows = await db.select().from(refunds);
  const lines = await db.select().from(payoutLines);
  const sum = (rows: typeof ledger, ...kinds: string[]) =>
    rows.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.amount, 0);
  expect(sum(ledger, "charge")).toBe(
    sum(ledger, "commission", "commission_reversal") +
      sum(ledger, "provider_share", "provider_share_reversal") -
      sum(ledger, "refund"),
  );
  for (const order of await db.select().from(orders)) {
    const own = items.filter((i) => i.orderId === order.id);
    if (own.length > 0) expect(order.total, order.number).toBe(own.reduce((s, i) => s + i.total, 0));
  }
  for (const r of refundRows) expect(r.commissionPart + r.providerPart, r.id).toBe(r.amount);
  for (const item of items) {
    expect(item.total, item.id).toBe(item.unitPrice * item.quantity);
    const mine = refundRows.filter((r) => r.orderItemId === item.id);
    expect(
      mine.reduce((s, r) => s + r.amount, 0),
      item.id,
    ).toBe(item.refunded);
    expect(item.refunded).toBeLessThanOrEqual(item.total);
    const own = ledger.filter((l) => l.orderItemId === item.id);
    if (own.length === 0) continue;
    expect(sum(own, "charge"), item.id).toBe(item.total);
    expect(sum(own, "commission"), item.id).toBe(commissionOf(item));
    expect(sum(own, "provider_share"), item.id).toBe(item.total - commissionOf(item));
    expect(0 - sum(own, "refund"), item.id).toBe(item.refunded);
    expect(0 - sum(own, "commission_reversal")).toBe(mine.reduce((s, r) => s + r.commissionPart, 0));
    expect(0 - sum(own, "provider_share_reversal")).toBe(mine.reduce((s, r) => s + r.providerPart, 0));
    const share = sum(own, "provider_share", "provider_share_reversal");
    const commission = sum(own, "commission", "commission_reversal");
    expect(share, item.id).toBeGreaterThanOrEqual(0);
    expect(commission, item.id).toBeGreaterThanOrEqual(0);
    // an item paid back in full has nothing left of either part
    if (item.refunded === item.total) expect([share, commission]).toEqual([0, 0]);
    const line = lines.find((l) => l.orderItemId === item.id);
    const paidOut = 0 - sum(own, "payout", "payout_reversal");
    expect(paidOut, item.id).toBe(line ? line.amount - line.reversed : 0);
    expect(paidOut, `paid out beyond what is owed for ${item.id}`).toBeLessThanOrEqual(share);
  }
  for (const payout of await db.select().from(payouts)) {
    const own = lines.filter((l) => l.payoutId === payout.id);
    if (own.length > 0) expect(payout.amount).toBe(own.reduce((s, l) => s + l.amount, 0));
  }
}

/** The command itself (npm run currency:convert), in its own process. */
function runCommand(env: Record<string, string>) {
  const { DATABASE_URL: _url, DATA_DIR: _dir, CURRENCY: _currency, ...inherited } = process.env;
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(here, "convert-currency-cli.ts")],
    {
      env: { ...inherited, NODE_ENV: "test", LOG_LEVEL: "silent", ...env },
      encoding: "utf8",
      timeout: 120_000,
    },
  );
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/**
 * A Kursove installation selling in leva, as it was before the euro: the demo seeded in leva, and by hand a
 * paid order of two items (one partly refunded before any payout, one paid out and then partly refunded, the
 * share taken back from the transfer), an order refunded in full in two refunds, a canceled order whose late
 * payment was paid back, a failed payout, the payment no order could keep, and a notice of an amount.
 */
describe("switching an installation from leva to euro (npm run currency:convert)", () => {
  let t: TestApp;
  let db: Db;
  const ids = {} as Record<
    | "paid"
    | "itemA"
    | "itemB"
    | "full"
    | "itemFull"
    | "canceled"
    | "itemCanceled"
    | "payout"
    | "failed"
    | "course",
    string
  >;
  let gatewayBefore: unknown;

  beforeAll(async () => {
    t = await createTestApp({ seed: "reference" });
    db = t.database.db;
    await seedDemo(db, localStorage(t.dataDir), { images: false, currency: "BGN" });
    const [learner] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const sold = await db
      .select({ course: courses })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(eq(courses.status, "approved"))
      .orderBy(asc(courses.slug))
      .limit(2);
    const [a, b] = sold.map((s) => s.course);
    ids.course = a!.id;
    // 95.84 лв. is 49.00 €; the early bird 79.90 лв. is 40.85 €
    await db.update(courses).set({ price: 9584, earlyBirdPrice: 7990 }).where(eq(courses.id, a!.id));
    const now = Date.now();
    const number = sql<string>`'K-' || nextval('order_number_seq')::text`;
    const order = async (status: string, total: number, at: number) => {
      const [row] = await db
        .insert(orders)
        .values({
          number,
          userId: learner!.id,
          status,
          total,
          currency: "BGN",
          billing: {},
          paymentIntentId: `pi_test_${crypto.randomUUID()}`,
          createdAt: new Date(at),
          paidAt: status === "canceled" ? null : new Date(at),
        })
        .returning();
      return row!;
    };
    const item = async (
      orderId: string,
      course: NonNullable<typeof a>,
      unitPrice: number,
      quantity: number,
      commissionBp: number,
      refunded: number,
    ) => {
      const [row] = await db
        .insert(orderItems)
        .values({
          orderId,
          courseId: course.id,
          providerId: course.providerId,
          title: course.title,
          quantity,
          unitPrice,
          total: unitPrice * quantity,
          commissionBp,
          refunded,
        })
        .returning();
      return row!;
    };
    const sale = (o: { id: string; paymentIntentId: string | null }, i: typeof orderItems.$inferSelect) => {
      const commission = commissionOf(i);
      const base = { orderId: o.id, orderItemId: i.id, providerId: i.providerId, currency: "BGN" };
      return db.insert(ledgerEntries).values([
        { ...base, kind: "charge", amount: i.total, gatewayRef: o.paymentIntentId },
        { ...base, kind: "commission", amount: commission, gatewayRef: o.paymentIntentId },
        { ...base, kind: "provider_share", amount: i.total - commission, gatewayRef: o.paymentIntentId },
      ]);
    };
    const refund = async (
      i: typeof orderItems.$inferSelect,
      amount: number,
      commissionPart: number,
      at: number,
      more: Partial<typeof refunds.$inferInsert> = {},
    ) => {
      const gatewayRefundId = `re_test_${crypto.randomUUID()}`;
      const [row] = await db
        .insert(refunds)
        .values({
          orderId: i.orderId,
          orderItemId: i.id,
          amount,
          commissionPart,
          providerPart: amount - commissionPart,
          source: "admin",
          gatewayRefundId,
          createdAt: new Date(at),
          ...more,
        })
        .returning();
      const base = { orderId: i.orderId, orderItemId: i.id, providerId: i.providerId, currency: "BGN" };
      await db.insert(ledgerEntries).values([
        { ...base, kind: "refund", amount: -amount, gatewayRef: gatewayRefundId },
        { ...base, kind: "commission_reversal", amount: -commissionPart, gatewayRef: gatewayRefundId },
        {
          ...base,
          kind: "provider_share_reversal",
          amount: commissionPart - amount,
          gatewayRef: gatewayRefundId,
        },
      ]);
      return row!;
    };

    // the paid order: 2 x 95.84 лв. at 15 % and 1 x 249.00 лв. at 20 %, 440.68 лв.
    const paid = await order("partially_refunded", 2 * 9584 + 24_900, now - 10 * day);
    const itemA = await item(paid.id, a!, 9584, 2, 1500, 5000);
    const itemB = await item(paid.id, b!, 24_900, 1, 2000, 10_000);
    Object.assign(ids, { paid: paid.id, itemA: itemA.id, itemB: itemB.id });
    await sale(paid, itemA);
    await sale(paid, itemB);
    // a learner's request approved: 50.00 лв. of the first item, before any payout
    const [request] = await db
      .insert(refundRequests)
      .values({
        orderId: paid.id,
        orderItemId: itemA.id,
        userId: learner!.id,
        providerId: itemA.providerId,
        kind: "cancellation",
        reason: "Не мога да дойда",
        status: "approved",
        amount: 5000,
      })
      .returning();
    await refund(itemA, 5000, 750, now - 8 * day, { source: "request", refundRequestId: request!.id });
    // the second item's share paid out (199.20 лв.), then 100.00 лв. of it refunded and 80.00 лв. taken back
    const [payout] = await db
      .insert(payouts)
      .values({
        providerId: itemB.providerId,
        period: "2026-01-15",
        amount: 19_920,
        currency: "BGN",
        status: "paid",
        transferId: "tr_test_1",
        createdAt: new Date(now - 5 * day),
        paidAt: new Date(now - 5 * day),
      })
      .returning();
    ids.payout = payout!.id;
    await db
      .insert(payoutLines)
      .values({ payoutId: payout!.id, orderItemId: itemB.id, amount: 19_920, reversed: 8000 });
    await db.insert(ledgerEntries).values({
      orderId: paid.id,
      orderItemId: itemB.id,
      providerId: itemB.providerId,
      kind: "payout",
      amount: -19_920,
      currency: "BGN",
      gatewayRef: "tr_test_1",
    });
    await refund(itemB, 10_000, 2000, now - 2 * day, { transferReversalId: "trr_test_1" });
    await db.insert(ledgerEntries).values({
      orderId: paid.id,
      orderItemId: itemB.id,
      providerId: itemB.providerId,
      kind: "payout_reversal",
      amount: 8000,
      currency: "BGN",
      gatewayRef: "trr_test_1",
    });
    // refunded in full in two refunds: 30.00 лв. and the remaining 65.84 лв.
    const full = await order("refunded", 9584, now - 9 * day);
    const itemFull = await item(full.id, a!, 9584, 1, 1500, 9584);
    Object.assign(ids, { full: full.id, itemFull: itemFull.id });
    await sale(full, itemFull);
    await refund(itemFull, 3000, 450, now - 7 * day);
    await refund(itemFull, 6584, 1438 - 450, now - 6 * day);
    // canceled, then paid late: the charge and its refund on the order, and the gateway's stray record
    const canceled = await order("canceled", 9584, now - 4 * day);
    const itemCanceled = await item(canceled.id, a!, 9584, 1, 1500, 0);
    Object.assign(ids, { canceled: canceled.id, itemCanceled: itemCanceled.id });
    await db.insert(ledgerEntries).values([
      { orderId: canceled.id, kind: "charge", amount: 9584, currency: "BGN", gatewayRef: "pi_test_late" },
      { orderId: canceled.id, kind: "refund", amount: -9584, currency: "BGN", gatewayRef: "re_test_late" },
    ]);
    await db.insert(strayPayments).values({
      paymentIntentId: "pi_test_stray",
      orderId: canceled.id,
      amount: 9584,
      currency: "bgn",
      reason: "order_already_paid",
    });
    // a transfer the gateway refused: no lines, its amount as it was asked for
    const [failed] = await db
      .insert(payouts)
      .values({
        providerId: itemB.providerId,
        period: "2026-01-01",
        amount: 1234,
        currency: "BGN",
        status: "failed",
        failure: "account_closed",
      })
      .returning();
    ids.failed = failed!.id;
    await db.insert(notifications).values({
      userId: learner!.id,
      kind: "order_paid",
      data: { number: paid.number, total: paid.total, path: `/profile/orders/${paid.id}` },
      dedupeKey: `order_paid:${paid.id}`,
    });
    gatewayBefore = {
      intents: await db.select().from(sandboxPaymentIntents).orderBy(asc(sandboxPaymentIntents.id)),
      strays: await db.select().from(strayPayments),
    };
  });
  afterAll(() => t.close());

  it("an installation upgraded with amounts is in leva (migration 0016), and the boot refuses to sell it in euro", async () => {
    // what migration 0016 does on an installation holding amounts
    await db.delete(storedCurrencyTable);
    const statements = readFileSync(
      path.join(migrationsFolder, "0016_currency_conversion.sql"),
      "utf8",
    ).split("--> statement-breakpoint");
    const pin = statements.find((s) => s.includes('INSERT INTO "stored_currency"'));
    await db.execute(sql.raw(pin!));
    expect(await db.select({ currency: storedCurrencyTable.currency }).from(storedCurrencyTable)).toEqual([
      { currency: "BGN" },
    ]);
    await expect(checkStoredCurrency(db, "BGN")).resolves.toBeUndefined();
    const refused = await checkStoredCurrency(db, "EUR").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CurrencyMismatchError);
    expect((refused as Error).message).toContain("npm run currency:convert");
    expect((refused as Error).message).toContain("CURRENCY=BGN");
    expect(await storedCurrency(db)).toBe("BGN");
  });

  it("refuses while money is in flight and changes nothing (the control of the conversion below)", async () => {
    const [learner] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const [waiting] = await db
      .insert(orders)
      .values({
        number: sql<string>`'K-' || nextval('order_number_seq')::text`,
        userId: learner!.id,
        status: "awaiting_payment",
        total: 9584,
        currency: "BGN",
        billing: {},
      })
      .returning();
    const [promotion] = await db.select().from(promotions).limit(1);
    const [open] = await db
      .insert(promotions)
      .values({
        courseId: promotion!.courseId,
        providerId: promotion!.providerId,
        dateFrom: "2026-03-01",
        dateTo: "2026-03-02",
        totalDays: 2,
        amount: 2 * 299,
        currency: "BGN",
        status: "awaiting_payment",
      })
      .returning();
    const before = await amounts(db);
    const result = await convertToEuro(db);
    expect(result).toEqual({
      status: "refused",
      inFlight: {
        "orders awaiting payment": 1,
        "orders being refunded": 0,
        "refunds under way": 0,
        "promotions awaiting payment": 1,
        "payouts being transferred": 0,
      },
    });
    if (onPostgres) {
      const run = runCommand({ DATABASE_URL: t.databaseUrl! });
      expect(run.code, run.out).toBe(1);
      expect(run.out).toContain("Nothing was converted: money is in flight");
      expect(run.out).toContain("orders awaiting payment: 1");
    }
    expect(await amounts(db)).toEqual(before);
    expect(await storedCurrency(db)).toBe("BGN");
    // they are settled (here: abandoned), and the conversion may run
    await db.update(orders).set({ status: "canceled" }).where(eq(orders.id, waiting!.id));
    await db.update(promotions).set({ status: "canceled" }).where(eq(promotions.id, open!.id));
  });

  it("converts every amount at 1.95583, derives the dependent ones and keeps what the card was charged", async () => {
    const before = await amounts(db);
    const result = await convertToEuro(db, { now: new Date() });
    expect(result.status).toBe("converted");
    const counts = (result as { counts: Record<string, number> }).counts;
    expect(counts).toMatchObject({
      courses: before.courses.length,
      orders: before.orders.length,
      order_items: before.items.length,
      ledger_entries: before.ledger.length,
      refunds: 4,
      refund_requests: 1,
      payouts: 2,
      payout_lines: 1,
      promotions: before.promotions.length,
      notifications: before.notifications.filter((n) => "total" in (n.data as object)).length,
    });
    expect(counts.ledger_entries_converted_alone).toBeUndefined();
    expect(await storedCurrency(db)).toBe("EUR");

    const [course] = await db.select().from(courses).where(eq(courses.id, ids.course));
    expect(course).toMatchObject({ price: 4900, earlyBirdPrice: 4085 });
    // every other course at the fixed rate
    for (const c of before.courses) {
      const [now] = await db.select().from(courses).where(eq(courses.id, c.id));
      expect(now!.price).toBe(convertMinor(c.price, "BGN", "EUR"));
    }
    const item = async (id: string) => (await db.select().from(orderItems).where(eq(orderItems.id, id)))[0]!;
    const order = async (id: string) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;
    // 95.84 лв. = 49.00 € a place, so 98.00 € for two; 249.00 лв. = 127.31 €
    expect(await item(ids.itemA)).toMatchObject({ unitPrice: 4900, total: 9800, refunded: 2556 });
    expect(await item(ids.itemB)).toMatchObject({ unitPrice: 12_731, total: 12_731, refunded: 5113 });
    expect(await order(ids.paid)).toMatchObject({
      total: 9800 + 12_731,
      currency: "EUR",
      originalCurrency: "BGN",
      originalTotal: 44_068,
    });
    // refunded in full stays refunded in full, to the cent
    expect(await item(ids.itemFull)).toMatchObject({ unitPrice: 4900, total: 4900, refunded: 4900 });
    expect(await order(ids.full)).toMatchObject({ total: 4900, originalTotal: 9584, status: "refunded" });
    const fullRefunds = await db
      .select()
      .from(refunds)
      .where(eq(refunds.orderItemId, ids.itemFull))
      .orderBy(asc(refunds.createdAt));
    expect(fullRefunds.map((r) => [r.amount, r.commissionPart, r.providerPart])).toEqual([
      [1534, 230, 1304],
      [3366, 505, 2861],
    ]);
    const [requested] = await db.select().from(refunds).where(eq(refunds.orderItemId, ids.itemA));
    expect(requested).toMatchObject({ amount: 2556, commissionPart: 383, providerPart: 2173 });
    const [request] = await db.select().from(refundRequests).where(eq(refundRequests.orderItemId, ids.itemA));
    expect(request!.amount).toBe(2556);
    // the payout: the item's share, less the part of the later refund taken back from the transfer
    const [payout] = await db.select().from(payouts).where(eq(payouts.id, ids.payout));
    expect(payout).toMatchObject({
      amount: 10_185,
      currency: "EUR",
      originalCurrency: "BGN",
      originalAmount: 19_920,
    });
    const [line] = await db.select().from(payoutLines).where(eq(payoutLines.payoutId, ids.payout));
    expect(line).toMatchObject({ amount: 10_185, reversed: 4090 });
    const [failed] = await db.select().from(payouts).where(eq(payouts.id, ids.failed));
    expect(failed).toMatchObject({ amount: 631, originalAmount: 1234 });
    // the canceled order's late payment and its refund, on the order
    const late = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, ids.canceled));
    expect(late.map((l) => l.amount).sort((x, y) => x - y)).toEqual([-4900, 4900]);
    // promotions: the days at 1.53 € a day
    for (const p of before.promotions) {
      const [now] = await db.select().from(promotions).where(eq(promotions.id, p.id));
      expect(now).toMatchObject({
        amount: p.totalDays * 153,
        currency: "EUR",
        originalCurrency: "BGN",
        originalAmount: p.amount,
      });
    }
    const [notice] = await db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `order_paid:${ids.paid}`));
    expect((notice!.data as { total: number }).total).toBe(convertMinor(44_068, "BGN", "EUR"));
    expect(new Set((await db.select().from(ledgerEntries)).map((l) => l.currency))).toEqual(new Set(["EUR"]));
    for (const o of await db.select().from(orders))
      expect([o.currency, o.originalCurrency, o.originalTotal], o.number).toEqual([
        "EUR",
        "BGN",
        before.orders.find((b) => b.id === o.id)!.total,
      ]);
    // the catalogue's price ranges follow the prices
    const ranges = await db.execute(sql`
      select f.min_price, f.max_price, r.lo, r.hi from catalogue_facets f
      join (select c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience,
              min(c.price) as lo, max(c.price) as hi
            from courses c join providers p on p.id = c.provider_id and p.status = 'approved'
            where c.status = 'approved'
            group by c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience) r
      on (f.category_id, f.subcategory_id, f.language, f.city_id, f.types, f.audience)
        is not distinct from (r.category_id, r.subcategory_id, r.language, r.city_id, r.types, r.audience)`);
    const rows = (
      ranges as unknown as { rows: { min_price: number; max_price: number; lo: number; hi: number }[] }
    ).rows;
    expect(rows.length).toBe(before.facets.length);
    for (const r of rows)
      expect([Number(r.min_price), Number(r.max_price)]).toEqual([Number(r.lo), Number(r.hi)]);
    // the gateway's records are what the card network did: untouched
    expect({
      intents: await db.select().from(sandboxPaymentIntents).orderBy(asc(sandboxPaymentIntents.id)),
      strays: await db.select().from(strayPayments),
    }).toEqual(gatewayBefore);
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, "currency.converted"));
    expect(audit).toMatchObject({ subjectType: "installation", data: { from: "BGN", to: "EUR", counts } });
  });

  it("keeps the books' invariants: totals are sums of items, refunds split exactly, the ledger balances", async () => {
    await checkBooks(db);
  });

  it("a second run says the amounts are in euro already and changes nothing", async () => {
    const before = await amounts(db);
    expect(await convertToEuro(db)).toEqual({ status: "already", currency: "EUR" });
    if (onPostgres) {
      const run = runCommand({ DATABASE_URL: t.databaseUrl! });
      expect(run.code, run.out).toBe(0);
      expect(run.out).toContain("already in euro");
    }
    expect(await amounts(db)).toEqual(before);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "currency.converted"))).toHaveLength(1);
  });

  it("the boot then sells in euro and refuses leva, naming the setting", async () => {
    await expect(checkStoredCurrency(db, "EUR")).resolves.toBeUndefined();
    const refused = await checkStoredCurrency(db, "BGN").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(CurrencyMismatchError);
    expect((refused as Error).message).toContain("CURRENCY=EUR");
  });
});

/**
 * The same switch on books the code itself wrote while selling in leva: a sale of three places of two
 * courses paid by card, a partial refund, the payout after the claims window, a refund after it (part of the
 * transfer taken back) and an annulled sale, all through the API.
 */
describe("switching books written by checkout, refunds and payouts to euro", () => {
  let t: TestApp;
  let db: Db;
  let orderId: string;

  beforeAll(async () => {
    enableSimulatedClock(true);
    t = await createTestApp({ seed: "reference", env: { CURRENCY: "BGN" } });
    db = t.database.db;
    await seedDemo(db, localStorage(t.dataDir), { images: false, currency: "BGN" });
  });
  afterAll(async () => {
    setClockOffset(0);
    enableSimulatedClock(false);
    await t.close();
  });

  it("sells, refunds and pays out in leva, then converts with the books still balanced", async () => {
    const call = apiCaller(t.app);
    const admin = await signInDemo(t.app, "admin@example.com");
    const learner = await signInDemo(t.app, "learner37@example.com");
    const rows = await db
      .select({ course: courses, provider: providers })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(and(eq(courses.status, "approved"), eq(providers.paymentPayoutsEnabled, true)))
      .orderBy(asc(courses.slug));
    const usable = rows.filter(
      (r) => !r.course.types.includes("on_demand") && !r.course.requiresBookingApproval && r.course.price > 0,
    );
    const providerId = usable.find((r) => usable.filter((u) => u.provider.id === r.provider.id).length >= 2)!
      .provider.id;
    const [first, second] = usable.filter((r) => r.provider.id === providerId).map((r) => r.course.id);
    // a week ahead, ending the next day, so 45 simulated days pass the claims window
    await db
      .update(courses)
      .set({
        startsAt: new Date(Date.now() + 7 * day),
        endsAt: new Date(Date.now() + 8 * day),
        cancellationDeadline: null,
        lastSellDate: null,
        earlyBirdPrice: null,
        capacity: 500,
      })
      .where(inArray(courses.id, [first!, second!]));
    const sale = await payForCourses(call, learner, [
      { id: first!, quantity: 2 },
      { id: second!, quantity: 1 },
    ]);
    orderId = sale.order_id;
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const refund = (itemId: string, amount: number) =>
      call("POST", `/admin/orders/${orderId}/refund`, admin, {
        items: [{ item_id: itemId, amount }],
        reason: "Частично връщане",
        request_key: crypto.randomUUID(),
      });
    const [two, one] = [items.find((i) => i.quantity === 2)!, items.find((i) => i.quantity === 1)!];
    expect((await refund(two.id, 1234)).statusCode).toBe(200);
    setClockOffset(45 * day);
    const payout = await call("POST", "/admin/payouts", admin, { provider_id: providerId });
    expect([200, 201], payout.body).toContain(payout.statusCode);
    expect((await refund(one.id, Math.floor(one.total / 3))).statusCode).toBe(200);
    const annulled = await payForCourses(call, learner, [{ id: first!, quantity: 1 }]);
    const annul = await call("POST", `/admin/orders/${annulled.order_id}/annul`, admin, {
      reason: "Отменен курс",
      request_key: crypto.randomUUID(),
    });
    expect(annul.statusCode, annul.body).toBe(200);
    expect(
      await db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, "payout_reversal")),
    ).toHaveLength(1);
    const before = await amounts(db);

    const result = await convertToEuro(db);
    expect(result.status).toBe("converted");
    // every ledger row was derived from what it records, none converted on its own
    expect(
      (result as { counts: Record<string, number> }).counts.ledger_entries_converted_alone,
    ).toBeUndefined();
    await checkBooks(db);
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    const was = before.orders.find((o) => o.id === orderId)!;
    expect(order).toMatchObject({ currency: "EUR", originalCurrency: "BGN", originalTotal: was.total });
    for (const item of await db.select().from(orderItems).where(eq(orderItems.orderId, orderId))) {
      const old = before.items.find((i) => i.id === item.id)!;
      expect(item.unitPrice).toBe(convertMinor(old.unitPrice, "BGN", "EUR"));
    }
    const [annulledOrder] = await db.select().from(orders).where(eq(orders.id, annulled.order_id));
    const annulledItems = await db.select().from(orderItems).where(eq(orderItems.orderId, annulled.order_id));
    expect(annulledOrder!.status).toBe("annulled");
    for (const item of annulledItems) expect(item.refunded).toBe(item.total);
  }, 120_000);
});

describe("the boot's currency check on a database without amounts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "reference" });
  });
  afterAll(() => t.close());

  it("passes whatever the currency, and pins the one it starts with", async () => {
    const db = t.database.db;
    expect(await storedCurrency(db)).toBeNull();
    await checkStoredCurrency(db, "BGN");
    await checkStoredCurrency(db, "EUR");
    expect((await db.select().from(storedCurrencyTable))[0]!.currency).toBe("EUR");
    // nothing to convert: said so, and the database sells in euro
    expect(await convertToEuro(db)).toEqual({ status: "empty" });
    expect(await storedCurrency(db)).toBeNull();
  });

  it("refuses a currency other than that of amounts stored without the pin (orders in leva)", async () => {
    const db = t.database.db;
    await db.delete(storedCurrencyTable);
    const [user] = await db
      .insert(users)
      .values({
        username: "lev-buyer",
        email: "lev-buyer@example.com",
        passwordHash: "x",
        firstName: "Лъчезар",
        lastName: "Левов",
      })
      .returning();
    await db.insert(orders).values({
      number: "K-LEV-1",
      userId: user!.id,
      status: "canceled",
      total: 9584,
      currency: "BGN",
      billing: {},
    });
    await expect(checkStoredCurrency(db, "EUR")).rejects.toBeInstanceOf(CurrencyMismatchError);
    await db.delete(orders).where(inArray(orders.number, ["K-LEV-1"]));
  });
});

describe.skipIf(onPostgres)("the command on the embedded database (DATA_DIR)", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "kursove-convert-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("says there is nothing to convert, refuses money in flight with exit code 1, converts, then is done", async () => {
    const env = { DATA_DIR: dataDir };
    let run = runCommand(env);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain("Nothing to convert");
    // an installation in leva with an order awaiting payment
    let database = await openDatabase({ dataDir });
    await database.db.update(storedCurrencyTable).set({ currency: "BGN" });
    const [user] = await database.db
      .insert(users)
      .values({ username: "b", email: "b@example.com", passwordHash: "x", firstName: "Б", lastName: "Б" })
      .returning();
    await database.db.insert(orders).values({
      number: "K-1",
      userId: user!.id,
      status: "awaiting_payment",
      total: 9584,
      currency: "BGN",
      billing: {},
    });
    await database.close();
    run = runCommand(env);
    expect(run.code, run.out).toBe(1);
    expect(run.out).toContain("orders awaiting payment: 1");
    database = await openDatabase({ dataDir });
    expect((await database.db.select().from(orders))[0]!.total).toBe(9584);
    await database.db.update(orders).set({ status: "canceled" });
    await database.close();
    run = runCommand(env);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toMatch(/orders\s+1/);
    database = await openDatabase({ dataDir });
    expect((await database.db.select().from(orders))[0]).toMatchObject({ total: 4900, originalTotal: 9584 });
    await database.close();
    run = runCommand(env);
    expect(run.code, run.out).toBe(0);
    expect(run.out).toContain("already in euro");
  }, 240_000);
});
