import { z } from "zod";

import { audiences, courseStatuses, courseTypes } from "./constants";
import { courseDateOutOfBounds } from "./domain/course-dates";

export type CourseStatus = (typeof courseStatuses)[number];

const required = { message: "field.required" };
const text = (max: number) => z.string(required).trim().max(max, { message: "field.too_big" });
const requiredText = (max: number) => text(max).min(1, required);
const count = (min: number) =>
  z
    .number({ message: "field.invalid_number" })
    .int({ message: "field.invalid_number" })
    .min(min, { message: "field.invalid_number" })
    .max(100_000_000, { message: "field.invalid_number" });
/** A chosen id (category, subcategory): none chosen reads "required", not "invalid number". */
const chosenId = () =>
  z
    .number({ error: (issue) => (issue.input == null ? "field.required" : "field.invalid_number") })
    .int({ message: "field.invalid_number" })
    .min(1, required)
    .max(100_000_000, { message: "field.invalid_number" });
/** A calendar date YYYY-MM-DD (Sofia), from 2000 to a few years ahead (domain/course-dates.ts). */
const calendarDate = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
/** The bounds of a date in the right form: a malformed one is only "invalid date". */
const within = (bound: "field.date_too_early" | "field.date_too_late") => (v: string) =>
  !calendarDate.test(v) || courseDateOutOfBounds(v) !== bound;
export const courseDate = z
  .string(required)
  .regex(calendarDate, { message: "field.invalid_date" })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      message: "field.invalid_date",
    },
  )
  .refine(within("field.date_too_early"), { message: "field.date_too_early" })
  .refine(within("field.date_too_late"), { message: "field.date_too_late" });
/** A wall-clock hour HH:MM (Sofia). */
export const courseHour = z
  .string(required)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: "field.invalid_hour" });
/** An instant with its offset, e.g. 2027-03-01T18:00:00+02:00. */
const instant = z.iso.datetime({ offset: true, message: "field.invalid_date" });

/** The general section of the course editor. */
export const courseGeneralFields = z.object({
  title: requiredText(200),
  description: text(20_000).default(""),
  overview: text(20_000).default(""),
  outcomes: z.array(requiredText(300)).max(30, { message: "field.too_big" }).default([]),
  audience_text: text(2000).default(""),
  keywords: z.array(requiredText(60)).max(30, { message: "field.too_big" }).default([]),
  category_id: chosenId(),
  subcategory_id: chosenId().nullable().default(null),
  language: z.enum(["bg", "en"], required).default("bg"),
  types: z.array(z.enum(courseTypes, { message: "field.invalid_value" })).min(1, required),
  audience: z.array(z.enum(audiences, { message: "field.invalid_value" })).default([]),
  frequency: z.enum(["one_off", "subscription"], required).default("one_off"),
  // only web links: the address becomes a link learners open (a javascript: one would run script)
  meeting_url: z
    .url({ protocol: /^https?$/, message: "field.invalid_meeting_url" })
    .max(500, { message: "field.too_big" })
    .nullable()
    .default(null),
  city_id: count(1).nullable().default(null),
  address: text(300).nullable().default(null),
});

/** Online courses need a meeting room link; onsite ones a city and an address. */
function placeRules(v: z.infer<typeof courseGeneralFields>, ctx: z.RefinementCtx) {
  if (v.types.includes("online") && !v.meeting_url)
    ctx.addIssue({ code: "custom", path: ["meeting_url"], message: "field.required" });
  if (v.types.includes("onsite")) {
    if (!v.city_id) ctx.addIssue({ code: "custom", path: ["city_id"], message: "field.required" });
    if (!v.address) ctx.addIssue({ code: "custom", path: ["address"], message: "field.required" });
  }
}

/** POST /provider/courses: a new draft from the general section. */
export const createCourseBody = courseGeneralFields.superRefine(placeRules);
export type CreateCourseInput = z.input<typeof createCourseBody>;

/** The booking section: money in stotinki (minor units), deadlines before the first session. */
export const courseBookingFields = z.object({
  price: count(0),
  early_bird_price: count(0).nullable().default(null),
  early_bird_until: courseDate.nullable().default(null),
  capacity: count(1),
  group_size: count(1).nullable().default(null),
  payment_deadline: instant.nullable().default(null),
  cancellation_deadline: instant.nullable().default(null),
  last_sell_date: instant.nullable().default(null),
  requires_booking_approval: z.boolean(required).default(false),
});

/** PUT /provider/courses/{id}: the general and the booking sections together. */
export const updateCourseBody = courseGeneralFields
  .extend(courseBookingFields.shape)
  .superRefine((v, ctx) => {
    placeRules(v, ctx);
    if (v.early_bird_price !== null && v.early_bird_price >= v.price)
      ctx.addIssue({ code: "custom", path: ["early_bird_price"], message: "field.early_bird_below_price" });
    if (v.early_bird_price !== null && !v.early_bird_until)
      ctx.addIssue({ code: "custom", path: ["early_bird_until"], message: "field.required" });
    if (v.group_size !== null && v.group_size > v.capacity)
      ctx.addIssue({ code: "custom", path: ["group_size"], message: "field.group_above_capacity" });
  });

/**
 * The early-bird price ends on the day of the first session at the latest (dates YYYY-MM-DD in Sofia).
 * The first session comes from the programme, so the API and the editor check it beside the body.
 */
export const isEarlyBirdAfterStart = (earlyBirdUntil: string, firstSessionDate: string) =>
  earlyBirdUntil > firstSessionDate;

