import { and, asc, desc, eq, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { commissionRates, providers, users } from "../../db/schema/index";

export type CommissionRateRow = typeof commissionRates.$inferSelect;

/** The newest rate in force at `at` of a provider, or of the platform when providerId is null. */
export async function findRateInForce(db: Db, providerId: string | null, at: Date) {
  const [row] = await db
    .select()
    .from(commissionRates)
    .where(
      and(
        providerId ? eq(commissionRates.providerId, providerId) : isNull(commissionRates.providerId),
        lte(commissionRates.effectiveFrom, at),
      ),
    )
    .orderBy(desc(commissionRates.effectiveFrom), desc(commissionRates.createdAt))
    .limit(1);
  return row;
}

const creator = alias(users, "creator");

/** Every rate ever set, newest first, with its provider's and its author's names. */
export function listRates(db: Db) {
  return db
    .select({
      rate: commissionRates,
      providerName: providers.companyName,
      creatorFirstName: creator.firstName,
      creatorLastName: creator.lastName,
    })
    .from(commissionRates)
    .leftJoin(providers, eq(providers.id, commissionRates.providerId))
    .leftJoin(creator, eq(creator.id, commissionRates.createdByUserId))
    .orderBy(desc(commissionRates.createdAt), desc(commissionRates.effectiveFrom), desc(commissionRates.id));
}

export type ListedRate = Awaited<ReturnType<typeof listRates>>[number];

/** Every provider with a name, for the rates table, by name. */
export function listProviders(db: Db) {
  return db
    .select({ id: providers.id, name: providers.companyName, slug: providers.slug })
    .from(providers)
    .orderBy(asc(sql`lower(${providers.companyName})`), asc(providers.id));
}

export async function findProvider(db: Db, id: string) {
  const [row] = await db
    .select({ id: providers.id, name: providers.companyName })
    .from(providers)
    .where(eq(providers.id, id))
    .limit(1);
  return row;
}

export async function insertRate(db: Db, values: typeof commissionRates.$inferInsert) {
  const [row] = await db.insert(commissionRates).values(values).returning();
  return row!;
}

export async function findRate(db: Db, id: string) {
  const [row] = await db.select().from(commissionRates).where(eq(commissionRates.id, id)).limit(1);
  return row;
}

/** The platform's first default rate, which can never be removed. */
export async function findInitialDefault(db: Db) {
  const [row] = await db
    .select({ id: commissionRates.id })
    .from(commissionRates)
    .where(isNull(commissionRates.providerId))
    .orderBy(asc(commissionRates.effectiveFrom), asc(commissionRates.createdAt))
    .limit(1);
  return row;
}

/** Deletes a rate only while it is not in force yet; answers whether it did. */
export async function deleteFutureRate(db: Db, id: string, now: Date) {
  const rows = await db
    .delete(commissionRates)
    .where(and(eq(commissionRates.id, id), sql`${commissionRates.effectiveFrom} > ${now.toISOString()}`))
    .returning({ id: commissionRates.id });
  return rows.length > 0;
}
