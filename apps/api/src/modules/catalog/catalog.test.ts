import {
  courseDetail,
  courseListResponse,
  homeResponse,
  providerDetail,
  similarCourses,
  sitemapCourses,
  sitemapCoursesPerFile,
  sitemapOverview,
} from "@kursove/contracts";
import { and, asc, desc, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  cartItems,
  categories,
  courseSessions,
  courseSlots,
  courses,
  instructors,
  providers,
  reviews,
  users,
} from "../../db/schema/index";
import { bearer, nextAddress } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { findCoursePage } from "./catalog.repository";
import { listSitemapCourses } from "./catalog.service";

describe("public catalogue", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, lang = "bg") => t.app.inject({ url, headers: { "content-language": lang } });
  /** The slugs of the courses the cart would sell a place of now: its rule, restated from the rows. */
  const bookableSlugs = async () => {
    const now = Date.now();
    const [rows, slots] = await Promise.all([
      t.database.db.select().from(courses),
      t.database.db.select().from(courseSlots),
    ]);
    const isOpen = (c: (typeof rows)[number]) =>
      (!c.lastSellDate || c.lastSellDate.getTime() > now) &&
      (c.types.includes("on_demand")
        ? slots.some((s) => s.courseId === c.id && s.startsAt.getTime() > now)
        : !c.startsAt || c.startsAt.getTime() > now);
    return new Set(rows.filter(isOpen).map((c) => c.slug));
  };

  it("lists approved courses twelve to a page with the total pages and price range", async () => {
    const first = courseListResponse.parse((await get("/api/v1/courses")).json());
    expect(first.courses).toHaveLength(12);
    expect(first.page).toBe(1);
    expect(first.total).toBeGreaterThanOrEqual(60);
    expect(first.totalPages).toBe(Math.ceil(first.total / 12));
    expect(first.filters.prices.min).toBeLessThan(first.filters.prices.max);
    const second = courseListResponse.parse((await get("/api/v1/courses?page=2")).json());
    expect(second.page).toBe(2);
    const ids = new Set(first.courses.map((c) => c.id));
    expect(second.courses.some((c) => ids.has(c.id))).toBe(false);
  });

  it("lists what can be booked first, then running courses, finished ones last (CATALOGUE-BOOKABLE-FIRST)", async () => {
    const open = await bookableSlugs();
    const first = courseListResponse.parse((await get("/api/v1/courses")).json());
    const pages = [first];
    for (let p = 2; p <= first.totalPages; p++)
      pages.push(courseListResponse.parse((await get(`/api/v1/courses?page=${p}`)).json()));
    const all = pages.flatMap((x) => x.courses);
    const isOpen = all.map((c) => open.has(c.slug));
    // the demo keeps most courses open for booking, so the visitor's first page is all bookable
    expect(isOpen.filter(Boolean).length).toBeGreaterThan(all.length / 2);
    expect(first.courses.every((c) => open.has(c.slug))).toBe(true);
    expect(isOpen).toEqual([...isOpen].sort((a, b) => Number(b) - Number(a)));
    const finished = all.map((c) => c.timing === "past");
    expect(finished).toEqual([...finished].sort((a, b) => Number(a) - Number(b)));
  });

  it("filters by category and subcategory from the header menu", async () => {
    const index = (await get("/api/v1/index")).json();
    const category = index.categories[0];
    const sub = category.subcategories[0];
    const byCategory = courseListResponse.parse(
      (await get(`/api/v1/courses?category_id=${category.id}`)).json(),
    );
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.courses.every((c) => c.category?.id === category.id)).toBe(true);
    const bySub = courseListResponse.parse(
      (await get(`/api/v1/courses?category_id=${category.id}&subcategory_id=${sub.id}`)).json(),
    );
    expect(bySub.courses.every((c) => c.subcategory?.id === sub.id)).toBe(true);
  });

  it("filters by type and finds every course type in the demo data", async () => {
    for (const type of [
      "online",
      "onsite",
      "open",
      "on_demand",
      "certification",
      "recorded",
      "individual",
      "group",
    ]) {
      const list = courseListResponse.parse((await get(`/api/v1/courses?type=${type}`)).json());
      expect(list.total, type).toBeGreaterThan(0);
      expect(list.courses.every((c) => c.types.includes(type as never))).toBe(true);
    }
  });

  it("searches titles and keywords", async () => {
    const list = courseListResponse.parse((await get("/api/v1/courses?q=python")).json());
    expect(list.total).toBeGreaterThan(0);
    expect(list.courses[0]!.title.toLowerCase()).toContain("python");
    const none = courseListResponse.parse((await get("/api/v1/courses?q=zzqxv-nothing")).json());
    expect(none).toMatchObject({ total: 0, courses: [], totalPages: 1 });
  });

  it("shows a course with its modules, dated sessions, instructors and reviews", async () => {
    const list = courseListResponse.parse((await get("/api/v1/courses?sort=rating")).json());
    const slug = list.courses[0]!.slug;
    const res = await get(`/api/v1/courses/${slug}`);
    expect(res.statusCode).toBe(200);
    const course = courseDetail.parse(res.json());
    expect(course.slug).toBe(slug);
    expect(course.currency).toBe("EUR");
    expect(course.rating_summary.count).toBeGreaterThan(0);
    expect(course.reviews.length).toBeGreaterThan(0);
    expect(course.places_left).toBeLessThanOrEqual(course.capacity);
  });

  it("shows a course's held places, its sessions' instructors and latest reviews, as the rows say (P8)", async () => {
    // the page is one statement (ADR 042): each part restated from the rows
    const db = t.database.db;
    const now = new Date();
    const [slot] = await db
      .select()
      .from(courseSlots)
      .innerJoin(courses, eq(courses.id, courseSlots.courseId))
      .where(and(eq(courses.status, "approved"), gt(courseSlots.startsAt, now)))
      .limit(1);
    expect(slot).toBeDefined();
    const slug = slot!.courses.slug;
    const placesOf = async () =>
      courseDetail
        .parse((await get(`/api/v1/courses/${slug}`)).json())
        .slots.find((s) => s.id === slot!.course_slots.id)!.places_left;
    const before = await placesOf();
    const [one, other] = await db.select().from(users).limit(2);
    const held = { courseId: slot!.courses.id, slotId: slot!.course_slots.id };
    await db.insert(cartItems).values([
      { ...held, userId: one!.id, quantity: 2, heldUntil: new Date(now.getTime() + 600_000) },
      // a hold that has run out takes nothing
      { ...held, userId: other!.id, quantity: 1, heldUntil: new Date(now.getTime() - 600_000) },
    ]);
    // written behind the API's back: its public cache would still give the page before the holds
    t.app.publicCache.clear();
    try {
      expect(await placesOf()).toBe(Math.max(0, before - 2));
    } finally {
      await db.delete(cartItems).where(eq(cartItems.slotId, slot!.course_slots.id));
    }

    for (const c of (await db.select().from(courses).where(eq(courses.status, "approved"))).slice(0, 20)) {
      const res = await get(`/api/v1/courses/${c.slug}`);
      if (res.statusCode !== 200) continue;
      const course = courseDetail.parse(res.json());
      const sessions = await db.select().from(courseSessions).where(eq(courseSessions.courseId, c.id));
      const named = new Set(sessions.flatMap((s) => (s.instructorId ? [s.instructorId] : [])));
      const own = await db.select().from(instructors).where(eq(instructors.providerId, c.providerId));
      // the instructors of its sessions, or all the provider's when no session names one
      expect(new Set(course.instructors.map((i) => i.id)), c.slug).toEqual(
        new Set(own.filter((i) => !named.size || named.has(i.id)).map((i) => i.id)),
      );
      expect(course.modules.flatMap((m) => m.sessions).length, c.slug).toBe(sessions.length);
      const visible = await db
        .select()
        .from(reviews)
        .where(and(eq(reviews.courseId, c.id), eq(reviews.hidden, false)))
        .orderBy(desc(reviews.createdAt), asc(reviews.id));
      expect(course.rating_summary.count, c.slug).toBe(visible.length);
      expect(
        course.reviews.map((r) => r.id),
        c.slug,
      ).toEqual(visible.slice(0, 10).map((r) => r.id));
      expect(course.reviews.map((r) => r.date)).toEqual(
        visible.slice(0, 10).map((r) => r.createdAt.toISOString()),
      );
    }
  });

  it("hides courses of providers that are not approved", async () => {
    const [provider] = await t.database.db.select().from(providers).limit(1);
    const [course] = await t.database.db
      .select()
      .from(courses)
      .where(eq(courses.providerId, provider!.id))
      .limit(1);
    expect((await get(`/api/v1/courses/${course!.slug}`)).statusCode).toBe(200);
    await t.database.db.update(providers).set({ status: "pending" }).where(eq(providers.id, provider!.id));
    // changed in the database, not through the app, whose writes empty the public cache
    t.app.publicCache.clear();
    try {
      expect((await get(`/api/v1/courses/${course!.slug}`)).statusCode).toBe(404);
      const list = courseListResponse.parse((await get(`/api/v1/courses?provider=${provider!.slug}`)).json());
      expect(list.total).toBe(0);
      expect((await get(`/api/v1/providers/${provider!.slug}`)).statusCode).toBe(404);
    } finally {
      await t.database.db.update(providers).set({ status: "approved" }).where(eq(providers.id, provider!.id));
      t.app.publicCache.clear();
    }
  });

  it("hides a course awaiting approval from the public and shows it to its provider and admins", async () => {
    const [course] = await t.database.db
      .select()
      .from(courses)
      .innerJoin(providers, eq(providers.id, courses.providerId))
      .where(eq(providers.slug, "akademia-znanie"))
      .limit(1);
    const slug = course!.courses.slug;
    await t.database.db
      .update(courses)
      .set({ status: "in_review" })
      .where(eq(courses.id, course!.courses.id));
    try {
      const anonymous = await get(`/api/v1/courses/${slug}`, "en");
      expect(anonymous.statusCode).toBe(404);
      expect(anonymous.json()).toEqual({ code: "course_not_found", message: "Course does not exist" });
      const login = async (email: string) =>
        (
          await t.app.inject({
            method: "POST",
            url: "/api/v1/login",
            payload: { email, password: "demo12345" },
            remoteAddress: nextAddress(),
          })
        ).json().t as string;
      for (const email of ["provider@example.com", "admin@example.com"]) {
        const res = await t.app.inject({
          url: `/api/v1/courses/${slug}`,
          headers: bearer(await login(email)),
        });
        expect(res.statusCode, email).toBe(200);
        expect(res.json()).toMatchObject({ status: "in_review", awaiting_approval: true });
        expect(res.headers["cache-control"]).toBe("private, no-store");
      }
      const learner = await t.app.inject({
        url: `/api/v1/courses/${slug}`,
        headers: bearer(await login("learner@example.com")),
      });
      expect(learner.statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(courses)
        .set({ status: "approved" })
        .where(eq(courses.id, course!.courses.id));
    }
  });

  it("shows a provider page with about, instructors, courses, feedback and similar providers", async () => {
    const res = await get("/api/v1/providers/akademia-znanie");
    expect(res.statusCode).toBe(200);
    const p = providerDetail.parse(res.json());
    expect(p.instructors.length).toBeGreaterThan(0);
    expect(p.instructors.map((i) => i.order)).toEqual(
      [...p.instructors.map((i) => i.order)].sort((a, b) => b - a),
    );
    expect(p.courses.length).toBeGreaterThan(0);
    expect(p.courses.every((c) => c.provider.slug === "akademia-znanie")).toBe(true);
    expect((await get("/api/v1/providers/nobody")).json().code).toBe("provider_not_found");
  });

  it("answers the home page with top courses and providers", async () => {
    const home = homeResponse.parse((await get("/api/v1/home")).json());
    // the demo's three paid promotions run today, the most recently paid first
    expect(home.promoted_courses).toHaveLength(3);
    expect(home.top_courses.length).toBeGreaterThan(0);
    expect(home.top_providers.length).toBeGreaterThanOrEqual(6);
    // what can be booked leads each list, the best rated first (CATALOGUE-BOOKABLE-FIRST)
    const open = await bookableSlugs();
    expect(home.promoted_courses.every((c) => open.has(c.slug))).toBe(true);
    expect(home.top_courses.every((c) => open.has(c.slug))).toBe(true);
    const ratings = home.top_courses.map((c) => c.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
  });

  it("suggests similar courses that can still be booked, or fewer (SIMILAR-BOOKABLE)", async () => {
    const open = await bookableSlugs();
    const checked = courseListResponse.parse((await get("/api/v1/courses?sort=rating")).json()).courses;
    let suggested = 0;
    for (const { slug } of checked) {
      const similar = similarCourses.parse((await get(`/api/v1/courses/${slug}/similar`)).json()).courses;
      suggested += similar.length;
      for (const card of similar) expect(open.has(card.slug), `${slug}: ${card.slug}`).toBe(true);
    }
    expect(suggested).toBeGreaterThan(0);
  });

  it("suggests the subcategory's best rated courses first, then the category's (SIMILAR-ORDER)", async () => {
    const open = await bookableSlugs();
    const [rows, providerRows] = await Promise.all([
      t.database.db.select().from(courses),
      t.database.db.select().from(providers),
    ]);
    const approved = new Set(providerRows.filter((p) => p.status === "approved").map((p) => p.id));
    const candidates = rows.filter(
      (c) => c.status === "approved" && approved.has(c.providerId) && open.has(c.slug),
    );
    // the rule restated from the rows: same subcategory first, then the rest of the category, each by
    // rating (highest first) and id, four at most
    const expected = (c: (typeof rows)[number]) =>
      candidates
        .filter(
          (o) =>
            o.id !== c.id &&
            ((c.subcategoryId !== null && o.subcategoryId === c.subcategoryId) ||
              (c.categoryId !== null && o.categoryId === c.categoryId)),
        )
        .sort(
          (a, b) =>
            Number(b.subcategoryId === c.subcategoryId) - Number(a.subcategoryId === c.subcategoryId) ||
            (b.ratingAvg ?? 0) - (a.ratingAvg ?? 0) ||
            (a.id < b.id ? -1 : 1),
        )
        .slice(0, 4)
        .map((o) => o.slug);
    const checked = rows.filter((c) => c.status === "approved" && approved.has(c.providerId)).slice(0, 25);
    let full = 0;
    for (const c of checked) {
      const similar = similarCourses.parse((await get(`/api/v1/courses/${c.slug}/similar`)).json()).courses;
      expect(
        similar.map((s) => s.slug),
        c.slug,
      ).toEqual(expected(c));
      if (similar.length === 4) full++;
    }
    expect(full).toBeGreaterThan(0);
    // only a public course has similar ones: an unknown one is "course does not exist"
    const missing = await get("/api/v1/courses/no-such-course/similar");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("course_not_found");
  });

  it("lists the public courses in sitemap files of at most 50,000, each a page in address order (CATALOGUE-SITEMAP)", async () => {
    const total = courseListResponse.parse((await get("/api/v1/courses")).json()).total;
    const overview = sitemapOverview.parse((await get("/api/v1/sitemap")).json());
    expect(sitemapCoursesPerFile).toBeLessThanOrEqual(50_000);
    expect(overview.course_files).toBe(Math.ceil(total / sitemapCoursesPerFile));
    expect(overview.providers.map((p) => p.slug)).toContain("akademia-znanie");
    const first = sitemapCourses.parse((await get("/api/v1/sitemap/courses?page=1")).json()).courses;
    expect(first).toHaveLength(total);
    const past = await get(`/api/v1/sitemap/courses?page=${overview.course_files + 1}`);
    expect(past.statusCode).toBe(200);
    expect(past.json().courses).toEqual([]);
    expect((await get("/api/v1/sitemap/courses?page=0")).statusCode).toBe(422);
    // files of seven: every public course once, in address order, the last file short
    const files: string[][] = [];
    for (let page = 1; ; page++) {
      const { courses: rows } = await listSitemapCourses(t.database.db, page, 7);
      if (!rows.length) break;
      files.push(rows.map((c) => c.slug));
    }
    expect(files).toHaveLength(Math.ceil(total / 7));
    expect(files.slice(0, -1).every((f) => f.length === 7)).toBe(true);
    expect(files.flat()).toEqual(first.map((c) => c.slug));
    expect(new Set(files.flat()).size).toBe(total);
  });

  it("shows a provider awaiting approval only to its owner and admins", async () => {
    const login = async (email: string) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/login",
          payload: { email, password: "demo12345" },
          remoteAddress: nextAddress(),
        })
      ).json().t as string;
    const owner = await login("provider@example.com");
    const me = (await t.app.inject({ url: "/api/v1/user", headers: bearer(owner) })).json();
    expect(me.provider_slug).toBe("akademia-znanie");
    await t.database.db
      .update(providers)
      .set({ status: "pending" })
      .where(eq(providers.slug, "akademia-znanie"));
    try {
      expect((await get("/api/v1/providers/akademia-znanie")).statusCode).toBe(404);
      const own = await t.app.inject({ url: "/api/v1/providers/akademia-znanie", headers: bearer(owner) });
      expect(own.statusCode).toBe(200);
      expect(own.json().status).toBe("pending");
      const learner = await t.app.inject({
        url: "/api/v1/providers/akademia-znanie",
        headers: bearer(await login("learner@example.com")),
      });
      expect(learner.statusCode).toBe(404);
    } finally {
      await t.database.db
        .update(providers)
        .set({ status: "approved" })
        .where(eq(providers.slug, "akademia-znanie"));
    }
  });

  it("builds a course page's statement once per language, and each answer is its course in its language (P8)", async () => {
    const db = t.database.db;
    const two = await db
      .select({ slug: courses.slug, nameBg: categories.nameBg, nameEn: categories.nameEn })
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(eq(courses.status, "approved"))
      .orderBy(asc(courses.slug))
      .limit(2);
    expect(two).toHaveLength(2);
    const built = vi.spyOn(db, "select");
    try {
      for (let round = 0; round < 2; round++)
        for (const locale of ["bg", "en"] as const)
          for (const course of two) {
            const row = await findCoursePage(db, locale, course.slug, 5);
            expect(row?.course.slug).toBe(course.slug);
            expect(row?.card.categoryName).toBe(locale === "bg" ? course.nameBg : course.nameEn);
          }
      // eight pages, at most one statement built per language (none when an earlier test built them)
      const pageStatements = built.mock.calls.filter(([fields]) => fields && "card" in fields);
      expect(pageStatements.length).toBeLessThanOrEqual(2);
    } finally {
      built.mockRestore();
    }
  });
});
