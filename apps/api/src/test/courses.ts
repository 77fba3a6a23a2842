import { ownCourse, ownProvider } from "@kursove/contracts";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { and, eq, isNotNull, isNull, ne } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../app";
import type { Db } from "../db/client";
import { categories, cities, instructors, providers } from "../db/schema/index";
import { apiCaller, bearer, nextAddress, signUp } from "./accounts";
import { imageForm, pngLogo, validSteps } from "./providers";

/** A Sofia calendar date some days from today. */
export function inDays(days: number) {
  const d = new Date(`${todayInSofia()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Ids the course forms refer to: a category with its subcategory, another subcategory, a city, instructors. */
export async function courseRefs(db: Db) {
  const subs = await db.select().from(categories).where(isNotNull(categories.parentId));
  const sub = subs[0]!;
  const otherSub = subs.find((s) => s.parentId !== sub.parentId)!;
  const [city] = await db.select().from(cities).limit(1);
  const [demo] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
  const own = await db.select().from(instructors).where(eq(instructors.providerId, demo!.id));
  const [foreign] = await db.select().from(instructors).where(ne(instructors.providerId, demo!.id)).limit(1);
  const [top] = await db
    .select()
    .from(categories)
    .where(and(isNull(categories.parentId)))
    .limit(1);
  return {
    categoryId: sub.parentId!,
    subcategoryId: sub.id,
    otherSubcategoryId: otherSub.id,
    topCategoryId: top!.id,
    cityId: city!.id,
    instructorId: own[0]!.id,
    foreignInstructorId: foreign!.id,
  };
}
export type CourseRefs = Awaited<ReturnType<typeof courseRefs>>;

/** A valid general section of an online course. */
export const generalBody = (r: CourseRefs, overrides: Record<string, unknown> = {}) => ({
  title: "Испански за начинаещи",
  description: "Курс по испански език от нулата.",
  overview: "Осем срещи онлайн.",
  outcomes: ["Поздрави", "Числа"],
  audience_text: "Всеки, който иска да започне",
  keywords: ["испански", "език"],
  category_id: r.categoryId,
  subcategory_id: r.subcategoryId,
  language: "bg",
  types: ["online", "group"],
  audience: ["consumers"],
  frequency: "one_off",
  meeting_url: "https://meet.example.com/espanol",
  ...overrides,
});

/** The general section with a valid booking section. */
export const fullBody = (r: CourseRefs, overrides: Record<string, unknown> = {}) => ({
  ...generalBody(r),
  price: 24000,
  early_bird_price: 19900,
  early_bird_until: inDays(10),
  capacity: 12,
  group_size: 6,
  payment_deadline: `${inDays(25)}T18:00:00+02:00`,
  cancellation_deadline: `${inDays(24)}T18:00:00+02:00`,
  last_sell_date: `${inDays(25)}T20:00:00+02:00`,
  requires_booking_approval: false,
  ...overrides,
});

/** A session body on a day from now. */
export const sessionBody = (r: CourseRefs, day: number, overrides: Record<string, unknown> = {}) => ({
  title: `Среща ${day}`,
  description: "",
  date: inDays(day),
  start_hour: "18:00",
  end_hour: "20:00",
  instructor_id: r.instructorId,
  duration_minutes: 120,
  ...overrides,
});

/** Creates a draft with the booking section and one module of two sessions; answers the course. */
export async function completeCourse(app: App, token: string, r: CourseRefs) {
  const call = apiCaller(app);
  const created = await call("POST", "/provider/courses", token, generalBody(r));
  expect(created.statusCode).toBe(201);
  const id = created.json().id as string;
  expect((await call("PUT", `/provider/courses/${id}`, token, fullBody(r))).statusCode).toBe(200);
  const saved = await call("PUT", `/provider/courses/${id}/modules`, token, {
    modules: [{ title: "Основи", description: "", sessions: [sessionBody(r, 30), sessionBody(r, 37)] }],
  });
  expect(saved.statusCode).toBe(200);
  return ownCourse.parse(saved.json());
}

/** A complete draft made bookable by the hour, with one hour of `capacity` places 33 days ahead. */
export async function bookableCourseWithHour(app: App, token: string, r: CourseRefs, capacity: number) {
  const call = apiCaller(app);
  const course = await completeCourse(app, token, r);
  const bookable = fullBody(r, { types: ["online", "on_demand", "individual"] });
  expect((await call("PUT", `/provider/courses/${course.id}`, token, bookable)).statusCode).toBe(200);
  const slot = { date: inDays(33), start_hour: "10:00", end_hour: "11:00", capacity };
  const saved = await call("PUT", `/provider/courses/${course.id}/slots`, token, { slots: [slot] });
  expect(saved.statusCode).toBe(200);
  return { course, slot, id: ownCourse.parse(saved.json()).slots[0]!.id };
}

/** A new user with a submitted (pending) provider request; answers the token, the address and the provider. */
export async function pendingProvider(app: App, company: string) {
  const call = apiCaller(app);
  const { token, body } = await signUp(app);
  for (const n of [1, 2, 3, 4] as const) {
    const step = n === 1 ? { ...validSteps[1], company_name: company } : validSteps[n];
    expect((await call("PUT", `/provider/request/steps/${n}`, token, step)).statusCode).toBe(200);
  }
  const form = imageForm(await pngLogo());
  await app.inject({
    method: "POST",
    url: "/api/v1/provider/request/logo",
    payload: form.payload,
    headers: { ...bearer(token), ...form.headers },
    remoteAddress: nextAddress(),
  });
  const provider = ownProvider.parse((await call("POST", "/provider/request", token)).json());
  return { token, email: body.email, provider };
}
