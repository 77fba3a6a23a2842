import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { instructors, users } from "../../db/schema/index";
import { bearer, nextAddress, signInDemo, signUp } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

function multipart(field: string, filename: string, type: string, bytes: Buffer) {
  const boundary = "----kursove-test";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const profile = {
  username: "maria-petrova",
  first_name: "Мария",
  last_name: "Петрова-Иванова",
  language: "en",
  country: "BG",
  city: "sofia",
  district: "Лозенец",
  mobile: "+359 888 123 456",
  address: "ул. „Цар Асен“ 12",
  post_code: "1000",
  newsletter: true,
  notifications: false,
  company_name: "Петрова ЕООД",
  company_vat_id: "BG204567891",
  company_address: "София, ул. „Шипка“ 3",
};

describe("profile API", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("saves the profile, settings and business profile", async () => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user",
      headers: bearer(token),
      payload: profile,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...profile, name: "Мария Петрова-Иванова" });
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("refuses invalid fields and a username of someone else, changing nothing", async () => {
    const { token, body } = await signUp(t.app);
    const bad = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user",
      headers: { ...bearer(token), "content-language": "en" },
      payload: { ...profile, username: "LEARNER", mobile: "call me", company_vat_id: "12" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["company_vat_id", "mobile"]);
    const taken = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user",
      headers: { ...bearer(token), "content-language": "en" },
      payload: { ...profile, username: "LEARNER" },
    });
    expect(taken.json().errors.username).toEqual(["Username already taken"]);
    const me = (await t.app.inject({ url: "/api/v1/user", headers: bearer(token) })).json();
    expect(me.username).toBe(body.username);
  });

  it("gives a username wanted by several accounts at once to one of them, and refuses the others with 422", async () => {
    const racers = await Promise.all([1, 2, 3, 4].map(() => signUp(t.app)));
    const username = `race-${Date.now().toString(36)}`;
    const answers = await Promise.all(
      racers.map(({ token }) =>
        t.app.inject({
          method: "PUT",
          url: "/api/v1/user",
          headers: { ...bearer(token), "content-language": "en" },
          payload: { ...profile, username },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join("\n")).toEqual([
      200, 422, 422, 422,
    ]);
    for (const refused of answers.filter((a) => a.statusCode === 422))
      expect(refused.json().errors).toEqual({ username: ["Username already taken"] });
    const owners = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, username));
    expect(owners).toHaveLength(1);
  });

  it("changes the password with the current one and ends the other sessions", async () => {
    const { token, body } = await signUp(t.app);
    const other = (
      await t.app.inject({
        method: "POST",
        url: "/api/v1/login",
        payload: { email: body.email, password: body.password },
        remoteAddress: nextAddress(),
      })
    ).json().t;
    const wrong = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user/password",
      headers: { ...bearer(token), "content-language": "en" },
      payload: {
        current_password: "nope-nope",
        password: "Brand-new-pass-1",
        password_confirmation: "Brand-new-pass-1",
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(["The current password is wrong"]);
    const ok = await t.app.inject({
      method: "PUT",
      url: "/api/v1/user/password",
      headers: bearer(token),
      payload: {
        current_password: body.password,
        password: "Brand-new-pass-1",
        password_confirmation: "Brand-new-pass-1",
      },
    });
    expect(ok.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/v1/user", headers: bearer(token) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: "/api/v1/user", headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.lastMailTo(body.email))?.subject).toBeTruthy();
  });

  it("stores an avatar checked by content and re-encoded, and refuses other files", async () => {
    const { token } = await signUp(t.app);
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: "#0f5e9c" } })
      .png()
      .toBuffer();
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      ...upload(bearer(token), multipart("avatar", "me.png", "image/png", png)),
    });
    expect(ok.statusCode).toBe(200);
    const avatar = ok.json().avatar as string;
    const file = await t.app.inject({ url: avatar });
    expect(file.headers["content-type"]).toBe("image/webp");
    expect((await sharp(file.rawPayload).metadata()).width).toBe(256);

    const fake = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const refused = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      ...upload(
        { ...bearer(token), "content-language": "en" },
        multipart("avatar", "me.png", "image/png", fake),
      ),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe("Please upload an image of the correct type");

    const big = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      ...upload(
        { ...bearer(token), "content-language": "en" },
        multipart("avatar", "big.png", "image/png", big),
      ),
    });
    expect(tooBig.statusCode).toBe(422);
    expect(tooBig.json().errors.avatar).toEqual(["The image must be smaller than 2 MB"]);
  });

  it("exports the user's own data without secrets", async () => {
    const { token, body } = await signUp(t.app);
    const res = await t.app.inject({ url: "/api/v1/user/export", headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-disposition"]).toContain("attachment");
    const data = res.json();
    expect(data.profile.email).toBe(body.email);
    expect(JSON.stringify(data)).not.toContain("argon2");
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.orders).toEqual([]);
  });

  it("exports the demo learner's orders with their items and billing", async () => {
    const token = await signInDemo(t.app, "learner@example.com");
    const data = (await t.app.inject({ url: "/api/v1/user/export", headers: bearer(token) })).json();
    expect(data.orders.length).toBeGreaterThanOrEqual(3);
    for (const order of data.orders) {
      expect(order.status).toBe("paid");
      expect(order.billing.email).toBe("learner@example.com");
      expect(order.items.length).toBeGreaterThan(0);
      expect(order.items.reduce((s: number, i: { total: number }) => s + i.total, 0)).toBe(order.total);
    }
    expect(data).toHaveProperty("wishlist");
    expect(data).toHaveProperty("notifications");
  });

  it("exports a lector's links to providers and the time they confirmed teaching", async () => {
    const token = await signInDemo(t.app, "lector@example.com");
    const api = (method: "GET" | "PUT", url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
    const [taught] = (await api("GET", "/lector/sessions?when=past")).json().data;
    const clocked = await api("PUT", `/lector/sessions/${taught.id}/clocked-time`, { minutes: 45 });
    expect(clocked.statusCode).toBe(200);
    const data = (await api("GET", "/user/export")).json();
    expect(data.lector_links.length).toBeGreaterThan(0);
    expect(data.lector_links.every((l: { lectorUserId: string }) => l.lectorUserId === data.profile.id)).toBe(
      true,
    );
    expect(data.clocked_times).toContainEqual(expect.objectContaining({ sessionId: taught.id, minutes: 45 }));
    for (const key of ["waiting_lists", "certificates", "contact_messages"])
      expect(data[key]).toEqual(expect.any(Array));
  });

  it("deletes the account by anonymising it and ending its sessions", async () => {
    const { token, body } = await signUp(t.app);
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#f5b82e" } })
      .png()
      .toBuffer();
    const withAvatar = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      ...upload(bearer(token), multipart("avatar", "a.png", "image/png", png)),
    });
    const avatarUrl = withAvatar.json().avatar as string;
    expect((await t.app.inject({ url: avatarUrl })).statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/user",
      headers: bearer(token),
      payload: { password: "wrong-one" },
    });
    expect(wrong.statusCode).toBe(422);
    const res = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/user",
      headers: bearer(token),
      payload: { password: body.password },
    });
    expect(res.statusCode).toBe(204);
    expect((await t.app.inject({ url: "/api/v1/user", headers: bearer(token) })).statusCode).toBe(401);
    const rows = await t.database.db.select().from(users).where(eq(users.username, body.username));
    expect(rows).toHaveLength(0);
    const login = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email: body.email, password: body.password },
      remoteAddress: nextAddress(),
    });
    expect(login.statusCode).toBe(422);
    expect((await t.lastMailTo(body.email))?.text).toBeTruthy();
    expect((await t.app.inject({ url: avatarUrl })).statusCode).toBe(404);
  });

  it("keeps the account of a provider's owner, approved or awaiting approval, until the provider is closed", async () => {
    for (const email of ["newprovider@example.com", "applicant@example.com"]) {
      const token = await signInDemo(t.app, email);
      const before = await t.app.inject({ url: "/api/v1/provider", headers: bearer(token) });
      const res = await t.app.inject({
        method: "DELETE",
        url: "/api/v1/user",
        headers: { ...bearer(token), "content-language": "en" },
        payload: { password: "demo12345" },
      });
      expect(res.statusCode, email).toBe(409);
      expect(res.json()).toEqual({
        code: "account_owns_provider",
        message:
          "This account runs a provider. Write to us to close the provider first; then you can delete the account.",
      });
      const user = await t.app.inject({ url: "/api/v1/user", headers: bearer(token) });
      expect(user.json()).toMatchObject({ email });
      const after = await t.app.inject({ url: "/api/v1/provider", headers: bearer(token) });
      expect(after.json()).toMatchObject({ id: before.json().id, status: before.json().status });
    }
  });

  it("ends a deleted lector's links and unlinks it from the provider's instructors", async () => {
    const { token, body } = await signUp(t.app);
    const [me] = await t.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.email, body.email))
      .returning({ id: users.id });
    const provider = await signInDemo(t.app, "provider@example.com");
    const providerId = (await t.app.inject({ url: "/api/v1/provider", headers: bearer(provider) })).json().id;
    await t.app.inject({
      method: "POST",
      url: "/api/v1/provider/lectors",
      headers: bearer(provider),
      payload: { email: body.email },
    });
    const accepted = await t.app.inject({
      method: "POST",
      url: `/api/v1/lector/providers/${providerId}`,
      headers: bearer(token),
      payload: { action: "accept" },
    });
    expect(accepted.statusCode).toBe(200);
    const [instructor] = await t.database.db
      .update(instructors)
      .set({ lectorUserId: me!.id })
      .where(eq(instructors.providerId, providerId))
      .returning({ id: instructors.id });

    const deleted = await t.app.inject({
      method: "DELETE",
      url: "/api/v1/user",
      headers: bearer(token),
      payload: { password: body.password },
    });
    expect(deleted.statusCode).toBe(204);
    const links = await t.app.inject({ url: "/api/v1/provider/lectors", headers: bearer(provider) });
    const link = (links.json() as { user_id: string | null; pivot: { status: string } }[]).find(
      (l) => l.user_id === me!.id,
    );
    expect(link?.pivot.status).toBe("left");
    const [after] = await t.database.db.select().from(instructors).where(eq(instructors.id, instructor!.id));
    expect(after!.lectorUserId).toBeNull();
  });

  it("needs a session for every profile call", async () => {
    for (const [method, url] of [
      ["PUT", "/api/v1/user"],
      ["PUT", "/api/v1/user/password"],
      ["GET", "/api/v1/user/export"],
      ["DELETE", "/api/v1/user"],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === "GET" ? undefined : {} });
      expect([401, 422], `${method} ${url}`).toContain(res.statusCode);
    }
    expect((await t.app.inject({ url: "/api/v1/user/export" })).statusCode).toBe(401);
  });
});

function upload(headers: Record<string, string>, part: { payload: Buffer; headers: Record<string, string> }) {
  return { payload: part.payload, headers: { ...headers, ...part.headers } };
}
