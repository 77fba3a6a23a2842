import { userResponse } from "@kursove/contracts";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authSessions, emailTokens, users } from "../../db/schema/index";
import { hashToken } from "../../platform/tokens";
import { inProcessFetch } from "../../platform/web";
import { bearer, nextAddress, signUp, signUpBody, tokenFromMail } from "../../test/accounts";
import { solveCaptcha } from "../../test/captcha";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("accounts API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      payload: payload as object,
      headers,
      remoteAddress: nextAddress(),
    });

  describe("POST /register", () => {
    it("creates the account, answers a working token and mails a verification link", async () => {
      const { token, body } = await signUp(t.app);
      expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
      const me = await t.app.inject({ url: "/api/v1/user", headers: bearer(token) });
      expect(me.statusCode).toBe(200);
      const user = userResponse.parse(me.json());
      expect(user).toMatchObject({
        username: body.username,
        email: body.email,
        name: "Мария Петрова",
        email_verified: false,
      });
      expect(user).toMatchObject({ is_provider: false, is_admin: false, is_lector: false });
      const [session] = await t.database.db
        .select()
        .from(authSessions)
        .where(eq(authSessions.tokenHash, hashToken(token)));
      expect(session).toBeDefined();
      const rows = await t.database.db.select().from(authSessions);
      expect(rows.some((r) => r.tokenHash === token)).toBe(false);
      const mail = await t.lastMailTo(body.email);
      expect(mail?.subject).toMatch(/[А-я]/);
      expect(mail?.text).toContain("/auth/verify-email?token=");
    });

    it("refuses a bad username, a taken username ignoring case, and a common password", async () => {
      const bad = await post("/register", await signUpBody(t.app, { username: "ab_c!" }), {
        "content-language": "en",
      });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.username).toEqual(["Invalid username"]);
      const short = await post("/register", await signUpBody(t.app, { username: "abcd" }), {
        "content-language": "en",
      });
      expect(short.json().errors.username).toEqual(["Invalid username"]);

      const { body } = await signUp(t.app);
      const taken = await post(
        "/register",
        await signUpBody(t.app, { username: body.username.toUpperCase() }),
        { "content-language": "en" },
      );
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors.username).toEqual(["Username already taken"]);

      const common = await post(
        "/register",
        await signUpBody(t.app, { password: "password123", password_confirmation: "password123" }),
        { "content-language": "en" },
      );
      expect(common.statusCode).toBe(422);
      expect(common.json().errors.password[0]).toMatch(/too common/);
    });

    it("checks email, password length and confirmation, names, terms and allows long passwords", async () => {
      const res = await post(
        "/register",
        await signUpBody(t.app, {
          email: "not-an-email",
          password: "short",
          password_confirmation: "other",
          first_name: "",
          terms: false,
        }),
        { "content-language": "en" },
      );
      expect(res.statusCode).toBe(422);
      const errors = res.json().errors;
      expect(errors.email).toEqual(["Enter a valid email address"]);
      expect(errors.password).toEqual(["The password must be at least 8 characters"]);
      expect(errors.first_name).toEqual(["This field is required"]);
      expect(errors.terms).toEqual(["You must accept the terms of use"]);
      const long = "a-very-long-passphrase-with-more-than-sixty-four-characters-in-it-ok";
      const ok = await post(
        "/register",
        await signUpBody(t.app, { password: long, password_confirmation: long }),
      );
      expect(ok.statusCode).toBe(201);
      const mismatch = await post(
        "/register",
        await signUpBody(t.app, { password_confirmation: "Quiet-harbour-72" }),
        { "content-language": "en" },
      );
      expect(mismatch.json().errors.password_confirmation).toEqual(["The passwords do not match"]);
    });

    it("refuses an email that already has an account, ignoring case", async () => {
      const { body } = await signUp(t.app);
      const again = await post("/register", await signUpBody(t.app, { email: body.email.toUpperCase() }), {
        "content-language": "en",
      });
      expect(again.statusCode).toBe(422);
      expect(again.json().errors.email).toEqual(["An account with this email address already exists"]);
    });

    it("makes one account of the same sign-up sent at once, and tells the others what is taken", async () => {
      const first = await signUpBody(t.app);
      const bodies = [first];
      for (let i = 1; i < 4; i++) bodies.push({ ...first, captcha: await solveCaptcha(t.app) });
      const sameName = await signUpBody(t.app);
      const names = [sameName];
      for (let i = 1; i < 4; i++)
        names.push({ ...sameName, email: `${i}-${sameName.email}`, captcha: await solveCaptcha(t.app) });
      const answers = await Promise.all(
        [...bodies, ...names].map((b) => post("/register", b, { "content-language": "en" })),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.slice(0, 4).sort(), answers.map((a) => a.body).join("\n")).toEqual([
        201, 422, 422, 422,
      ]);
      expect(statuses.slice(4).sort(), answers.map((a) => a.body).join("\n")).toEqual([201, 422, 422, 422]);
      for (const refused of answers.filter((a) => a.statusCode === 422))
        expect(refused.json()).toMatchObject({
          code: "validation_failed",
          errors: { username: ["Username already taken"] },
        });
      const made = await t.database.db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, [first.email, ...names.map((b) => b.email)]));
      expect(made).toHaveLength(2);
    });

    it("refuses a missing, forged or reused robot check", async () => {
      const none = await post("/register", { ...(await signUpBody(t.app)), captcha: "" });
      expect(none.statusCode).toBe(422);
      expect(Object.keys(none.json().errors)).toContain("captcha");
      const forged = await post("/register", {
        ...(await signUpBody(t.app)),
        captcha: Buffer.from('{"challenge":{},"solution":{}}').toString("base64"),
      });
      expect(forged.statusCode).toBe(422);
      const captcha = await solveCaptcha(t.app);
      expect((await post("/register", await signUpBody(t.app, { captcha }))).statusCode).toBe(201);
      const reused = await post("/register", await signUpBody(t.app, { captcha }));
      expect(reused.statusCode).toBe(422);
      expect(reused.json().errors.captcha).toBeDefined();
    });
  });

  it("limits sign-ups per address", async () => {
    const remoteAddress = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/v1/register",
        payload: await signUpBody(t.app),
        remoteAddress,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it("does not count a taken username or email against the sign-up limit, but limits such refusals too", async () => {
    const { body: taken } = await signUp(t.app);
    const remoteAddress = "192.0.2.78";
    const register = async (overrides: Record<string, unknown> = {}) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/register",
          payload: await signUpBody(t.app, overrides),
          remoteAddress,
        })
      ).statusCode;
    // a person retrying after "already taken": every refusal answers 422, and the ten sign-ups still work
    for (let i = 0; i < 5; i++) expect(await register({ email: taken.email })).toBe(422);
    for (let i = 0; i < 5; i++) expect(await register({ username: taken.username })).toBe(422);
    for (let i = 0; i < 10; i++) expect(await register()).toBe(201);
    expect(await register()).toBe(429);
    // probing which addresses have accounts waits after twenty refusals, whatever is sent next
    const prober = "192.0.2.79";
    const probe = async (overrides: Record<string, unknown>) =>
      (
        await t.app.inject({
          method: "POST",
          url: "/api/v1/register",
          payload: await signUpBody(t.app, overrides),
          remoteAddress: prober,
        })
      ).statusCode;
    for (let i = 0; i < 20; i++) expect(await probe({ email: taken.email })).toBe(422);
    expect(await probe({ email: taken.email })).toBe(429);
    expect(await probe({})).toBe(429);
  });

  describe("POST /login, GET /logout, GET /user", () => {
    it("signs in a demo account and answers the token in t", async () => {
      const res = await post("/login", { email: "admin@example.com", password: "demo12345" });
      expect(res.statusCode).toBe(200);
      expect(Object.keys(res.json())).toEqual(["t"]);
      const me = (await t.app.inject({ url: "/api/v1/user", headers: bearer(res.json().t) })).json();
      expect(me).toMatchObject({ is_admin: true, is_provider: false, email_verified: true });
      const provider = (await post("/login", { email: "provider@example.com", password: "demo12345" })).json()
        .t;
      expect(
        (await t.app.inject({ url: "/api/v1/user", headers: bearer(provider) })).json().is_provider,
      ).toBe(true);
      const lector = (await post("/login", { email: "lector@example.com", password: "demo12345" })).json().t;
      expect((await t.app.inject({ url: "/api/v1/user", headers: bearer(lector) })).json().is_lector).toBe(
        true,
      );
    });

    it("answers a wrong pair with the spec's message, the same for an unknown email", async () => {
      const wrong = await post(
        "/login",
        { email: "learner@example.com", password: "not-the-password" },
        { "content-language": "en" },
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toEqual({ code: "login_failed", message: "Email and password do not match" });
      const unknown = await post(
        "/login",
        { email: "nobody@example.com", password: "whatever1" },
        { "content-language": "en" },
      );
      expect(unknown.json()).toEqual(wrong.json());
    });

    /** A sign-in from one client address. */
    const loginFrom = (remoteAddress: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: "POST", url: "/api/v1/login", payload, headers, remoteAddress });

    it("makes an account wait after five failures with 429 and Retry-After, and lets it in after the window", async () => {
      const { body } = await signUp(t.app);
      const ip = nextAddress();
      for (let i = 0; i < 5; i++)
        expect((await loginFrom(ip, { email: body.email, password: `wrong-${i}-pass` })).statusCode).toBe(
          422,
        );
      const blocked = await loginFrom(
        ip,
        { email: body.email, password: body.password },
        { "content-language": "en" },
      );
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toEqual({ code: "too_many_attempts", message: "Please wait before retrying" });
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
      // never a permanent lock-out: once the window passes the right password works
      await t.database.db.execute(
        `update rate_limit_buckets set reset_at = now() - interval '1 second' where key like 'login:account:%'` as never,
      );
      expect((await loginFrom(ip, { email: body.email, password: body.password })).statusCode).toBe(200);
    });

    it("makes only the failing address wait: the owner still signs in from another address", async () => {
      const { body } = await signUp(t.app);
      const attacker = nextAddress();
      for (let i = 0; i < 5; i++)
        expect(
          (await loginFrom(attacker, { email: body.email, password: `guess-${i}-pass` })).statusCode,
        ).toBe(422);
      const refused = await loginFrom(
        attacker,
        { email: body.email, password: body.password },
        { "content-language": "en" },
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ code: "too_many_attempts", message: "Please wait before retrying" });
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      // the owner, from an address that has not failed, is not locked out by the stranger
      const owner = await loginFrom(nextAddress(), { email: body.email, password: body.password });
      expect(owner.statusCode).toBe(200);
      const me = await t.app.inject({ url: "/api/v1/user", headers: bearer(owner.json().t) });
      expect(me.json().email).toBe(body.email.toLowerCase());
      // and the owner's success does not lift the attacker's wait
      const still = await loginFrom(attacker, { email: body.email, password: body.password });
      expect(still.statusCode).toBe(429);
      expect(Number(still.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("limits failures per address too", async () => {
      const ip = "203.0.113.9";
      let last = 0;
      for (let i = 0; i < 21; i++) {
        last = (
          await t.app.inject({
            method: "POST",
            url: "/api/v1/login",
            remoteAddress: ip,
            payload: { email: `nobody${i}@example.com`, password: "wrong-pass" },
          })
        ).statusCode;
      }
      expect(last).toBe(429);
      const other = await t.app.inject({
        method: "POST",
        url: "/api/v1/login",
        remoteAddress: "203.0.113.10",
        payload: { email: "learner@example.com", password: "demo12345" },
      });
      expect(other.statusCode).toBe(200);
    });

    it("revokes the token on the server at logout", async () => {
      const { token } = await signUp(t.app);
      expect((await t.app.inject({ url: "/api/v1/logout", headers: bearer(token) })).statusCode).toBe(204);
      const me = await t.app.inject({ url: "/api/v1/user", headers: bearer(token) });
      expect(me.statusCode).toBe(401);
    });

    it("accepts the httpOnly cookie and refuses cookie writes from another origin", async () => {
      const { token } = await signUp(t.app);
      const cookie = `auth._token.local=${token}`;
      expect((await t.app.inject({ url: "/api/v1/user", headers: { cookie } })).statusCode).toBe(200);
      const foreign = await t.app.inject({
        method: "POST",
        url: "/api/v1/email/resend",
        headers: { cookie, origin: "https://evil.example" },
      });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().code).toBe("cross_site_refused");
      const noOrigin = await t.app.inject({
        method: "POST",
        url: "/api/v1/email/resend",
        headers: { cookie },
      });
      expect(noOrigin.statusCode).toBe(403);
      const own = await t.app.inject({
        method: "POST",
        url: "/api/v1/email/resend",
        headers: { cookie, origin: "http://localhost:3000" },
      });
      expect(own.statusCode).not.toBe(403);
      // a bearer token is not a cookie: no origin needed
      const api = await t.app.inject({ method: "POST", url: "/api/v1/email/resend", headers: bearer(token) });
      expect(api.statusCode).not.toBe(403);
    });

    it("accepts cookie writes from pages opened at another host than PUBLIC_URL, refuses other sites", async () => {
      const { token } = await signUp(t.app);
      const cookie = `auth._token.local=${token}`;
      // a page opened from a phone at the address the server printed: its in-process calls carry its Host
      const pageFetch = inProcessFetch(t.app, { host: "192.168.1.20:3000" });
      const resend = (headers: Record<string, string>) =>
        pageFetch(`${t.app.deps.config.publicUrl}/api/v1/email/resend`, {
          method: "POST",
          headers: { cookie, ...headers },
        });
      expect((await resend({ origin: "http://192.168.1.20:3000" })).status).toBe(202);
      const foreign = await resend({ origin: "https://evil.example" });
      expect(foreign.status).toBe(403);
      expect(((await foreign.json()) as { code: string }).code).toBe("cross_site_refused");
      const crossSite = await resend({ origin: "http://192.168.1.20:3000", "sec-fetch-site": "cross-site" });
      expect(crossSite.status).toBe(403);
    });

    it("ends sessions after the idle window and after the absolute expiry", async () => {
      const { token } = await signUp(t.app);
      const hash = hashToken(token);
      await t.database.db
        .update(authSessions)
        .set({ lastSeenAt: new Date(Date.now() - 15 * 86_400_000) })
        .where(eq(authSessions.tokenHash, hash));
      expect((await t.app.inject({ url: "/api/v1/user", headers: bearer(token) })).statusCode).toBe(401);
      const second = await signUp(t.app);
      await t.database.db
        .update(authSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(authSessions.tokenHash, hashToken(second.token)));
      expect((await t.app.inject({ url: "/api/v1/user", headers: bearer(second.token) })).statusCode).toBe(
        401,
      );
    });

    it("answers GET /user without a session with 401", async () => {
      const res = await t.app.inject({ url: "/api/v1/user", headers: { "content-language": "en" } });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("not_signed_in");
    });
  });

  describe("email verification", () => {
    it("verifies with the mailed single-use link", async () => {
      const { token, body } = await signUp(t.app);
      const mail = await t.lastMailTo(body.email);
      const link = tokenFromMail(mail!.text, "/auth/verify-email");
      expect((await post("/email/verify", { token: link })).statusCode).toBe(204);
      expect(
        (await t.app.inject({ url: "/api/v1/user", headers: bearer(token) })).json().email_verified,
      ).toBe(true);
      expect((await post("/email/verify", { token: link })).statusCode).toBe(422);
    });

    it("refuses an expired link", async () => {
      const { body } = await signUp(t.app);
      const link = tokenFromMail((await t.lastMailTo(body.email))!.text, "/auth/verify-email");
      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.tokenHash, hashToken(link)));
      const res = await post("/email/verify", { token: link }, { "content-language": "en" });
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe("The link is invalid or has expired");
    });

    it("resends at most once a minute with 429", async () => {
      const { token } = await signUp(t.app);
      expect((await post("/email/resend", {}, bearer(token))).statusCode).toBe(202);
      const again = await post("/email/resend", {}, { ...bearer(token), "content-language": "en" });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toBe("Please wait before retrying");
      expect(again.headers["retry-after"]).toBeDefined();
    });
  });

  describe("forgotten password", () => {
    it("sends at most three links per address in 15 minutes and still answers the same", async () => {
      const { body } = await signUp(t.app);
      for (let i = 0; i < 5; i++)
        expect((await post("/password/forgot", { email: body.email })).statusCode).toBe(202);
      const { data } = await (async () => {
        await t.lastMailTo(body.email);
        const rows = await t.database.db.execute(
          `select count(*)::int as n from dev_mailbox where to_address = '${body.email}' and subject not like '%тв%рд%'` as never,
        );
        return { data: rows as unknown as { rows: { n: number }[] } };
      })();
      expect(data.rows[0]!.n).toBe(3);
    });

    it("limits requests per client address with 429", async () => {
      const remoteAddress = "192.0.2.200";
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) {
        const res = await t.app.inject({
          method: "POST",
          url: "/api/v1/password/forgot",
          payload: { email: `x${i}@example.com` },
          remoteAddress,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 20).every((s) => s === 202)).toBe(true);
      expect(statuses[20]).toBe(429);
    });

    it("answers the same whatever the address and mails a one-hour single-use link that ends every session", async () => {
      const { token, body } = await signUp(t.app);
      const known = await post("/password/forgot", { email: body.email });
      const unknown = await post("/password/forgot", { email: "nobody-here@example.com" });
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(unknown.body).toBe(known.body);
      const mail = await t.lastMailTo(body.email);
      const link = tokenFromMail(mail!.text, "/auth/reset");
      const [stored] = await t.database.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.tokenHash, hashToken(link)));
      expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeLessThanOrEqual(
        60 * 60 * 1000 + 5000,
      );

      const reset = await post("/password/reset", {
        token: link,
        password: "New-secret-2026",
        password_confirmation: "New-secret-2026",
      });
      expect(reset.statusCode).toBe(204);
      expect((await t.app.inject({ url: "/api/v1/user", headers: bearer(token) })).statusCode).toBe(401);
      expect((await post("/login", { email: body.email, password: "New-secret-2026" })).statusCode).toBe(200);
      expect((await post("/login", { email: body.email, password: body.password })).statusCode).toBe(422);
      const reused = await post("/password/reset", {
        token: link,
        password: "Other-secret-2026",
        password_confirmation: "Other-secret-2026",
      });
      expect(reused.statusCode).toBe(422);
    });
  });
});
