import { imageMaxBytes, type ProfileBody, type UserHeader } from "@kursove/contracts";
import { photoImageTypes } from "@kursove/contracts/constants";
import { type AnyColumn, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  authSessions,
  calendarFeeds,
  certificates,
  contactMessages,
  notificationPreferences,
  notifications,
  orderItems,
  orders,
  providerApplications,
  providerLectors,
  refundRequests,
  reviews,
  sessionClockedTimes,
  waitlistEntries,
  wishlistItems,
} from "../../db/schema/index";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { storeSquareImage } from "../../platform/square-image";
import type { Storage } from "../../platform/storage";
import {
  deleteEmailTokensOf,
  hashPassword,
  isCommonPassword,
  isUsernameTaken,
  presentHeaderUser,
  queueUserMail,
  revokeUserSessions,
  type UserRow,
  updateAccount,
  verifyPassword,
} from "../auth";
import { headerCart } from "../cart";
import { deleteOwnFiles } from "../files";
import { unlinkLector } from "../instructors";
import { leaveAllLinks } from "../lectors";
import { unreadCount } from "../notifications";
import { findOwnProvider } from "../providers";

export type UsersDeps = { db: Db; storage: Storage; publicUrl: string; kickMail: () => void };

const blankToNull = (v: string | undefined) => (v === undefined || v.trim() === "" ? null : v.trim());

/**
 * GET /user/header (ADR 047): every page's header in one answer, on the request's one session lookup:
 * the name and roles, the cart's count of valid holds, the bell's unread count (three queries at once).
 */
export async function userHeader(db: Db, user: UserRow): Promise<UserHeader> {
  const [header, cart, { unread }] = await Promise.all([
    presentHeaderUser(db, user),
    headerCart(db, user.id),
    unreadCount(db, user.id),
  ]);
  return { user: header, cart, unread };
}

/** Saves the profile, settings and business profile. */
export async function updateProfile(deps: UsersDeps, user: UserRow, body: ProfileBody) {
  if (await isUsernameTaken(deps.db, body.username, user.id)) {
    throw new AppError(422, "validation_failed", { username: ["username_taken"] });
  }
  const row = await updateAccount(deps.db, user.id, {
    username: body.username,
    firstName: body.first_name,
    lastName: body.last_name,
    language: body.language,
    country: blankToNull(body.country),
    city: blankToNull(body.city),
    district: blankToNull(body.district),
    mobile: blankToNull(body.mobile),
    address: blankToNull(body.address),
    postCode: blankToNull(body.post_code),
    newsletter: body.newsletter,
    notifications: body.notifications,
    companyName: blankToNull(body.company_name),
    companyVatId: blankToNull(body.company_vat_id),
    companyAddress: blankToNull(body.company_address),
    companyMol: blankToNull(body.company_mol),
    updatedAt: new Date(),
  }).catch((error: unknown) => {
    // two accounts took the same username at once: the unique index let the other one through
    if (isUniqueViolation(error))
      throw new AppError(422, "validation_failed", { username: ["username_taken"] });
    throw error;
  });
  return row!;
}

/** Changes the password (the current one is required) and ends every other session. */
export async function changePassword(
  deps: UsersDeps,
  user: UserRow,
  sessionId: string,
  current: string,
  next: string,
) {
  if (!(await verifyPassword(user.passwordHash, current))) {
    throw new AppError(422, "validation_failed", { current_password: ["wrong_password"] });
  }
  if (isCommonPassword(next))
    throw new AppError(422, "validation_failed", { password: ["field.password_common"] });
  const passwordHash = await hashPassword(next);
  const now = new Date();
  await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await updateAccount(db, user.id, { passwordHash, updatedAt: now });
    await revokeUserSessions(db, user.id, now, sessionId);
    await queueUserMail(db, deps.publicUrl, user, "password_changed");
  });
  deps.kickMail();
}

const avatarTypes: ReadonlySet<string> = new Set(photoImageTypes);
export const avatarMaxBytes = imageMaxBytes;

/** Stores an avatar: checked by its content (not its name), re-encoded to a 256x256 WebP. */
export async function saveAvatar(deps: UsersDeps, user: UserRow, bytes: Buffer) {
  const fileId = await storeSquareImage(deps, {
    ownerUserId: user.id,
    bytes,
    size: 256,
    storageKey: `avatars/${user.id}-${Date.now()}.webp`,
    types: avatarTypes,
    field: "avatar",
  });
  const row = await updateAccount(deps.db, user.id, { avatarFileId: fileId, updatedAt: new Date() });
  return row!;
}

