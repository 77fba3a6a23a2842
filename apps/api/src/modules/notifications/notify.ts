import type { NotificationKind } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificationPreferences, notifications, users } from "../../db/schema/index";
import { type MailData, type MailTemplate, renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";

export type NotifyDeps = { publicUrl: string; officeEmail: string };

/** Kinds whose mail cannot be switched off: the receipt is the learner's proof of purchase. */
export const mailLockedKinds: readonly NotificationKind[] = ["order_paid"];

/**
 * Service messages about what the learner bought (money, a changed or canceled course) are mailed
 * whatever the sign-up agreement says; reminders, answers and wishlist alerts need the agreement to
 * mails about one's courses (users.notifications, asked at sign-up and in settings).
 */
const serviceKinds: readonly NotificationKind[] = [
  "order_paid",
  "refund_decided",
  "course_changed",
  "course_canceled",
  // the learner asked for it by joining the waiting list (WAITLIST-OFFER)
  "waitlist_offer",
];

export type NotifyInput = {
  userId: string;
  kind: NotificationKind;
  /** the values the in-app text needs; `path` is the page it opens (without the /en prefix) */
  data: Record<string, string | number | null>;
  /** stores (and mails) the notification once per user and key, e.g. `reminder:<session id>` */
  dedupeKey?: string;
  /** the mail of this notification, built in the recipient's language; none for in-app only kinds */
  mail?: (
    locale: Locale,
  ) => { template: MailTemplate } & Omit<MailData, "name" | "publicUrl" | "officeEmail">;
};

/** The recipient's choice for one kind: both on unless changed in settings. */
export async function preferenceOf(db: Db, userId: string, kind: NotificationKind) {
  const [row] = await db
    .select({ inApp: notificationPreferences.inApp, mail: notificationPreferences.mail })
    .from(notificationPreferences)
    .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.kind, kind)));
  return {
    inApp: row?.inApp ?? true,
    mail: mailLockedKinds.includes(kind) ? true : (row?.mail ?? true),
  };
}

/**
 * Tells a user about something: an in-app notification and, when the user's settings allow,
 * a mail through the outbox. Pass a transaction as `db` to tell only when the change commits. Returns
 * false when the dedupe key was already used (nothing stored, nothing mailed) or the user is gone.
 */
export async function notify(db: Db, deps: NotifyDeps, input: NotifyInput): Promise<boolean> {
  const [user] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      language: users.language,
      agreed: users.notifications,
    })
    .from(users)
    .where(and(eq(users.id, input.userId), isNull(users.deletedAt)));
  if (!user) return false;
  const preference = await preferenceOf(db, input.userId, input.kind);
  // the row is kept even when the list hides the kind, so a dedupe key holds whatever the settings
  const inserted = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      kind: input.kind,
      data: input.data,
      dedupeKey: input.dedupeKey ?? null,
      readAt: preference.inApp ? null : new Date(),
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (inserted.length === 0) return false;
  const mailAllowed = preference.mail && (user.agreed || serviceKinds.includes(input.kind));
  if (input.mail && mailAllowed) {
    const locale: Locale = user.language === "en" ? "en" : "bg";
    const { template, ...mail } = input.mail(locale);
    const rendered = renderMail(template, locale, {
      ...mail,
      name: user.firstName,
      publicUrl: deps.publicUrl,
      officeEmail: deps.officeEmail,
    });
    await enqueueMail(db, { kind: template, to: user.email, locale, ...rendered });
  }
  return true;
}
