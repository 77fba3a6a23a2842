import { type OwnCourse, ownCourse, ownCourseList } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cartItems, courseSlots, courses, orderItems, orders, users } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import {
  bookableCourseWithHour,
  type CourseRefs,
  completeCourse,
  courseRefs,
  fullBody,
  generalBody,
  inDays,
  pendingProvider,
  sessionBody,
} from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";
import { bookedHourIds } from "./programme.service";

describe("providers write their courses", () => {
  let t: TestApp;
  let provider: string;
  let refs: CourseRefs;
  beforeAll(async () => {
    t = await createTestApp();
    provider = await signInDemo(t.app, "provider@example.com");
    refs = await courseRefs(t.database.db);
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const read = async (id: string) =>
    ownCourse.parse((await call("GET", `/provider/courses/${id}`, provider)).json());

  it("creates a draft from the general section, reads it in full and lists it", async () => {
    const res = await call("POST", "/provider/courses", provider, generalBody(refs));
    expect(res.statusCode).toBe(201);
    const course = ownCourse.parse(res.json());
    expect(course).toMatchObject({
      status: "draft",
      title: "Испански за начинаещи",
      outcomes: ["Поздрави", "Числа"],
      category_id: refs.categoryId,
      subcategory_id: refs.subcategoryId,
      types: ["online", "group"],
      meeting_url: "https://meet.example.com/espanol",
      capacity: 0,
      modules: [],
    });
    expect(course.slug).toMatch(/^ispanski-za-nachinaeshti/);
    expect((await read(course.id)).title).toBe("Испански за начинаещи");
    const list = ownCourseList.parse((await call("GET", "/provider/courses?status=draft", provider)).json());
    expect(list.data.some((c) => c.id === course.id)).toBe(true);
    expect(list.last_page).toBeGreaterThanOrEqual(1);
  });

  it("creates every course of one title sent at once, each with a slug of its own", async () => {
    const title = `Едно заглавие ${Date.now()}`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => call("POST", "/provider/courses", provider, { ...generalBody(refs), title })),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers.map((a) => a.body.slice(0, 200)).join("\n"),
    ).toEqual([201, 201, 201, 201]);
    const slugs = answers.map((a) => ownCourse.parse(a.json()).slug);
    expect(new Set(slugs).size).toBe(4);
  });

  it("keeps courses to their provider: another provider gets 404, learners 403, strangers 401", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const other = (await pendingProvider(t.app, "Чужд Доставчик")).token;
    const learner = await signInDemo(t.app, "learner@example.com");
    const routes = [
      ["GET", `/provider/courses/${course.id}`, undefined],
      ["PUT", `/provider/courses/${course.id}`, fullBody(refs, { title: "Открадната" })],
      ["PUT", `/provider/courses/${course.id}/modules`, { modules: [] }],
      ["POST", `/provider/courses/${course.id}/submit`, undefined],
      ["POST", `/provider/courses/${course.id}/duplicate`, undefined],
      ["DELETE", `/provider/courses/${course.id}`, undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      expect((await call(method, url, other, body)).statusCode, `${method} ${url}`).toBe(404);
      expect((await call(method, url, learner, body)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, null, body)).statusCode, `${method} ${url}`).toBe(401);
    }
    const list = ownCourseList.parse((await call("GET", "/provider/courses", other)).json());
    expect(list.data).toEqual([]);
    expect((await call("GET", "/provider/courses", learner)).statusCode).toBe(403);
    const after = await read(course.id);
    expect(after).toMatchObject({ title: course.title, status: "draft" });
    expect(after.modules[0]?.sessions).toHaveLength(2);
  });

  it("refuses a bad general section with per-field messages and creates nothing", async () => {
    const before = ownCourseList.parse(
      (await call("GET", "/provider/courses?status=draft", provider)).json(),
    );
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: "" }, "title", "field.required"],
      [{ types: [] }, "types", "field.required"],
      [{ category_id: "abc" }, "category_id", "field.invalid_number"],
      [{ category_id: null }, "category_id", "field.required"],
      [{ meeting_url: null }, "meeting_url", "field.required"],
      [{ types: ["onsite"], meeting_url: null }, "city_id", "field.required"],
      [{ types: ["onsite"], meeting_url: null, city_id: refs.cityId }, "address", "field.required"],
      [{ subcategory_id: refs.otherSubcategoryId }, "subcategory_id", "field.subcategory_mismatch"],
      [{ types: ["weekly"] }, "types.0", "field.invalid_value"],
    ];
    for (const [overrides, field, key] of cases) {
      const res = await call("POST", "/provider/courses", provider, generalBody(refs, overrides));
      expect(res.statusCode, field).toBe(422);
      expect(res.json().code).toBe("fill_all_fields");
      expect(res.json().message).toBe("Please fill in all fields (correctly)");
      expect(Object.keys(res.json().errors), JSON.stringify(overrides)).toContain(field);
      expect(res.json().errors[field].join(" ")).toBe(translated(key));
    }
    const onsite = await call("POST", "/provider/courses", provider, {
      ...generalBody(refs, { types: ["onsite"], meeting_url: null }),
      city_id: refs.cityId,
      address: "ул. Шипка 5",
    });
    expect(onsite.statusCode).toBe(201);
    const after = ownCourseList.parse((await call("GET", "/provider/courses?status=draft", provider)).json());
    expect(after.data.length).toBe(before.data.length + 1);
  });

  it("accepts only https and http meeting links, refusing javascript: and others on the field", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const before = await read(course.id);
    const message =
      "Enter a link that starts with https:// or http://, for example https://meet.google.com/abc-defg-hij";
    for (const meeting of [
      "javascript:alert(document.cookie)",
      "JavaScript://%0aalert(1)",
      "data:text/html,x",
    ]) {
      const created = await call(
        "POST",
        "/provider/courses",
        provider,
        generalBody(refs, { meeting_url: meeting }),
      );
      expect(created.statusCode, meeting).toBe(422);
      expect(created.json()).toEqual({
        code: "fill_all_fields",
        message: "Please fill in all fields (correctly)",
        errors: { meeting_url: [message] },
      });
      const updated = await call(
        "PUT",
        `/provider/courses/${course.id}`,
        provider,
        fullBody(refs, { meeting_url: meeting }),
      );
      expect(updated.statusCode, meeting).toBe(422);
      expect(updated.json().errors).toEqual({ meeting_url: [message] });
    }
    expect(await read(course.id)).toEqual(before);
    const http = await call(
      "PUT",
      `/provider/courses/${course.id}`,
      provider,
      fullBody(refs, { meeting_url: "http://meet.example.com/room" }),
    );
    expect(http.statusCode).toBe(200);
    expect(http.json().meeting_url).toBe("http://meet.example.com/room");
  });

  const messages: Record<string, string> = {
    "field.required": "This field is required",
    "field.invalid_number": "Invalid number",
    "field.invalid_date": "Invalid date",
    "field.date_too_early": "The date cannot be before 2000",
    "field.date_too_late": "The date cannot be more than five years ahead",
    "field.invalid_hour": "Invalid hour",
    "field.invalid_value": "Invalid value",
    "field.subcategory_mismatch": "Choose a subcategory of the chosen category",
    "field.end_after_start": "The end must be after the start",
    "field.deadline_before_start": "The deadline must be before the first session",
    "field.early_bird_below_price": "The early-bird price must be below the price",
    "field.early_bird_before_start":
      "The early-bird price must end on the day of the first session at the latest",
    "field.group_above_capacity": "The group size cannot be larger than the number of places",
    "field.slot_overlap": "This slot overlaps another slot on the same day",
    "field.instructor_not_own": "Choose an instructor from your portfolio",
    "field.capacity_below_sold": "The places cannot be fewer than those already sold",
  };
  const translated = (key: string) => messages[key] ?? key;

  it("saves the booking section and refuses bad numbers, dates, early-bird prices and late deadlines", async () => {
    const course = await completeCourse(t.app, provider, refs);
    expect(course).toMatchObject({ price: 24000, early_bird_price: 19900, capacity: 12, group_size: 6 });
    expect(course.starts_at).toBeTruthy();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: "много" }, "price", "field.invalid_number"],
      [{ capacity: 0 }, "capacity", "field.invalid_number"],
      [{ capacity: 2.5 }, "capacity", "field.invalid_number"],
      [{ early_bird_price: 24000 }, "early_bird_price", "field.early_bird_below_price"],
      [{ early_bird_until: "2027-02-30" }, "early_bird_until", "field.invalid_date"],
      [{ early_bird_until: inDays(45) }, "early_bird_until", "field.early_bird_before_start"],
      [{ group_size: 13 }, "group_size", "field.group_above_capacity"],
      [{ payment_deadline: "утре" }, "payment_deadline", "field.invalid_date"],
      [
        { payment_deadline: `${inDays(31)}T10:00:00+02:00` },
        "payment_deadline",
        "field.deadline_before_start",
      ],
      [{ last_sell_date: `${inDays(40)}T10:00:00+02:00` }, "last_sell_date", "field.deadline_before_start"],
      [
        { cancellation_deadline: `${inDays(30)}T18:00:00+02:00` },
        "cancellation_deadline",
        "field.deadline_before_start",
      ],
    ];
    for (const [overrides, field, key] of cases) {
      const res = await call(
        "PUT",
        `/provider/courses/${course.id}`,
        provider,
        fullBody(refs, { ...overrides, title: "Никога" }),
      );
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([translated(key)]);
    }
    expect(await read(course.id)).toMatchObject({ title: course.title, price: 24000, capacity: 12 });
  });

  it("replaces the programme, keeps ids, deletes surplus sessions and follows the course dates", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const module = course.modules[0]!;
    const [first, second] = module.sessions;
    const res = await call("PUT", `/provider/courses/${course.id}/modules`, provider, {
      modules: [
        {
          id: module.id,
          title: "Основи",
          sessions: [
            { ...sessionBody(refs, 28), id: first!.id },
            { ...sessionBody(refs, 29), id: second!.id },
          ],
        },
        {
          title: "Напреднали",
          description: "Втори модул",
          sessions: [sessionBody(refs, 45, { end_hour: "21:30" })],
        },
      ],
    });
    expect(res.statusCode).toBe(200);
    const two = ownCourse.parse(res.json());
    expect(two.modules.map((m) => m.title)).toEqual(["Основи", "Напреднали"]);
    expect(two.modules[0]!.sessions.map((s) => s.id)).toEqual([first!.id, second!.id]);
    expect(two.modules[0]!.sessions[0]).toMatchObject({
      date: inDays(28),
      start_hour: "18:00",
      end_hour: "20:00",
    });
    expect(two.modules[1]!.sessions[0]).toMatchObject({ date: inDays(45), end_hour: "21:30" });
    expect(new Date(two.starts_at!).getTime()).toBeLessThan(new Date(two.ends_at!).getTime());
    expect(two.ends_at!.slice(0, 10)).toBe(inDays(45));
    // reducing the first module to one session deletes the surplus (the web confirms first)
    const reduced = ownCourse.parse(
      (
        await call("PUT", `/provider/courses/${course.id}/modules`, provider, {
          modules: [
            { id: module.id, title: "Основи", sessions: [{ ...sessionBody(refs, 28), id: first!.id }] },
          ],
        })
      ).json(),
    );
    expect(reduced.modules).toHaveLength(1);
    expect(reduced.modules[0]!.sessions.map((s) => s.id)).toEqual([first!.id]);
    expect(reduced.ends_at!.slice(0, 10)).toBe(inDays(28));
  });

  it("moves a session out of a module that is removed, and refuses an id given twice", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const [a, b] = course.modules[0]!.sessions;
    const split = ownCourse.parse(
      (
        await call("PUT", `/provider/courses/${course.id}/modules`, provider, {
          modules: [
            { title: "Първи", sessions: [] },
            {
              id: course.modules[0]!.id,
              title: "Стар",
              sessions: [
                { ...sessionBody(refs, 30), id: a!.id },
                { ...sessionBody(refs, 37), id: b!.id },
              ],
            },
          ],
        })
      ).json(),
    );
    const twice = await call("PUT", `/provider/courses/${course.id}/modules`, provider, {
      modules: [
        {
          id: split.modules[0]!.id,
          title: "Първи",
          sessions: [
            { ...sessionBody(refs, 30), id: a!.id },
            { ...sessionBody(refs, 31), id: a!.id },
          ],
        },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(["modules.0.sessions.1.id"]);
    const moved = ownCourse.parse(
      (
        await call("PUT", `/provider/courses/${course.id}/modules`, provider, {
          modules: [
            { id: split.modules[0]!.id, title: "Първи", sessions: [{ ...sessionBody(refs, 30), id: a!.id }] },
          ],
        })
      ).json(),
    );
    expect(moved.modules.map((m) => m.title)).toEqual(["Първи"]);
    expect(moved.modules[0]!.sessions.map((s) => s.id)).toEqual([a!.id]);
  });

  it("refuses a bad programme with per-field messages and keeps the old one", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const at = "modules.0.sessions.0";
    const cases: [Record<string, unknown>, string, string][] = [
      [{ date: "31.12.2027" }, `${at}.date`, "field.invalid_date"],
      // a typing slip of the year is refused on the field (COURSE-DATE-BOUNDS)
      [{ date: "0001-01-01" }, `${at}.date`, "field.date_too_early"],
      [{ date: "1999-12-31" }, `${at}.date`, "field.date_too_early"],
      [{ date: "9999-12-31" }, `${at}.date`, "field.date_too_late"],
      [{ start_hour: "25:00" }, `${at}.start_hour`, "field.invalid_hour"],
      [{ end_hour: "17:00" }, `${at}.end_hour`, "field.end_after_start"],
      [{ end_hour: "18:00" }, `${at}.end_hour`, "field.end_after_start"],
      [{ duration_minutes: "две" }, `${at}.duration_minutes`, "field.invalid_number"],
      [{ title: "" }, `${at}.title`, "field.required"],
      [{ instructor_id: refs.foreignInstructorId }, `${at}.instructor_id`, "field.instructor_not_own"],
      [{ date: inDays(20) }, "payment_deadline", "field.deadline_before_start"],
    ];
    for (const [overrides, field, key] of cases) {
      const res = await call("PUT", `/provider/courses/${course.id}/modules`, provider, {
        modules: [{ title: "Нов", sessions: [sessionBody(refs, 30, overrides)] }],
      });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[field], field).toEqual([translated(key)]);
    }
    const after = await read(course.id);
    expect(after.modules.map((m) => m.title)).toEqual(["Основи"]);
    expect(after.modules[0]!.sessions).toHaveLength(2);
  });

  it("saves date-and-hour slots for bookable courses only", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const slot = { date: inDays(33), start_hour: "10:00", end_hour: "11:00", capacity: 1 };
    const refused = await call("PUT", `/provider/courses/${course.id}/slots`, provider, { slots: [slot] });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["slots"]);
    const bookable = fullBody(refs, { types: ["online", "on_demand", "individual"] });
    expect((await call("PUT", `/provider/courses/${course.id}`, provider, bookable)).statusCode).toBe(200);
    const saved = ownCourse.parse(
      (
        await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
          slots: [slot, { ...slot, start_hour: "11:00", end_hour: "12:00", capacity: 2 }],
        })
      ).json(),
    );
    expect(saved.slots).toMatchObject([
      { date: inDays(33), start_hour: "10:00", end_hour: "11:00", capacity: 1 },
      { start_hour: "11:00", end_hour: "12:00", capacity: 2 },
    ]);
    const bad = await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
      slots: [
        { ...slot, id: saved.slots[0]!.id, end_hour: "09:00" },
        { ...slot, capacity: 0 },
      ],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ "slots.0.end_hour": [translated("field.end_after_start")] });
    expect(bad.json().errors["slots.1.capacity"]).toEqual([translated("field.invalid_number")]);
    const overlapping = await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
      slots: [slot, { ...slot, start_hour: "10:30", end_hour: "11:30" }],
    });
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors["slots.1.start_hour"]).toEqual([translated("field.slot_overlap")]);
    const kept = await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
      slots: [{ ...slot, id: saved.slots[0]!.id }],
    });
    expect(ownCourse.parse(kept.json()).slots.map((s) => s.id)).toEqual([saved.slots[0]!.id]);
  });

  it("refuses an hour's places below those sold with a field message, keeping the hour and its sales", async () => {
    const { course, slot, id } = await bookableCourseWithHour(t.app, provider, refs, 3);
    // two places of the hour sold (as a paid order counts them)
    await t.database.db.update(courseSlots).set({ soldCount: 2 }).where(eq(courseSlots.id, id));
    const refused = await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
      slots: [{ ...slot, id, capacity: 1 }],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["slots.0.capacity"]).toEqual([translated("field.capacity_below_sold")]);
    const [row] = await t.database.db.select().from(courseSlots).where(eq(courseSlots.id, id));
    expect(row).toMatchObject({ capacity: 3, soldCount: 2 });
    // down to the places sold is allowed
    const lowered = await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
      slots: [{ ...slot, id, capacity: 2 }],
    });
    expect(ownCourse.parse(lowered.json()).slots[0]).toMatchObject({ id, capacity: 2 });
  });

  it("removes an hour with its run-out holds; one held now or named by an order stays, with 409", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const bookable = fullBody(refs, { types: ["online", "on_demand", "individual"] });
    expect((await call("PUT", `/provider/courses/${course.id}`, provider, bookable)).statusCode).toBe(200);
    const hour = (start: string) => ({
      date: inDays(33),
      start_hour: start,
      end_hour: `${String(Number(start.slice(0, 2)) + 1).padStart(2, "0")}:00`,
      capacity: 3,
    });
    const saved = ownCourse.parse(
      (
        await call("PUT", `/provider/courses/${course.id}/slots`, provider, {
          slots: [hour("10:00"), hour("12:00"), hour("14:00")],
        })
      ).json(),
    );
    const [runOut, held, refunded] = saved.slots.map((s) => ({ ...s, capacity: 3 })) as [
      OwnCourse["slots"][number],
      OwnCourse["slots"][number],
      OwnCourse["slots"][number],
    ];
    const db = t.database.db;
    const [learner] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const minutes = (m: number) => new Date(Date.now() + m * 60_000);
    await db.insert(cartItems).values([
      { userId: learner!.id, courseId: course.id, slotId: runOut.id, quantity: 1, heldUntil: minutes(-5) },
      { userId: learner!.id, courseId: course.id, slotId: held.id, quantity: 1, heldUntil: minutes(15) },
    ]);
    const [row] = await db.select().from(courses).where(eq(courses.id, course.id));
    const [order] = await db
      .insert(orders)
      .values({
        number: `K-S${Date.now()}`,
        userId: learner!.id,
        status: "refunded",
        total: 24000,
        billing: {},
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      courseId: course.id,
      slotId: refunded.id,
      providerId: row!.providerId,
      title: course.title,
      quantity: 1,
      unitPrice: 24000,
      total: 24000,
      commissionBp: 1500,
    });

    const put = (slots: object[]) => call("PUT", `/provider/courses/${course.id}/slots`, provider, { slots });
    const removed = await put([held, refunded]);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(ownCourse.parse(removed.json()).slots.map((s) => s.id)).toEqual([held.id, refunded.id]);
    expect(await db.select().from(cartItems).where(eq(cartItems.slotId, runOut.id))).toHaveLength(0);
    for (const keep of [[refunded], [held]]) {
      const refused = await put(keep);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: "course_hour_booked",
        message: "This hour has already been booked and cannot be changed",
      });
    }
    expect((await read(course.id)).slots.map((s) => s.id)).toEqual([held.id, refunded.id]);
    expect(await db.select().from(cartItems).where(eq(cartItems.slotId, held.id))).toHaveLength(1);
  });

  it("locks a booked session: shown as booked, its hours cannot change while its order lives", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const ids = course.modules[0]!.sessions.map((s) => s.id);
    expect((await bookedHourIds(t.database.db, { sessionIds: ids, slotIds: [] })).size).toBe(0);
    expect(course.modules[0]!.sessions.every((s) => s.booked === false)).toBe(true);

    // a learner's order of a place on the course (written as checkout and payment would)
    const db = t.database.db;
    const [learner] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const [row] = await db.select().from(courses).where(eq(courses.id, course.id));
    const [order] = await db
      .insert(orders)
      .values({ number: `K-T${Date.now()}`, userId: learner!.id, status: "paid", total: 24000, billing: {} })
      .returning();
    await db.insert(orderItems).values({
      orderId: order!.id,
      courseId: course.id,
      providerId: row!.providerId,
      title: course.title,
      quantity: 1,
      unitPrice: 24000,
      total: 24000,
      commissionBp: 1500,
    });

    const booked = await read(course.id);
    expect(booked.modules[0]!.sessions.map((s) => s.booked)).toEqual([true, true]);
    const modules = booked.modules.map((m) => ({
      title: m.title,
      description: m.description,
      sessions: m.sessions.map((s) => ({ ...sessionBody(refs, 30), ...s })),
    }));
    const moved = structuredClone(modules);
    moved[0]!.sessions[1]!.start_hour = "17:00";
    const refused = await call("PUT", `/provider/courses/${course.id}/modules`, provider, { modules: moved });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "course_hour_booked",
      message: "This hour has already been booked and cannot be changed",
    });
    const dropped = structuredClone(modules);
    dropped[0]!.sessions.pop();
    expect(
      (await call("PUT", `/provider/courses/${course.id}/modules`, provider, { modules: dropped }))
        .statusCode,
    ).toBe(409);
    // unchanged hours save; a refunded order frees them again
    expect(
      (await call("PUT", `/provider/courses/${course.id}/modules`, provider, { modules })).statusCode,
    ).toBe(200);
    await db.update(orders).set({ status: "refunded" }).where(eq(orders.id, order!.id));
    expect((await read(course.id)).modules[0]!.sessions.every((s) => !s.booked)).toBe(true);
    expect(
      (await call("PUT", `/provider/courses/${course.id}/modules`, provider, { modules: moved })).statusCode,
    ).toBe(200);
  });

  it("duplicates a course as a draft without dates, modules kept", async () => {
    const course = await completeCourse(t.app, provider, refs);
    const res = await call("POST", `/provider/courses/${course.id}/duplicate`, provider);
    expect(res.statusCode).toBe(201);
    const copy = ownCourse.parse(res.json());
    expect(copy.id).not.toBe(course.id);
    expect(copy.slug).not.toBe(course.slug);
    expect(copy).toMatchObject({
      status: "draft",
      title: course.title,
      price: 24000,
      capacity: 12,
      starts_at: null,
      ends_at: null,
      payment_deadline: null,
      early_bird_until: null,
      slots: [],
    });
    expect(copy.modules.map((m) => [m.title, m.sessions.length])).toEqual([["Основи", 0]]);
    expect((await read(course.id)).modules[0]!.sessions).toHaveLength(2);
  });
});
