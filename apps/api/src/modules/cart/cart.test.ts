import { cart, cartHoldMinutes, courseDetail } from "@kursove/contracts";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { translate } from "@kursove/i18n";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, courseSlots, courses, orders, providers } from "../../db/schema/index";
import { apiCaller, signInDemo, signUp } from "../../test/accounts";
import { inDays } from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";
import { placesLeft } from "../seats/holds";
import { expireHolds, saleCourse, setHeldUntil, verifyAddress } from "./cart.fixtures";

const en = (key: string) => translate("en", key);

describe("the cart and its 20-minute holds", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const db = () => t.database.db;
  // a verified buyer: the unverified cap of holds has tests of its own (holds.limits.test.ts)
  const user = async () => {
    const { token, body } = await signUp(t.app);
    await verifyAddress(db(), body.email as string);
    return token;
  };
  const add = (token: string | null, body: object) => call("POST", "/cart/items", token, body);
  const cartOf = async (token: string) => {
    const res = await call("GET", "/cart", token);
    expect(res.statusCode).toBe(200);
    return cart.parse(res.json());
  };
  const heldRows = (courseId: string) =>
    db().select().from(cartItems).where(eq(cartItems.courseId, courseId));

  it("refuses visitors: adding asks them to sign in first, the other calls need a signed-in user", async () => {
    const { course } = await saleCourse(db());
    for (const [method, url, body] of [
      ["POST", "/cart/items", { course_id: course.id, quantity: 1 }],
      ["POST", "/cart/items", { course_id: "not-a-uuid", quantity: 0 }],
      ["PUT", "/cart", { items: [{ course_id: course.id }] }],
    ] as const) {
      const res = await call(method, url, null, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({
        code: "sign_in_for_cart",
        message: "You must sign in before adding courses to cart",
      });
    }
    const bg = await t.app.inject({
      method: "POST",
      url: "/api/v1/cart/items",
      payload: { course_id: course.id },
    });
    expect(bg.json().message).toBe("Трябва да влезете в профила си, преди да добавяте курсове в количката");
    for (const [method, url] of [
      ["GET", "/cart"],
      ["DELETE", "/cart"],
      ["DELETE", `/cart/items/${crypto.randomUUID()}`],
    ] as const) {
      const res = await call(method, url, null);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toEqual({ code: "not_signed_in", message: "You must sign in" });
    }
    expect(await heldRows(course.id)).toHaveLength(0);
  });

  it("adds a course: holds its places for 20 minutes and answers the whole cart", async () => {
    const token = await user();
    expect(await cartOf(token)).toEqual({
      items: [],
      total: 0,
      subtotal: 0,
      discount: null,
      discounts: [],
      currency: "EUR",
      held_until: null,
    });
    const { course, provider } = await saleCourse(db(), { price: 12_000, capacity: 6 });
    const before = Date.now();
    const res = await add(token, { course_id: course.id, quantity: 2, attendees: ["Иван Петров"] });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const body = cart.parse(res.json());
    expect(body.items).toHaveLength(1);
    const [item] = body.items;
    expect(item).toMatchObject({
      course: {
        id: course.id,
        slug: course.slug,
        title: course.title,
        types: ["online", "group"],
        starts_at: course.startsAt!.toISOString(),
        provider: { id: provider.id, slug: "akademia-znanie", name: "Академия Знание ЕООД" },
        requires_booking_approval: false,
        thumbnail: null,
      },
      slot: null,
      quantity: 2,
      attendees: ["Иван Петров"],
      price: 12_000,
      subtotal: 24_000,
      early_bird: false,
      expired: false,
      order_id: null,
    });
    const heldFor = Date.parse(item!.held_until) - before;
    expect(heldFor).toBeGreaterThan((cartHoldMinutes - 1) * 60_000);
    expect(heldFor).toBeLessThanOrEqual(cartHoldMinutes * 60_000 + 5_000);
    expect(body.total).toBe(24_000);
    expect(body.held_until).toBe(item!.held_until);
    expect(await cartOf(token)).toEqual(body);
    expect(await placesLeft(db(), course.id)).toBe(4);
  });

  it("adding the same course again sets the new quantity on the same item and keeps its hold's end", async () => {
    const token = await user();
    const { course } = await saleCourse(db());
    const first = cart.parse((await add(token, { course_id: course.id, quantity: 1 })).json());
    // 19 minutes later: a minute of the hold is left
    const end = new Date(Date.now() + 60_000);
    await setHeldUntil(db(), course.id, end);
    const again = cart.parse((await add(token, { course_id: course.id, quantity: 3 })).json());
    expect(again.items).toHaveLength(1);
    expect(again.items[0]!.id).toBe(first.items[0]!.id);
    expect(again.items[0]!.quantity).toBe(3);
    expect(again.items[0]!.held_until).toBe(end.toISOString());
    expect(again.total).toBe(30_000);
    expect(await heldRows(course.id)).toHaveLength(1);
    // its own earlier quantity does not count against it: 5 places, 3 held by this item, 5 asked
    expect((await add(token, { course_id: course.id, quantity: 5 })).statusCode).toBe(200);
    expect(await placesLeft(db(), course.id)).toBe(0);
  });

  it("removes an item by id; someone else's item is not found and stays", async () => {
    const [owner, other] = [await user(), await user()];
    const a = await saleCourse(db());
    const b = await saleCourse(db());
    await add(owner, { course_id: a.course.id });
    const both = cart.parse((await add(owner, { course_id: b.course.id, quantity: 2 })).json());
    expect(both.items.map((i) => i.course.id)).toEqual([a.course.id, b.course.id]);
    const [first, second] = both.items;

    const foreign = await call("DELETE", `/cart/items/${first!.id}`, other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: "cart_item_not_found", message: en("cart_item_not_found") });
    expect((await call("DELETE", `/cart/items/${crypto.randomUUID()}`, owner)).statusCode).toBe(404);
    expect((await call("DELETE", "/cart/items/not-a-uuid", owner)).statusCode).toBe(422);
    expect((await cartOf(owner)).items).toHaveLength(2);

    const removed = await call("DELETE", `/cart/items/${first!.id}`, owner);
    expect(removed.statusCode).toBe(200);
    expect(cart.parse(removed.json())).toMatchObject({ items: [{ id: second!.id }], total: 20_000 });
    expect(await placesLeft(db(), a.course.id)).toBe(5);
  });

  it("replaces all items (update cart) and clears the cart", async () => {
    const token = await user();
    const [a, b, c] = [await saleCourse(db()), await saleCourse(db()), await saleCourse(db())];
    await add(token, { course_id: a.course.id, quantity: 2 });
    const kept = cart.parse((await add(token, { course_id: b.course.id, quantity: 1 })).json()).items[1]!;

    const res = await call("PUT", "/cart", token, {
      items: [
        { course_id: c.course.id, quantity: 4, attendees: ["А. Б.", "В. Г."] },
        { course_id: b.course.id, quantity: 3 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const replaced = cart.parse(res.json());
    expect(replaced.items.map((i) => [i.course.id, i.quantity])).toEqual([
      [b.course.id, 3],
      [c.course.id, 4],
    ]);
    expect(replaced.items[0]!.id).toBe(kept.id);
    // replacing the cart does not renew the hold of an item it keeps
    expect(replaced.items[0]!.held_until).toBe(kept.held_until);
    expect(replaced.items[1]!.attendees).toEqual(["А. Б.", "В. Г."]);
    expect(replaced.total).toBe(70_000);
    expect(await placesLeft(db(), a.course.id)).toBe(5);
    expect(await placesLeft(db(), c.course.id)).toBe(1);

    // all or nothing: one item without places leaves the cart as it was
    const tooMany = await call("PUT", "/cart", token, {
      items: [
        { course_id: a.course.id, quantity: 1 },
        { course_id: b.course.id, quantity: 6 },
      ],
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      code: "no_places_left",
      errors: { "items.1.places_left": ["5"] },
    });
    expect((await cartOf(token)).items.map((i) => i.quantity)).toEqual([3, 4]);

    const cleared = await call("DELETE", "/cart", token);
    expect(cleared.statusCode).toBe(200);
    expect(cart.parse(cleared.json())).toEqual({
      items: [],
      total: 0,
      subtotal: 0,
      discount: null,
      discounts: [],
      currency: "EUR",
      held_until: null,
    });
    expect(await placesLeft(db(), c.course.id)).toBe(5);
    await add(token, { course_id: a.course.id });
    expect(cart.parse((await call("PUT", "/cart", token, { items: [] })).json()).items).toEqual([]);
  });

  it("checks quantity and attendees per field and changes nothing", async () => {
    const token = await user();
    const { course } = await saleCourse(db());
    for (const [quantity, message] of [
      [0, "field.too_small"],
      [51, "field.too_big"],
    ] as const) {
      const res = await add(token, { course_id: course.id, quantity });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        code: "validation_failed",
        message: en("validation_failed"),
        errors: { quantity: [en(message)] },
      });
    }
    const names = await add(token, {
      course_id: course.id,
      quantity: 1,
      attendees: ["Едно Име", "Второ Име"],
    });
    expect(names.statusCode).toBe(422);
    expect(names.json().errors).toEqual({ attendees: [en("field.attendees_over_quantity")] });
    const put = await call("PUT", "/cart", token, {
      items: [
        { course_id: course.id, quantity: 2, attendees: ["Едно Име", "Второ Име", "Трето Име"] },
        { course_id: course.id, quantity: 0 },
      ],
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toEqual({ "items.1.quantity": [en("field.too_small")] });
    const put2 = await call("PUT", "/cart", token, {
      items: [
        { course_id: course.id, quantity: 2, attendees: ["Едно Име", "Второ Име", "Трето Име"] },
        { course_id: course.id, quantity: 1 },
      ],
    });
    expect(put2.statusCode).toBe(422);
    expect(put2.json().errors).toEqual({
      "items.0.attendees": [en("field.attendees_over_quantity")],
      "items.1.course_id": [en("field.cart_item_repeated")],
    });
    expect(await heldRows(course.id)).toHaveLength(0);
  });

  it("sells only courses on sale: 404 when not public, 409 once sales have closed", async () => {
    const token = await user();
    const past = new Date(Date.now() - 60_000);
    const closed = [
      (await saleCourse(db(), { lastSellDate: past })).course,
      (await saleCourse(db(), { startsAt: past, lastSellDate: null })).course,
    ];
    for (const course of closed) {
      const res = await add(token, { course_id: course.id });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "sales_closed", message: en("sales_closed") });
    }
    const hidden = [
      (await saleCourse(db(), { status: "in_review" })).course,
      (await saleCourse(db(), { status: "deleted" })).course,
      { id: crypto.randomUUID() },
    ];
    const [pending] = await db().select().from(providers).where(eq(providers.slug, "uchilishte-vazhod"));
    hidden.push((await saleCourse(db(), { providerId: pending!.id })).course);
    for (const course of hidden) {
      const res = await add(token, { course_id: course.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: "course_not_found", message: en("course_not_found") });
    }
    expect((await cartOf(token)).items).toEqual([]);
  });

  it("a bookable course needs one of its own slots that has not started; other courses take none", async () => {
    const token = await user();
    const bookable = await saleCourse(db(), {}, [
      { inHours: 48, capacity: 2 },
      { inHours: -1, capacity: 2 },
    ]);
    const other = await saleCourse(db(), {}, [{ inHours: 72, capacity: 2 }]);
    const plain = await saleCourse(db());
    const slotError = async (body: object, key: string) => {
      const res = await add(token, body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ slot_id: [en(key)] });
    };
    await slotError({ course_id: bookable.course.id }, "field.slot_required");
    await slotError({ course_id: bookable.course.id, slot_id: other.slots[0]!.id }, "field.slot_required");
    await slotError({ course_id: plain.course.id, slot_id: bookable.slots[0]!.id }, "field.slot_not_allowed");
    const started = await add(token, { course_id: bookable.course.id, slot_id: bookable.slots[1]!.id });
    expect(started.statusCode).toBe(409);
    expect(started.json().code).toBe("sales_closed");

    const slot = bookable.slots[0]!;
    const res = await add(token, { course_id: bookable.course.id, slot_id: slot.id, quantity: 2 });
    expect(res.statusCode).toBe(200);
    expect(cart.parse(res.json()).items[0]!.slot).toEqual({
      id: slot.id,
      starts_at: slot.startsAt.toISOString(),
      ends_at: slot.endsAt.toISOString(),
    });
    // the slot's capacity counts: 2 places, both held
    const full = await add(await user(), { course_id: bookable.course.id, slot_id: slot.id });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({ code: "no_places_left", errors: { places_left: ["0"] } });
    expect(await placesLeft(db(), bookable.course.id, slot.id)).toBe(0);
  });

  it("no more places than capacity; an expired hold frees them for others and its item says so", async () => {
    const [first, second] = [await user(), await user()];
    const { course } = await saleCourse(db(), { capacity: 3, soldCount: 1 });
    expect((await add(first, { course_id: course.id, quantity: 2 })).statusCode).toBe(200);
    const refused = await add(second, { course_id: course.id, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "no_places_left",
      message: "There are not enough places left on this course",
      errors: { places_left: ["0"] },
    });
    expect((await cartOf(second)).items).toEqual([]);

    await expireHolds(db(), course.id);
    const mine = await cartOf(first);
    expect(mine.items).toMatchObject([{ quantity: 2, expired: true }]);
    expect(mine.total).toBe(0);
    expect(mine.held_until).toBeNull();

    expect((await add(second, { course_id: course.id, quantity: 2 })).statusCode).toBe(200);
    // the first user's expired item stays listed; taking it again needs places that are gone now
    const again = await add(first, { course_id: course.id, quantity: 1 });
    expect(again.statusCode).toBe(409);
    expect((await cartOf(first)).items).toMatchObject([{ expired: true }]);
    await call("DELETE", "/cart", second);
    const renewed = cart.parse((await add(first, { course_id: course.id, quantity: 1 })).json());
    expect(renewed.items).toMatchObject([{ quantity: 1, expired: false }]);
    expect(renewed.total).toBe(10_000);
  });

  it("prices a place at the early-bird price until its Sofia date, inclusive, and at the price after", async () => {
    const token = await user();
    const { course } = await saleCourse(db(), {
      price: 20_000,
      earlyBirdPrice: 15_000,
      earlyBirdUntil: todayInSofia(),
    });
    const early = cart.parse((await add(token, { course_id: course.id, quantity: 2 })).json());
    expect(early.items[0]).toMatchObject({ price: 15_000, subtotal: 30_000, early_bird: true });
    expect(early.total).toBe(30_000);
    await db()
      .update(courses)
      .set({ earlyBirdUntil: inDays(-1) })
      .where(eq(courses.id, course.id));
    const late = await cartOf(token);
    expect(late.items[0]).toMatchObject({ price: 20_000, subtotal: 40_000, early_bird: false });
    expect(late.total).toBe(40_000);
  });

  it("the course page's places left drop while held and come back when the hold expires", async () => {
    const token = await user();
    const { course } = await saleCourse(db(), { capacity: 8, soldCount: 2 });
    const page = async () => courseDetail.parse((await call("GET", `/courses/${course.slug}`, null)).json());
    expect((await page()).places_left).toBe(6);
    await add(token, { course_id: course.id, quantity: 4 });
    expect((await page()).places_left).toBe(2);
    await expireHolds(db(), course.id);
    // holds run out with time, not with a write: the public cache keeps the page for its seconds at most
    expect((await page()).places_left).toBe(2);
    t.app.publicCache.clear();
    expect((await page()).places_left).toBe(6);

    const bookable = await saleCourse(db(), {}, [
      { inHours: 30, capacity: 4 },
      { inHours: 40, capacity: 3 },
    ]);
    const [s1, s2] = bookable.slots;
    await add(token, { course_id: bookable.course.id, slot_id: s1!.id, quantity: 3 });
    const slotsOf = async () =>
      courseDetail.parse((await call("GET", `/courses/${bookable.course.slug}`, null)).json()).slots;
    expect((await slotsOf()).map((s) => [s.id, s.places_left])).toEqual([
      [s1!.id, 1],
      [s2!.id, 3],
    ]);
    await expireHolds(db(), bookable.course.id);
    t.app.publicCache.clear();
    expect((await slotsOf()).map((s) => s.places_left)).toEqual([4, 3]);
  });

  it("a bookable course's places are those of its slots ahead: a sold or held slot counts, its own capacity not", async () => {
    const token = await user();
    const { course, slots } = await saleCourse(db(), { capacity: 8 }, [
      { inHours: -2, capacity: 3 },
      { inHours: 30, capacity: 1 },
      { inHours: 40, capacity: 1 },
      { inHours: 50, capacity: 2 },
    ]);
    const [, sold, held] = slots;
    // a paid order counts its places on the slot (orders.repository), not on the course
    await db().update(courseSlots).set({ soldCount: 1 }).where(eq(courseSlots.id, sold!.id));
    await add(token, { course_id: course.id, slot_id: held!.id });
    const page = courseDetail.parse((await call("GET", `/courses/${course.slug}`, null)).json());
    expect([page.places_left, page.capacity]).toEqual([2, 4]);
    expect(page.slots.map((s) => s.places_left)).toEqual([3, 0, 0, 2]);
  });

  it("a changed cart unlinks its items from the order awaiting payment", async () => {
    const { token } = await signUp(t.app);
    const me = await t.app.inject({ url: "/api/v1/user", headers: { authorization: `Bearer ${token}` } });
    const userId = me.json().id as string;
    const { course } = await saleCourse(db());
    const other = await saleCourse(db());
    await add(token, { course_id: course.id });
    const [order] = await db()
      .insert(orders)
      .values({ number: `K-T${Date.now()}`, userId, status: "awaiting_payment", total: 10_000, billing: {} })
      .returning();
    await db().update(cartItems).set({ orderId: order!.id }).where(eq(cartItems.userId, userId));
    expect((await cartOf(token)).items[0]!.order_id).toBe(order!.id);
    const changed = cart.parse((await add(token, { course_id: other.course.id })).json());
    expect(changed.items.map((i) => i.order_id)).toEqual([null, null]);
    const linked = await db()
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.orderId, order!.id)));
    expect(linked).toHaveLength(0);
  });

  it("documents the cart's routes in OpenAPI", async () => {
    const doc = (await t.app.inject({ url: "/api/v1/docs/json" })).json();
    for (const [path, method] of [
      ["/api/v1/cart", "get"],
      ["/api/v1/cart", "put"],
      ["/api/v1/cart", "delete"],
      ["/api/v1/cart/items", "post"],
      ["/api/v1/cart/items/{id}", "delete"],
    ] as const) {
      expect(doc.paths[path]?.[method]?.tags, `${method} ${path}`).toEqual(["cart"]);
      expect(doc.paths[path][method].summary).toBeTruthy();
    }
    // a learner's demo account works too
    expect((await call("GET", "/cart", await signInDemo(t.app, "learner@example.com"))).statusCode).toBe(200);
  });
});
