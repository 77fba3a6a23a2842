import { adminOrderDetail, adminOrdersPage, refundRequestCase, refundRequestsPage } from "@kursove/contracts";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import {
  auditLog,
  courses,
  ledgerEntries,
  notifications,
  payoutLines,
  payouts,
  providers,
  refunds,
  sandboxMoneyMovements,
  sandboxPaymentIntents,
} from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { splitRefund } from "./refund-items";

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day);
let keys = 0;
const key = () => `test-key-${++keys}-${Date.now()}`;

describe("admin refunds, annulments and refund request decisions", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let learner: string;
  let provider: string;
  let otherProvider: string;
  let courseIds: string[];
  let providerId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    learner = await signInDemo(t.app, "learner38@example.com");
    provider = await signInDemo(t.app, "provider@example.com");
    otherProvider = await signInDemo(t.app, "newprovider@example.com");
    const [own] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    providerId = own!.id;
    const rows = await db
      .select()
      .from(courses)
      .where(and(eq(courses.status, "approved"), gt(courses.startsAt, inDays(2))));
    courseIds = rows
      .filter(
        (c) =>
          c.providerId === own!.id &&
          c.capacity - c.soldCount > 6 &&
          !c.types.includes("on_demand") &&
          !c.requiresBookingApproval &&
          c.price > 1000,
      )
      .map((c) => c.id);
    expect(courseIds.length).toBeGreaterThanOrEqual(2);
  });
  afterAll(() => t.close());

  async function buy(ids: string[], quantity = 1) {
    for (const id of ids)
      await db
        .update(courses)
        .set({ startsAt: inDays(10), endsAt: inDays(11), cancellationDeadline: null, lastSellDate: null })
        .where(eq(courses.id, id));
    const pay = await payForCourses(
      call,
      learner,
      ids.map((id) => ({ id, quantity })),
    );
    return detail(pay.order_id);
  }
  const detail = async (id: string) =>
    adminOrderDetail.parse((await call("GET", `/admin/orders/${id}`, admin)).json());
  const sold = async (id: string) =>
    (await db.select().from(courses).where(eq(courses.id, id)))[0]!.soldCount;
  const gatewayRefunded = async (orderId: string) => {
    const intents = await db.select().from(sandboxPaymentIntents);
    return intents.find((i) => (i.metadata as Record<string, string>).order_id === orderId)!.amountRefunded;
  };
  const ledgerOf = async (itemId: string) => {
    const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, itemId));
    return (kind: string) => rows.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
  };
  const refund = (orderId: string, items: { item_id: string; amount: number }[], requestKey = key()) =>
    call("POST", `/admin/orders/${orderId}/refund`, admin, {
      items,
      reason: "Курсът беше прекъснат",
      request_key: requestKey,
    });

  it("lists orders by number, learner and state, admins only", async () => {
    const order = await buy([courseIds[0]!]);
    const found = adminOrdersPage.parse((await call("GET", `/admin/orders?q=${order.number}`, admin)).json());
    expect(found.data.map((o) => o.id)).toEqual([order.id]);
    expect(found.data[0]).toMatchObject({ status: "paid", total: order.total, refunded: 0, items: 1 });
    const byEmail = adminOrdersPage.parse(
      (await call("GET", "/admin/orders?q=LEARNER38@example", admin)).json(),
    );
    expect(byEmail.data.some((o) => o.id === order.id)).toBe(true);
    const refunded = adminOrdersPage.parse(
      (await call("GET", "/admin/orders?status=refunded", admin)).json(),
    );
    expect(refunded.data.every((o) => o.status === "refunded")).toBe(true);
    for (const token of [learner, provider]) {
      expect((await call("GET", "/admin/orders", token)).statusCode).toBe(403);
      expect((await call("GET", `/admin/orders/${order.id}`, token)).statusCode).toBe(403);
      const body = {
        items: [{ item_id: order.items[0]!.id, amount: 100 }],
        reason: "Причина",
        request_key: key(),
      };
      expect((await call("POST", `/admin/orders/${order.id}/refund`, token, body)).statusCode).toBe(403);
      const annul = { reason: "Причина", request_key: key() };
      expect((await call("POST", `/admin/orders/${order.id}/annul`, token, annul)).statusCode).toBe(403);
    }
    expect((await call("GET", "/admin/orders", null)).statusCode).toBe(401);
    expect(await gatewayRefunded(order.id)).toBe(0);
  });

  it("refunds part of an item, then the rest; the ledger splits each part and a repeated submit refunds nothing more", async () => {
    const order = await buy([courseIds[1]!], 2);
    const item = order.items[0]!;
    const soldBefore = await sold(courseIds[1]!);
    const part = Math.floor(item.total / 3);
    const first = key();

    const res = await refund(order.id, [{ item_id: item.id, amount: part }], first);
    expect(res.statusCode).toBe(200);
    const after = adminOrderDetail.parse(res.json());
    expect(after.status).toBe("partially_refunded");
    expect(after.items[0]).toMatchObject({ refunded: part, refundable: item.total - part });
    expect(after.refunds).toHaveLength(1);
    const split = splitRefund({ total: item.total, commissionBp: item.commission_bp, refunded: 0 }, part, 0);
    expect(after.refunds[0]).toMatchObject({
      amount: part,
      source: "admin",
      commission_part: split.commissionPart,
      provider_part: part - split.commissionPart,
      created_by: "Анна Колева",
    });
    expect(await sold(courseIds[1]!)).toBe(soldBefore); // a partial refund keeps the places
    expect(await gatewayRefunded(order.id)).toBe(part);

    // the same submit again (a double click): nothing more is refunded
    expect((await refund(order.id, [{ item_id: item.id, amount: part }], first)).statusCode).toBe(200);
    expect(await gatewayRefunded(order.id)).toBe(part);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);

    // more than is left: refused, nothing changes
    const tooMuch = await refund(order.id, [{ item_id: item.id, amount: item.total - part + 1 }]);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().code).toBe("refund_amount_too_high");
    expect((await detail(order.id)).status).toBe("partially_refunded");

    // the rest: refunded in full, places back on sale, commission and share reversed to the stotinka
    const rest = await refund(order.id, [{ item_id: item.id, amount: item.total - part }]);
    expect(rest.statusCode).toBe(200);
    expect(adminOrderDetail.parse(rest.json()).status).toBe("refunded");
    expect(await sold(courseIds[1]!)).toBe(soldBefore - 2);
    expect(await gatewayRefunded(order.id)).toBe(item.total);
    const sum = await ledgerOf(item.id);
    expect(sum("refund")).toBe(-item.total);
    expect(sum("commission") + sum("commission_reversal")).toBe(0);
    expect(sum("provider_share") + sum("provider_share_reversal")).toBe(0);
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, order.id));
    expect(audit.filter((a) => a.action === "order.refunded")).toHaveLength(2);
    // a refunded order cannot be refunded again
    const again = await refund(order.id, [{ item_id: item.id, amount: 1 }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe("order_not_refundable");
  });

  it("refuses bad refund input with 422 and changes nothing", async () => {
    const order = await buy([courseIds[0]!]);
    const item = order.items[0]!;
    const bad = [
      { items: [], reason: "Причина", request_key: key() },
      { items: [{ item_id: item.id, amount: 0 }], reason: "Причина", request_key: key() },
      { items: [{ item_id: item.id, amount: 1.5 }], reason: "Причина", request_key: key() },
      { items: [{ item_id: item.id, amount: 100 }], reason: "", request_key: key() },
      { items: [{ item_id: item.id, amount: 100 }], reason: "Причина", request_key: "" },
      {
        items: [{ item_id: "00000000-0000-4000-8000-000000000000", amount: 100 }],
        reason: "Причина",
        request_key: key(),
      },
    ];
    for (const body of bad) {
      const res = await call("POST", `/admin/orders/${order.id}/refund`, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    expect((await detail(order.id)).items[0]!.refunded).toBe(0);
    expect(await gatewayRefunded(order.id)).toBe(0);
  });

  it("annuls an order: all that is left paid back, pending requests closed, once only", async () => {
    const order = await buy([courseIds[0]!, courseIds[1]!]);
    const [a, b] = order.items;
    await refund(order.id, [{ item_id: a!.id, amount: 500 }]);
    // a pending request on the other item (after the deadline)
    await db
      .update(courses)
      .set({ cancellationDeadline: inDays(-1) })
      .where(eq(courses.id, b!.course.id));
    const asked = await call("POST", `/orders/${order.id}/refund-request`, learner, {
      item_ids: [b!.id],
      reason: "Не мога да присъствам",
    });
    expect(asked.statusCode).toBe(200);
    const annulKey = key();
    const res = await call("POST", `/admin/orders/${order.id}/annul`, admin, {
      reason: "Курсът е отменен от доставчика",
      request_key: annulKey,
    });
    expect(res.statusCode).toBe(200);
    const annulled = adminOrderDetail.parse(res.json());
    expect(annulled.status).toBe("annulled");
    expect(annulled.items.every((i) => i.refunded === i.total)).toBe(true);
    expect(annulled.refund_requests.find((r) => r.order_item_id === b!.id)?.status).toBe("approved");
    expect(await gatewayRefunded(order.id)).toBe(order.total);
    expect(annulled.history.map((h) => h.status).slice(-2)).toEqual(["refunding", "annulled"]);
    // twice: nothing more
    const again = await call("POST", `/admin/orders/${order.id}/annul`, admin, {
      reason: "Курсът е отменен от доставчика",
      request_key: annulKey,
    });
    expect(again.statusCode).toBe(200);
    expect(await gatewayRefunded(order.id)).toBe(order.total);
    const notes = await db.select().from(notifications).where(eq(notifications.kind, "refund_decided"));
    expect(notes.some((n) => (n.data as Record<string, unknown>).number === order.number)).toBe(true);
  });

  it("a provider approves part of a request on its own course; another provider cannot see it; decided twice is 409", async () => {
    const order = await buy([courseIds[0]!]);
    const item = order.items[0]!;
    await db
      .update(courses)
      .set({ cancellationDeadline: inDays(-1) })
      .where(eq(courses.id, courseIds[0]!));
    await call("POST", `/orders/${order.id}/refund-request`, learner, {
      item_ids: [item.id],
      reason: "Разболях се",
    });
    const list = refundRequestsPage.parse((await call("GET", "/provider/refund-requests", provider)).json());
    const request = list.data.find((r) => r.order_item_id === item.id)!;
    expect(request).toMatchObject({
      status: "pending",
      refundable: item.total,
      learner: { email: "learner38@example.com" },
    });
    expect(list.pending).toBeGreaterThanOrEqual(1);

    const strangers = refundRequestsPage.parse(
      (await call("GET", "/provider/refund-requests?status=all", otherProvider)).json(),
    );
    expect(strangers.data.some((r) => r.id === request.id)).toBe(false);
    expect(
      (await call("POST", `/provider/refund-requests/${request.id}/approve`, otherProvider, {})).statusCode,
    ).toBe(404);
    expect(
      (await call("POST", `/admin/refund-requests/${request.id}/approve`, provider, {})).statusCode,
    ).toBe(403);
    expect(
      (await call("POST", `/provider/refund-requests/${request.id}/approve`, learner, {})).statusCode,
    ).toBe(403);

    const half = Math.round(item.total / 2);
    const res = await call("POST", `/provider/refund-requests/${request.id}/approve`, provider, {
      amount: half,
    });
    expect(res.statusCode).toBe(200);
    expect(refundRequestCase.parse(res.json())).toMatchObject({
      status: "approved",
      amount: half,
      decided_by: expect.any(String),
    });
    expect(await gatewayRefunded(order.id)).toBe(half);
    expect((await detail(order.id)).status).toBe("partially_refunded");
    const twice = await call("POST", `/provider/refund-requests/${request.id}/approve`, provider, {
      amount: half,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("refund_request_decided");
    expect(await gatewayRefunded(order.id)).toBe(half);
  });

  it("an admin refuses a claim with a note the learner is told", async () => {
    const order = await buy([courseIds[1]!]);
    const item = order.items[0]!;
    await db
      .update(courses)
      .set({ cancellationDeadline: inDays(-1) })
      .where(eq(courses.id, courseIds[1]!));
    await call("POST", `/orders/${order.id}/refund-request`, learner, {
      item_ids: [item.id],
      reason: "Не ми хареса",
    });
    const list = refundRequestsPage.parse((await call("GET", "/admin/refund-requests", admin)).json());
    const request = list.data.find((r) => r.order_item_id === item.id)!;
    expect(
      (await call("POST", `/admin/refund-requests/${request.id}/refuse`, admin, { note: "" })).statusCode,
    ).toBe(422);
    const res = await call("POST", `/admin/refund-requests/${request.id}/refuse`, admin, {
      note: "Курсът се проведе изцяло.",
    });
    expect(refundRequestCase.parse(res.json())).toMatchObject({
      status: "refused",
      decision_note: "Курсът се проведе изцяло.",
    });
    expect(await gatewayRefunded(order.id)).toBe(0);
    const mail = await t.lastMailTo("learner38@example.com");
    expect(mail!.subject).toBe("Решение по искането Ви за възстановяване");
    expect(mail!.text).toContain("Курсът се проведе изцяло.");
  });

  it("a refund after the payout takes the provider's part back from the transfer", async () => {
    const order = await buy([courseIds[0]!]);
    const item = order.items[0]!;
    const share = item.total - item.commission;
    const transfer = await t.app.deps.payments.createTransfer({
      amount: share,
      currency: "eur",
      destinationAccountId: "acct_sb_demo_akademia-znanie",
      transferGroup: "payout-test",
      idempotencyKey: `payout-test-${order.id}`,
      metadata: {},
    });
    const [payout] = await db
      .insert(payouts)
      .values({
        providerId,
        period: "2026-01-01",
        amount: share,
        status: "paid",
        transferId: transfer.id,
        paidAt: new Date(),
      })
      .returning();
    await db.insert(payoutLines).values({ payoutId: payout!.id, orderItemId: item.id, amount: share });
    await db.insert(ledgerEntries).values({
      orderId: order.id,
      orderItemId: item.id,
      providerId,
      kind: "payout",
      amount: -share,
      gatewayRef: transfer.id,
    });
    expect((await detail(order.id)).items[0]!.paid_out).toBe(share);

    const res = await refund(order.id, [{ item_id: item.id, amount: item.total }]);
    expect(res.statusCode).toBe(200);
    const after = adminOrderDetail.parse(res.json());
    expect(after.refunds[0]!.transfer_reversed).toBe(true);
    expect(after.items[0]!.paid_out).toBe(0);
    const sum = await ledgerOf(item.id);
    expect(sum("payout") + sum("payout_reversal")).toBe(0);
    expect(sum("provider_share") + sum("provider_share_reversal")).toBe(0);
    const reversals = await db
      .select()
      .from(sandboxMoneyMovements)
      .where(eq(sandboxMoneyMovements.kind, "transfer_reversal"));
    expect(reversals.filter((r) => r.transferGroup === transfer.id).map((r) => r.amount)).toEqual([share]);
  });

  it("two refunds racing on one order: one goes through, the other is told a refund is running", async () => {
    const order = await buy([courseIds[1]!]);
    const item = order.items[0]!;
    const results = await Promise.all([
      refund(order.id, [{ item_id: item.id, amount: item.total }]),
      refund(order.id, [{ item_id: item.id, amount: item.total }]),
    ]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes[0]).toBe(200);
    expect([200, 409, 422]).toContain(codes[1]);
    expect(await gatewayRefunded(order.id)).toBe(item.total);
    expect(await db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });
});
