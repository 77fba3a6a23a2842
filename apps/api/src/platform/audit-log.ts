import type { Db } from "../db/client";
import { auditLog } from "../db/schema/index";

export type AdminAction = {
  /** null for what the platform's own jobs do (a periodic payout run) */
  actorUserId: string | null;
  action: string;
  subjectType: string;
  subjectId: string;
  data?: Record<string, unknown>;
};

/** Records what an admin (or a job) did in audit_log: roles, blocks, commission, payouts, refunds. */
export async function recordAdminAction(db: Db, entry: AdminAction) {
  await db.insert(auditLog).values({ ...entry, data: entry.data ?? {} });
}
