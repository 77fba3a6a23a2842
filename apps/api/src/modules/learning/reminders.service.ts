import { sofiaDateAndHour } from "@kursove/contracts/domain/sofia-time";
import type { Db } from "../../db/client";
import { type NotifyDeps, notify } from "../notifications";
import { findSessionsStartingBetween } from "./learning.repository";

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Reminds each learner of a session or booked slot starting within the next 24 hours, once
 * per session: the dedupe key makes later runs skip it. Refused and refunded items are not reminded.
 */
export async function sendSessionReminders(db: Db, deps: NotifyDeps, now = new Date()) {
  const due = await findSessionsStartingBetween(db, now, new Date(now.getTime() + dayMs));
  let sent = 0;
  for (const s of due) {
    const path = `/profile/courses/${s.courseId}`;
    const session = s.sessionTitle ?? s.courseTitle;
    const { date, hour } = sofiaDateAndHour(s.startsAt);
    const [year, month, day] = date.split("-");
    const told = await notify(db, deps, {
      userId: s.userId,
      kind: "session_reminder",
      dedupeKey: `reminder:${s.sessionId}`,
      data: {
        course: s.courseTitle,
        course_id: s.courseId,
        session,
        starts_at: s.startsAt.toISOString(),
        path,
      },
      mail: (locale) => ({
        template: "session_reminder",
        url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}${path}`,
        vars: { course: s.courseTitle, session, date: `${day}.${month}.${year}`, time: hour },
      }),
    });
    if (told) sent += 1;
  }
  return { sent };
}
