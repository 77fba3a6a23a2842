import { courseModulesBody, courseSlotsBody, type OwnCourse } from "@kursove/contracts";
import { sofiaInstant } from "@kursove/contracts/domain/sofia-time";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { parseOrRefuse } from "../../platform/forms";
import type { MailDeps } from "../../platform/mail/site-mail";
import type { UserRow } from "../auth";
import { emitPlacesFreed, releaseRunOutHolds } from "../seats";
import * as repo from "./authoring.repository";
import {
  deadlineErrors,
  type FieldErrors,
  presentCourse,
  refuseIfAny,
  requireEditable,
  requireOwnCourse,
} from "./authoring.service";
import { courseEvents } from "./course-events";
import { stageModules } from "./revisions.service";

const { courseModules, courseSessions, courseSlots } = repo.programmeTables;

export const bookedHourIds = repo.bookedHourIds;

type Hour = { id: string; startsAt: Date; endsAt: Date };
const sameTime = (a: Hour, startsAt: Date, endsAt: Date) =>
  new Date(a.startsAt).getTime() === startsAt.getTime() && new Date(a.endsAt).getTime() === endsAt.getTime();

/** Refuses with 409 when a booked session or slot would be moved or removed. */
async function refuseBookedChanges(
  db: Db,
  kind: "sessionIds" | "slotIds",
  existing: Hour[],
  kept: Map<string, { startsAt: Date; endsAt: Date }>,
) {
  const changed = existing.filter((h) => {
    const next = kept.get(h.id);
    return !next || !sameTime(h, next.startsAt, next.endsAt);
  });
  if (changed.length === 0) return;
  const ids = changed.map((h) => h.id);
  const booked = await bookedHourIds(db, {
    sessionIds: kind === "sessionIds" ? ids : [],
    slotIds: kind === "slotIds" ? ids : [],
  });
  if (booked.size > 0) throw new AppError(409, "course_hour_booked");
}

const deadlinesOf = (c: repo.CourseRow) => ({
  payment_deadline: c.paymentDeadline,
  cancellation_deadline: c.cancellationDeadline,
  last_sell_date: c.lastSellDate,
});

type ModulesInput = z.infer<typeof courseModulesBody>["modules"];
export type ProgrammePlan = Awaited<ReturnType<typeof planProgramme>>;

/**
 * Checks a whole programme against the live course: ids are those of its modules and sessions (or, for a
 * revision, ids the revision gave its new ones), instructors are the provider's own, deadlines stay before
 * the first session and booked sessions keep their hours. Refuses with 422 or 409; writes nothing.
 */
export async function planProgramme(
  db: Db,
  course: repo.CourseRow,
  modules: ModulesInput,
  newIds: ReadonlySet<string> = new Set(),
) {
  const current = await repo.loadProgramme(db, course.id);
  const moduleIds = new Set(current.modules.map((m) => m.id));
  const sessionIds = new Set(current.sessions.map((s) => s.id));
  const own = await repo.instructorIdsOf(db, course.providerId);
  const errors: FieldErrors = {};
  const kept = new Map<string, { startsAt: Date; endsAt: Date }>();
  const seen = new Set<string>();
  let first: Date | null = null;
  const planned = modules.map((m, mi) => {
    if (m.id && ((!moduleIds.has(m.id) && !newIds.has(m.id)) || seen.has(m.id)))
      errors[`modules.${mi}.id`] = ["field.invalid_value"];
    if (m.id) seen.add(m.id);
    const sessions = m.sessions.map((s, si) => {
      const at = `modules.${mi}.sessions.${si}`;
      if (s.id && ((!sessionIds.has(s.id) && !newIds.has(s.id)) || seen.has(s.id)))
        errors[`${at}.id`] = ["field.invalid_value"];
      if (s.instructor_id && !own.has(s.instructor_id))
        errors[`${at}.instructor_id`] = ["field.instructor_not_own"];
      const startsAt = sofiaInstant(s.date, s.start_hour);
      const endsAt = sofiaInstant(s.date, s.end_hour);
      if (s.id) seen.add(s.id);
      if (s.id && sessionIds.has(s.id)) kept.set(s.id, { startsAt, endsAt });
      if (!first || startsAt < first) first = startsAt;
      return { ...s, startsAt, endsAt };
    });
    return { ...m, sessions };
  });
  Object.assign(
    errors,
    deadlineErrors(deadlinesOf(course), firstOf(first, current.slots), course.earlyBirdUntil),
  );
  refuseIfAny(errors);
  await refuseBookedChanges(db, "sessionIds", current.sessions, kept);
  return { courseId: course.id, current, planned, kept };
}

