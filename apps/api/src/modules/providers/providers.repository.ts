import { and, asc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providerLectors, providers, users } from "../../db/schema/index";

/** The provider account a user owns (pending ones too: their area is open while they wait). */
export async function findOwnProvider(db: Db, userId: string) {
  const [row] = await db
    .select()
    .from(providers)
    .where(and(eq(providers.ownerUserId, userId), ne(providers.status, "rejected")))
    .limit(1);
  return row;
}

export function listProviderLectors(db: Db, providerId: string) {
  return db
    .select({
      link: providerLectors,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(providerLectors)
    .leftJoin(users, eq(users.id, providerLectors.lectorUserId))
    .where(eq(providerLectors.providerId, providerId))
    .orderBy(asc(providerLectors.createdAt));
}

export function listLectorProviders(db: Db, lectorUserId: string) {
  return db
    .select({ link: providerLectors, provider: providers })
    .from(providerLectors)
    .innerJoin(providers, eq(providers.id, providerLectors.providerId))
    .where(eq(providerLectors.lectorUserId, lectorUserId))
    .orderBy(asc(providers.companyName));
}
