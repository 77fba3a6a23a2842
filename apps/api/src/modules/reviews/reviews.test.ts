import { managedReviewPage, myCourseReview, ownReview, userReviewsResponse } from "@kursove/contracts";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { courseSessions, courses, notifications, providers, reviews, users } from "../../db/schema/index";
import { refreshRatingAggregates } from "../../db/seed/seed";
import { apiCaller, signInDemo, signUp } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { ratingAggregates } from "./reviews.fixtures";

type Card = {
  id: string;
  slug: string;
  rating: number;
  rating_count: number;
  places_left: number;
  timing: string;
  types: string[];
};

describe("rating courses, provider answers and hidden reviews", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let learner: { token: string; email: string; id: string };
  let providerToken: string;
  let adminToken: string;
  /** a course of provider@example.com the learner bought; `later` is a second one that has not started */
  let course: Card & { providerId: string };
  let later: Card;

  const body = (overall = 5, extra: object = {}) => ({
    ratings: { content: 4, outcomes: 5 },
    overall,
    recommend: true,
    suggestions: "Повече упражнения",
    other_courses_wanted: "Напреднал курс",
    comment: "Много полезен курс",
    ...extra,
  });
  const rate = (courseId: string, payload: object, token = learner.token) =>
    call("POST", `/courses/${courseId}/reviews`, token, payload);
  const aggregates = (courseId: string) => ratingAggregates(db, courseId);
  /** moves a course's sessions (and its dates) into the past, so it has started */
  const startCourse = async (courseId: string) => {
    await db
      .update(courseSessions)
      .set({
        startsAt: sql`${courseSessions.startsAt} - interval '400 days'`,
        endsAt: sql`${courseSessions.endsAt} - interval '400 days'`,
      })
      .where(eq(courseSessions.courseId, courseId));
    await db
      .update(courses)
      .set({
        startsAt: sql`${courses.startsAt} - interval '400 days'`,
        endsAt: sql`${courses.endsAt} - interval '400 days'`,
      })
      .where(eq(courses.id, courseId));
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    providerToken = await signInDemo(t.app, "provider@example.com");
    adminToken = await signInDemo(t.app, "admin@example.com");
    const [own] = await db
      .select({ id: providers.id, slug: providers.slug })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.ownerUserId))
      .where(eq(users.email, "provider@example.com"));
    const list = (await call("GET", `/courses?provider=${own!.slug}&sort=newest`, null)).json();
    const onSale = (list.courses as Card[]).filter(
      (c) => c.places_left > 2 && c.timing === "future" && !c.types.includes("on_demand"),
    );
    expect(onSale.length).toBeGreaterThanOrEqual(2);
    course = { ...onSale[0]!, providerId: own!.id };
    later = onSale[1]!;
    await db.update(courses).set({ requiresBookingApproval: false }).where(eq(courses.providerId, own!.id));

    const signed = await signUp(t.app);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, signed.body.email));
    const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, signed.body.email));
    learner = { token: signed.token, email: signed.body.email, id: me!.id };
    await payForCourses(call, learner.token, [
      { id: course.id, quantity: 1 },
      { id: later.id, quantity: 1 },
    ]);
  });
  afterAll(() => t.close());

  it("refuses visitors, unverified addresses, non-buyers and courses not started yet", async () => {
    expect((await rate(course.id, body(), "")).statusCode).toBe(401);

    const unverified = await signUp(t.app);
    const notVerified = await rate(course.id, body(), unverified.token);
    expect(notVerified.statusCode).toBe(403);
    expect(notVerified.json().code).toBe("email_not_verified");

    const stranger = await signInDemo(t.app, "learner30@example.com");
    const notBuyer = await rate(course.id, body(), stranger);
    expect(notBuyer.statusCode).toBe(403);
    expect(notBuyer.json()).toMatchObject({
      code: "review_not_buyer",
      message: "You can rate only a course you have bought",
    });

    const early = await rate(course.id, body(), learner.token);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "review_too_early",
      message: "You can rate the course once it has started",
    });
    const mine = myCourseReview.parse(
      (await call("GET", `/courses/${course.id}/reviews/mine`, learner.token)).json(),
    );
    expect(mine).toMatchObject({ can_review: false, reason: "review_too_early", review: null });
    expect(await db.select().from(reviews).where(eq(reviews.userId, learner.id))).toHaveLength(0);
  });

  it("tells a stranger nothing of a course that is not public through the rating page", async () => {
    const [draft] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(
        and(eq(courses.providerId, course.providerId), ne(courses.id, course.id), ne(courses.id, later.id)),
      )
      .limit(1);
    await db.update(courses).set({ status: "in_review" }).where(eq(courses.id, draft!.id));
    // a new verified account: a demo learner may have bought or rated the course picked
    const signed = await signUp(t.app);
    await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, signed.body.email));
    const stranger = signed.token;
    const hidden = await call("GET", `/courses/${draft!.id}/reviews/mine`, stranger);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ code: "course_not_found", message: expect.any(String) });
    const rated = await rate(draft!.id, body(), stranger);
    expect(rated.statusCode).toBe(404);
    // an approved course stays readable: the page explains why it cannot be rated
    const open = await call("GET", `/courses/${course.id}/reviews/mine`, stranger);
    expect(myCourseReview.parse(open.json())).toMatchObject({
      can_review: false,
      reason: "review_not_buyer",
    });
    await db.update(courses).set({ status: "approved" }).where(eq(courses.id, draft!.id));
  });

  it("requires the star ratings and stores nothing without them", async () => {
    await startCourse(course.id);
    const missing = await rate(course.id, { ...body(), ratings: {}, overall: undefined });
    expect(missing.statusCode).toBe(422);
    const errors = missing.json().errors;
    expect(Object.keys(errors).sort()).toEqual(["overall", "ratings.content", "ratings.outcomes"]);
    expect(errors["ratings.content"]).toEqual(["Choose from 1 to 5 stars"]);
    expect((await rate(course.id, body(6))).statusCode).toBe(422);
    expect(await db.select().from(reviews).where(eq(reviews.userId, learner.id))).toHaveLength(0);
  });

  it("creates the review once (201), then edits the same row (200), and the averages follow", async () => {
    const before = await aggregates(course.id);
    const first = await rate(course.id, body(1));
    expect(first.statusCode).toBe(201);
    const created = ownReview.parse(first.json());
    expect(created).toMatchObject({ overall: 1, ratings: { content: 4, outcomes: 5 }, reply: null });
    const afterFirst = await aggregates(course.id);
    expect(afterFirst.n).toBe(before.n + 1);
    expect(afterFirst.pN).toBe(before.pN + 1);

    const second = await rate(course.id, body(5, { comment: "Промених мнението си" }));
    expect(second.statusCode).toBe(200);
    const edited = ownReview.parse(second.json());
    expect(edited.id).toBe(created.id);
    expect(edited.created_at).toBe(created.created_at);
    expect(edited.updated_at > created.updated_at).toBe(true);
    const rows = await db.select().from(reviews).where(eq(reviews.userId, learner.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ overall: 5, comment: "Промених мнението си" });

    const afterEdit = await aggregates(course.id);
    expect(afterEdit.n).toBe(before.n + 1);
    expect(afterEdit.avg).toBeGreaterThan(afterFirst.avg);
    const visible = await db
      .select({ overall: reviews.overall })
      .from(reviews)
      .where(and(eq(reviews.courseId, course.id), eq(reviews.hidden, false)));
    const mean = visible.reduce((s, r) => s + r.overall, 0) / visible.length;
    expect(afterEdit.avg).toBe(Math.round(mean * 100));
    // the same numbers as the seed's full recompute, for the course and the provider
    await refreshRatingAggregates(db);
    expect(await aggregates(course.id)).toEqual(afterEdit);

    // the catalogue shows and sorts by the new average
    const detail = (await call("GET", `/courses/${course.slug}`, null)).json();
    expect(detail.rating_summary.average).toBe(Math.round(afterEdit.avg / 10) / 10);
    const sorted = (await call("GET", "/courses?sort=rating", null)).json().courses as Card[];
    const ratings = sorted.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect((await rate(later.id, body())).statusCode).toBe(409);
  });

  it("lets the provider answer its own course's review publicly, tells the author, and removes it", async () => {
    const [review] = await db.select().from(reviews).where(eq(reviews.userId, learner.id));
    const list = managedReviewPage.parse(
      (await call("GET", "/provider/reviews?status=unanswered", providerToken)).json(),
    );
    expect(list.data.map((r) => r.id)).toContain(review!.id);

    expect(
      (await call("PUT", `/provider/reviews/${review!.id}/reply`, learner.token, { reply: "x" })).statusCode,
    ).toBe(403);
    const [foreign] = await db
      .select({ id: reviews.id })
      .from(reviews)
      .innerJoin(courses, eq(courses.id, reviews.courseId))
      .where(ne(courses.providerId, course.providerId))
      .limit(1);
    const other = await call("PUT", `/provider/reviews/${foreign!.id}/reply`, providerToken, {
      reply: "Не е мой",
    });
    expect(other.statusCode).toBe(404);
    expect((await db.select().from(reviews).where(eq(reviews.id, foreign!.id)))[0]!.reply).toBeNull();

    const answered = await call("PUT", `/provider/reviews/${review!.id}/reply`, providerToken, {
      reply: "Благодарим за отзива!",
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ reply: "Благодарим за отзива!", hidden: false });
    expect(answered.json().replied_at).not.toBeNull();
    const publicList = (await call("GET", `/courses/${course.slug}/reviews`, null)).json();
    expect(publicList.data.find((r: { id: string }) => r.id === review!.id).reply).toBe(
      "Благодарим за отзива!",
    );
    const answers = () =>
      db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, learner.id), eq(notifications.kind, "review_answered")));
    const [notice] = await answers();
    expect(notice).toMatchObject({ kind: "review_answered", data: { path: `/courses/${course.slug}` } });
    const mail = await t.lastMailTo(learner.email);
    expect(mail?.text).toContain("Благодарим за отзива!");
    const answeredList = managedReviewPage.parse(
      (await call("GET", "/provider/reviews?status=answered", providerToken)).json(),
    );
    expect(answeredList.data.map((r) => r.id)).toContain(review!.id);

    // an edit by the learner keeps the answer
    expect((await rate(course.id, body(5))).json().reply).toBe("Благодарим за отзива!");
    const removed = await call("PUT", `/provider/reviews/${review!.id}/reply`, providerToken, {
      reply: "  ",
    });
    expect(removed.json()).toMatchObject({ reply: null, replied_at: null });
    expect(await answers()).toHaveLength(1);
    await call("PUT", `/provider/reviews/${review!.id}/reply`, providerToken, { reply: "Благодарим!" });
  });

  it("lets only admins hide a review: it leaves the public list and the averages, and comes back", async () => {
    const [review] = await db.select().from(reviews).where(eq(reviews.userId, learner.id));
    const hide = (token: string, hidden: boolean) =>
      call("PUT", `/admin/reviews/${review!.id}/hidden`, token, { hidden });
    expect((await hide(learner.token, true)).statusCode).toBe(403);
    expect((await hide(providerToken, true)).statusCode).toBe(403);
    expect((await call("GET", "/admin/reviews", providerToken)).statusCode).toBe(403);
    const shown = await aggregates(course.id);

    const hidden = await hide(adminToken, true);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().hidden).toBe(true);
    const publicIds = (await call("GET", `/courses/${course.slug}/reviews`, null))
      .json()
      .data.map((r: { id: string }) => r.id);
    expect(publicIds).not.toContain(review!.id);
    const afterHide = await aggregates(course.id);
    expect(afterHide.n).toBe(shown.n - 1);
    expect(afterHide.pN).toBe(shown.pN - 1);
    const hiddenList = managedReviewPage.parse(
      (await call("GET", "/admin/reviews?status=hidden", adminToken)).json(),
    );
    expect(hiddenList.data.map((r) => r.id)).toEqual([review!.id]);

    expect((await hide(adminToken, false)).json().hidden).toBe(false);
    expect(await aggregates(course.id)).toEqual(shown);
    const all = managedReviewPage.parse((await call("GET", "/admin/reviews", adminToken)).json());
    expect(all.data[0]!.id).toBe(review!.id);
  });

  it("lists the learner's courses waiting for a rating and the written reviews (GET /user/reviews)", async () => {
    await startCourse(later.id);
    const read = async (status: string) =>
      userReviewsResponse.parse((await call("GET", `/user/reviews?status=${status}`, learner.token)).json());
    const waiting = await read("waiting");
    expect(waiting.filters).toEqual({ status: "waiting", counts: { waiting: 1, written: 1, all: 2 } });
    expect(waiting.courses.map((c) => [c.id, c.can_review, c.review])).toEqual([[later.id, true, null]]);
    const written = await read("written");
    expect(written.courses.map((c) => c.id)).toEqual([course.id]);
    expect(written.courses[0]!.review).toMatchObject({ overall: 5, reply: "Благодарим!" });
    const all = await read("all");
    expect(all).toMatchObject({ page: 1, totalPages: 1 });
    expect(all.courses.map((c) => c.id).sort()).toEqual([course.id, later.id].sort());
    expect((await call("GET", "/user/reviews", null)).statusCode).toBe(401);
  });
});