/** Every piece of personal data kept about the user (GDPR access and portability). */
export async function exportPersonalData(db: Db, user: UserRow) {
  const mine = <T extends { userId: AnyColumn }>(table: T) => eq(table.userId, user.id);
  const lectorOf = <T extends { lectorUserId: AnyColumn }>(table: T) => eq(table.lectorUserId, user.id);
  const [sessions, userReviews, userOrders, items, requests, saved, notes, preferences, feed, more] =
    await Promise.all([
      db
        .select({
          created_at: authSessions.createdAt,
          last_seen_at: authSessions.lastSeenAt,
          ip: authSessions.ip,
          user_agent: authSessions.userAgent,
        })
        .from(authSessions)
        .where(mine(authSessions)),
      db.select().from(reviews).where(mine(reviews)),
      db.select().from(orders).where(mine(orders)).orderBy(orders.createdAt),
      db
        .select({ item: orderItems })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(mine(orders)),
      db.select().from(refundRequests).where(mine(refundRequests)),
      db.select().from(wishlistItems).where(mine(wishlistItems)),
      db.select().from(notifications).where(mine(notifications)),
      db.select().from(notificationPreferences).where(mine(notificationPreferences)),
      db.select({ created_at: calendarFeeds.createdAt }).from(calendarFeeds).where(mine(calendarFeeds)),
      Promise.all([
        db.select().from(waitlistEntries).where(mine(waitlistEntries)),
        db.select().from(certificates).where(mine(certificates)),
        db.select().from(contactMessages).where(mine(contactMessages)),
        db.select().from(providerApplications).where(mine(providerApplications)),
        db.select().from(providerLectors).where(lectorOf(providerLectors)),
        db.select().from(sessionClockedTimes).where(lectorOf(sessionClockedTimes)),
      ]),
    ]);
  const [waiting, userCertificates, messages, application, lectorLinks, clocked] = more;
  const { passwordHash: _secret, ...profile } = user;
  return {
    exported_at: new Date().toISOString(),
    profile,
    sessions,
    reviews: userReviews,
    orders: userOrders.map((order) => ({
      ...order,
      items: items.filter((i) => i.item.orderId === order.id).map((i) => i.item),
    })),
    refund_requests: requests,
    wishlist: saved,
    notifications: notes,
    notification_preferences: preferences,
    calendar_feed: feed[0] ?? null,
    waiting_lists: waiting,
    certificates: userCertificates,
    contact_messages: messages,
    provider_request_draft: application[0] ?? null,
    // a lector's links to providers and the time they confirmed teaching
    lector_links: lectorLinks,
    clocked_times: clocked,
  };
}

/** Anonymises the person (orders stay for accounting), ends every session and confirms by mail; not a provider's owner. */
export async function deleteAccount(deps: UsersDeps, user: UserRow, password: string) {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError(422, "validation_failed", { password: ["wrong_password"] });
  }
  // a provider anonymised with its owner would go on selling with nobody to run its courses or refunds
  if (await findOwnProvider(deps.db, user.id)) throw new AppError(409, "account_owns_provider");
  const now = new Date();
  const tag = user.id.slice(0, 8);
  const unusable = await hashPassword(crypto.randomUUID() + crypto.randomUUID());
  const ownFiles = await deps.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await queueUserMail(db, deps.publicUrl, user, "account_deleted");
    await updateAccount(db, user.id, {
      username: `deleted-${tag}-${now.getTime().toString(36)}`,
      email: `deleted-${user.id}@deleted.invalid`,
      passwordHash: unusable,
      firstName: "—",
      lastName: "—",
      country: null,
      city: null,
      district: null,
      mobile: null,
      address: null,
      postCode: null,
      newsletter: false,
      notifications: false,
      avatarFileId: null,
      companyName: null,
      companyVatId: null,
      companyAddress: null,
      companyMol: null,
      deletedAt: now,
      updatedAt: now,
    });
    await revokeUserSessions(db, user.id, now);
    await deleteEmailTokensOf(db, user.id);
    // providers must not go on counting the person as their lector, nor as one of their instructors
    await leaveAllLinks(db, user.id);
    await unlinkLector(db, user.id);
    // avatars are personal data; uploads that belong to courses stay with them
    return deleteOwnFiles(db, user.id, "avatars/");
  });
  // the bytes go after the rows, so a failure here leaves only unreferenced files behind
  for (const file of ownFiles) await deps.storage.remove(file.storageKey);
  deps.kickMail();
}
