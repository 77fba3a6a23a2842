import {
  courseListResponse,
  homeResponse,
  ownCourseList,
  promotion,
  promotionPage,
  promotionPayment,
} from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promotions } from "../../db/schema/index";
import { enableSimulatedClock, setClockOffset } from "../../platform/clock";
import { apiCaller, signInDemo } from "../../test/accounts";
import { completeCourse, courseRefs, inDays, pendingProvider } from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";
import { markPromotionPaid } from "./promotions.service";

describe("course promotions", () => {
  let t: TestApp;
  let provider: string;
  let courseIds: string[];
  beforeAll(async () => {
    t = await createTestApp();
    provider = await signInDemo(t.app, "provider@example.com");
    const list = ownCourseList.parse(
      (await call("GET", "/provider/courses?status=approved", provider)).json(),
    );
    // courses without the demo promotions, so that only this file's promotions can overlap
    const seeded = new Set((await t.database.db.select().from(promotions)).map((p) => p.courseId));
    courseIds = list.data.map((c) => c.id).filter((id) => !seeded.has(id));
    expect(courseIds.length).toBeGreaterThanOrEqual(6);
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const expectRefused = async (res: Awaited<ReturnType<typeof call>>, status: number, code: string) => {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().code).toBe(code);
  };
  const promote = (courseId: string, from: number, to: number) =>
    call("POST", `/provider/courses/${courseId}/promotions`, provider, {
      date_from: inDays(from),
      date_to: inDays(to),
    });

  it("prices a promotion at 2.99 лв. a day converted, 1.53 €, both ends included, awaiting payment", async () => {
    const res = await promote(courseIds[0]!, 1, 10);
    expect(res.statusCode, res.body).toBe(201);
    expect(promotion.parse(res.json())).toMatchObject({
      course_id: courseIds[0],
      date_from: inDays(1),
      date_to: inDays(10),
      total_days: 10,
      amount: 1530,
      currency: "EUR",
      price_per_day: 153,
      status: "awaiting_payment",
      paid_at: null,
    });
    const one = promotion.parse((await promote(courseIds[1]!, 0, 0)).json());
    expect(one).toMatchObject({ total_days: 1, amount: 153, date_from: inDays(0) });
    const mine = promotionPage.parse((await call("GET", "/provider/promotions", provider)).json());
    expect(mine.data.slice(0, 2).map((p) => p.id)).toEqual([one.id, res.json().id]);
    const ofCourse = await call("GET", `/provider/courses/${courseIds[0]}/promotions`, provider);
    expect(ofCourse.json().data.map((p: { id: string }) => p.id)).toEqual([res.json().id]);
  });

  it("refuses bad dates, overlaps, courses not approved and other providers' courses", async () => {
    const id = courseIds[2]!;
    const fieldError = async (body: object, field: string, message: string) => {
      const res = await call("POST", `/provider/courses/${id}/promotions`, provider, body);
      await expectRefused(res, 422, "fill_all_fields");
      expect(res.json().errors[field]).toEqual([message]);
    };
    await fieldError({ date_from: "2027-02-30", date_to: inDays(3) }, "date_from", "Invalid date");
    await fieldError(
      { date_from: inDays(-1), date_to: inDays(3) },
      "date_from",
      "The date cannot be in the past",
    );
    await fieldError(
      { date_from: inDays(5), date_to: inDays(4) },
      "date_to",
      "The end date cannot be before the start date",
    );
    await fieldError(
      { date_from: inDays(1), date_to: inDays(366) },
      "date_to",
      "A promotion can last at most 365 days",
    );
    expect((await promote(id, 1, 365)).json().total_days).toBe(365);
    await expectRefused(await promote(id, 365, 370), 409, "promotion_overlaps");

    const draft = await completeCourse(t.app, provider, await courseRefs(t.database.db));
    await expectRefused(await promote(draft.id, 1, 2), 409, "course_not_approved");
    const other = (await pendingProvider(t.app, "Чужда Школа")).token;
    const stolen = await call("POST", `/provider/courses/${id}/promotions`, other, {
      date_from: inDays(1),
      date_to: inDays(2),
    });
    await expectRefused(stolen, 404, "course_not_found");
    const learner = await signInDemo(t.app, "learner@example.com");
    expect((await call("GET", "/provider/promotions", learner)).statusCode).toBe(403);
  });

  it("cancels a promotion awaiting payment, frees its days, and never a paid one", async () => {
    const id = courseIds[3]!;
    const first = promotion.parse((await promote(id, 2, 4)).json());
    await expectRefused(await promote(id, 4, 6), 409, "promotion_overlaps");
    const canceled = await call("DELETE", `/provider/promotions/${first.id}`, provider);
    expect(canceled.statusCode).toBe(200);
    expect(promotion.parse(canceled.json()).status).toBe("canceled");
    const second = promotion.parse((await promote(id, 4, 6)).json());
    await markPromotionPaid(t.database.db, second.id, "pi_test_1");
    await expectRefused(
      await call("DELETE", `/provider/promotions/${second.id}`, provider),
      409,
      "promotion_paid",
    );
    await expectRefused(await promote(id, 6, 8), 409, "promotion_overlaps");
    const other = (await pendingProvider(t.app, "Трета Школа")).token;
    await expectRefused(await call("DELETE", `/provider/promotions/${second.id}`, other), 404, "not_found");
    await expect(markPromotionPaid(t.database.db, first.id, "pi_test_2")).rejects.toMatchObject({
      code: "promotion_canceled",
    });
  });

  it("marks a promotion paid once: a second call changes nothing", async () => {
    const created = promotion.parse((await promote(courseIds[4]!, 3, 5)).json());
    const paid = await markPromotionPaid(t.database.db, created.id, "pi_once");
    expect(paid).toMatchObject({ status: "paid", amount: 459 });
    expect(paid.paid_at).toBeTruthy();
    const again = await markPromotionPaid(t.database.db, created.id, "pi_other");
    expect(again).toEqual(paid);
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, created.id));
    expect(row?.paymentIntentId).toBe("pi_once");
  });

  it("puts courses with a paid promotion running today on the home page and first in the hot sort", async () => {
    const id = courseIds[5]!;
    const created = promotion.parse((await promote(id, 0, 2)).json());
    // promotions are paid by webhook and start at midnight; here they change in the database, so each
    // read empties the public cache first, as a webhook's write or the cache's seconds would
    const fresh = () => t.app.publicCache.clear();
    const home = async () => {
      fresh();
      return homeResponse.parse((await call("GET", "/home", null)).json());
    };
    const hot = async () => {
      fresh();
      return courseListResponse.parse((await call("GET", "/courses?sort=hot", null)).json());
    };
    // awaiting payment is not promoted
    expect((await home()).promoted_courses.some((c) => c.id === id)).toBe(false);
    await markPromotionPaid(t.database.db, created.id, "pi_home");
    const promoted = (await home()).promoted_courses;
    // bookable courses lead the promoted list (CATALOGUE-BOOKABLE-FIRST), so only membership is fixed here
    expect(promoted.map((c) => c.id)).toContain(id);
    expect(promoted.length).toBeLessThanOrEqual(8);
    const running = await t.database.db.select().from(promotions).where(eq(promotions.status, "paid"));
    const today = inDays(0);
    const runningIds = new Set(
      running.filter((p) => p.dateFrom <= today && p.dateTo >= today).map((p) => p.courseId),
    );
    expect(new Set(promoted.map((c) => c.id))).toEqual(runningIds);
    const sorted = (await hot()).courses;
    expect(new Set(sorted.slice(0, runningIds.size).map((c) => c.id))).toEqual(runningIds);
    const rest = sorted.slice(runningIds.size).map((c) => c.rating_count);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
    // a promotion that starts tomorrow is not running yet
    await t.database.db
      .update(promotions)
      .set({ dateFrom: inDays(1) })
      .where(eq(promotions.id, created.id));
    expect((await home()).promoted_courses.some((c) => c.id === id)).toBe(false);
    expect((await hot()).courses.slice(0, runningIds.size - 1).some((c) => c.id === id)).toBe(false);
  });

  it("starts and ends a promotion by the business clock, so a simulated clock can try it", async () => {
    const id = courseIds[1]!;
    const created = promotion.parse((await promote(id, 50, 51)).json());
    await markPromotionPaid(t.database.db, created.id, "pi_clock");
    const day = 86_400_000;
    const isPromoted = async () => {
      t.app.publicCache.clear();
      const home = homeResponse.parse((await call("GET", "/home", null)).json());
      return home.promoted_courses.some((c) => c.id === id);
    };
    expect(await isPromoted()).toBe(false);
    enableSimulatedClock(true);
    try {
      // half days keep the Sofia date inside (or past) the promotion whatever the hour of the run
      setClockOffset(50.5 * day);
      expect(await isPromoted()).toBe(true);
      t.app.publicCache.clear();
      const hot = courseListResponse.parse((await call("GET", "/courses?sort=hot", null)).json());
      expect(hot.courses.slice(0, 8).some((c) => c.id === id)).toBe(true);
      // a day before the business clock's today is in the past, though not on the calendar
      const past = await promote(courseIds[4]!, 20, 20);
      await expectRefused(past, 422, "fill_all_fields");
      setClockOffset(52.5 * day);
      expect(await isPromoted()).toBe(false);
    } finally {
      enableSimulatedClock(false);
    }
  });

  it("is paid by card through the same gateway as orders: a declined card leaves it waiting, 4242 pays it", async () => {
    const created = promotion.parse((await promote(courseIds[0]!, 40, 42)).json());
    const card = (number: string) => ({
      number,
      cvc: "123",
      exp_month: 12,
      exp_year: 2030,
      name: "VLADIMIR",
    });
    const other = (await pendingProvider(t.app, "Чужда Школа")).token;
    await expectRefused(
      await call("POST", `/provider/promotions/${created.id}/pay`, other),
      404,
      "not_found",
    );

    const opened = await call("POST", `/provider/promotions/${created.id}/pay`, provider);
    expect(opened.statusCode, opened.body).toBe(200);
    const pay = promotionPayment.parse(opened.json());
    expect(pay).toMatchObject({ promotion_id: created.id, amount: 459, gateway: "sandbox" });
    // asking again opens the same payment
    expect(
      promotionPayment.parse((await call("POST", `/provider/promotions/${created.id}/pay`, provider)).json())
        .secret,
    ).toBe(pay.secret);

    const declined = await call("POST", "/payments/sandbox/confirm", null, {
      secret: pay.secret,
      card: card("4000000000000002"),
    });
    expect(declined.statusCode).toBe(402);
    const waiting = promotionPage.parse((await call("GET", "/provider/promotions", provider)).json());
    expect(waiting.data.find((p) => p.id === created.id)?.status).toBe("awaiting_payment");

    const paid = await call("POST", "/payments/sandbox/confirm", null, {
      secret: pay.secret,
      card: card("4242424242424242"),
    });
    expect(paid.json().status).toBe("succeeded");
    const after = promotionPage.parse((await call("GET", "/provider/promotions", provider)).json());
    expect(after.data.find((p) => p.id === created.id)).toMatchObject({ status: "paid" });
    await expectRefused(
      await call("POST", `/provider/promotions/${created.id}/pay`, provider),
      409,
      "promotion_paid",
    );
  });
});
