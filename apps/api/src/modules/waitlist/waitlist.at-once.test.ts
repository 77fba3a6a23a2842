import { adminOrderDetail, cart as cartSchema, userWaitlistResponse } from "@kursove/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { courses, waitlistEntries } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { courseRefs, fullBody } from "../../test/courses";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";
import { type OfferDeps, offerFreedPlaces } from "./waitlist.service";

/**
 * WAITLIST-OFFER-AT-ONCE: a place freed by the app itself goes to the first learner waiting in the request
 * that freed it, not a minute later; the minute's round (never run here before the checks) finds
 * nothing left to offer.
 */
describe("waiting lists: freed places offered at once", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let deps: OfferDeps;
  const tokens: Record<string, string> = {};
  const [first, second, buyer] = ["learner21@example.com", "learner22@example.com", "learner24@example.com"];

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    deps = {
      db,
      notify: { publicUrl: t.app.deps.config.publicUrl, officeEmail: t.app.deps.config.officeEmail },
      offerHours: 12,
    };
    for (const email of [first, second, buyer, "provider@example.com", "admin@example.com"])
      tokens[email] = await signInDemo(t.app, email);
  });
  afterAll(() => t.close());

  const join = async (email: string, courseId: string) =>
    expect((await call("POST", `/courses/${courseId}/waitlist`, tokens[email]!, {})).statusCode).toBe(201);
  const entryOf = async (email: string, courseId: string) =>
    userWaitlistResponse
      .parse((await call("GET", "/user/waitlist", tokens[email]!)).json())
      .data.find((e) => e.course.id === courseId);
  const cartOf = async (email: string) =>
    cartSchema.parse((await call("GET", "/cart", tokens[email]!)).json());

  it("a place released from a cart is offered to the first in line at once, and a removed offer to the next", async () => {
    const { course } = await saleCourse(db, { capacity: 1 });
    await call("DELETE", "/cart", tokens[buyer]!);
    const held = await call("POST", "/cart/items", tokens[buyer]!, { course_id: course.id, quantity: 1 });
    expect(held.statusCode).toBe(200);
    await join(first, course.id);
    await join(second, course.id);

    const itemId = cartSchema.parse(held.json()).items.find((i) => i.course.id === course.id)!.id;
    expect((await call("DELETE", `/cart/items/${itemId}`, tokens[buyer]!)).statusCode).toBe(200);
    expect(await entryOf(first, course.id)).toMatchObject({ status: "offered" });
    expect(await entryOf(second, course.id)).toMatchObject({ status: "waiting", position: 1 });
    const offered = (await cartOf(first)).items.find((i) => i.course.id === course.id)!;
    expect(offered.quantity).toBe(1);

    // the first learner does not want it: removing it from the cart offers it to the next one now
    expect((await call("DELETE", `/cart/items/${offered.id}`, tokens[first]!)).statusCode).toBe(200);
    expect(await entryOf(first, course.id)).toBeUndefined();
    expect(await entryOf(second, course.id)).toMatchObject({ status: "offered" });
    const ended = await db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.courseId, course.id), eq(waitlistEntries.status, "ended")));
    expect(ended.map((e) => e.endedReason)).toEqual(["offer_ended"]);
    expect(await offerFreedPlaces(deps)).toBe(0);
  });

  it("a refund in full offers the place it frees to the first in line at once", async () => {
    const { course } = await saleCourse(db, { capacity: 1 });
    const pay = await payForCourses(call, tokens[buyer]!, [{ id: course.id, quantity: 1 }]);
    await join(first, course.id);
    const admin = tokens["admin@example.com"]!;
    const order = adminOrderDetail.parse((await call("GET", `/admin/orders/${pay.order_id}`, admin)).json());
    const item = order.items[0]!;
    const refund = await call("POST", `/admin/orders/${order.id}/refund`, admin, {
      items: [{ item_id: item.id, amount: item.refundable }],
      reason: "Обучаемият се отказа",
      request_key: `at-once-${Date.now()}`,
    });
    expect(refund.statusCode).toBe(200);
    const [row] = await db.select().from(courses).where(eq(courses.id, course.id));
    expect(row?.soldCount).toBe(0);
    expect(await entryOf(first, course.id)).toMatchObject({ status: "offered" });
    expect((await cartOf(first)).items.some((i) => i.course.id === course.id)).toBe(true);
    expect(await offerFreedPlaces(deps)).toBe(0);
  });

  it("places the provider adds to a full course are offered at once, in the order of the queue", async () => {
    const { course } = await saleCourse(db, { capacity: 1, soldCount: 1 });
    await join(first, course.id);
    await join(second, course.id);
    const body = fullBody(await courseRefs(db), {
      capacity: 2,
      group_size: null,
      early_bird_price: null,
      early_bird_until: null,
      payment_deadline: null,
      cancellation_deadline: null,
      last_sell_date: null,
    });
    const res = await call("PUT", `/provider/courses/${course.id}`, tokens["provider@example.com"]!, body);
    expect(res.statusCode).toBe(200);
    expect(await entryOf(first, course.id)).toMatchObject({ status: "offered" });
    expect(await entryOf(second, course.id)).toMatchObject({ status: "waiting", position: 1 });
    expect(await offerFreedPlaces(deps)).toBe(0);
  });
});
