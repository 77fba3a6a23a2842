import { providerOverview } from "@kursove/contracts";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, queryRows } from "../../db/client";
import { courses, orderItems, providers } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";

const day = 86_400_000;

describe("the provider's overview (GET /provider/overview)", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let own: string;
  let other: string;
  let ownId: string;
  let otherId: string;
  const overview = async (token: string) => {
    const res = await call("GET", "/provider/overview", token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return providerOverview.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    own = await signInDemo(t.app, "provider@example.com");
    other = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
    const bySlug = async (slug: string) =>
      (await db.select().from(providers).where(eq(providers.slug, slug)))[0]!.id;
    ownId = await bySlug("akademia-znanie");
    otherId = await bySlug("digitalen-kampus");
  });
  afterAll(() => t.close());

  it("adds a sale to the seller's week and chart only, never to another provider's", async () => {
    const [course] = (
      await db
        .select()
        .from(courses)
        .where(and(eq(courses.providerId, ownId), eq(courses.status, "approved"), gt(courses.capacity, 5)))
    ).filter((c) => !c.types.includes("on_demand") && c.capacity - c.soldCount > 2);
    await db
      .update(courses)
      .set({
        startsAt: new Date(Date.now() + 10 * day),
        endsAt: new Date(Date.now() + 11 * day),
        lastSellDate: null,
        requiresBookingApproval: false,
      })
      .where(eq(courses.id, course!.id));
    // taken once the course is dated ten days ahead, whichever course the unordered read above gave
    const [ownBefore, otherBefore] = [await overview(own), await overview(other)];
    expect(ownBefore.weekly_sales).toHaveLength(8);
    expect(ownBefore.weekly_sales.at(-1)!.from).toBe(ownBefore.week.from);
    expect(new Date(`${ownBefore.week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(ownBefore.week.from <= ownBefore.today && ownBefore.today <= ownBefore.week.to).toBe(true);
    const learner = await signInDemo(t.app, "learner37@example.com");
    const { order_id } = await payForCourses(call, learner, [{ id: course!.id, quantity: 2 }]);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.orderId, order_id));

    const ownAfter = await overview(own);
    expect(ownAfter.week.sales).toBe(ownBefore.week.sales + item!.total);
    expect(ownAfter.week.orders).toBe(ownBefore.week.orders + 1);
    expect(ownAfter.week.net).toBeGreaterThan(ownBefore.week.net);
    expect(ownAfter.week.net).toBeLessThan(ownBefore.week.net + item!.total);
    expect(ownAfter.weekly_sales.at(-1)!.sales).toBe(ownAfter.week.sales);
    // owed later: the claims window of a course in ten days is still open
    expect(ownAfter.payouts.upcoming_amount - ownBefore.payouts.upcoming_amount).toBe(
      ownAfter.week.net - ownBefore.week.net,
    );
    const placesOf = (o: typeof ownAfter) => o.places.courses.find((c) => c.id === course!.id);
    expect(placesOf(ownAfter)?.places_left).toBe((placesOf(ownBefore)?.places_left ?? 0) - 2);
    expect(ownAfter.places.places_left).toBe(ownBefore.places.places_left - 2);

    expect(await overview(other)).toEqual(otherBefore);
  });

  it("counts what waits for the provider and lists its own next sessions and courses, soonest first", async () => {
    const board = await overview(own);
    const [counts] = await queryRows<{ bookings: number; requests: number }>(
      db,
      sql`select
        (select count(*)::int from order_items i join orders o on o.id = i.order_id
          where i.provider_id = ${ownId} and i.booking_status = 'awaiting_approval'
            and o.status in ('paid', 'partially_refunded', 'completed', 'refunding', 'refunded')) as bookings,
        (select count(*)::int from refund_requests where provider_id = ${ownId} and status = 'pending') as requests`,
    );
    expect(board.waiting).toEqual({ bookings: counts!.bookings, refund_requests: counts!.requests });

    expect(board.next_sessions.length).toBeGreaterThan(0);
    expect(board.next_sessions.length).toBeLessThanOrEqual(5);
    const starts = board.next_sessions.map((s) => s.starts_at);
    expect(starts).toEqual([...starts].sort());
    expect(board.next_sessions.every((s) => Date.parse(s.ends_at) > Date.now())).toBe(true);
    const ids = [
      ...new Set(
        [...board.next_sessions, ...board.places.courses.map((c) => ({ course: c }))].map((s) => s.course.id),
      ),
    ];
    const owners = await db
      .select({ providerId: courses.providerId })
      .from(courses)
      .where(inArray(courses.id, ids));
    expect(owners.every((o) => o.providerId === ownId)).toBe(true);

    expect(board.places.courses.length).toBeLessThanOrEqual(5);
    expect(board.places.places_left).toBeLessThanOrEqual(board.places.capacity);
    expect(board.places.courses.every((c) => c.places_left >= 0 && c.places_left <= c.capacity)).toBe(true);

    // the other provider's board holds none of these courses
    const theirs = await overview(other);
    const theirIds = [
      ...theirs.next_sessions.map((s) => s.course.id),
      ...theirs.places.courses.map((c) => c.id),
    ];
    const theirOwners = await db
      .select({ providerId: courses.providerId })
      .from(courses)
      .where(inArray(courses.id, theirIds));
    expect(theirOwners.every((o) => o.providerId === otherId)).toBe(true);
  });

  it("is for providers only, and documented in the OpenAPI", async () => {
    expect((await call("GET", "/provider/overview", null)).statusCode).toBe(401);
    const learner = await signInDemo(t.app, "learner@example.com");
    expect((await call("GET", "/provider/overview", learner)).statusCode).toBe(403);
    const docs = await t.app.inject({ method: "GET", url: "/api/v1/docs/json" });
    expect(Object.keys(docs.json().paths)).toContain("/api/v1/provider/overview");
  });
});
