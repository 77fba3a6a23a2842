import { joinWaitlistResponse, providerWaitlistResponse, userWaitlistResponse } from "@kursove/contracts";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { cartItems, courses, notifications, outbox, users, waitlistEntries } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";
import { type OfferDeps, offerFreedPlaces } from "./waitlist.service";

describe("waiting lists and their offers", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let deps: OfferDeps;
  const tokens: Record<string, string> = {};
  const learners = ["learner21@example.com", "learner22@example.com", "learner23@example.com"];

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    deps = {
      db,
      notify: { publicUrl: t.app.deps.config.publicUrl, officeEmail: t.app.deps.config.officeEmail },
      offerHours: 12,
    };
    for (const email of [...learners, "provider@example.com", "newprovider@example.com"])
      tokens[email] = await signInDemo(t.app, email);
  });
  afterAll(() => t.close());

  const [first, second, third] = learners as [string, string, string];
  const userId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  /** A course on sale with `capacity` places, all sold. */
  const fullCourse = async (capacity = 1) => {
    const { course } = await saleCourse(db, { capacity, soldCount: capacity });
    return course;
  };
  const join = (email: string, courseId: string, body: object = {}) =>
    call("POST", `/courses/${courseId}/waitlist`, tokens[email]!, body);
  const myLists = async (email: string) =>
    userWaitlistResponse.parse((await call("GET", "/user/waitlist", tokens[email]!)).json()).data;
  const entriesOf = (courseId: string) =>
    db.select().from(waitlistEntries).where(eq(waitlistEntries.courseId, courseId));
  const freePlaces = (courseId: string, sold: number) =>
    db.update(courses).set({ soldCount: sold }).where(eq(courses.id, courseId));

  it("refuses to join while places are free, a visitor, an unknown course and a slot of a course without hours", async () => {
    const { course } = await saleCourse(db, { capacity: 3 });
    const free = await join(first, course.id);
    expect(free.statusCode).toBe(409);
    expect(free.json().code).toBe("waitlist_places_free");
    expect(free.json().message).toMatch(/places left/);
    const full = await fullCourse();
    const visitor = await call("POST", `/courses/${full.id}/waitlist`, null, {});
    expect(visitor.statusCode).toBe(401);
    const unknown = await join(first, "00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    const slot = await join(first, full.id, { slot_id: "00000000-0000-4000-8000-000000000000" });
    expect(slot.statusCode).toBe(422);
    expect(slot.json().errors.slot_id).toBeDefined();
    const bad = await join(first, full.id, { slot_id: "not-a-uuid" });
    expect(bad.statusCode).toBe(422);
    expect(await entriesOf(course.id)).toHaveLength(0);
    expect(await entriesOf(full.id)).toHaveLength(0);
  });

  it("refuses to join the list of a course whose sales have closed", async () => {
    const { course } = await saleCourse(db, {
      capacity: 1,
      soldCount: 1,
      lastSellDate: new Date(Date.now() - 1000),
    });
    const res = await join(first, course.id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("sales_closed");
    expect(await entriesOf(course.id)).toHaveLength(0);
  });

  it("joins a full course's list at the end of the queue, and joining again keeps the same place", async () => {
    const course = await fullCourse();
    const a = await join(first, course.id);
    expect(a.statusCode).toBe(201);
    expect(joinWaitlistResponse.parse(a.json()).position).toBe(1);
    expect((await join(second, course.id)).json().position).toBe(2);
    expect((await join(first, course.id)).json().position).toBe(1);
    expect(await entriesOf(course.id)).toHaveLength(2);
  });

  it("lists the learner's waiting lists with their place, and leaving moves the others up", async () => {
    const course = await fullCourse();
    await join(first, course.id);
    await join(second, course.id);
    const before = (await myLists(second)).find((e) => e.course.id === course.id);
    expect(before).toMatchObject({ status: "waiting", position: 2, held_until: null });
    const left = await call("DELETE", `/courses/${course.id}/waitlist`, tokens[first]!);
    expect(left.statusCode).toBe(204);
    expect((await call("DELETE", `/courses/${course.id}/waitlist`, tokens[first]!)).statusCode).toBe(204);
    expect((await myLists(first)).some((e) => e.course.id === course.id)).toBe(false);
    expect((await myLists(second)).find((e) => e.course.id === course.id)?.position).toBe(1);
  });

  it("offers a freed place to the first learner waiting: held in their cart, told in the app and by mail", async () => {
    const course = await fullCourse();
    await join(first, course.id);
    await join(second, course.id);
    expect(await offerFreedPlaces(deps)).toBe(0);
    await freePlaces(course.id, 0); // a refund gave the place back
    expect(await offerFreedPlaces(deps)).toBe(1);
    expect(await offerFreedPlaces(deps)).toBe(0);

    const offer = (await myLists(first)).find((e) => e.course.id === course.id)!;
    expect(offer.status).toBe("offered");
    expect(offer.position).toBeNull();
    const hours = (Date.parse(offer.held_until!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12);
    const cart = (await call("GET", "/cart", tokens[first]!)).json();
    const item = cart.items.find((i: { course: { id: string } }) => i.course.id === course.id);
    expect(item).toMatchObject({ quantity: 1, held_until: offer.held_until });
    expect((await myLists(second)).find((e) => e.course.id === course.id)?.position).toBe(1);

    // the offered place is nobody else's: another learner cannot hold it, nor join with places "free"
    const other = await call("POST", "/cart/items", tokens[third]!, { course_id: course.id, quantity: 1 });
    expect(other.statusCode).toBe(409);
    expect((await join(third, course.id)).json().position).toBe(2);
    expect((await join(first, course.id)).json().code).toBe("waitlist_offer_held");

    const firstId = await userId(first);
    const told = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, firstId), eq(notifications.kind, "waitlist_offer")));
    expect(told.filter((n) => (n.data as { course_id: string }).course_id === course.id)).toHaveLength(1);
    const mails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toAddress, first), eq(outbox.kind, "waitlist_offer")));
    expect(mails.some((m) => m.text.includes(course.title))).toBe(true);
  });

  it("gives the place to the next learner when an offer runs out, and ends an offer that was bought", async () => {
    const course = await fullCourse();
    await join(first, course.id);
    await join(second, course.id);
    await freePlaces(course.id, 0);
    await offerFreedPlaces(deps);
    // twelve hours pass without a purchase
    const past = new Date(Date.now() - 1000);
    await db.update(cartItems).set({ heldUntil: past }).where(eq(cartItems.courseId, course.id));
    await db
      .update(waitlistEntries)
      .set({ offeredUntil: past })
      .where(and(eq(waitlistEntries.courseId, course.id), eq(waitlistEntries.status, "offered")));
    expect(await offerFreedPlaces(deps)).toBe(1);
    expect((await myLists(first)).some((e) => e.course.id === course.id)).toBe(false);
    expect((await myLists(second)).find((e) => e.course.id === course.id)?.status).toBe("offered");
    const ended = (await entriesOf(course.id)).find((e) => e.status === "ended");
    expect(ended?.endedReason).toBe("offer_ended");

    // the second buys it: the hold becomes a sale and the entry ends; nothing more to offer
    await db.delete(cartItems).where(eq(cartItems.courseId, course.id));
    await freePlaces(course.id, 1);
    expect(await offerFreedPlaces(deps)).toBe(0);
    expect((await myLists(second)).some((e) => e.course.id === course.id)).toBe(false);
  });

  it("offers as many places as the provider adds to the capacity, in the order of the queue", async () => {
    const course = await fullCourse(2);
    for (const email of learners) await join(email, course.id);
    await db.update(courses).set({ capacity: 4 }).where(eq(courses.id, course.id));
    expect(await offerFreedPlaces(deps)).toBe(2);
    expect((await myLists(first)).find((e) => e.course.id === course.id)?.status).toBe("offered");
    expect((await myLists(second)).find((e) => e.course.id === course.id)?.status).toBe("offered");
    expect((await myLists(third)).find((e) => e.course.id === course.id)).toMatchObject({
      status: "waiting",
      position: 1,
    });
    const [row] = await db
      .select({ held: sql<number>`coalesce(sum(quantity), 0)`.mapWith(Number) })
      .from(cartItems)
      .where(eq(cartItems.courseId, course.id));
    expect(row?.held).toBe(2);
  });

  it("shows a provider the list of its own course, and no other provider or learner", async () => {
    const course = await fullCourse();
    await join(first, course.id);
    await join(second, course.id);
    const own = await call("GET", `/provider/courses/${course.id}/waitlist`, tokens["provider@example.com"]!);
    expect(own.statusCode).toBe(200);
    const list = providerWaitlistResponse.parse(own.json());
    expect(list.total).toBe(2);
    expect(list.data.map((e) => [e.learner.email, e.position])).toEqual([
      [first, 1],
      [second, 2],
    ]);
    const stranger = await call(
      "GET",
      `/provider/courses/${course.id}/waitlist`,
      tokens["newprovider@example.com"]!,
    );
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json().code).toBe("course_not_found");
    const learner = await call("GET", `/provider/courses/${course.id}/waitlist`, tokens[first]!);
    expect(learner.statusCode).toBe(403);
    expect((await call("GET", `/provider/courses/${course.id}/waitlist`, null)).statusCode).toBe(401);
  });
});
