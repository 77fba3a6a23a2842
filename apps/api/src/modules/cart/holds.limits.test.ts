import { cart, cartHoldMinutes } from "@kursove/contracts";
import { holdLimitDefaults } from "@kursove/contracts/constants";
import { translate } from "@kursove/i18n";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import { apiCaller, signUp } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { placesLeft } from "../seats/holds";
import { saleCourse, setHeldUntil, verifyAddress } from "./cart.fixtures";
import { addItem, replaceCart } from "./cart.service";

const en = (key: string) => translate("en", key);
const bg = (key: string) => translate("bg", key);

/**
 * Place hoarding (found by an attacker test): one account held 40 places of a course and renewed the
 * holds forever with PUT /cart, so everyone else got "no places left". A hold now ends 20 minutes after
 * it was placed, and a buyer holds at most HOLD_LIMIT_PER_BOOKING places of one course (or hour),
 * HOLD_LIMIT_PER_BUYER in all, and HOLD_LIMIT_UNVERIFIED in all until their email is verified.
 */
describe("holds cannot hoard places: their 20 minutes and the buyer's caps", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const db = () => t.database.db;
  const buyer = async (verified = true) => {
    const { token, body } = await signUp(t.app);
    const email = body.email as string;
    const id = verified
      ? await verifyAddress(db(), email)
      : (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    return { token, id };
  };
  const add = (token: string, body: object) => call("POST", "/cart/items", token, body);
  const replace = (token: string, items: object[]) => call("PUT", "/cart", token, { items });
  const cartOf = async (token: string) => cart.parse((await call("GET", "/cart", token)).json());
  const inBulgarian = (token: string, body: object) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/cart/items",
      headers: { authorization: `Bearer ${token}`, "content-language": "bg" },
      payload: body,
    });

  it("a hold ends 20 minutes after it was placed: adding the course again or replacing the cart never moves it", async () => {
    const hoarder = await buyer();
    const rival = await buyer();
    const { course } = await saleCourse(db(), { capacity: 3 });
    expect((await add(hoarder.token, { course_id: course.id, quantity: 3 })).statusCode).toBe(200);

    // 19 minutes later: one minute of the hold is left
    const end = new Date(Date.now() + 60_000);
    await setHeldUntil(db(), course.id, end);
    const again = cart.parse((await add(hoarder.token, { course_id: course.id, quantity: 2 })).json());
    expect(again.items).toMatchObject([{ quantity: 2, held_until: end.toISOString() }]);
    const replaced = await replace(hoarder.token, [{ course_id: course.id, quantity: 3 }]);
    expect(replaced.statusCode).toBe(200);
    expect(cart.parse(replaced.json()).items).toMatchObject([{ quantity: 3, held_until: end.toISOString() }]);
    expect((await add(rival.token, { course_id: course.id })).statusCode).toBe(409);

    // the minute passes: the places are free for someone else, whatever the hoarder sent meanwhile
    await setHeldUntil(db(), course.id, new Date(Date.now() - 1000));
    expect(await placesLeft(db(), course.id)).toBe(3);
    expect((await add(rival.token, { course_id: course.id, quantity: 3 })).statusCode).toBe(200);
    const late = await replace(hoarder.token, [{ course_id: course.id, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("no_places_left");
    expect(await placesLeft(db(), course.id)).toBe(0);

    // an expired item added again once places are free is a new hold, of 20 minutes from now
    await call("DELETE", "/cart", rival.token);
    const before = Date.now();
    const fresh = cart.parse((await add(hoarder.token, { course_id: course.id, quantity: 1 })).json());
    expect(fresh.items).toMatchObject([{ quantity: 1, expired: false }]);
    const heldFor = Date.parse(fresh.items[0]!.held_until) - before;
    expect(heldFor).toBeGreaterThan((cartHoldMinutes - 1) * 60_000);
    expect(heldFor).toBeLessThanOrEqual(cartHoldMinutes * 60_000 + 5_000);
  });

  it("one buyer holds at most 10 places of one course or hour, whatever its capacity: 422 naming the cap", async () => {
    const { token } = await buyer();
    const rival = await buyer();
    const { course } = await saleCourse(db(), { capacity: 40 });
    const tooMany = await add(token, { course_id: course.id, quantity: 11 });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toEqual({
      code: "hold_limit_per_booking",
      message: en("hold_limit_per_booking"),
      errors: { max_places: ["10"] },
    });
    const bgAnswer = await inBulgarian(token, { course_id: course.id, quantity: 11 });
    expect(bgAnswer.json().message).toBe(
      "Поискахте повече места за един курс (или час), отколкото един купувач може да запази",
    );
    expect((await add(token, { course_id: course.id, quantity: 10 })).statusCode).toBe(200);
    // replacing the cart is held to the same cap, all or nothing
    const put = await replace(token, [{ course_id: course.id, quantity: 12 }]);
    expect(put.statusCode).toBe(422);
    expect(put.json()).toMatchObject({
      code: "hold_limit_per_booking",
      errors: { "items.0.max_places": ["10"] },
    });
    expect((await cartOf(token)).items.map((i) => i.quantity)).toEqual([10]);
    // the other 30 places stay free for someone else
    expect(await placesLeft(db(), course.id)).toBe(30);
    expect((await add(rival.token, { course_id: course.id, quantity: 10 })).statusCode).toBe(200);
    expect(await placesLeft(db(), course.id)).toBe(20);

    // an hour of a bookable course too
    const bookable = await saleCourse(db(), {}, [{ inHours: 48, capacity: 20 }]);
    const slot = bookable.slots[0]!;
    const hour = await add(token, { course_id: bookable.course.id, slot_id: slot.id, quantity: 11 });
    expect(hour.statusCode).toBe(422);
    expect(hour.json().code).toBe("hold_limit_per_booking");
    expect(await placesLeft(db(), bookable.course.id, slot.id)).toBe(20);
  });

  it("one buyer holds at most 30 places in all: 409 naming the cap, and the places stay free for others", async () => {
    const hoarder = await buyer();
    const rival = await buyer();
    const course = async () => (await saleCourse(db(), { capacity: 20 })).course;
    const [a, b, c, d] = [await course(), await course(), await course(), await course()] as const;
    const courses = [a, b, c, d];
    for (const course of [a, b, c])
      expect((await add(hoarder.token, { course_id: course.id, quantity: 10 })).statusCode).toBe(200);
    const over = await add(hoarder.token, { course_id: d.id, quantity: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: "hold_limit_per_buyer",
      message: en("hold_limit_per_buyer"),
      errors: { max_places: ["30"] },
    });
    expect((await inBulgarian(hoarder.token, { course_id: d.id })).json().message).toBe(
      bg("hold_limit_per_buyer"),
    );
    // a bigger cart in one go is refused too, and the cart stays as it was
    const put = await replace(
      hoarder.token,
      courses.map((course) => ({ course_id: course.id, quantity: 8 })),
    );
    expect(put.statusCode).toBe(409);
    expect(put.json().code).toBe("hold_limit_per_buyer");
    expect((await cartOf(hoarder.token)).items.map((i) => i.quantity)).toEqual([10, 10, 10]);
    expect(await placesLeft(db(), d.id)).toBe(20);
    expect((await add(rival.token, { course_id: d.id, quantity: 10 })).statusCode).toBe(200);

    // fewer places of a course make room; an expired hold no longer counts
    expect((await add(hoarder.token, { course_id: a.id, quantity: 5 })).statusCode).toBe(200);
    expect((await add(hoarder.token, { course_id: d.id, quantity: 5 })).statusCode).toBe(200);
    expect((await add(hoarder.token, { course_id: d.id, quantity: 6 })).statusCode).toBe(409);
    await setHeldUntil(db(), b.id, new Date(Date.now() - 1000));
    expect((await add(hoarder.token, { course_id: d.id, quantity: 10 })).statusCode).toBe(200);
    expect(await placesLeft(db(), d.id)).toBe(0);
  });

  it("a buyer whose email is not verified holds at most 2 places in all, until it is verified", async () => {
    const unverified = await buyer(false);
    const [first, second] = [await saleCourse(db()), await saleCourse(db())];
    expect((await add(unverified.token, { course_id: first.course.id, quantity: 2 })).statusCode).toBe(200);
    const more = await add(unverified.token, { course_id: second.course.id, quantity: 1 });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({
      code: "hold_limit_unverified",
      message: en("hold_limit_unverified"),
      errors: { max_places: ["2"] },
    });
    expect((await inBulgarian(unverified.token, { course_id: second.course.id })).json().message).toBe(
      "Докато имейл адресът Ви не е потвърден, можете да запазите само няколко места общо. Потвърдете го чрез връзката, която Ви изпратихме",
    );
    const bigger = await add(unverified.token, { course_id: first.course.id, quantity: 3 });
    expect(bigger.json().code).toBe("hold_limit_unverified");
    const put = await replace(unverified.token, [
      { course_id: first.course.id, quantity: 1 },
      { course_id: second.course.id, quantity: 2 },
    ]);
    expect(put.statusCode).toBe(409);
    // the places stay free for others: 5 on sale, 2 held
    expect(await placesLeft(db(), first.course.id)).toBe(3);
    expect(await placesLeft(db(), second.course.id)).toBe(5);

    await db().update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, unverified.id));
    expect((await add(unverified.token, { course_id: second.course.id, quantity: 3 })).statusCode).toBe(200);
    expect(await placesLeft(db(), second.course.id)).toBe(2);
  });

  it("the caps are settings: the cart applies the limits it is given", async () => {
    expect(holdLimitDefaults).toEqual({ perBooking: 10, perBuyer: 30, unverified: 2 });
    const limits = { perBooking: 3, perBuyer: 4, unverified: 1 };
    const deps = { db: db(), locale: "en" as const, limits, currency: "EUR" as const };
    const verified = await buyer();
    const unverified = await buyer(false);
    const { course } = await saleCourse(db(), { capacity: 20 });
    const other = (await saleCourse(db(), { capacity: 20 })).course;
    const refusal = (promise: Promise<unknown>) =>
      promise.then(
        () => null,
        (error: unknown) => (error instanceof AppError ? [error.code, error.fieldErrors] : error),
      );
    expect(await refusal(addItem(deps, verified.id, { course_id: course.id, quantity: 4 }))).toEqual([
      "hold_limit_per_booking",
      { max_places: ["3"] },
    ]);
    await addItem(deps, verified.id, { course_id: course.id, quantity: 3 });
    expect(await refusal(addItem(deps, verified.id, { course_id: other.id, quantity: 2 }))).toEqual([
      "hold_limit_per_buyer",
      { max_places: ["4"] },
    ]);
    expect(
      await refusal(
        replaceCart(deps, unverified.id, { items: [{ course_id: other.id, quantity: 2, slot_id: null }] }),
      ),
    ).toEqual(["hold_limit_unverified", { max_places: ["1"] }]);
    expect(await placesLeft(db(), course.id)).toBe(17);
    expect(await placesLeft(db(), other.id)).toBe(20);
  });
});
