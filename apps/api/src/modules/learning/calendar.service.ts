import type { CalendarEntry, CalendarResponse } from "@kursove/contracts";
import { sofiaInstant } from "@kursove/contracts/domain/sofia-time";
import type { Locale } from "@kursove/i18n";
import { eq } from "drizzle-orm";
import { createEvents, type EventAttributes } from "ics";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import { hashToken, newToken } from "../../platform/tokens";
import * as repo from "./learning.repository";
import { ownedItems } from "./purchases";
import { learnerSchedule } from "./schedule";

export const calendarMaxDays = 62;
const dayMs = 24 * 60 * 60 * 1000;

/** The instants of an inclusive range of Sofia dates; 422 when reversed or longer than 62 days. */
export function calendarRange(from: string, to: string) {
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs;
  if (Number.isNaN(days)) throw new AppError(422, "validation_failed", { from: ["field.invalid_date"] });
  if (days < 0) throw new AppError(422, "validation_failed", { to: ["field.date_to_before_from"] });
  if (days > calendarMaxDays)
    throw new AppError(422, "validation_failed", { to: ["field.calendar_range_too_long"] });
  const next = new Date(Date.parse(`${to}T00:00:00Z`) + dayMs).toISOString().slice(0, 10);
  return { from: sofiaInstant(from, "00:00"), to: sofiaInstant(next, "00:00") };
}

type Located = { types: string[]; meetingUrl: string | null; address: string | null; city: string | null };

const isOnline = (c: Located) => c.types.includes("online") || !!c.meetingUrl;
const locationOf = (c: Located) =>
  c.types.includes("onsite") ? [c.address, c.city].filter(Boolean).join(", ") || null : null;

/** The learner's sessions and booked slots as calendar entries, optionally within a range. */
async function learnerEntries(db: Db, userId: string, locale: Locale, range?: { from: Date; to: Date }) {
  const items = await ownedItems(db, userId);
  const schedule = await learnerSchedule(db, items, range);
  const courses = new Map(
    (await repo.findCourses(db, [...new Set(schedule.map((s) => s.courseId))])).map((c) => [c.id, c]),
  );
  return schedule.flatMap((s): CalendarEntry[] => {
    const course = courses.get(s.courseId);
    if (!course) return [];
    const located = { ...course, city: locale === "en" ? course.cityEn : course.cityBg };
    return [
      {
        id: `${s.kind}:${s.id}`,
        course: { id: course.id, slug: course.slug, title: course.title },
        title: s.title ?? course.title,
        starts_at: s.startsAt.toISOString(),
        ends_at: s.endsAt.toISOString(),
        kind: s.kind,
        online: isOnline(located),
        location: locationOf(located),
      },
    ];
  });
}

/** GET /user/calendar: the entries between two Sofia dates and whether a feed address exists. */
export async function getCalendar(
  db: Db,
  userId: string,
  query: { from: string; to: string },
  locale: Locale,
): Promise<CalendarResponse> {
  const range = calendarRange(query.from, query.to);
  const entries = await learnerEntries(db, userId, locale, range);
  const feed = await repo.findFeed(db, userId);
  return {
    entries,
    feed: { active: !!feed, created_at: feed?.createdAt.toISOString() ?? null },
  };
}

/** A new private feed address; the previous one stops working. Only the token's hash is kept. */
export async function createFeed(db: Db, userId: string, publicUrl: string, now = new Date()) {
  const token = newToken();
  await repo.replaceFeed(db, userId, hashToken(token), now);
  return { url: `${publicUrl}/api/v1/calendar/${token}.ics`, created_at: now.toISOString() };
}

export const revokeFeed = (db: Db, userId: string) => repo.deleteFeed(db, userId);

const feedDaysBack = 30;
const feedDaysAhead = 5 * 366;

/** The `.ics` text of a feed token: the learner's sessions from 30 days back on (five years ahead); null for unknown tokens. */
export async function renderFeed(db: Db, token: string, publicUrl: string, now = new Date()) {
  if (!/^[\w-]{20,100}$/.test(token)) return null;
  const userId = await repo.useFeed(db, hashToken(token), now);
  if (!userId) return null;
  const [user] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
  const locale: Locale = user?.language === "en" ? "en" : "bg";
  const range = {
    from: new Date(now.getTime() - feedDaysBack * dayMs),
    to: new Date(now.getTime() + feedDaysAhead * dayMs),
  };
  const entries = await learnerEntries(db, userId, locale, range);
  const host = new URL(publicUrl).host;
  const events: EventAttributes[] = entries.map((e) => ({
    startInputType: "utc",
    startOutputType: "utc",
    endInputType: "utc",
    endOutputType: "utc",
    uid: `${e.kind}-${e.id.split(":")[1]}-${userId}@${host}`,
    start: Date.parse(e.starts_at),
    end: Date.parse(e.ends_at),
    title: e.title === e.course.title ? e.course.title : `${e.course.title} – ${e.title}`,
    location: e.location ?? (e.online ? "Online" : undefined),
    url: `${publicUrl}${locale === "en" ? "/en" : ""}/profile/courses/${e.course.id}`,
  }));
  const { error, value } = createEvents(events, {
    productId: "-//Kursove//Learning calendar//BG",
    calName: locale === "en" ? "Kursove: my courses" : "Курсове: моите курсове",
  });
  if (error || !value) throw error ?? new Error("calendar feed could not be written");
  return foldOctets(value);
}

/**
 * Refolds content lines at 75 octets (RFC 5545 3.1): the library counts characters, and Cyrillic takes
 * two octets each. A character is never split.
 */
export function foldOctets(text: string) {
  const foldLine = (line: string) => {
    const parts: string[] = [];
    let current = "";
    let octets = 0;
    let limit = 75;
    for (const char of line) {
      const size = Buffer.byteLength(char);
      if (octets + size > limit) {
        parts.push(current);
        current = "";
        octets = 0;
        // a continuation line starts with a space, which counts
        limit = 74;
      }
      current += char;
      octets += size;
    }
    parts.push(current);
    return parts.join("\r\n ");
  };
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .map(foldLine)
    .join("\r\n");
}
