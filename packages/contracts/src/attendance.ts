import { z } from "zod";

const uuid = z.uuid();
const isoDateTime = z.string();

/** One learner's mark in a session: present or absent (CERT-ATTENDANCE). */
export const attendanceMark = z.object({
  order_item_id: z.uuid({ error: "field.required" }),
  present: z.boolean({ error: "field.required" }),
});

/** PUT …/sessions/{id}/attendance: the marks to save; each place at most once, all or nothing. */
export const attendanceBody = z.object({
  marks: z
    .array(attendanceMark, { error: "field.required" })
    .min(1, { error: "field.required" })
    .max(500, { error: "field.too_big" })
    .refine((marks) => new Set(marks.map((m) => m.order_item_id)).size === marks.length, {
      error: "field.attendance_duplicate",
    }),
});
export type AttendanceBody = z.infer<typeof attendanceBody>;

/** A paid place of the session's course with its mark, if any. */
export const attendancePlace = z.object({
  order_item_id: uuid,
  order_number: z.string(),
  learner: z.object({ name: z.string(), email: z.string() }),
  /** null while nobody marked this place in this session */
  present: z.boolean().nullable(),
  marked_at: isoDateTime.nullable(),
  marked_by: z.string().nullable(),
});
export type AttendancePlace = z.infer<typeof attendancePlace>;

/** GET …/sessions/{id}/attendance: a started session with every paid place of its course. */
export const sessionAttendance = z.object({
  session: z.object({ id: uuid, title: z.string(), starts_at: isoDateTime, ends_at: isoDateTime }),
  course: z.object({ id: uuid, slug: z.string(), title: z.string() }),
  places: z.array(attendancePlace),
});
export type SessionAttendance = z.infer<typeof sessionAttendance>;

export const attendanceSessionsQuery = z.object({
  course_id: uuid.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** A started session of the provider's courses with how many places are marked and present. */
export const attendanceSessionRow = z.object({
  session: z.object({ id: uuid, title: z.string(), starts_at: isoDateTime, ends_at: isoDateTime }),
  course: z.object({ id: uuid, slug: z.string(), title: z.string() }),
  places: z.number().int(),
  marked: z.number().int(),
  present: z.number().int(),
});
export type AttendanceSessionRow = z.infer<typeof attendanceSessionRow>;

/** GET /provider/attendance: started sessions of the provider's courses, latest first. */
export const attendanceSessionsPage = z.object({
  data: z.array(attendanceSessionRow),
  /** the provider's courses that have sessions, for the filter */
  courses: z.array(z.object({ id: uuid, title: z.string() })),
  last_page: z.number().int(),
});
export type AttendanceSessionsPage = z.infer<typeof attendanceSessionsPage>;

/** A place's attendance of its course's sessions held so far; null for a course without sessions. */
export const placeAttendance = z
  .object({
    /** the course's sessions that have begun by the business clock */
    held: z.number().int(),
    /** of those, the ones the learner was marked present at */
    attended: z.number().int(),
    /** of those, the ones the learner was marked absent at */
    absent: z.number().int(),
    /** the course's sessions, held or not */
    sessions: z.number().int(),
  })
  .nullable();
export type PlaceAttendance = z.infer<typeof placeAttendance>;
