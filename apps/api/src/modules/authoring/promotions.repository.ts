import { and, count, desc, eq, gte, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, promotions } from "../../db/schema/index";

export const promotionPageSize = 20;
export type PromotionRow = typeof promotions.$inferSelect;

const withCourse = { promotion: promotions, courseTitle: courses.title, courseSlug: courses.slug };

export async function insertPromotion(db: Db, values: typeof promotions.$inferInsert) {
  const [row] = await db.insert(promotions).values(values).returning();
  return row!;
}

/**
 * Locks the course's row until the transaction ends: two promotions of one course are then checked for
 * overlap and written one after the other, so racing requests never both book the same days (PROMOTION-RACE).
 */
export async function lockCourseForPromotion(db: Db, courseId: string) {
  await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId)).for("update");
}

/** Whether an awaiting or paid promotion of the course shares a day with the range. */
export async function overlapsPromotion(db: Db, courseId: string, dateFrom: string, dateTo: string) {
  const [row] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(
      and(
        eq(promotions.courseId, courseId),
        inArray(promotions.status, ["awaiting_payment", "paid"]),
        lte(promotions.dateFrom, dateTo),
        gte(promotions.dateTo, dateFrom),
      ),
    )
    .limit(1);
  return !!row;
}

/** A promotion with its course's title and slug. */
export async function findPromotion(db: Db, id: string) {
  const [row] = await db
    .select(withCourse)
    .from(promotions)
    .innerJoin(courses, eq(courses.id, promotions.courseId))
    .where(eq(promotions.id, id))
    .limit(1);
  return row;
}

/** Promotions matching a condition with their course, latest first; a page of them when asked. */
export async function listPromotions(db: Db, where: SQL, page?: number) {
  const query = db
    .select(withCourse)
    .from(promotions)
    .innerJoin(courses, eq(courses.id, promotions.courseId))
    .where(where)
    .orderBy(desc(promotions.createdAt), desc(promotions.id));
  if (page === undefined) return { rows: await query, total: 0 };
  const [rows, [total]] = await Promise.all([
    query.limit(promotionPageSize).offset((page - 1) * promotionPageSize),
    db.select({ n: count() }).from(promotions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Moves a promotion only from the given statuses; answers the row, or none when it was not. */
export async function movePromotion(
  db: Db,
  id: string,
  from: string[],
  values: Partial<typeof promotions.$inferInsert>,
) {
  const [row] = await db
    .update(promotions)
    .set(values)
    .where(and(eq(promotions.id, id), inArray(promotions.status, from)))
    .returning();
  return row;
}

/** The amount of the promotions paid from `from` (inclusive) to `to`, of one provider or category when given. */
export async function sumPaidPromotions(
  db: Db,
  filter: { from: Date; to: Date; providerId?: string | undefined; categoryId?: number | undefined },
) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${promotions.amount})` })
    .from(promotions)
    .innerJoin(courses, eq(courses.id, promotions.courseId))
    .where(
      and(
        eq(promotions.status, "paid"),
        gte(promotions.paidAt, filter.from),
        lt(promotions.paidAt, filter.to),
        filter.providerId ? eq(promotions.providerId, filter.providerId) : undefined,
        filter.categoryId
          ? or(eq(courses.categoryId, filter.categoryId), eq(courses.subcategoryId, filter.categoryId))
          : undefined,
      ),
    );
  return Number(row?.total ?? 0);
}

/** SQL: a paid promotion of the course (courses.id) runs on the Sofia date `today`. */
export const isPromotedOn = (today: string) =>
  sql`exists (select 1 from ${promotions} where ${promotions.courseId} = ${courses.id} and ${promotions.status} = 'paid' and ${promotions.dateFrom} <= ${today} and ${promotions.dateTo} >= ${today})`;

/** SQL: when the latest paid promotion running on `today` was paid, to show the most recent first. */
export const promotionPaidAtOn = (today: string) =>
  sql`(select max(${promotions.paidAt}) from ${promotions} where ${promotions.courseId} = ${courses.id} and ${promotions.status} = 'paid' and ${promotions.dateFrom} <= ${today} and ${promotions.dateTo} >= ${today})`;
