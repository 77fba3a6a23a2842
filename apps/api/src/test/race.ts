import { and, eq, gt, type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { type Database, type Db, openDatabase } from "../db/client";
import { authSessions, cartItems, users } from "../db/schema/index";
import { hashToken, newToken } from "../platform/tokens";
import { createTestApp, type TestApp } from "./test-app";

// What the PostgreSQL race tests (holds, waiting list offers) share: the test database through a pool
// wide enough for their transactions to truly overlap, many signed-in users, and the places held.

/** The test app's database again, through a pool of `poolSize` connections (PostgreSQL only). */
export function widePool(t: TestApp, poolSize: number): Promise<Database> {
  const testPool = (t.database.db as unknown as { $client: pg.Pool }).$client;
  return openDatabase({ url: testPool.options.connectionString, poolSize });
}

/**
 * For a file of races of the admin's money calls (payouts, refunds): a test app, a pool of `poolSize`
 * connections to its database and the demo admin, made before the file's tests and closed after them.
 * Its fields are set once `beforeAll` has run.
 */
export function adminRaceApp(poolSize: number) {
  const race = {} as { t: TestApp; pool: Database; admin: typeof users.$inferSelect };
  beforeAll(async () => {
    race.t = await createTestApp();
    race.pool = await widePool(race.t, poolSize);
    const [admin] = await race.t.database.db.select().from(users).where(eq(users.email, "admin@example.com"));
    if (!admin) throw new Error("the demo admin is missing");
    race.admin = admin;
  });
  afterAll(async () => {
    await race.pool?.close();
    await race.t?.close();
  });
  return race;
}

export type Racer = { id: string; token: string };

/**
 * `count` new users, each signed in for an hour: their ids and bearer tokens, in order. Names and
 * addresses start with `prefix` and a stamp, so each call makes users of its own.
 */
export async function signedInUsers(
  db: Db,
  count: number,
  who: { prefix: string; firstName: string; lastName: string; verified?: boolean },
): Promise<Racer[]> {
  const stamp = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        username: `${who.prefix}-${stamp}-${i}`,
        email: `${who.prefix}-${stamp}-${i}@example.com`,
        passwordHash: "not-used",
        firstName: who.firstName,
        lastName: count > 1 ? `${who.lastName} ${i}` : who.lastName,
        emailVerifiedAt: who.verified ? new Date() : null,
      })),
    )
    .returning({ id: users.id });
  const racers = rows.map((row) => ({ id: row.id, token: newToken() }));
  await db.insert(authSessions).values(
    racers.map((r) => ({
      userId: r.id,
      tokenHash: hashToken(r.token),
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );
  return racers;
}

/** The places actively held now on a course, or by a buyer (`{ userId }`). */
export async function heldNow(db: Db, of: { courseId: string } | { userId: string }) {
  const whose: SQL = "courseId" in of ? eq(cartItems.courseId, of.courseId) : eq(cartItems.userId, of.userId);
  const [row] = await db
    .select({ held: sql<number>`coalesce(sum(${cartItems.quantity}), 0)`.mapWith(Number) })
    .from(cartItems)
    .where(and(whose, gt(cartItems.heldUntil, sql`now()`)));
  return row?.held ?? 0;
}

/**
 * A one-time signal between a test and the code it holds up (a gateway call made to wait): `wait`
 * settles once `fire` is called.
 */
export function signal() {
  let fire = () => {};
  const wait = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { fire, wait };
}
