import { and, count, desc, eq, inArray, isNull, notInArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { notificationPreferences, notifications } from "../../db/schema/index";

export const notificationsPageSize = 20;

/** One page of a user's notifications, newest first, leaving out the kinds switched off in the app. */
export async function listNotifications(
  db: Db,
  userId: string,
  options: { unreadOnly: boolean; page: number; hiddenKinds: string[] },
) {
  const where = and(
    eq(notifications.userId, userId),
    options.unreadOnly ? isNull(notifications.readAt) : undefined,
    options.hiddenKinds.length > 0 ? notInArray(notifications.kind, options.hiddenKinds) : undefined,
  ) as SQL;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(notificationsPageSize)
      .offset((options.page - 1) * notificationsPageSize),
    db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The unread count of the header's bell, on the partial index notifications_unread_idx. A kind switched
 * off in the app is never unread: notify() stores it read and switching it off marks the old ones read.
 */
export async function countUnread(db: Db, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own notifications read: the given ids (others' ids match nothing), or all. */
export async function markRead(db: Db, userId: string, ids?: string[]) {
  if (ids && ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

/** Marks the unread notifications of some kinds read (kinds just switched off in the app). */
export async function markKindsRead(db: Db, userId: string, kinds: string[]) {
  if (kinds.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), inArray(notifications.kind, kinds)),
    );
}

/** The user's stored choices; kinds without a row keep the defaults. */
export function findPreferences(db: Db, userId: string) {
  return db
    .select({
      kind: notificationPreferences.kind,
      inApp: notificationPreferences.inApp,
      mail: notificationPreferences.mail,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
}

export async function savePreference(
  db: Db,
  userId: string,
  row: { kind: string; inApp: boolean; mail: boolean },
) {
  await db
    .insert(notificationPreferences)
    .values({ userId, ...row })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind],
      set: { inApp: row.inApp, mail: row.mail, updatedAt: new Date() },
    });
}
