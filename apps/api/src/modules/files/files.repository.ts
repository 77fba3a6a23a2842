import { and, eq, like, type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { files } from "../../db/schema/index";

export async function findPublicFile(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.visibility, "public")))
    .limit(1);
  return row;
}

/** Deletes the rows of a user's files whose storage key starts with `keyPrefix`; answers their keys. */
export function deleteOwnFiles(db: Db, ownerUserId: string, keyPrefix: string) {
  return db
    .delete(files)
    .where(and(eq(files.ownerUserId, ownerUserId), like(files.storageKey, `${keyPrefix}%`)))
    .returning({ storageKey: files.storageKey });
}

/** Records a stored file; answers its row. */
export async function insertFile(db: Db, values: typeof files.$inferInsert) {
  const [row] = await db.insert(files).values(values).returning();
  return row!;
}

/** Deletes a file row and answers its storage key, or null when it is missing or still referenced. */
export async function deleteFileRow(db: Db, id: string) {
  try {
    const [row] = await db.delete(files).where(eq(files.id, id)).returning({ storageKey: files.storageKey });
    return row?.storageKey ?? null;
  } catch (error) {
    // still referenced elsewhere (a foreign key): keep it
    if (isForeignKeyViolation(error)) return null;
    throw error;
  }
}

function isForeignKeyViolation(error: unknown): boolean {
  for (let e = error as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23503") return true;
  }
  return false;
}

/**
 * Deletes the file rows made before `before` that no row refers to (an upload whose process was killed
 * between recording the file and attaching it) and answers their storage keys. The referring columns are
 * read from the database's own foreign keys, so a new one is counted without a change here.
 */
export async function deleteUnreferencedFiles(db: Db, before: Date): Promise<string[]> {
  const refs = await queryRows<{ tbl: string; col: string }>(
    db,
    sql`select c.conrelid::regclass::text as tbl, a.attname::text as col
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
      where c.contype = 'f' and c.confrelid = 'files'::regclass`,
  );
  const unused: SQL[] = refs.map(
    (r) => sql`not exists (select 1 from ${sql.identifier(r.tbl)} r where r.${sql.identifier(r.col)} = f.id)`,
  );
  const rows = await queryRows<{ storage_key: string }>(
    db,
    sql`delete from files f where f.created_at < ${before.toISOString()}::timestamptz
      ${unused.length > 0 ? sql`and ${sql.join(unused, sql` and `)}` : sql``}
      returning f.storage_key`,
  );
  return rows.map((r) => r.storage_key);
}
