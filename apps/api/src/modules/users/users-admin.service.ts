import type { AdminUser, AdminUserPage, AdminUsersQuery } from "@kursove/contracts";
import type { Db } from "../../db/client";
import { recordAdminAction } from "../../platform/audit-log";
import { AppError } from "../../platform/errors";
import { markAccountBlocked, type UserRow, updateAccount } from "../auth";
import * as repo from "./users-admin.repository";

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function toAdminUser(row: repo.ListedUser): AdminUser {
  const u = row.user;
  return {
    id: u.id,
    name: `${u.firstName} ${u.lastName}`.trim(),
    username: u.username,
    email: u.email,
    email_verified: u.emailVerifiedAt !== null,
    is_admin: u.isAdmin,
    is_provider: row.isProvider,
    is_lector: row.isLector,
    lector_revoked: !row.isLector && row.wasRevoked,
    blocked_at: iso(u.blockedAt),
    created_at: u.createdAt.toISOString(),
    last_seen_at: iso(row.lastSeenAt),
  };
}

/** GET /admin/users: accounts by name, email or username, role and state, newest first, 20 a page. */
export async function listUsersForAdmin(db: Db, query: AdminUsersQuery): Promise<AdminUserPage> {
  const { rows, total } = await repo.listUsers(db, query);
  return { data: rows.map(toAdminUser), last_page: Math.max(1, Math.ceil(total / repo.usersPageSize)) };
}

/** Another admin's target account: never one's own (409), never a missing or deleted one (404). */
async function requireOtherUser(db: Db, admin: UserRow, id: string) {
  if (id === admin.id) throw new AppError(409, "own_account_locked");
  const row = await repo.findListedUser(db, id);
  if (!row) throw new AppError(404, "user_not_found");
  return row;
}

async function presentUser(db: Db, id: string) {
  const row = await repo.findListedUser(db, id);
  if (!row) throw new AppError(404, "user_not_found");
  return toAdminUser(row);
}

/** PUT /admin/users/{id}/admin: grants or removes admin rights; an admin cannot change their own. */
export async function setAdminRights(db: Db, admin: UserRow, id: string, isAdmin: boolean) {
  const { user } = await requireOtherUser(db, admin, id);
  if (user.isAdmin !== isAdmin)
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await updateAccount(tx, id, { isAdmin, updatedAt: new Date() });
      await recordAdminAction(tx, {
        actorUserId: admin.id,
        action: isAdmin ? "user.admin_granted" : "user.admin_removed",
        subjectType: "user",
        subjectId: id,
      });
    });
  return presentUser(db, id);
}

/** POST /admin/users/{id}/block: the account can no longer sign in and its sessions end at once. */
export async function blockAccount(db: Db, admin: UserRow, id: string, reason: string) {
  const { user } = await requireOtherUser(db, admin, id);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await markAccountBlocked(tx, id, new Date());
    if (!user.blockedAt)
      await recordAdminAction(tx, {
        actorUserId: admin.id,
        action: "user.blocked",
        subjectType: "user",
        subjectId: id,
        data: { reason },
      });
  });
  return presentUser(db, id);
}

/** POST /admin/users/{id}/unblock: the account may sign in again. */
export async function unblockAccount(db: Db, admin: UserRow, id: string) {
  const { user } = await requireOtherUser(db, admin, id);
  if (user.blockedAt)
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      await updateAccount(tx, id, { blockedAt: null, updatedAt: new Date() });
      await recordAdminAction(tx, {
        actorUserId: admin.id,
        action: "user.unblocked",
        subjectType: "user",
        subjectId: id,
      });
    });
  return presentUser(db, id);
}
