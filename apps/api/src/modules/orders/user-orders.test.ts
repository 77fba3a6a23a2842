import { payment as paymentSchema, userOrderDetail, userOrdersPage } from "@kursove/contracts";
import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { courses, orders, users } from "../../db/schema/index";
import type { OutgoingMail } from "../../platform/mail/mail-transport";
import { deliverDueMail } from "../../platform/mail/outbox";
import { apiCaller, bearer, signInDemo } from "../../test/accounts";
import { billing, confirmCard, payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { refundWindowOf } from "./refund-windows";

const utf16be = (text: string) => Buffer.from(text, "utf16le").swap16();

describe("the learner's orders, order page and receipt", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  let stranger: string;
  let learnerId: string;
  let courseId: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    learner = await signInDemo(t.app, "learner33@example.com");
    stranger = await signInDemo(t.app, "learner34@example.com");
    const [me] = await db.select().from(users).where(eq(users.email, "learner33@example.com"));
    learnerId = me!.id;
    const rows = await db
      .select()
      .from(courses)
      .where(
        and(eq(courses.status, "approved"), gt(courses.startsAt, new Date(Date.now() + 2 * 86_400_000))),
      );
    courseId = rows.find(
      (c) => c.capacity - c.soldCount > 3 && !c.types.includes("on_demand") && !c.requiresBookingApproval,
    )!.id;
  });
  afterAll(() => t.close());

  /** An order row without items, straight in the database (older orders of every state). */
  const placeOrder = async (values: Partial<typeof orders.$inferInsert>) =>
    (
      await db
        .insert(orders)
        .values({
          number: `T-${Math.random().toString(36).slice(2, 8)}`,
          userId: learnerId,
          total: 0,
          billing,
          ...values,
        })
        .returning()
    )[0]!;
  const list = async (page: number, token = learner) =>
    userOrdersPage.parse((await call("GET", `/user/orders?page=${page}`, token)).json());

  it("lists the user's orders 10 a page, newest first, without orders never checked out", async () => {
    const paid = await payForCourses(call, learner, [{ id: courseId, quantity: 2 }]);
    // older orders: 11 that were checked out and one still pending
    const statuses = ["refunded", "awaiting_payment", ...Array(9).fill("annulled"), "pending"];
    for (const [i, status] of statuses.entries())
      await placeOrder({ status, total: 1000 + i, createdAt: new Date(Date.UTC(2025, 0, i + 1)) });
    const first = await list(1);
    expect(first.last_page).toBe(2);
    expect(first.data).toHaveLength(10);
    expect(first.data[0]).toMatchObject({
      id: paid.order_id,
      status: "paid",
      payment_method: { type: "card", brand: "visa", last4: "4242" },
      billing: { city: "София" },
      items: [{ quantity: 2, course: { id: courseId } }],
    });
    const second = await list(2);
    expect(second.data).toHaveLength(2);
    const all = [...first.data, ...second.data];
    expect(all.map((o) => o.total)).not.toContain(1011);
    const dates = all.map((o) => o.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(await list(3)).toEqual({ data: [], last_page: 2 });
    expect((await list(1, stranger)).data).toEqual([]);
    expect((await call("GET", "/user/orders", null)).statusCode).toBe(401);
  });

  it("declined attempts never list as orders: a retry pays the same order, a canceled attempt is left out", async () => {
    const admin = await signInDemo(t.app, "admin@example.com");
    const mine = async () => (await list(1)).data.filter((o) => o.items[0]?.course.id === courseId);
    const before = (await mine()).length;
    await call("DELETE", "/cart", learner);
    await call("POST", "/cart/items", learner, { course_id: courseId, quantity: 1 });
    const first = paymentSchema.parse((await call("POST", "/checkout", learner, { billing })).json());
    expect((await confirmCard(call, first.secret, "4000000000000002")).statusCode).toBe(402);
    // a retry of the same cart is the same order and payment, with its attempts
    const retry = paymentSchema.parse((await call("POST", "/checkout", learner, { billing })).json());
    expect(retry).toEqual(first);
    expect((await confirmCard(call, retry.secret, "4000000000009995")).statusCode).toBe(402);
    expect((await mine()).length).toBe(before + 1);
    // the learner changes the cart: that attempt is canceled, and is no order of theirs any more
    await call("PUT", "/cart", learner, { items: [{ course_id: courseId, quantity: 2 }] });
    const paid = paymentSchema.parse((await call("POST", "/checkout", learner, { billing })).json());
    expect(paid.order_id).not.toBe(first.order_id);
    expect((await confirmCard(call, paid.secret)).statusCode).toBe(200);
    const listed = await mine();
    expect(listed.length).toBe(before + 1);
    expect(listed[0]).toMatchObject({ id: paid.order_id, status: "paid" });
    expect(listed.map((o) => o.id)).not.toContain(first.order_id);
    // the admin still sees the canceled attempt
    const [attempt] = await db.select().from(orders).where(eq(orders.id, first.order_id));
    const found = await call("GET", `/admin/orders?q=${attempt!.number}`, admin);
    expect(found.json().data).toEqual([expect.objectContaining({ id: first.order_id, status: "canceled" })]);
  });

  it("shows an order with its history, actions and receipt address; another user's is 404", async () => {
    const pay = await payForCourses(call, learner, [{ id: courseId, quantity: 1 }]);
    const res = await call("GET", `/user/orders/${pay.order_id}`, learner);
    expect(res.statusCode).toBe(200);
    const order = userOrderDetail.parse(res.json());
    expect(order.history.map((h) => [h.from, h.status])).toEqual([
      [null, "pending"],
      ["pending", "awaiting_payment"],
      ["awaiting_payment", "paid"],
    ]);
    expect(order.actions).toEqual([
      expect.objectContaining({ item_id: order.items[0]!.id, refund: "cancel", pending_request: false }),
    ]);
    expect(order.receipt_url).toBe(`/api/v1/user/orders/${order.id}/receipt.pdf?lang=en`);
    expect(order.refund_requests).toEqual([]);
    const other = await call("GET", `/user/orders/${pay.order_id}`, stranger);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe("order_not_found");
    expect((await call("GET", `/user/orders/${pay.order_id}`, null)).statusCode).toBe(401);
  });

  it("gives the paid order's receipt as a PDF in the user's language, to its owner only", async () => {
    const pay = await payForCourses(call, learner, [{ id: courseId, quantity: 1 }]);
    const [row] = await db.select().from(orders).where(eq(orders.id, pay.order_id));
    const url = `/api/v1/user/orders/${pay.order_id}/receipt.pdf`;
    const pdf = await t.app.inject({ url, headers: bearer(learner) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.rawPayload.length).toBeGreaterThan(5_000);
    expect(pdf.headers["content-language"]).toBe("bg");
    // the document's title (UTF-16BE in its info) names the order in the user's language
    expect(pdf.rawPayload.includes(utf16be(`Потвърждение за плащане по поръчка ${row!.number}`))).toBe(true);
    // DejaVu Sans is embedded, so Cyrillic renders without system fonts
    expect(pdf.rawPayload.toString("latin1")).toMatch(/DejaVuSans/);
    const en = await t.app.inject({ url: `${url}?lang=en`, headers: bearer(learner) });
    expect(en.headers["content-language"]).toBe("en");
    // (an ASCII title is kept as it is)
    expect(en.rawPayload.toString("latin1")).toContain(`(Payment confirmation for order ${row!.number})`);
    expect((await t.app.inject({ url, headers: bearer(stranger) })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const unpaid = await placeOrder({ status: "canceled", total: 500 });
    const none = await t.app.inject({
      url: `/api/v1/user/orders/${unpaid.id}/receipt.pdf`,
      headers: bearer(learner),
    });
    expect(none.statusCode).toBe(404);
  });

  it("the paid order's mail carries its payment confirmation PDF, listed in the dev mailbox", async () => {
    // whatever was queued before is delivered first
    await t.lastMailTo("learner33@example.com");
    const pay = await payForCourses(call, learner, [{ id: courseId, quantity: 1 }]);
    const [row] = await db.select().from(orders).where(eq(orders.id, pay.order_id));
    const sent: OutgoingMail[] = [];
    await deliverDueMail(db, { kind: "smtp", send: async (mail) => void sent.push(mail) });
    const mail = sent.find((m) => m.subject.includes(row!.number))!;
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments!;
    expect(file).toMatchObject({
      filename: `payment-confirmation-${row!.number}.pdf`,
      contentType: "application/pdf",
    });
    expect(file!.content.subarray(0, 5).toString()).toBe("%PDF-");
    expect(file!.content.includes(utf16be(`Потвърждение за плащане по поръчка ${row!.number}`))).toBe(true);

    const again = await payForCourses(call, learner, [{ id: courseId, quantity: 1 }]);
    const [second] = await db.select().from(orders).where(eq(orders.id, again.order_id));
    const listed = await t.lastMailTo("learner33@example.com");
    expect(listed?.subject).toContain(second!.number);
    expect(listed?.attachments).toEqual([
      {
        filename: `payment-confirmation-${second!.number}.pdf`,
        content_type: "application/pdf",
        size: expect.any(Number),
      },
    ]);
    expect(listed!.attachments[0]!.size).toBeGreaterThan(5_000);
  });

  it("documents its routes in the OpenAPI description", async () => {
    const paths = (await t.app.inject({ url: "/api/v1/docs/json" })).json().paths;
    expect(paths["/api/v1/user/orders"].get).toBeDefined();
    expect(paths["/api/v1/user/orders/{id}"].get).toBeDefined();
    expect(paths["/api/v1/user/orders/{id}/receipt.pdf"].get).toBeDefined();
    expect(paths["/api/v1/orders/{id}/refund-request"].post.requestBody).toBeDefined();
  });

  it("applies the refund windows around their boundaries", () => {
    const now = new Date("2026-06-10T12:00:00Z");
    const at = (iso: string) => new Date(iso);
    const base = { slotBooked: false, courseDeadline: null, paidAt: at("2026-05-01T00:00:00Z") };
    const course = { ...base, startsAt: at("2026-06-11T12:00:01Z"), endsAt: at("2026-06-12T12:00:00Z") };
    // no deadline set: until 24 hours before the start
    expect(refundWindowOf(course, now)).toBe("cancel");
    expect(refundWindowOf({ ...course, startsAt: at("2026-06-11T12:00:00Z") }, now)).toBe("request");
    // the course's own deadline wins, but not for a booked slot
    const deadline = { ...course, courseDeadline: at("2026-06-10T12:00:00Z") };
    expect(refundWindowOf(deadline, now)).toBe("request");
    expect(refundWindowOf({ ...deadline, slotBooked: true }, now)).toBe("cancel");
    // claims from the end for 30 days
    const ended = { ...base, startsAt: at("2026-05-01T09:00:00Z"), endsAt: at("2026-05-11T12:00:01Z") };
    expect(refundWindowOf(ended, now)).toBe("claim");
    expect(refundWindowOf({ ...ended, endsAt: at("2026-05-11T12:00:00Z") }, now)).toBe("closed");
    expect(refundWindowOf({ ...ended, endsAt: at("2026-06-10T12:00:01Z") }, now)).toBe("request");
    // a recording without dates: claims for 30 days after the payment
    const recording = { ...base, startsAt: null, endsAt: null };
    expect(refundWindowOf(recording, at("2026-05-30T23:59:59Z"))).toBe("claim");
    expect(refundWindowOf(recording, at("2026-05-31T00:00:00Z"))).toBe("closed");
  });
});
