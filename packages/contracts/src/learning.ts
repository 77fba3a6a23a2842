import { z } from "zod";
import { image } from "./catalog";
import { pageQuery } from "./common";
import { courseType } from "./reference";

const uuid = z.uuid();
const isoDateTime = z.string();

/** My Courses buckets: future, ongoing, past, all. */
export const myCourseStatuses = ["future", "ongoing", "past", "all"] as const;
export const myCourseStatus = z.enum(myCourseStatuses);
export type MyCourseStatus = z.infer<typeof myCourseStatus>;

/** GET /user/courses query (API-USER-COURSES: active filters and page). */
export const myCoursesQuery = z.object({
  status: myCourseStatus.default("all"),
  q: z.string().trim().max(200).optional(),
  page: pageQuery,
});
export type MyCoursesQuery = z.infer<typeof myCoursesQuery>;

/** A course the learner bought (one per course, merging several orders of it). */
export const myCourse = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  types: z.array(courseType),
  thumbnail: image.nullable(),
  provider: z.object({ id: uuid, slug: z.string(), name: z.string() }),
  /** future, ongoing or past for this learner (a booked slot's own dates for bookable courses) */
  timing: z.enum(["future", "ongoing", "past"]),
  starts_at: isoDateTime.nullable(),
  ends_at: isoDateTime.nullable(),
  /** the next session still to come, if any */
  next_session: z.object({ title: z.string(), starts_at: isoDateTime, ends_at: isoDateTime }).nullable(),
  quantity: z.number().int(),
  order_ids: z.array(uuid),
  has_video: z.boolean(),
  documents_count: z.number().int(),
  /** whether the learner may rate it now, and whether a review exists */
  can_review: z.boolean(),
  reviewed: z.boolean(),
});
export type MyCourse = z.infer<typeof myCourse>;

/** GET /user/courses: `{courses, totalPages, page, filters}`. */
export const myCoursesResponse = z.object({
  courses: z.array(myCourse),
  totalPages: z.number().int(),
  page: z.number().int(),
  filters: z.object({
    status: myCourseStatus,
    q: z.string().nullable(),
    /** how many courses each bucket holds, for the tabs */
    counts: z.object({
      future: z.number().int(),
      ongoing: z.number().int(),
      past: z.number().int(),
      all: z.number().int(),
    }),
  }),
});
export type MyCoursesResponse = z.infer<typeof myCoursesResponse>;

export const contentSession = z.object({
  id: uuid,
  title: z.string(),
  description: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  duration_minutes: z.number().int(),
  instructor: z.string().nullable(),
  /** online sessions: the meeting room link, only from 30 minutes before the start until the end */
  meeting_url: z.string().nullable(),
  /** when the link becomes available (null when the course has no meeting room) */
  meeting_opens_at: isoDateTime.nullable(),
});

/** GET /user/courses/{id}/content: what a buyer (or the provider, its lectors, admins) may open. */
export const courseContent = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  overview: z.string(),
  outcomes: z.array(z.string()),
  types: z.array(courseType),
  provider: z.object({ id: uuid, slug: z.string(), name: z.string() }),
  timing: z.enum(["future", "ongoing", "past"]),
  /** buyer, provider, lector or admin */
  access: z.enum(["buyer", "provider", "lector", "admin"]),
  onsite: z.object({ city: z.string().nullable(), address: z.string().nullable() }).nullable(),
  modules: z.array(
    z.object({ id: uuid, title: z.string(), description: z.string(), sessions: z.array(contentSession) }),
  ),
  /** the learner's booked slots of a bookable course */
  slots: z.array(
    z.object({ id: uuid, starts_at: isoDateTime, ends_at: isoDateTime, meeting_url: z.string().nullable() }),
  ),
  documents: z.array(
    z.object({
      id: uuid,
      label: z.string(),
      description: z.string(),
      file_name: z.string(),
      size: z.number().int(),
      mime: z.string(),
      /** a checked download address (the API verifies access on every request) */
      url: z.string(),
    }),
  ),
  /** an uploaded video streamed with Range requests, or an embedded address (YouTube, Vimeo) */
  video: z
    .object({ kind: z.enum(["upload", "embed"]), url: z.string(), mime: z.string().nullable() })
    .nullable(),
  review: z.object({ can_review: z.boolean(), reviewed: z.boolean() }),
  orders: z.array(z.object({ id: uuid, number: z.string() })),
});
export type CourseContent = z.infer<typeof courseContent>;

/** GET /user/calendar query: an inclusive date range (Sofia dates), at most 62 days. */
export const calendarQuery = z.object({ from: z.iso.date(), to: z.iso.date() });

export const calendarEntry = z.object({
  id: z.string(),
  course: z.object({ id: uuid, slug: z.string(), title: z.string() }),
  title: z.string(),
  starts_at: isoDateTime,
  ends_at: isoDateTime,
  kind: z.enum(["session", "slot"]),
  online: z.boolean(),
  location: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

export const calendarResponse = z.object({
  entries: z.array(calendarEntry),
  /** whether a private feed address exists (the address itself is shown only when created) */
  feed: z.object({ active: z.boolean(), created_at: isoDateTime.nullable() }),
});
export type CalendarResponse = z.infer<typeof calendarResponse>;

/** POST /user/calendar/feed: a new private `.ics` address (the previous one stops working). */
export const calendarFeedCreated = z.object({ url: z.string(), created_at: isoDateTime });
