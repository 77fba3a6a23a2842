import { adminOrderDetail } from "@kursove/contracts";
import { and, eq, gt, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  courses,
  ledgerEntries,
  orderItems,
  providers,
  refunds,
  sandboxMoneyMovements,
  sandboxPaymentIntents,
} from "../../db/schema/index";
import { enableSimulatedClock, setClockOffset } from "../../platform/clock";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day);

type Step =
  | { kind: "sale"; course: number; quantity: number }
  | { kind: "refund"; sale: number; share: number }
  | { kind: "annul"; sale: number }
  | { kind: "time" }
  | { kind: "payout"; provider: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("sale" as const),
      course: fc.nat(5),
      quantity: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("refund" as const),
      sale: fc.nat(40),
      share: fc.double({ min: 0.01, max: 1, noNaN: true }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("annul" as const), sale: fc.nat(40) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("time" as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("payout" as const), provider: fc.nat(1) }) },
);

/**
 * The ledger always balances: random sequences of sales, full and partial refunds, annulments,
 * time passing past the claims window and payouts, replayed through the API, and after each sequence:
 * charges = commission + provider shares + refunds; per item, nothing is reversed or paid out beyond the
 * sale, and no payout exceeds what is owed; the gateway's refunds and transfers match the ledger.
 */
