import { adminUser, adminUserPage } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { auditLog, authSessions, providerLectors, users } from "../../db/schema/index";
import { apiCaller, signInDemo, signUp } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("admins find users, grant or remove admin rights and block accounts", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let adminId: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    adminId = (await call("GET", "/user", admin)).json().id;
  });
  afterAll(() => t.close());

  const list = async (query: string) =>
    adminUserPage.parse((await call("GET", `/admin/users${query}`, admin)).json());
  const auditOf = async (userId: string) =>
    (await db.select().from(auditLog).where(eq(auditLog.subjectId, userId))).map((a) => ({
      action: a.action,
      actor: a.actorUserId,
      data: a.data,
    }));

  it("searches by name, email or username ignoring case, filters by role and state, skips deleted accounts", async () => {
    const byName = await list(`?q=${encodeURIComponent("стоЯнов")}`);
    expect(byName.data.map((u) => u.email)).toContain("provider@example.com");
    const provider = byName.data.find((u) => u.email === "provider@example.com")!;
    expect(provider).toMatchObject({
      is_provider: true,
      is_admin: false,
      email_verified: true,
      blocked_at: null,
    });
    expect(provider.last_seen_at).toBeNull();
    const byEmail = await list("?q=LEARNER@example");
    expect(byEmail.data.map((u) => u.email)).toEqual(["learner@example.com"]);
    const byUsername = await list("?q=lector");
    expect(byUsername.data.some((u) => u.username === "lector" && u.is_lector)).toBe(true);
    // % and _ are plain characters in a search
    expect((await list("?q=%25")).data).toEqual([]);

    const admins = await list("?role=admin");
    expect(admins.data.map((u) => u.email)).toEqual(["admin@example.com"]);
    expect(admins.data[0]!.last_seen_at).not.toBeNull();
    expect((await list("?role=provider")).data.every((u) => u.is_provider)).toBe(true);
    expect((await list("?role=lector")).data.map((u) => u.email)).toContain("lector@example.com");
    const learners = await list("?role=learner");
    expect((await list("?role=learner&q=learner@example.com")).data).toHaveLength(1);
    expect((await list("?role=provider&q=learner@example.com")).data).toHaveLength(0);
    expect(learners.data.every((u) => !u.is_admin && !u.is_provider && !u.is_lector)).toBe(true);

    const { body } = await signUp(t.app, { first_name: "Изтрит", last_name: "Потребител" });
    expect((await list(`?q=${body.username}`)).data).toHaveLength(1);
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.email, body.email));
    expect((await list(`?q=${body.username}`)).data).toEqual([]);

    const all = await list("");
    expect(all.data.length).toBeLessThanOrEqual(20);
    expect(all.last_page).toBeGreaterThanOrEqual(1);
    expect((await list("?status=blocked")).data).toEqual([]);
    expect((await call("GET", "/admin/users?role=owner", admin)).statusCode).toBe(422);
  });

  it("shows a lector whose provider revoked them as a revoked lector, not a mere learner", async () => {
    const { body } = await signUp(t.app, { first_name: "Отнет", last_name: "Лектор" });
    const [user] = await db.select().from(users).where(eq(users.email, body.email));
    const [link] = await db.select().from(providerLectors).limit(1);
    await db
      .insert(providerLectors)
      .values({ providerId: link!.providerId, lectorUserId: user!.id, status: "revoked" });
    const [shown] = (await list(`?q=${body.username}`)).data;
    expect(shown).toMatchObject({ is_lector: false, lector_revoked: true });
    const lector = (await list("?q=lector@example.com")).data[0];
    expect(lector).toMatchObject({ is_lector: true, lector_revoked: false });
  });

  it("grants and removes admin rights, with the audit log; never one's own", async () => {
    const { token, body } = await signUp(t.app, { first_name: "Бъдещ", last_name: "Админ" });
    const id = (await call("GET", "/user", token)).json().id as string;
    expect((await call("GET", "/admin/users", token)).statusCode).toBe(403);

    const granted = await call("PUT", `/admin/users/${id}/admin`, admin, { is_admin: true });
    expect(granted.statusCode).toBe(200);
    expect(adminUser.parse(granted.json())).toMatchObject({ id, email: body.email, is_admin: true });
    expect((await call("GET", "/admin/users", token)).statusCode).toBe(200);
    expect((await list("?role=admin")).data.map((u) => u.id)).toContain(id);

    const removed = await call("PUT", `/admin/users/${id}/admin`, admin, { is_admin: false });
    expect(removed.json().is_admin).toBe(false);
    expect((await call("GET", "/admin/users", token)).statusCode).toBe(403);
    expect(await auditOf(id)).toEqual([
      { action: "user.admin_granted", actor: adminId, data: {} },
      { action: "user.admin_removed", actor: adminId, data: {} },
    ]);

    const own = await call("PUT", `/admin/users/${adminId}/admin`, admin, { is_admin: false });
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe("own_account_locked");
    expect((await call("POST", `/admin/users/${adminId}/block`, admin, { reason: "test" })).json().code).toBe(
      "own_account_locked",
    );
    const [me] = await db.select().from(users).where(eq(users.id, adminId));
    expect(me!.isAdmin).toBe(true);
    expect(me!.blockedAt).toBeNull();
    const missing = await call("PUT", `/admin/users/${crypto.randomUUID()}/admin`, admin, { is_admin: true });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("user_not_found");
  });

  it("blocks an account: its sessions end, its right password answers account_blocked; unblocking lets it in", async () => {
    const { token, body } = await signUp(t.app, { first_name: "Блокиран", last_name: "Акаунт" });
    const id = (await call("GET", "/user", token)).json().id as string;
    const login = (password: string) => call("POST", "/login", null, { email: body.email, password });

    const short = await call("POST", `/admin/users/${id}/block`, admin, { reason: "x" });
    expect(short.statusCode).toBe(422);
    expect(Object.keys(short.json().errors)).toEqual(["reason"]);
    expect(
      (await call("POST", `/admin/users/${id}/block`, admin, { reason: "y".repeat(501) })).statusCode,
    ).toBe(422);
    expect((await call("GET", "/user", token)).statusCode).toBe(200);

    const blocked = await call("POST", `/admin/users/${id}/block`, admin, { reason: "Спам в отзивите" });
    expect(blocked.statusCode).toBe(200);
    expect(adminUser.parse(blocked.json()).blocked_at).not.toBeNull();
    expect(await db.select().from(authSessions).where(eq(authSessions.userId, id))).toHaveLength(0);
    expect((await call("GET", "/user", token)).statusCode).toBe(401);
    const refused = await login(body.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("account_blocked");
    // a wrong password learns nothing about the block
    const wrong = await login("Not-the-password-1");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("login_failed");
    expect((await list("?status=blocked")).data.map((u) => u.id)).toEqual([id]);
    expect((await list("?status=active")).data.map((u) => u.id)).not.toContain(id);

    const unblocked = await call("POST", `/admin/users/${id}/unblock`, admin);
    expect(unblocked.json().blocked_at).toBeNull();
    expect((await login(body.password)).statusCode).toBe(200);
    expect(await auditOf(id)).toEqual([
      { action: "user.blocked", actor: adminId, data: { reason: "Спам в отзивите" } },
      { action: "user.unblocked", actor: adminId, data: {} },
    ]);
    expect((await call("POST", `/admin/users/${crypto.randomUUID()}/unblock`, admin)).statusCode).toBe(404);
  });

  it("lets only admins in: 401 anonymous, 403 providers and learners", async () => {
    const learner = await signInDemo(t.app, "learner@example.com");
    const provider = await signInDemo(t.app, "provider@example.com");
    const learnerId = (await call("GET", "/user", learner)).json().id as string;
    for (const [method, url, payload] of [
      ["GET", "/admin/users", undefined],
      ["PUT", `/admin/users/${learnerId}/admin`, { is_admin: true }],
      ["POST", `/admin/users/${adminId}/block`, { reason: "Take over the site" }],
      ["POST", `/admin/users/${learnerId}/unblock`, undefined],
    ] as const) {
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      expect((await call(method, url, provider, payload)).statusCode).toBe(403);
      expect((await call(method, url, learner, payload)).statusCode).toBe(403);
    }
    const [me] = await db.select().from(users).where(eq(users.id, learnerId));
    expect(me!.isAdmin).toBe(false);
    const [boss] = await db.select().from(users).where(eq(users.id, adminId));
    expect(boss!.blockedAt).toBeNull();
  });
});
