import { refundRequestResponse, userOrderDetail } from "@kursove/contracts";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  courses,
  ledgerEntries,
  providers,
  refundRequests,
  sandboxMoneyMovements,
  sandboxPaymentIntents,
} from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day);

describe("refunds: cancel before the deadline, request after it, claims within 30 days", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  let stranger: string;
  /** two future courses of provider@'s company, sold without slots */
  let first: string;
  let second: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    learner = await signInDemo(t.app, "learner31@example.com");
    stranger = await signInDemo(t.app, "learner32@example.com");
    const [own] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    const rows = await db
      .select()
      .from(courses)
      .where(and(eq(courses.status, "approved"), gt(courses.startsAt, inDays(2))));
    const open = rows.filter(
      (c) =>
        c.providerId === own!.id &&
        c.capacity - c.soldCount > 4 &&
        !c.types.includes("on_demand") &&
        !c.requiresBookingApproval,
    );
    first = open[0]!.id;
    second = open[1]!.id;
  });
  afterAll(() => t.close());

  /** Puts a course back on sale in 10 days (no deadline of its own), then buys the courses. */
  async function buy(ids: string[]) {
    for (const id of ids)
      await db
        .update(courses)
        .set({ startsAt: inDays(10), endsAt: inDays(11), cancellationDeadline: null, lastSellDate: null })
        .where(eq(courses.id, id));
    const pay = await payForCourses(
      call,
      learner,
      ids.map((id) => ({ id, quantity: 1 })),
    );
    await t.lastMailTo("learner31@example.com");
    return userOrderDetail.parse((await call("GET", `/user/orders/${pay.order_id}`, learner)).json());
  }
  const setDates = (id: string, dates: Partial<typeof courses.$inferInsert>) =>
    db.update(courses).set(dates).where(eq(courses.id, id));
  const sold = async (id: string) =>
    (await db.select().from(courses).where(eq(courses.id, id)))[0]!.soldCount;
  const refundedAtGateway = async (total: number, orderId: string) => {
    const intents = await db
      .select()
      .from(sandboxPaymentIntents)
      .where(eq(sandboxPaymentIntents.amount, total));
    const intent = intents.find((i) => (i.metadata as Record<string, string>).order_id === orderId)!;
    const movements = await db
      .select()
      .from(sandboxMoneyMovements)
      .where(eq(sandboxMoneyMovements.paymentIntentId, intent.id));
    return { amount: intent.amountRefunded, refunds: movements.filter((m) => m.kind === "refund") };
  };
  const ask = (orderId: string, itemIds: string[], reason = "", token = learner) =>
    call("POST", `/orders/${orderId}/refund-request`, token, { item_ids: itemIds, reason });

  it("cancels before the deadline: refunded in full at once, places freed, ledger reversed, once only", async () => {
    const order = await buy([first, second]);
    const [a, b] = [
      order.items.find((i) => i.course.id === first)!,
      order.items.find((i) => i.course.id === second)!,
    ];
    await setDates(first, { cancellationDeadline: inDays(5) });
    expect(order.actions.find((x) => x.item_id === a.id)?.refund).toBe("cancel");
    const soldBefore = await sold(first);

    const res = await ask(order.id, [a.id]);
    expect(res.statusCode).toBe(200);
    const body = refundRequestResponse.parse(res.json());
    expect(body.results).toEqual([{ item_id: a.id, outcome: "refunded", amount: a.total }]);
    expect(body.order.status).toBe("partially_refunded");
    expect(body.order.items.find((i) => i.id === a.id)?.refunded).toBe(a.total);
    expect(body.order.actions.find((x) => x.item_id === a.id)?.refund).toBe("none");
    expect(body.order.refund_requests).toMatchObject([
      { order_item_id: a.id, kind: "cancellation", status: "refunded", amount: a.total },
    ]);
    expect(body.order.history.map((h) => h.status)).toEqual([
      "pending",
      "awaiting_payment",
      "paid",
      "refunding",
      "partially_refunded",
    ]);
    expect(await sold(first)).toBe(soldBefore - 1);
    const gateway = await refundedAtGateway(order.total, order.id);
    expect(gateway.amount).toBe(a.total);
    expect(gateway.refunds).toHaveLength(1);
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, a.id));
    const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
    expect(sum("refund")).toBe(-a.total);
    expect(sum("commission") + sum("commission_reversal")).toBe(0);
    expect(sum("provider_share") + sum("provider_share_reversal")).toBe(0);
    const mail = await t.lastMailTo("learner31@example.com");
    expect(mail?.subject).toBe("Сумата по поръчката Ви в „Курсове“ е възстановена");
    expect(mail?.text).toContain("възстановена по картата");
    expect(mail?.text).toContain(order.number);

    // the same call again (a double submit) refunds nothing more
    const again = await ask(order.id, [a.id]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("refund_already_requested");
    expect((await refundedAtGateway(order.total, order.id)).amount).toBe(a.total);

    // the second item has no deadline of its own: cancel until 24 hours before it starts
    await setDates(second, { startsAt: inDays(0.5), endsAt: inDays(1) });
    const detail = userOrderDetail.parse((await call("GET", `/user/orders/${order.id}`, learner)).json());
    expect(detail.actions.find((x) => x.item_id === b.id)?.refund).toBe("request");
    await setDates(second, { startsAt: inDays(1.5), endsAt: inDays(2) });
    const last = refundRequestResponse.parse((await ask(order.id, [b.id])).json());
    expect(last.order.status).toBe("refunded");
    expect((await refundedAtGateway(order.total, order.id)).amount).toBe(order.total);
  });

  it("after the deadline a request waits for the provider and admins; no money moves", async () => {
    const order = await buy([first]);
    const item = order.items[0]!;
    await setDates(first, { cancellationDeadline: inDays(-1), startsAt: inDays(-0.5), endsAt: inDays(3) });
    const missing = await ask(order.id, [item.id], " ");
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(["reason"]);

    const res = await ask(order.id, [item.id], "Заболях и не мога да присъствам");
    expect(res.statusCode).toBe(200);
    const body = refundRequestResponse.parse(res.json());
    expect(body.results[0]).toMatchObject({ outcome: "requested" });
    expect(body.order.status).toBe("paid");
    expect(body.order.actions[0]).toMatchObject({ refund: "none", pending_request: true });
    expect(body.order.refund_requests).toMatchObject([
      { kind: "cancellation", status: "pending", amount: null, reason: "Заболях и не мога да присъствам" },
    ]);
    expect((await refundedAtGateway(order.total, order.id)).amount).toBe(0);
    for (const to of ["provider@example.com", "admin@example.com"]) {
      const mail = await t.lastMailTo(to);
      expect(mail?.subject).toBe("Ново искане за възстановяване на сума в „Курсове“");
      expect(mail?.text).toContain("Заболях и не мога да присъствам");
      expect(mail?.text).toContain(order.number);
    }
    const again = await ask(order.id, [item.id], "Заболях и не мога да присъствам");
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("refund_already_requested");
    const [row] = await db.select().from(refundRequests).where(eq(refundRequests.orderItemId, item.id));
    expect(row).toMatchObject({ status: "pending", userId: expect.any(String) });
  });

  it("a claim is accepted within 30 days after the course ended and refused after", async () => {
    const order = await buy([first, second]);
    const [a, b] = [
      order.items.find((i) => i.course.id === first)!,
      order.items.find((i) => i.course.id === second)!,
    ];
    await setDates(first, { startsAt: inDays(-12), endsAt: inDays(-10) });
    await setDates(second, { startsAt: inDays(-33), endsAt: inDays(-31) });
    const detail = userOrderDetail.parse((await call("GET", `/user/orders/${order.id}`, learner)).json());
    expect(detail.actions.find((x) => x.item_id === a.id)?.refund).toBe("claim");
    expect(detail.actions.find((x) => x.item_id === b.id)?.refund).toBe("none");

    const closed = await ask(order.id, [b.id], "Лекторът не дойде");
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe("refund_window_closed");
    // one closed item stops the whole call: nothing was asked for the other
    expect((await ask(order.id, [a.id, b.id], "Лекторът не дойде")).statusCode).toBe(409);
    expect(await db.select().from(refundRequests).where(eq(refundRequests.orderId, order.id))).toHaveLength(
      0,
    );

    const claim = refundRequestResponse.parse((await ask(order.id, [a.id], "Лекторът не дойде")).json());
    expect(claim.order.refund_requests).toMatchObject([
      { order_item_id: a.id, kind: "claim", status: "pending" },
    ]);
    expect((await refundedAtGateway(order.total, order.id)).amount).toBe(0);
  });

  it("two cancellations sent at once refund the item once", async () => {
    const order = await buy([first]);
    const item = order.items[0]!;
    const answers = await Promise.all([ask(order.id, [item.id]), ask(order.id, [item.id])]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const gateway = await refundedAtGateway(order.total, order.id);
    expect(gateway).toMatchObject({ amount: item.total, refunds: [expect.anything()] });
    const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, item.id));
    expect(ledger.filter((l) => l.kind === "refund")).toHaveLength(1);
  });

  it("only the order's owner asks, and only for its items", async () => {
    const order = await buy([first]);
    const item = order.items[0]!;
    expect((await ask(order.id, [item.id], "", stranger)).statusCode).toBe(404);
    expect((await ask(order.id, [item.id], "", null as unknown as string)).statusCode).toBe(401);
    const foreign = await ask(order.id, ["00000000-0000-4000-8000-000000000000"]);
    expect(foreign.statusCode).toBe(422);
    expect(Object.keys(foreign.json().errors)).toEqual(["item_ids"]);
    expect((await refundedAtGateway(order.total, order.id)).amount).toBe(0);
  });
});
