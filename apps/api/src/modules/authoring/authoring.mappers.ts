import type { CourseStatus, OwnCourse, OwnCourseRevision, RevisionContent } from "@kursove/contracts";
import { sofiaDateAndHour } from "@kursove/contracts/domain/sofia-time";
import type { CourseRow, loadProgramme } from "./authoring.repository";

type Programme = Awaited<ReturnType<typeof loadProgramme>>;
const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

/** The date and the start and end hours (Sofia) of a session or slot. */
export function hoursOf(row: { startsAt: Date; endsAt: Date }) {
  const start = sofiaDateAndHour(new Date(row.startsAt));
  return { date: start.date, start_hour: start.hour, end_hour: sofiaDateAndHour(new Date(row.endsAt)).hour };
}

/** The list row of a course in the provider area. */
export const toCourseSummary = (c: CourseRow) => ({
  id: c.id,
  slug: c.slug,
  title: c.title,
  status: c.status as CourseStatus,
  starts_at: iso(c.startsAt),
  price: c.price,
  capacity: c.capacity,
  sold_count: c.soldCount,
  updated_at: new Date(c.updatedAt).toISOString(),
});

/** The modules of a programme with their sessions, in the shape the editor sends them. */
export const programmeModules = (p: Programme) =>
  p.modules.map((m) => ({
    id: m.id,
    title: m.title,
    description: m.description,
    sessions: p.sessions
      .filter((s) => s.moduleId === m.id)
      .map((s) => ({
        id: s.id,
        title: s.title,
        description: s.description,
        ...hoursOf(s),
        instructor_id: s.instructorId,
        duration_minutes: s.durationMinutes,
      })),
  }));

/** The content an admin reviews (general section and programme) of a live course. */
export const toRevisionContent = (c: CourseRow, p: Programme): RevisionContent => ({
  title: c.title,
  description: c.description,
  overview: c.overview,
  outcomes: c.outcomes,
  audience_text: c.audienceText,
  keywords: c.keywords,
  category_id: c.categoryId ?? 0,
  subcategory_id: c.subcategoryId,
  language: c.language === "en" ? "en" : "bg",
  types: c.types as RevisionContent["types"],
  audience: c.audience as RevisionContent["audience"],
  frequency: c.frequency === "subscription" ? "subscription" : "one_off",
  meeting_url: c.meetingUrl,
  city_id: c.cityId,
  address: c.address,
  modules: programmeModules(p),
});

export type ShownRevision = { revision: OwnCourseRevision; content: RevisionContent };

/** A course with its whole programme, as the editor reads it; an open revision's content replaces the live one. */
export function toOwnCourse(c: CourseRow, p: Programme, shown: ShownRevision | null = null): OwnCourse {
  const { modules, ...general } = shown?.content ?? { ...toRevisionContent(c, p), modules: null };
  return {
    id: c.id,
    slug: c.slug,
    status: c.status as CourseStatus,
    rejection_reason: c.status === "rejected" ? c.rejectionReason : null,
    ...general,
    category_id: general.category_id || null,
    price: c.price,
    early_bird_price: c.earlyBirdPrice,
    early_bird_until: c.earlyBirdUntil,
    capacity: c.capacity,
    group_size: c.groupSize,
    payment_deadline: iso(c.paymentDeadline),
    cancellation_deadline: iso(c.cancellationDeadline),
    last_sell_date: iso(c.lastSellDate),
    requires_booking_approval: c.requiresBookingApproval,
    starts_at: iso(c.startsAt),
    ends_at: iso(c.endsAt),
    modules: (modules ?? programmeModules(p)).map((m) => ({
      ...m,
      id: m.id ?? "",
      sessions: m.sessions.map((s) => ({ ...s, id: s.id ?? "", booked: p.booked.has(s.id ?? "") })),
    })),
    slots: p.slots.map((s) => ({
      id: s.id,
      ...hoursOf(s),
      capacity: s.capacity,
      booked: p.booked.has(s.id),
    })),
    updated_at: new Date(c.updatedAt).toISOString(),
    sold_count: c.soldCount,
    revision: shown?.revision ?? null,
  };
}
