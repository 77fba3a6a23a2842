import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, emailTokens, rateLimitBuckets, users } from "../db/schema/index";
import { createTestApp, type TestApp } from "../test/test-app";
import { sweepExpired } from "./housekeeping";

describe("housekeeping", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
  });
  afterAll(() => t.close());

  it("removes long-ended sessions, stale tokens and passed windows, and keeps live ones", async () => {
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const day = 86_400_000;
    const now = Date.now();
    await db.insert(authSessions).values([
      { userId: user!.id, tokenHash: "old", expiresAt: new Date(now - 40 * day) },
      { userId: user!.id, tokenHash: "live", expiresAt: new Date(now + 10 * day) },
    ]);
    await db.insert(emailTokens).values([
      {
        userId: user!.id,
        purpose: "reset",
        tokenHash: "t-old",
        email: "x",
        expiresAt: new Date(now - 10 * day),
      },
      { userId: user!.id, purpose: "reset", tokenHash: "t-live", email: "x", expiresAt: new Date(now + day) },
    ]);
    await db.insert(rateLimitBuckets).values([
      { key: "gone", hits: 3, resetAt: new Date(now - 1000) },
      { key: "open", hits: 3, resetAt: new Date(now + 60_000) },
    ]);
    await sweepExpired(db);
    const sessions = await db.select({ hash: authSessions.tokenHash }).from(authSessions);
    expect(sessions.map((s) => s.hash)).toEqual(["live"]);
    const tokens = await db.select({ hash: emailTokens.tokenHash }).from(emailTokens);
    expect(tokens.map((s) => s.hash)).toEqual(["t-live"]);
    const [buckets] = await db.select({ n: count() }).from(rateLimitBuckets);
    expect(buckets!.n).toBe(1);
  });
});
