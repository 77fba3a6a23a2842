import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, users } from "../db/schema/index";
import { bearer, nextAddress, signUp } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";
import { sandboxOf } from "./payments/index";
import { hashToken } from "./tokens";

/**
 * SESSION-COOKIE (ASVS V7): session tokens are 256 random bits, kept on the server only as their hash,
 * new at every sign-in and never chosen by the client; the payment webhook is no one's session and is
 * judged by its signature alone. (Logout, idle and absolute expiry, password reset and cross-site cookie
 * writes: AUTH; the cookie's flags: SESSION-COOKIE in the web app.)
 */
describe("session tokens", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      remoteAddress: nextAddress(),
      payload: { email, password },
    });

  it("answers a new 256-bit token at every sign-in, stored only as its SHA-256", async () => {
    const { body } = await signUp(t.app);
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await login(body.email, body.password);
      expect(res.statusCode).toBe(200);
      tokens.push(res.json().t);
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
    }
    // the bits look random: over all tokens about half of them are set
    const bits = tokens.flatMap((token) =>
      [...Buffer.from(token, "base64url")].flatMap((byte) => [...byte.toString(2).padStart(8, "0")]),
    );
    const ones = bits.filter((b) => b === "1").length / bits.length;
    expect(ones).toBeGreaterThan(0.4);
    expect(ones).toBeLessThan(0.6);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    const rows = await t.database.db.select().from(authSessions).where(eq(authSessions.userId, user!.id));
    const stored = JSON.stringify(rows);
    for (const token of tokens) {
      expect(stored).not.toContain(token);
      expect(rows.some((r) => r.tokenHash === hashToken(token))).toBe(true);
    }
  });

  it("never takes a token the client made up: no session can be planted before a sign-in", async () => {
    const planted = "A".repeat(43);
    const cookie = `auth._token.local=${planted}`;
    const { body } = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      remoteAddress: nextAddress(),
      headers: { cookie, authorization: `Bearer ${planted}` },
      payload: { email: body.email, password: body.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().t).not.toBe(planted);
    expect((await t.app.inject({ url: "/api/v1/user", headers: bearer(planted) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: "/api/v1/user", headers: { cookie } })).statusCode).toBe(401);
  });

  it("judges the payment webhook by its signature alone, whatever cookie and origin come along", async () => {
    const { token } = await signUp(t.app);
    const sandbox = sandboxOf(t.app.deps.payments)!;
    const headers = (signature: string) => ({
      "content-type": "application/json",
      "stripe-signature": signature,
      cookie: `auth._token.local=${token}`,
      origin: "https://evil.example",
    });
    const event = {
      id: "evt_sessions_test",
      object: "event",
      type: "customer.created",
      created: Math.floor(Date.now() / 1000),
      data: { object: { id: "cus_1", object: "customer" } },
    };
    const signed = sandbox.signEvent(event);
    const forged = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: headers(signed.signature.replace(/v1=[0-9a-f]+/, `v1=${"0".repeat(64)}`)),
      payload: signed.body,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe("invalid_signature");
    const genuine = await t.app.inject({
      method: "POST",
      url: "/api/v1/payments/webhook",
      headers: headers(signed.signature),
      payload: signed.body,
    });
    expect(genuine.statusCode).toBe(200);
    // the same cookie and origin on any other write are refused as cross-site
    const other = await t.app.inject({
      method: "POST",
      url: "/api/v1/email/resend",
      headers: { cookie: `auth._token.local=${token}`, origin: "https://evil.example" },
    });
    expect(other.json().code).toBe("cross_site_refused");
  });
});
