import {
  type CourseStatus,
  type courseGeneralFields,
  createCourseBody,
  isEarlyBirdAfterStart,
  type OwnCourse,
  updateCourseBody,
} from "@kursove/contracts";
import { lastPage } from "@kursove/contracts/domain/paging";
import { sofiaDateAndHour } from "@kursove/contracts/domain/sofia-time";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError, retryOnUniqueViolation } from "../../platform/errors";
import { parseOrRefuse } from "../../platform/forms";
import { slugOf } from "../../platform/slug";
import type { UserRow } from "../auth";
import { requireOwnProvider } from "../providers";
import { emitPlacesFreed } from "../seats";
import { toCourseSummary, toOwnCourse } from "./authoring.mappers";
import * as repo from "./authoring.repository";
import { findShownRevision, generalOf, stageContent } from "./revisions.service";

type General = z.infer<typeof courseGeneralFields>;
export type FieldErrors = Record<string, string[]>;

/** The signed-in provider's course that is not deleted, or 404 (another provider's course too). */
export async function requireOwnCourse(db: Db, user: UserRow, id: string) {
  const provider = await requireOwnProvider(db, user);
  const course = await repo.findOwnCourse(db, provider.id, id);
  if (!course) throw new AppError(404, "course_not_found");
  return { provider, course };
}

/**
 * Content may change in place while a course is a draft or was rejected. A course in review is locked
 * until the admin decides; an approved one takes content changes in its revision (revisions.service).
 */
export function requireEditable(course: repo.CourseRow) {
  if (course.status !== "draft" && course.status !== "rejected")
    throw new AppError(409, "course_state_changed");
}

/** Refuses with 422 and the field errors when there are any; nothing has been written yet. */
export function refuseIfAny(errors: FieldErrors) {
  if (Object.keys(errors).length > 0) throw new AppError(422, "fill_all_fields", errors);
}

/** Checks the references of the general section: the subcategory belongs to the category, the city exists. */
async function checkGeneral(db: Db, v: General, errors: FieldErrors) {
  const category = await repo.findCategory(db, v.category_id);
  if (!category || category.parentId !== null) errors.category_id = ["field.invalid_value"];
  if (v.subcategory_id !== null) {
    const sub = await repo.findCategory(db, v.subcategory_id);
    if (!sub || sub.parentId !== v.category_id) errors.subcategory_id = ["field.subcategory_mismatch"];
  }
  if (v.city_id !== null && !(await repo.cityExists(db, v.city_id))) errors.city_id = ["field.invalid_value"];
}

/** The course columns of a general section. */
export const generalValues = (v: General) => ({
  title: v.title,
  description: v.description,
  overview: v.overview,
  outcomes: v.outcomes,
  audienceText: v.audience_text,
  keywords: v.keywords,
  categoryId: v.category_id,
  subcategoryId: v.subcategory_id,
  language: v.language,
  types: v.types,
  audience: v.audience,
  frequency: v.frequency,
  meetingUrl: v.meeting_url,
  cityId: v.city_id,
  address: v.address,
});

/** The deadlines that are not before the first session or slot, as field errors. */
export function deadlineErrors(
  deadlines: Record<"payment_deadline" | "cancellation_deadline" | "last_sell_date", Date | null>,
  firstStart: Date | null,
  earlyBirdUntil: string | null = null,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!firstStart) return errors;
  for (const [field, at] of Object.entries(deadlines))
    if (at && at.getTime() >= firstStart.getTime()) errors[field] = ["field.deadline_before_start"];
  if (earlyBirdUntil && isEarlyBirdAfterStart(earlyBirdUntil, sofiaDateAndHour(firstStart).date))
    errors.early_bird_until = ["field.early_bird_before_start"];
  return errors;
}

/** A slug from the title, unique among courses. */
async function courseSlug(db: Db, title: string) {
  const base = slugOf(title).replace(/^provider$/, "course");
  if (!(await repo.slugTaken(db, base))) return base;
  for (;;) {
    const slug = `${base.slice(0, 52)}-${crypto.randomUUID().slice(0, 6)}`;
    if (!(await repo.slugTaken(db, slug))) return slug;
  }
}

/** GET /provider/courses: one page of the provider's courses. */
export async function listOwnCourses(db: Db, user: UserRow, status: CourseStatus | undefined, page: number) {
  const provider = await requireOwnProvider(db, user);
  const { rows, total } = await repo.listOwnCourses(db, provider.id, status, page);
  return { data: rows.map(toCourseSummary), last_page: lastPage(total, repo.coursePageSize) };
}

/** GET /provider/courses/{id}: everything the editor shows. */
export async function getOwnCourse(db: Db, user: UserRow, id: string): Promise<OwnCourse> {
  const { course } = await requireOwnCourse(db, user, id);
  return presentCourse(db, course.id);
}

