import {
  courseGeneralFields,
  courseModulesBody,
  type OwnCourse,
  type RevisionContent,
  revisionContent,
} from "@kursove/contracts";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { parseOrRefuse } from "../../platform/forms";
import type { UserRow } from "../auth";
import { type ShownRevision, toRevisionContent } from "./authoring.mappers";
import * as courseRepo from "./authoring.repository";
import { generalValues, presentCourse, requireOwnCourse } from "./authoring.service";
import { planProgramme, writeProgramme } from "./programme.service";
import * as repo from "./revisions.repository";

type Modules = RevisionContent["modules"];
const shownStatuses = ["draft", "pending", "rejected"] as const;
type ShownStatus = (typeof shownStatuses)[number];
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** JSON with sorted keys, so that two contents compare by value. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}
export const sameContent = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/** The proposed content of a revision (a decided one also keeps the content it replaced). */
export const contentOf = (row: repo.RevisionRow): RevisionContent => revisionContent.parse(row.content);

const isShown = (row: repo.RevisionRow | undefined): row is repo.RevisionRow & { status: ShownStatus } =>
  !!row && (shownStatuses as readonly string[]).includes(row.status);

/** The ids of the modules and sessions of a programme. */
export const idsOf = (modules: Modules) =>
  new Set(modules.flatMap((m) => [m.id, ...m.sessions.map((s) => s.id)]).filter((id): id is string => !!id));

/** The revision the editor shows over the live course: the latest one while draft, pending or rejected. */
export async function findShownRevision(db: Db, courseId: string): Promise<ShownRevision | null> {
  const row = await repo.findLatestRevision(db, courseId);
  if (!isShown(row)) return null;
  return {
    revision: {
      id: row.id,
      status: row.status,
      submitted_at: iso(row.submittedAt),
      decided_at: iso(row.decidedAt),
      rejection_reason: row.status === "rejected" ? row.rejectionReason : null,
    },
    content: contentOf(row),
  };
}

/**
 * Puts content changes of an approved course into its open revision: a draft takes them, a
 * rejected or missing one is followed by a new draft, a pending one refuses them. Content equal to what
 * the editor shows changes nothing.
 */
export async function stageContent(
  db: Db,
  course: courseRepo.CourseRow,
  patch: { general?: z.infer<typeof courseGeneralFields>; modules?: Modules },
) {
  const latest = await repo.findLatestRevision(db, course.id);
  const live = toRevisionContent(course, await courseRepo.loadProgramme(db, course.id));
  const shown = isShown(latest) ? latest : null;
  const base = shown ? contentOf(shown) : live;
  const next: RevisionContent = { ...base, ...patch.general, modules: patch.modules ?? base.modules };
  if (sameContent(next, base)) return;
  if (shown?.status === "pending") throw new AppError(409, "revision_pending");
  if (shown?.status === "draft") {
    await repo.moveRevision(db, shown.id, ["draft"], { content: next });
    return;
  }
  if (!shown && sameContent(next, live)) return;
  await repo.insertRevision(db, { courseId: course.id, status: "draft", content: next });
}

/** The general section of an update body, for the revision. */
export const generalOf = (v: Record<string, unknown>) =>
  courseGeneralFields.parse(Object.fromEntries(Object.keys(courseGeneralFields.shape).map((k) => [k, v[k]])));

/**
 * PUT /provider/courses/{id}/modules on an approved course: the programme is checked as if it applied now
 * (booked sessions stay locked) and stored in the revision, new modules and sessions with new ids.
 */
export async function stageModules(db: Db, course: courseRepo.CourseRow, body: unknown): Promise<OwnCourse> {
  const v = parseOrRefuse(courseModulesBody, body);
  const latest = await repo.findLatestRevision(db, course.id);
  const newIds = isShown(latest) ? idsOf(contentOf(latest).modules) : new Set<string>();
  await planProgramme(db, course, v.modules, newIds);
  const modules = v.modules.map((m) => ({
    ...m,
    id: m.id ?? crypto.randomUUID(),
    sessions: m.sessions.map((s) => ({ ...s, id: s.id ?? crypto.randomUUID() })),
  }));
  await db.transaction(async (tx) => stageContent(tx as unknown as Db, course, { modules }));
  return presentCourse(db, course.id);
}

/** POST /provider/courses/{id}/submit on an approved course: its draft revision goes to the admins. */
export async function submitRevision(
  db: Db,
  user: UserRow,
  course: courseRepo.CourseRow,
): Promise<OwnCourse> {
  const latest = await repo.findLatestRevision(db, course.id);
  if (latest?.status === "pending") throw new AppError(409, "revision_pending");
  if (latest?.status !== "draft") throw new AppError(409, "nothing_to_submit");
  const programme = await courseRepo.loadProgramme(db, course.id);
  const content = contentOf(latest);
  if (sameContent(content, toRevisionContent(course, programme)))
    throw new AppError(409, "nothing_to_submit");
  if (content.modules.every((m) => m.sessions.length === 0) && programme.slots.length === 0)
    throw new AppError(422, "course_incomplete", { modules: ["field.required"] });
  const moved = await repo.moveRevision(db, latest.id, ["draft"], {
    status: "pending",
    submittedAt: new Date(),
    submittedByUserId: user.id,
  });
  if (!moved) throw new AppError(409, "course_state_changed");
  return presentCourse(db, course.id);
}

/** DELETE /provider/courses/{id}/revision: drops the open revision; the editor shows the live course again. */
export async function withdrawRevision(db: Db, user: UserRow, id: string): Promise<OwnCourse> {
  const { course } = await requireOwnCourse(db, user, id);
  const latest = await repo.findLatestRevision(db, course.id);
  if (latest && (latest.status === "draft" || latest.status === "pending"))
    await repo.moveRevision(db, latest.id, ["draft", "pending"], { status: "withdrawn" });
  return presentCourse(db, course.id);
}

/** The live content of a course (general fields and programme) in the shape of a revision. */
export async function liveContentOf(db: Db, course: courseRepo.CourseRow): Promise<RevisionContent> {
  return toRevisionContent(course, await courseRepo.loadProgramme(db, course.id));
}

/**
 * Puts a revision's content live: the programme (with the rules of saveModules) and the general section.
 * Returns the course as it was and the content it replaced. The caller passes its transaction.
 */
export async function applyRevisionContent(db: Db, courseId: string, content: RevisionContent) {
  const course = (await courseRepo.findCourse(db, courseId))!;
  const replaced = await liveContentOf(db, course);
  const plan = await planProgramme(db, course, content.modules, idsOf(content.modules));
  await writeProgramme(db, plan);
  await courseRepo.updateCourse(db, course.id, generalValues(content));
  return { course, replaced };
}

/** Moves a revision from one of the states `from` with the values given; undefined when it had moved. */
export const moveRevision = repo.moveRevision;