describe("the ledger balances under any sequence of sales, refunds and payouts", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let learner: string;
  let courseIds: string[];
  let providerIds: string[];
  const sales: { orderId: string }[] = [];
  let offsetDays = 0;

  beforeAll(async () => {
    enableSimulatedClock(true);
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    learner = await signInDemo(t.app, "learner37@example.com");
    const rows = await db
      .select({ course: courses, provider: providers })
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(
        and(
          eq(courses.status, "approved"),
          gt(courses.startsAt, inDays(2)),
          eq(providers.paymentPayoutsEnabled, true),
        ),
      );
    const usable = rows.filter(
      (r) => !r.course.types.includes("on_demand") && !r.course.requiresBookingApproval && r.course.price > 0,
    );
    const byProvider = new Map<string, string[]>();
    for (const r of usable)
      byProvider.set(r.provider.id, [...(byProvider.get(r.provider.id) ?? []), r.course.id]);
    const two = [...byProvider.entries()].filter(([, ids]) => ids.length >= 2).slice(0, 2);
    expect(two).toHaveLength(2);
    providerIds = two.map(([id]) => id);
    courseIds = two.flatMap(([, ids]) => ids.slice(0, 3));
    // courses a week ahead that end the next day, so 45 simulated days pass their claims window
    await db
      .update(courses)
      .set({
        startsAt: inDays(7),
        endsAt: inDays(8),
        cancellationDeadline: null,
        lastSellDate: null,
        capacity: 500,
      })
      .where(inArray(courses.id, courseIds));
  });
  afterAll(async () => {
    setClockOffset(0);
    enableSimulatedClock(false);
    await t.close();
  });

  async function run(steps: Step[]) {
    for (const s of steps) {
      if (s.kind === "sale") {
        const pay = await payForCourses(call, learner, [
          { id: courseIds[s.course % courseIds.length]!, quantity: s.quantity },
        ]);
        sales.push({ orderId: pay.order_id });
      } else if (s.kind === "refund" || s.kind === "annul") {
        const sale = sales[s.sale % Math.max(1, sales.length)];
        if (!sale) continue;
        const order = adminOrderDetail.parse(
          (await call("GET", `/admin/orders/${sale.orderId}`, admin)).json(),
        );
        const item = order.items.find((i) => i.refundable > 0);
        const res =
          s.kind === "annul"
            ? await call("POST", `/admin/orders/${order.id}/annul`, admin, {
                reason: "Отменен курс",
                request_key: crypto.randomUUID(),
              })
            : item
              ? await call("POST", `/admin/orders/${order.id}/refund`, admin, {
                  items: [{ item_id: item.id, amount: Math.max(1, Math.floor(item.refundable * s.share)) }],
                  reason: "Частично връщане",
                  request_key: crypto.randomUUID(),
                })
              : null;
        if (res) expect([200, 409], res.body).toContain(res.statusCode);
      } else if (s.kind === "time") {
        offsetDays += 45;
        setClockOffset(offsetDays * day);
      } else {
        const res = await call("POST", "/admin/payouts", admin, {
          provider_id: providerIds[s.provider % providerIds.length],
        });
        expect([200, 201, 409], res.body).toContain(res.statusCode);
      }
    }
  }

  async function checkBooks() {
    const ledger = await db.select().from(ledgerEntries);
    const sum = (rows: typeof ledger, ...kinds: string[]) =>
      rows.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.amount, 0);
    // charges = commission + provider shares + refunds (refund rows are negative)
    expect(sum(ledger, "charge")).toBe(
      sum(ledger, "commission", "commission_reversal") +
        sum(ledger, "provider_share", "provider_share_reversal") -
        sum(ledger, "refund"),
    );
    const items = await db.select().from(orderItems);
    const refundRows = await db.select().from(refunds);
    for (const item of items) {
      const own = ledger.filter((l) => l.orderItemId === item.id);
      if (own.length === 0) continue;
      const share = sum(own, "provider_share", "provider_share_reversal");
      const commission = sum(own, "commission", "commission_reversal");
      const paidOut = 0 - sum(own, "payout", "payout_reversal");
      expect(commission, item.id).toBeGreaterThanOrEqual(0);
      expect(share, item.id).toBeGreaterThanOrEqual(0);
      expect(paidOut, item.id).toBeGreaterThanOrEqual(0);
      expect(paidOut, `paid out beyond what is owed for ${item.id}`).toBeLessThanOrEqual(share);
      expect(0 - sum(own, "refund")).toBe(item.refunded);
      expect(refundRows.filter((r) => r.orderItemId === item.id).reduce((s, r) => s + r.amount, 0)).toBe(
        item.refunded,
      );
      expect(item.refunded).toBeLessThanOrEqual(item.total);
    }
    // the gateway agrees: refunded per payment, transferred per provider account
    const intents = await db.select().from(sandboxPaymentIntents);
    for (const intent of intents) {
      const orderId = (intent.metadata as Record<string, string>).order_id;
      if (!orderId || intent.status !== "succeeded") continue;
      const refunded =
        0 -
        sum(
          ledger.filter((l) => l.orderId === orderId),
          "refund",
        );
      expect(intent.amountRefunded, orderId).toBe(refunded);
    }
    const movements = await db.select().from(sandboxMoneyMovements);
    for (const providerId of providerIds) {
      const [provider] = await db.select().from(providers).where(eq(providers.id, providerId));
      const account = provider!.paymentAccountId;
      const transferred =
        movements
          .filter((m) => m.kind === "transfer" && m.destinationAccountId === account)
          .reduce((s, m) => s + m.amount, 0) -
        movements
          .filter((m) => m.kind === "transfer_reversal" && m.destinationAccountId === account)
          .reduce((s, m) => s + m.amount, 0);
      expect(transferred).toBe(
        0 -
          sum(
            ledger.filter((l) => l.providerId === providerId),
            "payout",
            "payout_reversal",
          ),
      );
    }
  }

  it("replays random sequences and keeps the books balanced", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 8 }), async (steps) => {
        await run(steps);
        await checkBooks();
      }),
      { numRuns: 12, endOnFailure: true },
    );
    expect(sales.length).toBeGreaterThan(0);
  }, 300_000);

  it("a sale paid out and then refunded in part still balances, the share taken back from the transfer", async () => {
    await run([{ kind: "sale", course: 0, quantity: 2 }]);
    const last = sales.length - 1;
    await run([
      { kind: "time" },
      { kind: "payout", provider: 0 },
      { kind: "refund", sale: last, share: 0.5 },
    ]);
    await checkBooks();
    const ledger = await db.select().from(ledgerEntries);
    expect(ledger.some((l) => l.kind === "payout")).toBe(true);
    expect(ledger.some((l) => l.kind === "payout_reversal")).toBe(true);
  }, 120_000);
});
