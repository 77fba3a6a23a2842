import { z } from "zod";
import { orderStatus } from "./orders";

const uuid = z.uuid();
const isoDateTime = z.string();
const page = z.coerce.number().int().min(1).max(10_000).default(1);

/** How a course is sold: dated sessions, date-and-hour slots (capacity per slot), or a video without dates. */
export const utilizationKinds = ["scheduled", "bookable", "recorded"] as const;
export const utilizationKind = z.enum(utilizationKinds);
export type UtilizationKind = z.infer<typeof utilizationKind>;

/**
 * Courses by their dates: current (not ended: running, upcoming or undated, what the admin opens on),
 * not started, started and not ended, ended; undated ones only under current and all.
 */
export const utilizationStatuses = ["current", "upcoming", "running", "ended", "all"] as const;
export type UtilizationStatus = (typeof utilizationStatuses)[number];

/** GET /admin/utilization */
export const utilizationQuery = z.object({
  q: z.string().trim().max(120).optional(),
  provider_id: uuid.optional(),
  status: z.enum(utilizationStatuses).default("all"),
  page,
});
export type UtilizationQuery = z.input<typeof utilizationQuery>;

/** A course's places: capacity (the sum of its slots' for a bookable course), sold, held in carts, free. */
export const utilizationRow = z.object({
  course: z.object({ id: uuid, title: z.string(), slug: z.string() }),
  provider: z.object({ id: uuid, name: z.string() }),
  kind: utilizationKind,
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
  /** sold / capacity, 0..1; null when there is no capacity */
  utilization: z.number().nullable(),
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
  /** the number of sessions (scheduled) */
  sessions: z.number().int(),
  /** the number of date-and-hour slots (bookable) */
  slots: z.number().int(),
});
export type UtilizationRow = z.infer<typeof utilizationRow>;

export const utilizationTotals = z.object({
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
});

export const utilizationPage = z.object({
  data: z.array(utilizationRow),
  /** over every course of the filter, not only this page */
  totals: utilizationTotals,
  last_page: z.number().int(),
  /** the providers with approved courses, for the filter */
  providers: z.array(z.object({ id: uuid, name: z.string() })),
});
export type UtilizationPage = z.infer<typeof utilizationPage>;

/** A session with the time its lectors clocked (confirmed) for it. */
export const utilizationSession = z.object({
  id: uuid,
  title: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  duration_minutes: z.number().int(),
  instructor: z.string().nullable(),
  clocked: z.array(z.object({ lector: z.string(), minutes: z.number().int(), note: z.string().optional() })),
  clocked_minutes: z.number().int(),
});
export type UtilizationSession = z.infer<typeof utilizationSession>;

export const utilizationSlot = z.object({
  id: uuid,
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
});
export type UtilizationSlot = z.infer<typeof utilizationSlot>;

/** The places of an order item that holds a sale (not fully refunded, not refused). */
export const courseAttendee = z.object({
  order_id: uuid,
  order_number: z.string(),
  learner: z.object({ name: z.string(), email: z.string() }),
  /** the names given at checkout, at most one per place (may be empty) */
  names: z.array(z.string()),
  quantity: z.number().int(),
  slot: z.object({ starts_at: isoDateTime }).nullable(),
  status: orderStatus,
  booking_status: z.string(),
});
export type CourseAttendee = z.infer<typeof courseAttendee>;

/** GET /admin/utilization/{courseId}: the course's places, sessions with clocked time, slots and attendees. */
export const utilizationDetail = utilizationRow.omit({ sessions: true, slots: true }).extend({
  course_status: z.string(),
  /** the minutes clocked over every session */
  clocked_minutes: z.number().int(),
  sessions: z.array(utilizationSession),
  slots: z.array(utilizationSlot),
  attendees: z.array(courseAttendee),
});
export type UtilizationDetail = z.infer<typeof utilizationDetail>;

export const utilizationCourseParams = z.object({ courseId: uuid });

/** GET /provider/attendees: the provider's own courses; with course_id, that course's detail too. */
export const providerAttendeesQuery = z.object({ course_id: uuid.optional(), page });
export const providerAttendeesPage = z.object({
  data: z.array(utilizationRow),
  last_page: z.number().int(),
  course: utilizationDetail.nullable(),
});
export type ProviderAttendeesPage = z.infer<typeof providerAttendeesPage>;

/** GET /provider/attendees.csv */
export const providerAttendeesCsvQuery = z.object({ course_id: uuid, lang: z.enum(["bg", "en"]).optional() });
/** GET /admin/utilization/{courseId}/attendees.csv: `lang` names the header's language (links send none). */
export const attendeesCsvQuery = z.object({ lang: z.enum(["bg", "en"]).optional() });
