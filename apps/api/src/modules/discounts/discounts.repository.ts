import { soldOrderStates } from "@kursove/contracts/domain/order-states";
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import {
  cartDiscounts,
  courses,
  discountCodeCourses,
  discountCodes,
  discountRedemptions,
  orderItems,
  orders,
  providers,
} from "../../db/schema/index";

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export const discountPageSize = 20;

/** A code by its text, whatever the case the buyer typed it in. */
export async function findCodeByText(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(sql`lower(${discountCodes.code}) = lower(${code})`);
  return row ?? null;
}

export async function findCode(db: Db, id: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  return row ?? null;
}

/** Locks the codes in id order, so two checkouts never deadlock on them (DISCOUNT-USES). */
export async function lockCodes(db: Db, ids: string[]) {
  const sorted = [...ids].sort();
  const rows: DiscountCodeRow[] = [];
  for (const id of sorted) {
    const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (row) rows.push(row);
  }
  return rows;
}

export async function courseIdsOf(db: Db, codeIds: string[]) {
  const map = new Map<string, string[]>(codeIds.map((id) => [id, []]));
  if (codeIds.length === 0) return map;
  const rows = await db
    .select()
    .from(discountCodeCourses)
    .where(inArray(discountCodeCourses.codeId, codeIds));
  for (const row of rows) map.get(row.codeId)?.push(row.courseId);
  return map;
}

export async function coursesOf(db: Db, codeIds: string[]) {
  if (codeIds.length === 0) return [];
  return db
    .select({ codeId: discountCodeCourses.codeId, id: courses.id, title: courses.title })
    .from(discountCodeCourses)
    .innerJoin(courses, eq(courses.id, discountCodeCourses.courseId))
    .where(inArray(discountCodeCourses.codeId, codeIds))
    .orderBy(asc(courses.title));
}

/** The provider's courses among `ids` that are not deleted (a code may name only its own). */
export async function ownCourseIds(db: Db, providerId: string | null, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(
      and(
        inArray(courses.id, ids),
        sql`${courses.status} <> 'deleted'`,
        providerId ? eq(courses.providerId, providerId) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

export async function insertCode(db: Db, values: typeof discountCodes.$inferInsert, courseIds: string[]) {
  const [row] = await db.insert(discountCodes).values(values).returning();
  if (!row) throw new Error("discount code insert returned nothing");
  if (courseIds.length > 0)
    await db.insert(discountCodeCourses).values(courseIds.map((courseId) => ({ codeId: row.id, courseId })));
  return row;
}

export async function updateCode(
  db: Db,
  id: string,
  values: Partial<typeof discountCodes.$inferInsert>,
  courseIds: string[],
) {
  await db.update(discountCodes).set(values).where(eq(discountCodes.id, id));
  await db.delete(discountCodeCourses).where(eq(discountCodeCourses.codeId, id));
  if (courseIds.length > 0)
    await db.insert(discountCodeCourses).values(courseIds.map((courseId) => ({ codeId: id, courseId })));
}

export async function disableCode(db: Db, id: string, at: Date) {
  await db
    .update(discountCodes)
    .set({ disabledAt: at })
    .where(and(eq(discountCodes.id, id), isNull(discountCodes.disabledAt)));
  await db.delete(cartDiscounts).where(eq(cartDiscounts.codeId, id));
}

/** One page of codes, newest first: a provider's own, or the platform's (providerId null). */
export async function listCodes(db: Db, providerId: string | null, page: number) {
  const where = providerId ? eq(discountCodes.providerId, providerId) : isNull(discountCodes.providerId);
  const [rows, [count]] = await Promise.all([
    db
      .select({ code: discountCodes, providerName: providers.companyName })
      .from(discountCodes)
      .leftJoin(providers, eq(providers.id, discountCodes.providerId))
      .where(where)
      .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
      .limit(discountPageSize)
      .offset((page - 1) * discountPageSize),
    db.select({ n: sql<number>`count(*)::int` }).from(discountCodes).where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/**
 * Uses of codes: their redemptions whose order is not canceled. A buyer's own orders still waiting for
 * payment are left out when `exceptOpenOf` is given: checkout reuses or cancels them (CHECKOUT-ONCE).
 */
export async function countUses(
  db: Db,
  codeIds: string[],
  opts: { userId?: string; exceptOpenOf?: string } = {},
) {
  const map = new Map<string, { uses: number; amount: number }>();
  if (codeIds.length === 0) return map;
  const rows = await db
    .select({
      codeId: discountRedemptions.codeId,
      uses: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${discountRedemptions.amount}), 0)::int`,
    })
    .from(discountRedemptions)
    .innerJoin(orders, eq(orders.id, discountRedemptions.orderId))
    .where(
      and(
        inArray(discountRedemptions.codeId, codeIds),
        sql`${orders.status} <> 'canceled'`,
        opts.userId ? eq(discountRedemptions.userId, opts.userId) : undefined,
        opts.exceptOpenOf
          ? sql`not (${orders.userId} = ${opts.exceptOpenOf} and ${orders.status} in ('pending', 'awaiting_payment'))`
          : undefined,
      ),
    )
    .groupBy(discountRedemptions.codeId);
  for (const row of rows) map.set(row.codeId, { uses: row.uses, amount: row.amount });
  return map;
}

/** Whether the buyer has bought before: on the platform, or from one provider. */
export async function hasBought(db: Db, userId: string, providerId: string | null) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        inArray(orders.status, [...soldOrderStates]),
        providerId ? eq(orderItems.providerId, providerId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The codes in a buyer's cart, in the order they were entered. */
export async function findCartCodes(db: Db, userId: string) {
  const rows = await db
    .select({ code: discountCodes })
    .from(cartDiscounts)
    .innerJoin(discountCodes, eq(discountCodes.id, cartDiscounts.codeId))
    .where(eq(cartDiscounts.userId, userId))
    .orderBy(asc(cartDiscounts.createdAt), asc(cartDiscounts.codeId));
  return rows.map((r) => r.code);
}

export async function addCartCode(db: Db, userId: string, codeId: string) {
  await db.insert(cartDiscounts).values({ userId, codeId }).onConflictDoNothing();
}

export async function clearCartCodes(db: Db, userId: string, exceptIds: string[] = []) {
  await db
    .delete(cartDiscounts)
    .where(
      and(
        eq(cartDiscounts.userId, userId),
        exceptIds.length > 0 ? notInArray(cartDiscounts.codeId, exceptIds) : undefined,
      ),
    );
}

export async function insertRedemptions(
  db: Db,
  rows: { codeId: string; orderId: string; userId: string; amount: number }[],
) {
  if (rows.length > 0) await db.insert(discountRedemptions).values(rows).onConflictDoNothing();
}

/** The codes an order was priced with and what each took off (the order page, receipts). */
export function findOrderCodes(db: Db, orderId: string) {
  return db
    .select({
      code: discountCodes.code,
      amount: discountRedemptions.amount,
      providerId: discountCodes.providerId,
    })
    .from(discountRedemptions)
    .innerJoin(discountCodes, eq(discountCodes.id, discountRedemptions.codeId))
    .where(eq(discountRedemptions.orderId, orderId))
    .orderBy(asc(discountCodes.code));
}