/** Answers a course as the editor reads it: an open revision's content over the live one, unless `live`. */
export async function presentCourse(db: Db, id: string, live = false): Promise<OwnCourse> {
  const course = await repo.findCourse(db, id);
  if (!course) throw new AppError(404, "course_not_found");
  const [programme, shown] = await Promise.all([
    repo.loadProgramme(db, id),
    live ? null : findShownRevision(db, id),
  ]);
  return toOwnCourse(course, programme, shown);
}

/** POST /provider/courses: a new draft from the general section (no price or places yet). */
export async function createCourse(db: Db, user: UserRow, body: unknown): Promise<OwnCourse> {
  const provider = await requireOwnProvider(db, user);
  const v = parseOrRefuse(createCourseBody, body);
  const errors: FieldErrors = {};
  await checkGeneral(db, v, errors);
  refuseIfAny(errors);
  const insert = async () =>
    repo.insertCourse(db, {
      providerId: provider.id,
      slug: await courseSlug(db, v.title),
      status: "draft",
      ...generalValues(v),
      price: 0,
      capacity: 0,
    });
  // two courses of one title created at once both find its slug free: the one the index refuses
  // looks again, finds it taken and takes a suffixed one
  const row = await retryOnUniqueViolation(insert);
  return presentCourse(db, row.id);
}

/**
 * PUT /provider/courses/{id}: the general and booking sections. On an approved course the
 * booking section applies at once, to places sold from now on (sold places keep their price, and the
 * capacity cannot go below them), while content changes wait for review in the course's revision.
 */
export async function updateCourse(db: Db, user: UserRow, id: string, body: unknown): Promise<OwnCourse> {
  const { course } = await requireOwnCourse(db, user, id);
  const approved = course.status === "approved";
  if (!approved) requireEditable(course);
  const v = parseOrRefuse(updateCourseBody, body);
  const deadlines = {
    payment_deadline: v.payment_deadline ? new Date(v.payment_deadline) : null,
    cancellation_deadline: v.cancellation_deadline ? new Date(v.cancellation_deadline) : null,
    last_sell_date: v.last_sell_date ? new Date(v.last_sell_date) : null,
  };
  const errors = deadlineErrors(deadlines, course.startsAt, v.early_bird_until);
  if (v.capacity < course.soldCount) errors.capacity = ["field.capacity_below_sold"];
  await checkGeneral(db, v, errors);
  refuseIfAny(errors);
  const booking = {
    price: v.price,
    earlyBirdPrice: v.early_bird_price,
    earlyBirdUntil: v.early_bird_until,
    capacity: v.capacity,
    groupSize: v.group_size,
    paymentDeadline: deadlines.payment_deadline,
    cancellationDeadline: deadlines.cancellation_deadline,
    lastSellDate: deadlines.last_sell_date,
    requiresBookingApproval: v.requires_booking_approval,
  };
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // checked again under the row lock: a place sold since the check above must not let the capacity
    // drop below the sold places (the CHECK would answer a 500, or the sale be refunded)
    if (v.capacity < (await repo.lockCourseSold(t, course.id)))
      refuseIfAny({ capacity: ["field.capacity_below_sold"] });
    if (approved) {
      await repo.updateCourse(t, course.id, booking);
      await stageContent(t, course, { general: generalOf(v) });
    } else await repo.updateCourse(t, course.id, { ...generalValues(v), ...booking });
  });
  // more places on a full course go to its waiting list now (WAITLIST-FREED-AT-ONCE)
  if (v.capacity > course.capacity) await emitPlacesFreed(db, [course.id]);
  return presentCourse(db, course.id);
}

/**
 * POST /provider/courses/{id}/duplicate: a draft copy to run the course again. Dates do not carry over:
 * the modules are copied without their sessions and slots, and the dated fields are left empty.
 */
export async function duplicateCourse(db: Db, user: UserRow, id: string): Promise<OwnCourse> {
  const { course } = await requireOwnCourse(db, user, id);
  const { modules } = await repo.loadProgramme(db, course.id);
  const copyId = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    const {
      id: _id,
      slug: _slug,
      createdAt: _c,
      updatedAt: _u,
      searchText: _s,
      ratingAvg: _ra,
      ratingCount: _rc,
      soldCount: _sc,
      ...rest
    } = course;
    const copy = await repo.insertCourse(t, {
      ...rest,
      slug: await courseSlug(t, course.title),
      status: "draft",
      earlyBirdUntil: null,
      paymentDeadline: null,
      cancellationDeadline: null,
      lastSellDate: null,
      startsAt: null,
      endsAt: null,
      publishedAt: null,
      submittedAt: null,
      decidedAt: null,
      decidedByUserId: null,
      rejectionReason: null,
    });
    if (modules.length > 0)
      await t.insert(repo.programmeTables.courseModules).values(
        modules.map((m) => ({
          courseId: copy.id,
          position: m.position,
          title: m.title,
          description: m.description,
        })),
      );
    return copy.id;
  });
  return presentCourse(db, copyId);
}
