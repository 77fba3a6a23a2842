import type {
  AttendanceBody,
  AttendanceSessionsPage,
  PlaceAttendance,
  SessionAttendance,
} from "@kursove/contracts";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { teachesSession } from "../lectors";
import { requireOwnProvider } from "../providers";
import * as repo from "./attendance.repository";

const perPage = 20;

/** Who marks: the provider of the session's course, or the lector who teaches the session. */
export type AttendanceRole = "provider" | "lector";

/**
 * The session if the user may mark it, else 404: another provider's session and a session the lector
 * does not teach look like a missing one, so nothing about its learners leaks (CERT-ATTENDANCE).
 */
async function requireMarkableSession(db: Db, user: UserRow, role: AttendanceRole, sessionId: string) {
  const session = await repo.findSession(db, sessionId);
  if (role === "provider") {
    const provider = await requireOwnProvider(db, user);
    if (!session || session.providerId !== provider.id) throw new AppError(404, "not_found");
  } else if (!session || !(await teachesSession(db, user.id, sessionId))) {
    throw new AppError(404, "not_found");
  }
  // attendance is of a session that has begun, by the business clock
  if (session.startsAt > now()) throw new AppError(409, "attendance_session_not_started");
  return session;
}

async function presentSession(db: Db, session: repo.SessionRow): Promise<SessionAttendance> {
  const places = await repo.listPlacesOfSession(db, session.courseId, session.id);
  return {
    session: {
      id: session.id,
      title: session.title,
      starts_at: session.startsAt.toISOString(),
      ends_at: session.endsAt.toISOString(),
    },
    course: { id: session.courseId, slug: session.courseSlug, title: session.courseTitle },
    places: places.map((p) => ({
      order_item_id: p.orderItemId,
      order_number: p.orderNumber,
      learner: { name: `${p.firstName} ${p.lastName}`.trim(), email: p.email },
      present: p.present,
      marked_at: p.markedAt?.toISOString() ?? null,
      marked_by: p.markedBy,
    })),
  };
}

/** GET …/sessions/{id}/attendance: the paid places of a started session's course with their marks. */
export async function getSessionAttendance(
  db: Db,
  user: UserRow,
  role: AttendanceRole,
  sessionId: string,
): Promise<SessionAttendance> {
  return presentSession(db, await requireMarkableSession(db, user, role, sessionId));
}

/**
 * PUT …/sessions/{id}/attendance: marks places present or absent in one transaction. A mark of anything
 * but a paid place of the session's course refuses them all, so nothing is half-saved; the same mark
 * twice changes nothing (CERT-ATTENDANCE).
 */
export async function markAttendance(
  db: Db,
  user: UserRow,
  role: AttendanceRole,
  sessionId: string,
  body: AttendanceBody,
): Promise<SessionAttendance> {
  const session = await requireMarkableSession(db, user, role, sessionId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const ids = body.marks.map((m) => m.order_item_id);
    const paid = await repo.lockPaidPlaces(tx, session.courseId, ids);
    if (ids.some((id) => !paid.has(id))) throw new AppError(422, "attendance_place_not_found");
    const at = now();
    for (const mark of body.marks)
      await repo.saveMark(tx, {
        sessionId,
        orderItemId: mark.order_item_id,
        present: mark.present,
        userId: user.id,
        at,
      });
  });
  return presentSession(db, session);
}

/** GET /provider/attendance: the started sessions of the provider's courses, latest first. */
export async function listAttendanceSessions(
  db: Db,
  user: UserRow,
  query: { course_id?: string | undefined; page: number },
): Promise<AttendanceSessionsPage> {
  const provider = await requireOwnProvider(db, user);
  const { rows, total } = await repo.listStartedSessions(db, {
    providerId: provider.id,
    courseId: query.course_id,
    now: now(),
    page: query.page,
    perPage,
  });
  return {
    data: rows.map((r) => ({
      session: {
        id: r.id,
        title: r.title,
        starts_at: r.startsAt.toISOString(),
        ends_at: r.endsAt.toISOString(),
      },
      course: { id: r.courseId, slug: r.courseSlug, title: r.courseTitle },
      places: r.places,
      marked: r.marked,
      present: r.present,
    })),
    courses: await repo.listCoursesWithSessions(db, provider.id),
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/**
 * Each place's attendance of its course's sessions held so far (attended X of Y), for the certificates'
 * confirmation; null for a place whose course has no sessions.
 */
export async function attendanceOfPlaces(
  db: Db,
  places: { orderItemId: string; courseId: string }[],
): Promise<Map<string, PlaceAttendance>> {
  const at = now();
  const courseIds = [...new Set(places.map((p) => p.courseId))];
  const sessions = new Map((await repo.countSessions(db, courseIds, at)).map((s) => [s.courseId, s]));
  const marks = new Map(
    (
      await repo.countMarks(
        db,
        places.map((p) => p.orderItemId),
        at,
      )
    ).map((m) => [m.orderItemId, m]),
  );
  return new Map(
    places.map((p) => {
      const course = sessions.get(p.courseId);
      const mark = marks.get(p.orderItemId);
      const attendance: PlaceAttendance = course
        ? {
            held: course.held,
            attended: mark?.attended ?? 0,
            absent: mark?.absent ?? 0,
            sessions: course.sessions,
          }
        : null;
      return [p.orderItemId, attendance];
    }),
  );
}