/**
 * Writes a planned programme in the caller's transaction. Live ids are updated, other ids (a revision's
 * new modules and sessions) are inserted with that id; modules and sessions left out are deleted.
 */
export async function writeProgramme(t: Db, plan: ProgrammePlan) {
  const { courseId, current, planned, kept } = plan;
  const liveModules = new Set(current.modules.map((m) => m.id));
  const keptModules = planned.flatMap((m) => (m.id && liveModules.has(m.id) ? [m.id] : []));
  const goneSessions = current.sessions.filter((s) => !kept.has(s.id)).map((s) => s.id);
  if (goneSessions.length > 0) await t.delete(courseSessions).where(inArray(courseSessions.id, goneSessions));
  for (const [mi, m] of planned.entries()) {
    let moduleId = m.id;
    const values = { position: mi, title: m.title, description: m.description };
    if (moduleId && liveModules.has(moduleId)) {
      await t.update(courseModules).set(values).where(eq(courseModules.id, moduleId));
    } else {
      const [row] = await t
        .insert(courseModules)
        .values({ ...values, courseId, ...(moduleId ? { id: moduleId } : {}) })
        .returning({ id: courseModules.id });
      moduleId = row!.id;
    }
    for (const [si, s] of m.sessions.entries()) {
      const values = {
        courseId,
        moduleId,
        position: si,
        title: s.title,
        description: s.description,
        startsAt: s.startsAt,
        endsAt: s.endsAt,
        durationMinutes: s.duration_minutes,
        instructorId: s.instructor_id,
      };
      if (s.id && kept.has(s.id))
        await t.update(courseSessions).set(values).where(eq(courseSessions.id, s.id));
      else await t.insert(courseSessions).values({ ...values, ...(s.id ? { id: s.id } : {}) });
    }
  }
  // modules left out go last, once the sessions kept from them have moved to other modules
  const goneModules = current.modules.filter((m) => !keptModules.includes(m.id)).map((m) => m.id);
  if (goneModules.length > 0) await t.delete(courseModules).where(inArray(courseModules.id, goneModules));
  await repo.refreshCourseDates(t, courseId);
}

/**
 * PUT /provider/courses/{id}/modules: replaces the whole programme. Modules and sessions keep their ids
 * when given; those left out are deleted (the web confirms first). The course dates follow the sessions.
 * On an approved course the programme goes to the course's revision for review instead.
 */
export async function saveModules(db: Db, user: UserRow, id: string, body: unknown): Promise<OwnCourse> {
  const { course } = await requireOwnCourse(db, user, id);
  if (course.status === "approved") return stageModules(db, course, body);
  requireEditable(course);
  const v = parseOrRefuse(courseModulesBody, body);
  const plan = await planProgramme(db, course, v.modules);
  await db.transaction(async (tx) => writeProgramme(tx as unknown as Db, plan));
  return presentCourse(db, course.id);
}

/** The earliest of a planned first start and the existing slots. */
function firstOf(planned: Date | null, others: { startsAt: Date }[]) {
  const all = [planned, ...others.map((o) => new Date(o.startsAt))].filter((d): d is Date => !!d);
  return all.length ? new Date(Math.min(...all.map((d) => d.getTime()))) : null;
}

