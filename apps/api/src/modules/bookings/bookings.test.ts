import { order as orderSchema, providerBookingPage } from "@kursove/contracts";
import { and, eq, gt, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { courses, ledgerEntries, providers, sandboxPaymentIntents } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { currentPrice } from "../catalog/catalog.mappers";

describe("bookings that need the provider's approval (ADR 013: paid at checkout, refunded on refusal)", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  let provider: string;
  /** a course of provider@ whose bookings it approves, and a course of another provider */
  let approved: { id: string; price: number };
  let other: { id: string; price: number };

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    learner = await signInDemo(t.app, "learner@example.com");
    provider = await signInDemo(t.app, "provider@example.com");
    const [own] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    // future courses on sale without slots, with room: one of provider@ and one of another provider
    const rows = await db
      .select()
      .from(courses)
      .where(
        and(eq(courses.status, "approved"), gt(courses.startsAt, new Date(Date.now() + 2 * 86_400_000))),
      );
    const open = rows.filter((c) => c.capacity - c.soldCount > 3 && !c.types.includes("on_demand"));
    const mine = open.find((c) => c.providerId === own!.id)!;
    const theirs = open.find((c) => c.providerId !== own!.id)!;
    approved = { id: mine.id, price: currentPrice(mine.price, mine.earlyBirdPrice, mine.earlyBirdUntil) };
    other = {
      id: theirs.id,
      price: currentPrice(theirs.price, theirs.earlyBirdPrice, theirs.earlyBirdUntil),
    };
    await db.update(courses).set({ requiresBookingApproval: true }).where(eq(courses.id, mine.id));
    await db.update(courses).set({ requiresBookingApproval: false }).where(eq(courses.id, theirs.id));
  });
  afterAll(() => t.close());

  /** The learner buys the given courses with 4242; answers the paid order. */
  async function buy(items: { id: string; quantity: number }[]) {
    const pay = await payForCourses(call, learner, items);
    // the order's own mail is delivered now, so the next one read is the provider's answer
    expect((await t.lastMailTo("learner@example.com"))?.subject).toMatch(/е платена$/);
    return orderSchema.parse((await call("GET", `/orders/${pay.order_id}`, learner)).json());
  }
  const sold = async (id: string) =>
    (await db.select().from(courses).where(eq(courses.id, id)))[0]!.soldCount;
  const awaiting = async (token: string) =>
    providerBookingPage.parse((await call("GET", "/provider/bookings", token)).json()).data;

  it("refuses a booking: the item is refunded in full, its places go back, the order is partially refunded", async () => {
    const soldBefore = await sold(approved.id);
    const paid = await buy([
      { id: approved.id, quantity: 2 },
      { id: other.id, quantity: 1 },
    ]);
    expect(paid.status).toBe("paid");
    const item = paid.items.find((i) => i.course.id === approved.id)!;
    expect(item.booking_status).toBe("awaiting_approval");
    expect(paid.items.find((i) => i.course.id === other.id)!.booking_status).toBe("confirmed");
    expect(await sold(approved.id)).toBe(soldBefore + 2);

    const queue = await awaiting(provider);
    expect(queue.map((b) => b.id)).toContain(item.id);
    expect(queue.find((b) => b.id === item.id)).toMatchObject({
      order_number: paid.number,
      quantity: 2,
      total: approved.price * 2,
      status: "awaiting_approval",
      learner: { email: "learner@example.com" },
    });

    const refused = await call("POST", `/provider/bookings/${item.id}/refuse`, provider);
    expect(refused.statusCode).toBe(204);
    const after = orderSchema.parse((await call("GET", `/orders/${paid.id}`, learner)).json());
    expect(after.status).toBe("partially_refunded");
    expect(after.items.find((i) => i.id === item.id)).toMatchObject({
      booking_status: "refused",
      refunded: item.total,
    });
    expect(await sold(approved.id)).toBe(soldBefore);

    const [intent] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(inArray(sandboxPaymentIntents.amount, [paid.total]));
    expect(intent!.amountRefunded).toBe(item.total);
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, item.id));
    const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
    expect(sum("refund")).toBe(-item.total);
    expect(sum("commission") + sum("commission_reversal")).toBe(0);
    expect(sum("provider_share") + sum("provider_share_reversal")).toBe(0);

    const mail = await t.lastMailTo("learner@example.com");
    expect(mail?.subject).toBe("Записването Ви в „Курсове“ не е потвърдено");
    expect(mail?.text).toContain(paid.number);
    expect(mail?.text).toMatch(/възстановена изцяло/);

    // a second click refunds nothing more, and the decision cannot be turned
    expect((await call("POST", `/provider/bookings/${item.id}/refuse`, provider)).statusCode).toBe(409);
    expect((await call("POST", `/provider/bookings/${item.id}/approve`, provider)).statusCode).toBe(409);
    const [again] = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.id, intent!.id));
    expect(again!.amountRefunded).toBe(item.total);
    const refusedList = providerBookingPage.parse(
      (await call("GET", "/provider/bookings?status=refused", provider)).json(),
    ).data;
    expect(refusedList.map((b) => b.id)).toContain(item.id);
  });

  it("approves a booking once; only its own provider may answer it", async () => {
    const paid = await buy([{ id: approved.id, quantity: 1 }]);
    const item = paid.items[0]!;
    const stranger = await signInDemo(t.app, "newprovider@example.com");
    expect((await awaiting(stranger)).map((b) => b.id)).not.toContain(item.id);
    expect((await call("POST", `/provider/bookings/${item.id}/approve`, stranger)).statusCode).toBe(404);
    expect((await call("POST", `/provider/bookings/${item.id}/refuse`, stranger)).statusCode).toBe(404);
    expect((await call("POST", `/provider/bookings/${item.id}/approve`, learner)).statusCode).toBe(403);
    expect((await call("GET", "/provider/bookings", null)).statusCode).toBe(401);

    expect((await call("POST", `/provider/bookings/${item.id}/approve`, provider)).statusCode).toBe(204);
    const after = orderSchema.parse((await call("GET", `/orders/${paid.id}`, learner)).json());
    expect(after.status).toBe("paid");
    expect(after.items[0]!.booking_status).toBe("confirmed");
    const mail = await t.lastMailTo("learner@example.com");
    expect(mail?.subject).toBe("Записването Ви в „Курсове“ е потвърдено");
    expect(mail?.text).toContain(paid.number);
    expect((await call("POST", `/provider/bookings/${item.id}/approve`, provider)).statusCode).toBe(409);
    expect((await awaiting(provider)).map((b) => b.id)).not.toContain(item.id);
  });
});
