import type {
  CourseAttendee,
  OrderStatus,
  ProviderAttendeesPage,
  UtilizationDetail,
  UtilizationKind,
  UtilizationPage,
  UtilizationRow,
  UtilizationStatus,
} from "@kursove/contracts";
import { sofiaDateAndHour } from "@kursove/contracts/domain/sofia-time";
import type { Locale } from "@kursove/i18n";
import bgOrders from "@kursove/i18n/locales/bg/orders.json";
import bgUtilization from "@kursove/i18n/locales/bg/utilization.json";
import enOrders from "@kursove/i18n/locales/en/orders.json";
import enUtilization from "@kursove/i18n/locales/en/utilization.json";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { UserRow } from "../auth";
import { requireOwnProvider } from "../providers";
import * as repo from "./utilization.repository";

const perPage = 20;

const kindOf = (types: string[]): UtilizationKind =>
  types.includes("on_demand") ? "bookable" : types.includes("recorded") ? "recorded" : "scheduled";

const lastPage = (total: number) => Math.max(1, Math.ceil(total / perPage));

function toRow(row: repo.SummaryRow): UtilizationRow {
  return {
    course: { id: row.id, title: row.title, slug: row.slug },
    provider: { id: row.providerId, name: row.providerName },
    kind: kindOf(row.types),
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    free: Math.max(0, row.capacity - row.sold - row.held),
    utilization: row.capacity > 0 ? Math.min(1, row.sold / row.capacity) : null,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    sessions: row.sessions,
    slots: row.slots,
  };
}

/** Approved courses with places sold, held and free against capacity (admins), 20 a page. */
export async function listUtilization(
  db: Db,
  query: {
    q?: string | undefined;
    provider_id?: string | undefined;
    status: UtilizationStatus;
    page: number;
  },
): Promise<UtilizationPage> {
  const filter: repo.SummaryFilter = {
    q: query.q || undefined,
    providerId: query.provider_id,
    status: query.status,
    now: now(),
    scope: "approved",
  };
  const [{ rows, totals }, providers] = await Promise.all([
    repo.listSummaries(db, filter, query.page, perPage),
    repo.listProvidersWithCourses(db),
  ]);
  return {
    data: rows.map(toRow),
    totals: { capacity: totals.capacity, sold: totals.sold, held: totals.held },
    last_page: lastPage(totals.n),
    providers,
  };
}

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** A course's places with its sessions (and the time lectors clocked), slots and attendees. */
async function readDetail(db: Db, row: repo.SummaryRow): Promise<UtilizationDetail> {
  const [sessions, clocked, slots, attendees] = await Promise.all([
    repo.listSessions(db, row.id),
    repo.listClockedTimes(db, row.id),
    repo.listSlots(db, row.id),
    repo.listAttendees(db, row.id),
  ]);
  const { sessions: _sessions, slots: _slots, ...summary } = toRow(row);
  const sessionList = sessions.map((s) => {
    const times = clocked
      .filter((c) => c.sessionId === s.id)
      .map((c) => ({
        lector: fullName(c.firstName, c.lastName),
        minutes: c.minutes,
        ...(c.note ? { note: c.note } : {}),
      }));
    return {
      id: s.id,
      title: s.title,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      duration_minutes: s.durationMinutes,
      instructor: s.instructor ?? null,
      clocked: times,
      clocked_minutes: times.reduce((sum, c) => sum + c.minutes, 0),
    };
  });
  return {
    ...summary,
    course_status: row.status,
    clocked_minutes: sessionList.reduce((sum, s) => sum + s.clocked_minutes, 0),
    sessions: sessionList,
    slots: slots.map((s) => ({
      id: s.id,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      capacity: s.capacity,
      sold: s.soldCount,
      held: s.held,
      free: Math.max(0, s.capacity - s.soldCount - s.held),
    })),
    attendees: attendees.map(
      (a): CourseAttendee => ({
        order_id: a.orderId,
        order_number: a.orderNumber,
        learner: { name: fullName(a.firstName, a.lastName), email: a.email },
        names: a.names,
        quantity: a.quantity,
        slot: a.slotStartsAt ? { starts_at: a.slotStartsAt.toISOString() } : null,
        status: a.status as OrderStatus,
        booking_status: a.bookingStatus,
      }),
    ),
  };
}

/** GET /admin/utilization/{courseId}: any course's places, sessions with clocked time, slots, attendees. */
export async function getCourseUtilization(db: Db, courseId: string) {
  const row = await repo.findSummary(db, courseId);
  if (!row || row.status === "draft") throw new AppError(404, "course_not_found");
  return readDetail(db, row);
}

/** The provider's own course, or 404 (another provider's course is not found). */
async function ownCourse(db: Db, providerId: string, courseId: string) {
  const row = await repo.findSummary(db, courseId);
  if (!row || row.providerId !== providerId) throw new AppError(404, "course_not_found");
  return row;
}

/** GET /provider/attendees: the provider's courses with their places; with course_id, its attendees. */
export async function listProviderAttendees(
  db: Db,
  user: UserRow,
  query: { course_id?: string | undefined; page: number },
): Promise<ProviderAttendeesPage> {
  const provider = await requireOwnProvider(db, user);
  const course = query.course_id ? await ownCourse(db, provider.id, query.course_id) : null;
  const { rows, totals } = await repo.listSummaries(
    db,
    { providerId: provider.id, now: now(), scope: "with_sales" },
    query.page,
    perPage,
  );
  return {
    data: rows.map(toRow),
    last_page: lastPage(totals.n),
    course: course ? await readDetail(db, course) : null,
  };
}

type Csv = { filename: string; header: string[]; rows: (string | number)[][] };

const csvCatalogs = { bg: bgUtilization.csv, en: enUtilization.csv } as const;
const statusNames: Record<Locale, Record<string, string>> = { bg: bgOrders.status, en: enOrders.status };

function toCsv(detail: UtilizationDetail, locale: Locale): Csv {
  const t = csvCatalogs[locale];
  const when = (iso: string) => {
    const { date, hour } = sofiaDateAndHour(new Date(iso));
    return `${date} ${hour}`;
  };
  // a course without slots is attended on its dates
  const courseDates = detail.starts_at
    ? [detail.starts_at, detail.ends_at]
        .filter((d): d is string => !!d)
        .map(when)
        .join(" – ")
    : "";
  return {
    filename: `attendees-${detail.course.slug}.csv`,
    header: [t.order, t.learner, t.email, t.names, t.places, t.date, t.status],
    rows: detail.attendees.map((a) => [
      a.order_number,
      a.learner.name,
      a.learner.email,
      a.names.join("; "),
      a.quantity,
      a.slot ? when(a.slot.starts_at) : courseDates,
      statusNames[locale][a.status] ?? a.status,
    ]),
  };
}

/** The attendees of any course as CSV rows (admins). */
export async function courseAttendeesCsv(db: Db, courseId: string, locale: Locale) {
  return toCsv(await getCourseUtilization(db, courseId), locale);
}

/** The attendees of the provider's own course as CSV rows. */
export async function providerAttendeesCsv(db: Db, user: UserRow, courseId: string, locale: Locale) {
  const provider = await requireOwnProvider(db, user);
  return toCsv(await readDetail(db, await ownCourse(db, provider.id, courseId)), locale);
}
