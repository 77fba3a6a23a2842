import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { faqGroups, faqItems } from "../../db/schema/index";

export type FaqGroupRow = typeof faqGroups.$inferSelect;
export type FaqItemRow = typeof faqItems.$inferSelect;

const groupOrder = [asc(faqGroups.position), asc(faqGroups.createdAt), asc(faqGroups.id)];
const itemOrder = [asc(faqItems.position), asc(faqItems.createdAt), asc(faqItems.id)];

/** Every group in display order; `lock` holds them for a reordering in the caller's transaction. */
export function listGroups(db: Db, lock = false) {
  const query = db
    .select()
    .from(faqGroups)
    .orderBy(...groupOrder);
  return lock ? query.for("update") : query;
}

/** Every question in display order (by group, then place), or only the published ones. */
export function listItems(db: Db, onlyPublished = false) {
  return db
    .select()
    .from(faqItems)
    .where(onlyPublished ? eq(faqItems.published, true) : undefined)
    .orderBy(...itemOrder);
}

/** The questions of one group in display order; `lock` as for listGroups. */
export function listGroupItems(db: Db, groupId: string, lock = false) {
  const query = db
    .select()
    .from(faqItems)
    .where(eq(faqItems.groupId, groupId))
    .orderBy(...itemOrder);
  return lock ? query.for("update") : query;
}

export async function findGroup(db: Db, id: string) {
  const [row] = await db.select().from(faqGroups).where(eq(faqGroups.id, id)).limit(1);
  return row;
}

export async function findItem(db: Db, id: string) {
  const [row] = await db.select().from(faqItems).where(eq(faqItems.id, id)).limit(1);
  return row;
}

/** The position after the last group. */
export async function nextGroupPosition(db: Db) {
  const [row] = await db.select({ max: sql<number | null>`max(${faqGroups.position})` }).from(faqGroups);
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

/** The position after the last question of a group. */
export async function nextItemPosition(db: Db, groupId: string) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${faqItems.position})` })
    .from(faqItems)
    .where(eq(faqItems.groupId, groupId));
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
}

export async function countGroupItems(db: Db, groupId: string) {
  const [row] = await db.select({ n: count() }).from(faqItems).where(eq(faqItems.groupId, groupId));
  return row?.n ?? 0;
}

export async function insertGroup(db: Db, values: typeof faqGroups.$inferInsert) {
  const [row] = await db.insert(faqGroups).values(values).returning();
  return row!;
}

export async function updateGroup(db: Db, id: string, values: Partial<typeof faqGroups.$inferInsert>) {
  const [row] = await db.update(faqGroups).set(values).where(eq(faqGroups.id, id)).returning();
  return row;
}

/** Deletes a group only while it has no questions; answers whether it did. */
export async function deleteEmptyGroup(db: Db, id: string) {
  const rows = await db
    .delete(faqGroups)
    .where(
      and(
        eq(faqGroups.id, id),
        sql`not exists (select 1 from ${faqItems} where ${faqItems.groupId} = ${faqGroups.id})`,
      ),
    )
    .returning({ id: faqGroups.id });
  return rows.length > 0;
}

export async function insertItem(db: Db, values: typeof faqItems.$inferInsert) {
  const [row] = await db.insert(faqItems).values(values).returning();
  return row!;
}

export async function updateItem(db: Db, id: string, values: Partial<typeof faqItems.$inferInsert>) {
  const [row] = await db.update(faqItems).set(values).where(eq(faqItems.id, id)).returning();
  return row;
}

export async function deleteItem(db: Db, id: string) {
  const rows = await db.delete(faqItems).where(eq(faqItems.id, id)).returning();
  return rows[0];
}

export async function setGroupPosition(db: Db, id: string, position: number) {
  await db.update(faqGroups).set({ position }).where(eq(faqGroups.id, id));
}

export async function setItemPosition(db: Db, id: string, position: number) {
  await db.update(faqItems).set({ position }).where(eq(faqItems.id, id));
}
