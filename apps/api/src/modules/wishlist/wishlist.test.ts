import { ownCourse, wishlistPage } from "@kursove/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { courses, notifications, outbox, users } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { type CourseRefs, completeCourse, courseRefs, inDays } from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";
import type { NotifyDeps } from "../notifications/notify";
import { notifyWishlist } from "./wishlist.service";

describe("the wishlist and its alerts", () => {
  let t: TestApp;
  let db: Db;
  let deps: NotifyDeps;
  let call: ReturnType<typeof apiCaller>;
  let saver: string;
  let other: string;
  let provider: string;
  let admin: string;
  let refs: CourseRefs;
  let onSale: { id: string; slug: string }[];

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    deps = { publicUrl: t.app.deps.config.publicUrl, officeEmail: t.app.deps.config.officeEmail };
    call = apiCaller(t.app);
    saver = await signInDemo(t.app, "learner6@example.com");
    other = await signInDemo(t.app, "learner7@example.com");
    provider = await signInDemo(t.app, "provider@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    refs = await courseRefs(db);
    // courses sold as a whole, not by slots: the places alert reads the course's own capacity
    const listed = (await call("GET", "/courses?per_page=24", null)).json();
    onSale = listed.courses
      .filter((c: { types: string[] }) => !c.types.includes("on_demand"))
      .slice(0, 3)
      .map((c: { id: string; slug: string }) => ({ id: c.id, slug: c.slug }));
    expect(onSale).toHaveLength(3);
  });
  afterAll(() => t.close());

  const ids = async (token: string) =>
    (await call("GET", "/user/wishlist/ids", token)).json().course_ids as string[];
  const userId = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const alerts = async (email: string, kind: string) =>
    db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, await userId(email)), eq(notifications.kind, kind)));
  const mails = async (email: string, kind: string) =>
    (
      await db
        .select()
        .from(outbox)
        .where(and(eq(outbox.toAddress, email), eq(outbox.kind, kind)))
    ).length;

  it("refuses anonymous visitors", async () => {
    expect((await call("GET", "/user/wishlist", null)).statusCode).toBe(401);
    expect((await call("GET", "/user/wishlist/ids", null)).statusCode).toBe(401);
    expect((await call("PUT", `/user/wishlist/${onSale[0]!.id}`, null)).statusCode).toBe(401);
  });

  it("saves courses once, lists them as cards latest first, removes them idempotently", async () => {
    const [a, b] = onSale;
    for (const id of [a!.id, b!.id, a!.id])
      expect((await call("PUT", `/user/wishlist/${id}`, saver)).statusCode).toBe(204);
    expect((await ids(saver)).sort()).toEqual([a!.id, b!.id].sort());
    expect(await ids(other)).toEqual([]);
    const listed = wishlistPage.parse((await call("GET", "/user/wishlist", saver)).json());
    expect(listed).toMatchObject({ page: 1, totalPages: 1 });
    expect(listed.courses.map((c) => c.slug).sort()).toEqual([a!.slug, b!.slug].sort());

    for (let i = 0; i < 2; i++)
      expect((await call("DELETE", `/user/wishlist/${b!.id}`, saver)).statusCode).toBe(204);
    expect(await ids(saver)).toEqual([a!.id]);
    // removing one that another learner saved changes nothing for them
    expect((await call("DELETE", `/user/wishlist/${a!.id}`, other)).statusCode).toBe(204);
    expect(await ids(saver)).toEqual([a!.id]);
  });

  it("refuses courses that are not on sale (drafts, unknown ids) and hides saved ones that left the sale", async () => {
    const draft = await completeCourse(t.app, provider, refs);
    const refused = await call("PUT", `/user/wishlist/${draft.id}`, saver);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("course_not_found");
    expect((await call("PUT", `/user/wishlist/${crypto.randomUUID()}`, saver)).statusCode).toBe(404);
    expect(await ids(saver)).not.toContain(draft.id);

    const c = onSale[2]!;
    expect((await call("PUT", `/user/wishlist/${c.id}`, other)).statusCode).toBe(204);
    await db.update(courses).set({ status: "rejected" }).where(eq(courses.id, c.id));
    const listed = wishlistPage.parse((await call("GET", "/user/wishlist", other)).json());
    expect(listed.courses.map((x) => x.id)).not.toContain(c.id);
    await db.update(courses).set({ status: "approved" }).where(eq(courses.id, c.id));
    expect(
      wishlistPage.parse((await call("GET", "/user/wishlist", other)).json()).courses.map((x) => x.id),
    ).toContain(c.id);
    await call("DELETE", `/user/wishlist/${c.id}`, other);
  });

  it("tells savers once a day that places are free, and not when the course is sold out", async () => {
    const c = onSale[0]!; // saved by learner6 only
    const [row] = await db.select().from(courses).where(eq(courses.id, c.id));
    await db.update(courses).set({ soldCount: row!.capacity }).where(eq(courses.id, c.id));
    expect(await notifyWishlist(db, deps, c.id, "wishlist_places")).toBe(0);
    await db
      .update(courses)
      .set({ soldCount: row!.capacity - 1 })
      .where(eq(courses.id, c.id));
    expect(await notifyWishlist(db, deps, c.id, "wishlist_places")).toBe(1);
    expect(await notifyWishlist(db, deps, c.id, "wishlist_places")).toBe(0);
    const [told] = await alerts("learner6@example.com", "wishlist_places");
    expect(told!.data).toMatchObject({ course_id: c.id, path: `/courses/${c.slug}` });
    expect(await mails("learner6@example.com", "wishlist_places")).toBe(1);
    expect(await alerts("learner7@example.com", "wishlist_places")).toHaveLength(0);
    // the next day tells again
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await notifyWishlist(db, deps, c.id, "wishlist_places", tomorrow)).toBe(1);
    await db.update(courses).set({ soldCount: row!.soldCount }).where(eq(courses.id, c.id));
  });

  it("tells savers about new dates once per new first start, when an approved revision moves them", async () => {
    const course = await completeCourse(t.app, provider, refs);
    expect((await call("POST", `/provider/courses/${course.id}/submit`, provider)).statusCode).toBe(200);
    expect((await call("POST", `/admin/courses/${course.id}/approve`, admin)).statusCode).toBe(200);
    expect((await call("PUT", `/user/wishlist/${course.id}`, other)).statusCode).toBe(204);

    const live = ownCourse.parse((await call("GET", `/provider/courses/${course.id}`, provider)).json());
    const modules = live.modules.map((m) => ({
      ...m,
      sessions: m.sessions.map((s, i) => ({ ...s, date: inDays(32 + i * 7) })),
    }));
    const staged = await call("PUT", `/provider/courses/${course.id}/modules`, provider, { modules });
    expect(staged.statusCode, staged.body).toBe(200);
    const sent = ownCourse.parse(
      (await call("POST", `/provider/courses/${course.id}/submit`, provider)).json(),
    );
    const approved = await call("POST", `/admin/course-revisions/${sent.revision!.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);

    const told = await alerts("learner7@example.com", "wishlist_dates");
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ course_id: course.id });
    expect(new Date(String((told[0]!.data as { starts_at: string }).starts_at)).getTime()).toBeGreaterThan(
      new Date(live.starts_at!).getTime(),
    );
    expect(await mails("learner7@example.com", "wishlist_dates")).toBe(1);
    // the same first start again: nothing new
    expect(await notifyWishlist(db, deps, course.id, "wishlist_dates")).toBe(0);
    expect(await alerts("learner6@example.com", "wishlist_dates")).toHaveLength(0);
  });

  it("tells savers of a bookable course on sale about newly offered hours, once per hour offered", async () => {
    const [row] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, "executive-coaching-for-leaders"));
    const courseId = row!.id;
    expect((await call("PUT", `/user/wishlist/${courseId}`, saver)).statusCode).toBe(204);
    const before = (await alerts("learner6@example.com", "wishlist_dates")).length;
    const othersBefore = (await alerts("learner7@example.com", "wishlist_dates")).length;
    const current = ownCourse.parse((await call("GET", `/provider/courses/${courseId}`, provider)).json());
    const kept = current.slots.map(({ booked: _booked, ...slot }) => slot);
    const day = inDays(40);
    const save = (extra: object[]) =>
      call("PUT", `/provider/courses/${courseId}/slots`, provider, { slots: [...kept, ...extra] });
    // the same hours again: nothing new to tell
    expect((await save([])).statusCode).toBe(200);
    expect(await alerts("learner6@example.com", "wishlist_dates")).toHaveLength(before);
    const added = await save([{ date: day, start_hour: "10:00", end_hour: "11:00", capacity: 1 }]);
    expect(added.statusCode, added.body).toBe(200);
    const told = await alerts("learner6@example.com", "wishlist_dates");
    expect(told).toHaveLength(before + 1);
    expect(told.at(-1)!.data).toMatchObject({ course_id: courseId });
    // one who did not save the course hears nothing
    expect(await alerts("learner7@example.com", "wishlist_dates")).toHaveLength(othersBefore);
  });
});
