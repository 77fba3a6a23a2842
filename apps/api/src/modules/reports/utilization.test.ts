import {
  payment as paymentSchema,
  providerAttendeesPage,
  utilizationDetail,
  utilizationPage,
} from "@kursove/contracts";
import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { courseModules, courseSessions, courses, sessionClockedTimes, users } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { billing, confirmCard } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { saleCourse } from "../cart/cart.fixtures";

const hour = 3_600_000;

describe("utilization and attendees: places against capacity, attendees, clocked time", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let provider: string;
  let otherProvider: string;
  let buyer: string;
  let canceler: string;
  let holder: string;
  /** provider@'s scheduled course (capacity 10, two sessions) and bookable course (slots of 4 and 6) */
  let scheduled: Awaited<ReturnType<typeof saleCourse>>;
  let bookable: Awaited<ReturnType<typeof saleCourse>>;
  /** a course bought in the same order as a place of `scheduled` that is then refunded */
  let extra: Awaited<ReturnType<typeof saleCourse>>;
  let sessionIds: string[];
  let foreignCourseId: string;

  type Item = { id: string; quantity: number; slot_id?: string; attendees?: string[] };
  /** The learner checks these items out and pays with 4242; answers the order id. */
  async function buy(token: string, items: Item[]) {
    await call("DELETE", "/cart", token);
    for (const { id, ...rest } of items)
      expect((await call("POST", "/cart/items", token, { course_id: id, ...rest })).statusCode).toBe(200);
    const pay = paymentSchema.parse((await call("POST", "/checkout", token, { billing })).json());
    expect((await confirmCard(call, pay.secret)).statusCode).toBe(200);
    return pay.order_id;
  }
  const detailOf = async (courseId: string) => {
    const res = await call("GET", `/admin/utilization/${courseId}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return utilizationDetail.parse(res.json());
  };
  const rowOf = async (title: string) => {
    const res = await call("GET", `/admin/utilization?q=${encodeURIComponent(title)}`, admin);
    expect(res.statusCode).toBe(200);
    return utilizationPage.parse(res.json());
  };

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    provider = await signInDemo(t.app, "provider@example.com");
    otherProvider = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
    buyer = await signInDemo(t.app, "learner21@example.com");
    canceler = await signInDemo(t.app, "learner22@example.com");
    holder = await signInDemo(t.app, "learner23@example.com");
    scheduled = await saleCourse(db, { title: "Заетост график", capacity: 10 });
    bookable = await saleCourse(db, { title: "Заетост часове" }, [
      { inHours: 48, capacity: 4 },
      { inHours: 72, capacity: 6 },
    ]);
    const [mod] = await db
      .insert(courseModules)
      .values({ courseId: scheduled.course.id, position: 0, title: "Основи" })
      .returning();
    const start = scheduled.course.startsAt!.getTime();
    const sessions = await db
      .insert(courseSessions)
      .values(
        [0, 1].map((n) => ({
          courseId: scheduled.course.id,
          moduleId: mod!.id,
          position: n,
          title: `Среща ${n + 1}`,
          startsAt: new Date(start + n * 24 * hour),
          endsAt: new Date(start + n * 24 * hour + 2 * hour),
          durationMinutes: 120,
        })),
      )
      .returning();
    sessionIds = sessions.map((s) => s.id);
    const [foreign] = await db
      .select()
      .from(courses)
      .where(and(eq(courses.status, "approved"), ne(courses.providerId, scheduled.provider.id)))
      .limit(1);
    foreignCourseId = foreign!.id;

    // sold: 2 places with names (one that a spreadsheet would run), 1 place refunded in full, 3 on a slot
    await buy(buyer, [
      { id: scheduled.course.id, quantity: 2, attendees: ["Иван Иванов", "=HYPERLINK(1)"] },
      { id: bookable.course.id, quantity: 3, slot_id: bookable.slots[0]!.id },
    ]);
    extra = await saleCourse(db, { title: "Заетост друг" });
    const canceled = await buy(canceler, [
      { id: scheduled.course.id, quantity: 1 },
      { id: extra.course.id, quantity: 1 },
    ]);
    const order = await call("GET", `/user/orders/${canceled}`, canceler);
    const item = order
      .json()
      .items.find((i: { course: { id: string } }) => i.course.id === scheduled.course.id);
    const cancel = await call("POST", `/orders/${canceled}/refund-request`, canceler, {
      item_ids: [item.id],
      reason: "",
    });
    expect(cancel.json().order.status).toBe("partially_refunded");
    // held in a cart, not paid: 3 places of the course and 2 of the second slot
    await call("DELETE", "/cart", holder);
    expect(
      (await call("POST", "/cart/items", holder, { course_id: scheduled.course.id, quantity: 3 })).statusCode,
    ).toBe(200);
    expect(
      (
        await call("POST", "/cart/items", holder, {
          course_id: bookable.course.id,
          quantity: 2,
          slot_id: bookable.slots[1]!.id,
        })
      ).statusCode,
    ).toBe(200);
    const lector = (await db.select().from(users).where(eq(users.email, "lector@example.com")))[0]!;
    const other = (await db.select().from(users).where(eq(users.email, "admin@example.com")))[0]!;
    await db.insert(sessionClockedTimes).values([
      { sessionId: sessionIds[0]!, lectorUserId: lector.id, minutes: 115, note: "Започнахме по-късно" },
      { sessionId: sessionIds[0]!, lectorUserId: other.id, minutes: 30 },
      { sessionId: sessionIds[1]!, lectorUserId: lector.id, minutes: 120 },
    ]);
  });
  afterAll(() => t.close());

  it("counts sold, held and free places against a course's capacity, with totals", async () => {
    const list = await rowOf("Заетост график");
    expect(list.data).toHaveLength(1);
    expect(list.data[0]).toMatchObject({
      course: { id: scheduled.course.id, title: "Заетост график" },
      provider: { id: scheduled.provider.id },
      kind: "scheduled",
      capacity: 10,
      sold: 2,
      held: 3,
      free: 5,
      utilization: 0.2,
      sessions: 2,
    });
    expect(list.totals).toEqual({ capacity: 10, sold: 2, held: 3 });
    expect(list.last_page).toBe(1);
    expect(list.providers.map((p) => p.id)).toContain(scheduled.provider.id);
  });

  it("counts a bookable course's places per slot", async () => {
    const list = await rowOf("Заетост часове");
    expect(list.data[0]).toMatchObject({
      kind: "bookable",
      capacity: 10,
      sold: 3,
      held: 2,
      free: 5,
      slots: 2,
    });
    const detail = await detailOf(bookable.course.id);
    expect(detail.slots.map(({ capacity, sold, held, free }) => ({ capacity, sold, held, free }))).toEqual([
      { capacity: 4, sold: 3, held: 0, free: 1 },
      { capacity: 6, sold: 0, held: 2, free: 4 },
    ]);
    expect(detail.attendees).toHaveLength(1);
    expect(detail.attendees[0]).toMatchObject({
      quantity: 3,
      slot: { starts_at: bookable.slots[0]!.startsAt.toISOString() },
      status: "paid",
    });
  });

  it("lists the attendees with their names, without items refunded in full, and the clocked time", async () => {
    const detail = await detailOf(scheduled.course.id);
    expect(detail).toMatchObject({ capacity: 10, sold: 2, held: 3, free: 5, course_status: "approved" });
    expect(detail.attendees).toHaveLength(1);
    expect(detail.attendees[0]).toMatchObject({
      learner: { email: "learner21@example.com" },
      names: ["Иван Иванов", "=HYPERLINK(1)"],
      quantity: 2,
      slot: null,
      status: "paid",
      booking_status: "confirmed",
    });
    expect(detail.attendees.some((a) => a.learner.email === "learner22@example.com")).toBe(false);
    // the same order's other item still holds its place
    expect((await detailOf(extra.course.id)).attendees).toMatchObject([
      { learner: { email: "learner22@example.com" }, quantity: 1, status: "partially_refunded" },
    ]);
    expect(detail.sessions.map((s) => s.clocked_minutes)).toEqual([145, 120]);
    expect(detail.sessions[0]!.clocked).toEqual(
      expect.arrayContaining([
        { lector: "Анна Колева", minutes: 30 },
        expect.objectContaining({ minutes: 115, note: "Започнахме по-късно" }),
      ]),
    );
    expect(detail.clocked_minutes).toBe(265);
  });

  it("downloads the attendees as CSV: BOM, header, rows, formulas defused", async () => {
    const res = await call("GET", `/admin/utilization/${scheduled.course.id}/attendees.csv`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).trim().split("\r\n");
    expect(lines[0]).toBe("Order,Buyer,Email,Attendee names,Places,Hour / date,Order status");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("learner21@example.com");
    expect(lines[1]).toContain("Иван Иванов; =HYPERLINK(1)");
    expect(lines[1]).toMatch(/,2,\d{4}-\d\d-\d\d \d\d:\d\d – \d{4}-\d\d-\d\d \d\d:\d\d,Paid$/);
    const bg = await call("GET", `/admin/utilization/${bookable.course.id}/attendees.csv?lang=bg`, admin);
    const [header, row] = bg.body.slice(1).trim().split("\r\n");
    expect(header).toBe("Поръчка,Купувач,Имейл,Имена на участниците,Места,Час / дата,Състояние на поръчката");
    expect(row).toMatch(/,3,\d{4}-\d\d-\d\d \d\d:\d\d,Платена$/);
  });

  it("defuses an attendee list that starts with a formula", async () => {
    const course = await saleCourse(db, { title: "Заетост формула" });
    await buy(buyer, [{ id: course.course.id, quantity: 1, attendees: ["=1+1"] }]);
    const res = await call("GET", `/admin/utilization/${course.course.id}/attendees.csv`, admin);
    expect(res.body.slice(1).trim().split("\r\n")[1]).toContain(",'=1+1,1,");
  });

  it("filters by search, provider and period; sorts by start with undated courses last", async () => {
    const upcoming = await call("GET", "/admin/utilization?status=upcoming&q=Заетост", admin);
    expect(utilizationPage.parse(upcoming.json()).data.length).toBeGreaterThanOrEqual(2);
    const ended = await call("GET", "/admin/utilization?status=ended&q=Заетост", admin);
    expect(utilizationPage.parse(ended.json()).data).toHaveLength(0);
    // current (the admin page's default) leaves out courses already over
    const past = await saleCourse(db, {
      title: "Заетост минал курс",
      startsAt: new Date(Date.now() - 48 * 3_600_000),
      endsAt: new Date(Date.now() - 46 * 3_600_000),
    });
    const titles = async (status: string) =>
      utilizationPage
        .parse((await call("GET", `/admin/utilization?status=${status}&q=Заетост`, admin)).json())
        .data.map((r) => r.course.id);
    expect(await titles("current")).not.toContain(past.course.id);
    expect(await titles("current")).toContain(scheduled.course.id);
    expect(await titles("ended")).toContain(past.course.id);
    await db.delete(courses).where(eq(courses.id, past.course.id));
    const foreign = await call(
      "GET",
      `/admin/utilization?q=Заетост&provider_id=${(await db.select().from(courses).where(eq(courses.id, foreignCourseId)))[0]!.providerId}`,
      admin,
    );
    expect(utilizationPage.parse(foreign.json()).data).toHaveLength(0);
    const first = utilizationPage.parse((await call("GET", "/admin/utilization", admin)).json());
    const starts = first.data.map((r) => r.starts_at).filter((s): s is string => s !== null);
    expect(starts).toEqual([...starts].sort());
    const last = utilizationPage.parse(
      (await call("GET", `/admin/utilization?page=${first.last_page}`, admin)).json(),
    );
    expect(last.data.at(-1)!.starts_at).toBeNull();
    const approved = await db.select().from(courses).where(eq(courses.status, "approved"));
    expect(first.totals.capacity).toBeGreaterThanOrEqual(10);
    expect(first.last_page).toBe(Math.ceil(approved.length / 20));
    expect((await call("GET", "/admin/utilization?status=later", admin)).statusCode).toBe(422);
    expect((await call("GET", "/admin/utilization/not-a-course", admin)).statusCode).toBe(422);
    expect((await call("GET", `/admin/utilization/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it("shows a provider its own courses and attendees only; another provider's course is not found", async () => {
    const own = await call("GET", "/provider/attendees", provider);
    expect(own.statusCode).toBe(200);
    expect(own.headers["cache-control"]).toBe("no-store");
    const list = providerAttendeesPage.parse(own.json());
    expect(list.course).toBeNull();
    expect(list.data.every((r) => r.provider.id === scheduled.provider.id)).toBe(true);
    const all = [list];
    for (let page = 2; page <= list.last_page; page++)
      all.push(
        providerAttendeesPage.parse((await call("GET", `/provider/attendees?page=${page}`, provider)).json()),
      );
    expect(all.flatMap((p) => p.data.map((r) => r.course.id))).toContain(scheduled.course.id);

    const chosen = providerAttendeesPage.parse(
      (await call("GET", `/provider/attendees?course_id=${scheduled.course.id}`, provider)).json(),
    );
    expect(chosen.course).toMatchObject({ sold: 2, held: 3, clocked_minutes: 265 });
    expect(chosen.course!.attendees[0]!.names).toEqual(["Иван Иванов", "=HYPERLINK(1)"]);
    const csv = await call("GET", `/provider/attendees.csv?course_id=${scheduled.course.id}`, provider);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain("Иван Иванов; =HYPERLINK(1)");

    expect((await call("GET", `/provider/attendees?course_id=${foreignCourseId}`, provider)).statusCode).toBe(
      404,
    );
    expect(
      (await call("GET", `/provider/attendees.csv?course_id=${foreignCourseId}`, provider)).statusCode,
    ).toBe(404);
    const theirs = await call("GET", `/provider/attendees?course_id=${scheduled.course.id}`, otherProvider);
    expect(theirs.statusCode).toBe(404);
    expect((await call("GET", "/provider/attendees.csv", provider)).statusCode).toBe(422);
  });

  it("refuses the admin pages to learners and providers (403) and to anonymous visitors (401)", async () => {
    const paths = [
      "/admin/utilization",
      `/admin/utilization/${scheduled.course.id}`,
      `/admin/utilization/${scheduled.course.id}/attendees.csv`,
    ];
    for (const path of paths) {
      expect((await call("GET", path, buyer)).statusCode).toBe(403);
      expect((await call("GET", path, provider)).statusCode).toBe(403);
      expect((await call("GET", path, null)).statusCode).toBe(401);
    }
    expect((await call("GET", "/provider/attendees", buyer)).statusCode).toBe(403);
    expect((await call("GET", "/provider/attendees", null)).statusCode).toBe(401);
    expect(
      (await call("GET", `/provider/attendees.csv?course_id=${scheduled.course.id}`, null)).statusCode,
    ).toBe(401);
  });
});