/** PUT /provider/courses/{id}/slots: the date-and-hour slots of a bookable (on demand) course. */
export async function saveSlots(
  db: Db,
  user: UserRow,
  id: string,
  body: unknown,
  notifyDeps?: MailDeps,
): Promise<OwnCourse> {
  const { course } = await requireOwnCourse(db, user, id);
  // slots are booking details: on an approved course they change at once, booked ones stay locked
  if (course.status !== "approved") requireEditable(course);
  const v = parseOrRefuse(courseSlotsBody, body);
  const current = await repo.loadProgramme(db, course.id);
  const slotIds = new Set(current.slots.map((s) => s.id));
  const errors: FieldErrors = {};
  if (!course.types.includes("on_demand")) errors.slots = ["field.invalid_value"];
  const kept = new Map<string, { startsAt: Date; endsAt: Date }>();
  const soldOf = new Map(current.slots.map((s) => [s.id, s.soldCount]));
  const planned = v.slots.map((s, i) => {
    if (s.id && (!slotIds.has(s.id) || kept.has(s.id))) errors[`slots.${i}.id`] = ["field.invalid_value"];
    else if (s.id && s.capacity < (soldOf.get(s.id) ?? 0))
      errors[`slots.${i}.capacity`] = ["field.capacity_below_sold"];
    const startsAt = sofiaInstant(s.date, s.start_hour);
    const endsAt = sofiaInstant(s.date, s.end_hour);
    if (s.id) kept.set(s.id, { startsAt, endsAt });
    return { ...s, startsAt, endsAt };
  });
  const first = firstOf(null, [...planned, ...current.sessions]);
  Object.assign(errors, deadlineErrors(deadlinesOf(course), first, course.earlyBirdUntil));
  refuseIfAny(errors);
  await refuseBookedChanges(db, "slotIds", current.slots, kept);

  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // again under the slots' row locks, so a place sold meanwhile is counted (the CHECK is the backstop)
    const sold = await repo.lockSlotsSold(t, [...kept.keys()]);
    const below: FieldErrors = {};
    planned.forEach((s, i) => {
      if (s.id && s.capacity < (sold.get(s.id) ?? 0))
        below[`slots.${i}.capacity`] = ["field.capacity_below_sold"];
    });
    refuseIfAny(below);
    const gone = current.slots.filter((s) => !kept.has(s.id)).map((s) => s.id);
    // an hour in a learner's cart (held now, or taken into an order) or in an order's history stays; a
    // hold that has run out goes with the hour
    if ((await releaseRunOutHolds(t, gone)) || (await repo.slotsInOrders(t, gone)))
      throw new AppError(409, "course_hour_booked");
    if (gone.length > 0) await t.delete(courseSlots).where(inArray(courseSlots.id, gone));
    for (const s of planned) {
      const values = { courseId: course.id, startsAt: s.startsAt, endsAt: s.endsAt, capacity: s.capacity };
      if (s.id) await t.update(courseSlots).set(values).where(eq(courseSlots.id, s.id));
      else await t.insert(courseSlots).values(values);
    }
    await repo.refreshCourseDates(t, course.id);
  });
  // an hour given more places offers them to those waiting for it now (WAITLIST-FREED-AT-ONCE)
  const before = new Map(current.slots.map((s) => [s.id, s.capacity]));
  if (planned.some((s) => s.id && s.capacity > (before.get(s.id) ?? s.capacity)))
    await emitPlacesFreed(db, [course.id]);
  // new hours of a course on sale: those who saved it hear of the newest one (once per hour offered)
  const added = planned.filter((s) => !s.id && s.startsAt > new Date());
  if (notifyDeps && course.status === "approved" && added.length > 0) {
    const newest = new Date(Math.max(...added.map((s) => s.startsAt.getTime())));
    await courseEvents.emit("hoursAdded", { db, mail: notifyDeps, courseId: course.id, newest });
  }
  return presentCourse(db, course.id);
}