type SlotTimes = { date: string; start_hour: string; end_hour: string };
/** The indexes of slots that overlap an earlier one of the list on the same day. */
export function overlappingSlots(slots: readonly SlotTimes[]): number[] {
  return slots.flatMap((slot, i) =>
    slots
      .slice(0, i)
      .some((o) => o.date === slot.date && o.start_hour < slot.end_hour && slot.start_hour < o.end_hour)
      ? [i]
      : [],
  );
}
export type UpdateCourseInput = z.input<typeof updateCourseBody>;

const endsAfterStart = (v: { start_hour: string; end_hour: string }, ctx: z.RefinementCtx) => {
  if (v.end_hour <= v.start_hour)
    ctx.addIssue({ code: "custom", path: ["end_hour"], message: "field.end_after_start" });
};

export const courseSessionInput = z
  .object({
    id: z.uuid().optional(),
    title: requiredText(200),
    description: text(5000).default(""),
    date: courseDate,
    start_hour: courseHour,
    end_hour: courseHour,
    instructor_id: z.uuid({ message: "field.invalid_value" }).nullable().default(null),
    duration_minutes: count(1).max(24 * 60, { message: "field.invalid_number" }),
  })
  .superRefine(endsAfterStart);

/** PUT /provider/courses/{id}/modules: the whole programme; sessions left out are deleted. */
export const courseModulesBody = z.object({
  modules: z
    .array(
      z.object({
        id: z.uuid().optional(),
        title: requiredText(200),
        description: text(5000).default(""),
        sessions: z.array(courseSessionInput).max(200, { message: "field.too_big" }),
      }),
    )
    .max(50, { message: "field.too_big" }),
});
export type CourseModulesInput = z.input<typeof courseModulesBody>;

/** PUT /provider/courses/{id}/slots: the date-and-hour slots of a bookable course. */
export const courseSlotsBody = z.object({
  slots: z
    .array(
      z
        .object({
          id: z.uuid().optional(),
          date: courseDate,
          start_hour: courseHour,
          end_hour: courseHour,
          capacity: count(1),
        })
        .superRefine(endsAfterStart),
    )
    .max(500, { message: "field.too_big" })
    .superRefine((slots, ctx) => {
      for (const i of overlappingSlots(slots))
        ctx.addIssue({ code: "custom", path: [i, "start_hour"], message: "field.slot_overlap" });
    }),
});
export type CourseSlotsInput = z.input<typeof courseSlotsBody>;

export const ownCourseSession = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  start_hour: z.string(),
  end_hour: z.string(),
  instructor_id: z.string().nullable(),
  duration_minutes: z.number().int(),
  /** the session has bookings: its date and hours cannot be changed */
  booked: z.boolean(),
});

/** A course as its provider edits it (GET /provider/courses/{id}). */
export const ownCourse = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.enum(courseStatuses),
  rejection_reason: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  overview: z.string(),
  outcomes: z.array(z.string()),
  audience_text: z.string(),
  keywords: z.array(z.string()),
  category_id: z.number().int().nullable(),
  subcategory_id: z.number().int().nullable(),
  language: z.string(),
  types: z.array(z.string()),
  audience: z.array(z.string()),
  frequency: z.string(),
  meeting_url: z.string().nullable(),
  city_id: z.number().int().nullable(),
  address: z.string().nullable(),
  price: z.number().int(),
  early_bird_price: z.number().int().nullable(),
  early_bird_until: z.string().nullable(),
  capacity: z.number().int(),
  group_size: z.number().int().nullable(),
  payment_deadline: z.string().nullable(),
  cancellation_deadline: z.string().nullable(),
  last_sell_date: z.string().nullable(),
  requires_booking_approval: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  modules: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      description: z.string(),
      sessions: z.array(ownCourseSession),
    }),
  ),
  slots: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      start_hour: z.string(),
      end_hour: z.string(),
      capacity: z.number().int(),
      /** the slot has bookings: it cannot be moved or removed */
      booked: z.boolean(),
    }),
  ),
  updated_at: z.string(),
  sold_count: z.number().int(),
  /** the content changes of an approved course awaiting or after review; the fields above show them */
  revision: z
    .object({
      id: z.string(),
      status: z.enum(["draft", "pending", "rejected"]),
      submitted_at: z.string().nullable(),
      decided_at: z.string().nullable(),
      rejection_reason: z.string().nullable(),
    })
    .nullable(),
});
export type OwnCourse = z.infer<typeof ownCourse>;

export const ownCourseSummary = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(courseStatuses),
  starts_at: z.string().nullable(),
  price: z.number().int(),
  capacity: z.number().int(),
  sold_count: z.number().int(),
  updated_at: z.string(),
});
export const ownCourseListQuery = z.object({
  status: z.enum(courseStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const ownCourseList = z.object({ data: z.array(ownCourseSummary), last_page: z.number().int() });

/** GET /admin/courses */
export const adminCourseListQuery = z.object({
  status: z.enum(courseStatuses).default("in_review"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const adminCourseSummary = ownCourseSummary.extend({
  provider_id: z.string(),
  provider_name: z.string(),
  provider_status: z.string(),
});
export const adminCourseList = z.object({ data: z.array(adminCourseSummary), last_page: z.number().int() });

/** GET /admin/courses/{id}: the course as its provider edits it, with the provider and the last decision. */
export const adminCourse = ownCourse.extend({
  submitted_at: z.string().nullable(),
  provider: z.object({ id: z.string(), name: z.string(), status: z.string() }),
  decision: z
    .object({
      decided_at: z.string(),
      decided_by: z.object({ id: z.string(), name: z.string() }).nullable(),
      rejection_reason: z.string().nullable(),
    })
    .nullable(),
});
export type AdminCourse = z.infer<typeof adminCourse>;

/** POST /admin/courses/{id}/reject */
export const rejectCourseBody = z.object({
  reason: z
    .string(required)
    .trim()
    .min(10, { message: "field.reason_too_short" })
    .max(1000, { message: "field.too_big" }),
});
