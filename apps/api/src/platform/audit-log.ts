import type { Db } from "../db/client";
import { auditLog } from "../db/schema/index";

export type AdminAction = {
  actorUserId: string;
  action: string;
  subjectType: string;
  subjectId: string;
  data?: Record<string, unknown>;
};

/** Records what an admin did in audit_log: the history of roles, blocks and commission changes. */
export async function recordAdminAction(db: Db, entry: AdminAction) {
  await db.insert(auditLog).values({ ...entry, data: entry.data ?? {} });
}
