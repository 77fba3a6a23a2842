import { and, eq, like, ne, or } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cities, providerApplications, providerLectors, providers } from "../../db/schema/index";

export type ProviderRow = typeof providers.$inferSelect;
export type ProviderInsert = typeof providers.$inferInsert;

export async function cityExists(db: Db, id: number) {
  const [row] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, id)).limit(1);
  return !!row;
}

export async function findDraft(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(providerApplications)
    .where(eq(providerApplications.userId, userId))
    .limit(1);
  return row;
}

export async function saveDraft(
  db: Db,
  draft: { userId: string; step: number; data: object; logoFileId: string | null },
) {
  const values = { ...draft, updatedAt: new Date() };
  const [row] = await db
    .insert(providerApplications)
    .values(values)
    .onConflictDoUpdate({ target: providerApplications.userId, set: values })
    .returning();
  return row!;
}

export async function deleteDraft(db: Db, userId: string) {
  await db.delete(providerApplications).where(eq(providerApplications.userId, userId));
}

/** The provider row of a user whatever its status (one per user). */
export async function findProviderOfUser(db: Db, userId: string) {
  const [row] = await db.select().from(providers).where(eq(providers.ownerUserId, userId)).limit(1);
  return row;
}

export async function isAcceptedLector(db: Db, userId: string) {
  const [row] = await db
    .select({ id: providerLectors.id })
    .from(providerLectors)
    .where(and(eq(providerLectors.lectorUserId, userId), eq(providerLectors.status, "accepted")))
    .limit(1);
  return !!row;
}

/** The slugs taken by other providers that start like the wanted one. */
export async function takenSlugs(db: Db, base: string, exceptProviderId: string | null) {
  const rows = await db
    .select({ slug: providers.slug })
    .from(providers)
    .where(
      and(
        or(eq(providers.slug, base), like(providers.slug, `${base}-%`)),
        exceptProviderId ? ne(providers.id, exceptProviderId) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insertProvider(db: Db, values: ProviderInsert) {
  const [row] = await db.insert(providers).values(values).returning();
  return row!;
}

export async function updateProvider(db: Db, id: string, values: Partial<ProviderInsert>) {
  const [row] = await db.update(providers).set(values).where(eq(providers.id, id)).returning();
  return row!;
}
