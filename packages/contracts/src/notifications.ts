import { z } from "zod";
import { courseCard } from "./catalog";
import { pageQuery } from "./common";

const uuid = z.uuid();
const isoDateTime = z.string();

/** What a learner is told about. */
export const notificationKinds = [
  "order_paid",
  "course_changed",
  "course_canceled",
  "session_reminder",
  "review_answered",
  "refund_decided",
  "wishlist_dates",
  "wishlist_places",
  "waitlist_offer",
] as const;
export const notificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKind>;

export const notificationItem = z.object({
  id: uuid,
  kind: notificationKind,
  /** the values the text needs: course, order number, amount, date... and `path`, the page it opens */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  read: z.boolean(),
  created_at: isoDateTime,
});
export type NotificationItem = z.infer<typeof notificationItem>;

export const notificationsQuery = z.object({ unread: z.enum(["0", "1"]).optional(), page: pageQuery });
export const notificationsPage = z.object({
  data: z.array(notificationItem),
  last_page: z.number().int(),
  unread: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPage>;

/** POST /user/notifications/read: mark some (ids) or all (no ids) as read -> `{unread}`. */
export const notificationsReadBody = z.object({ ids: z.array(uuid).max(100).optional() });
export const unreadCount = z.object({ unread: z.number().int() });

/** GET/PUT /user/notification-preferences: per kind, in the app and by mail. */
export const notificationPreferences = z.object({
  kinds: z.array(
    z.object({
      kind: notificationKind,
      in_app: z.boolean(),
      mail: z.boolean(),
      /** receipts are always mailed (they are the proof of purchase) */
      mail_locked: z.boolean(),
    }),
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferences>;
export const notificationPreferencesBody = z.object({
  kinds: z.array(z.object({ kind: notificationKind, in_app: z.boolean(), mail: z.boolean() })).max(20),
});

/** The wishlist: courses saved for later. GET /user/wishlist/ids -> the saved ids (the heart's state). */
export const wishlistResponse = z.object({ course_ids: z.array(uuid) });
export const wishlistPageQuery = z.object({ page: pageQuery });
/** GET /user/wishlist: the saved courses still on sale, latest saved first. */
export const wishlistPage = z.object({
  courses: z.array(courseCard),
  totalPages: z.number().int(),
  page: z.number().int(),
});
export type WishlistPage = z.infer<typeof wishlistPage>;
export const wishlistParams = z.object({ courseId: uuid });
