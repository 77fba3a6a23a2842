import {
  type NotificationItem,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationsPage,
  notificationKinds,
} from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import * as repo from "./notifications.repository";
import { mailLockedKinds, type NotifyDeps, notify } from "./notify";

const iso = (d: Date) => new Date(d).toISOString();

/** The site address of a page in the reader's language, for a mail's button. */
export const pageUrl = (deps: NotifyDeps, locale: Locale, path: string) =>
  `${deps.publicUrl}${locale === "en" ? "/en" : ""}${path}`;

/** The user's choice for every kind: both on unless changed; the receipt's mail cannot be switched off. */
export async function getPreferences(db: Db, userId: string): Promise<NotificationPreferences> {
  const stored = new Map((await repo.findPreferences(db, userId)).map((p) => [p.kind, p]));
  return {
    kinds: notificationKinds.map((kind) => {
      const locked = mailLockedKinds.includes(kind);
      return {
        kind,
        in_app: stored.get(kind)?.inApp ?? true,
        mail: locked ? true : (stored.get(kind)?.mail ?? true),
        mail_locked: locked,
      };
    }),
  };
}

/**
 * PUT /user/notification-preferences: stores the given kinds (others stay as they are). Switching the
 * receipt's mail off is ignored: it is the learner's proof of purchase. Kinds switched off in the app
 * stop counting as unread.
 */
export async function savePreferences(
  db: Db,
  userId: string,
  kinds: { kind: NotificationKind; in_app: boolean; mail: boolean }[],
) {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const k of kinds)
      await repo.savePreference(t, userId, {
        kind: k.kind,
        inApp: k.in_app,
        mail: mailLockedKinds.includes(k.kind) ? true : k.mail,
      });
    await repo.markKindsRead(
      t,
      userId,
      kinds.filter((k) => !k.in_app).map((k) => k.kind),
    );
  });
  return getPreferences(db, userId);
}

/** GET /user/notifications: one page, newest first, without the kinds switched off in the app. */
export async function listNotifications(
  db: Db,
  userId: string,
  query: { unread?: "0" | "1" | undefined; page: number },
): Promise<NotificationsPage> {
  const hiddenKinds = (await getPreferences(db, userId)).kinds.filter((k) => !k.in_app).map((k) => k.kind);
  const [{ rows, total }, unread] = await Promise.all([
    repo.listNotifications(db, userId, { unreadOnly: query.unread === "1", page: query.page, hiddenKinds }),
    repo.countUnread(db, userId),
  ]);
  return {
    data: rows.map(
      (r): NotificationItem => ({
        id: r.id,
        kind: r.kind as NotificationKind,
        data: (r.data ?? {}) as NotificationItem["data"],
        read: r.readAt !== null,
        created_at: iso(r.createdAt),
      }),
    ),
    last_page: Math.max(1, Math.ceil(total / repo.notificationsPageSize)),
    unread,
  };
}

export const unreadCount = async (db: Db, userId: string) => ({ unread: await repo.countUnread(db, userId) });

/** POST /user/notifications/read: the given own notifications, or all, are read -> the new count. */
export async function markRead(db: Db, userId: string, ids?: string[]) {
  await repo.markRead(db, userId, ids);
  return unreadCount(db, userId);
}

/**
 * The in-app notice of a paid order, in the transaction that makes it paid. No mail: the receipt
 * (orders.mail queueOrderPaidMail) is that mail already.
 */
export async function notifyOrderPaid(
  tx: Db,
  deps: NotifyDeps,
  order: { id: string; userId: string; number: string; total: number },
) {
  await notify(tx, deps, {
    userId: order.userId,
    kind: "order_paid",
    data: { number: order.number, total: order.total, path: `/profile/orders/${order.id}` },
    dedupeKey: `order_paid:${order.id}`,
  });
}
