import type { Db } from "../../db/client";
import { createEvents } from "../../platform/events";
import type { MailDeps } from "../../platform/mail/site-mail";

// Each event carries the transaction that made the change as `db`: its notices are written in it.
export type CourseEvents = {
  /** a course was deleted: its buyers hear that it is canceled */
  courseCanceled: { db: Db; mail: MailDeps; courseId: string };
  /** a bookable course on sale got new hours; `newest` is the latest of them */
  hoursAdded: { db: Db; mail: MailDeps; courseId: string; newest: Date };
  /** an approved revision replaced a course's content; `startsBefore` is its first start until then */
  revisionApplied: {
    db: Db;
    mail: MailDeps;
    courseId: string;
    revisionId: string;
    startsBefore: Date | null;
  };
};

/** What happens to courses, for the modules that tell learners about it (wired in app-wiring.ts). */
export const courseEvents = createEvents<CourseEvents>();
