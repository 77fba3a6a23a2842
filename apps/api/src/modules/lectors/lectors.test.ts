import {
  instructorList,
  lectorArea,
  lectorSession,
  lectorSessionsPage,
  providerClockedTimesPage,
  providerLectorList,
} from "@kursove/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, nextAddress, signUp, tokenFromMail } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("lector links, the lector area and clocked time", () => {
  let t: TestApp;
  let provider: string;
  let otherProvider: string;
  let learner: string;
  let lector: string;
  let admin: string;
  let providerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    provider = await login("provider@example.com");
    otherProvider = await login("owner@digitalen-kampus.example.com");
    learner = await login("learner@example.com");
    lector = await login("lector@example.com");
    admin = await login("admin@example.com");
    providerId = (await call("GET", "/provider", provider)).json().id;
  });
  afterAll(() => t.close());

  async function login(email: string) {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      payload: { email, password: "demo12345" },
      remoteAddress: nextAddress(),
    });
    return res.json().t as string;
  }
  const call = (
    method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
    url: string,
    token?: string,
    body?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), "content-language": "en" },
      remoteAddress: nextAddress(),
      ...(body ? { payload: body } : {}),
    });
  const links = async (token = provider) =>
    providerLectorList.parse((await call("GET", "/provider/lectors", token)).json());
  const linkTo = async (email: string) => (await links()).find((l) => l.email === email.toLowerCase())!;
  const isLector = async (token: string) => (await call("GET", "/user", token)).json().is_lector as boolean;
  async function verify(email: string) {
    const mail = await t.lastMailTo(email);
    const token = tokenFromMail(mail!.text, "/auth/verify-email");
    expect((await call("POST", "/email/verify", undefined, { token })).statusCode).toBeLessThan(300);
  }

  it("invites an existing account, which accepts; the provider revokes and re-invites it, mailing each step", async () => {
    const { token, body } = await signUp(t.app, { language: "en" });
    await verify(body.email);
    const invited = await call("POST", "/provider/lectors", provider, { email: body.email.toUpperCase() });
    expect(invited.statusCode).toBe(200);
    const link = providerLectorList.parse(invited.json()).find((l) => l.email === body.email)!;
    expect(link).toMatchObject({
      name: "Мария Петрова",
      invited_email: body.email,
      pivot: { status: "invited" },
    });
    expect(link.user_id).not.toBeNull();
    const mail = await t.lastMailTo(body.email);
    expect(mail?.subject).toBe("An invitation to teach on Kursove");
    expect(mail?.text).toContain("“Академия Знание ЕООД”");
    expect(mail?.text).toMatch(/\/en\/lector\n/);

    // invitations bring the user into the lector area, but is_lector waits for an accepted link
    const area = lectorArea.parse((await call("GET", "/lector", token)).json());
    expect(area.providers).toEqual([
      expect.objectContaining({ id: providerId, pivot: { status: "invited" } }),
    ]);
    expect(area.manual_url).toBe("/api/v1/guides/lector.pdf?lang=en");
    expect(await isLector(token)).toBe(false);

    const accepted = await call("POST", `/lector/providers/${providerId}`, token, { action: "accept" });
    expect(accepted.statusCode).toBe(200);
    expect(lectorArea.parse(accepted.json()).providers[0]!.pivot.status).toBe("accepted");
    expect(await isLector(token)).toBe(true);
    expect((await linkTo(body.email)).pivot.status).toBe("accepted");
    const told = await t.lastMailTo("provider@example.com");
    expect(told?.text).toContain(
      "Мария Петрова и „Академия Знание ЕООД“: връзката вече е със състояние „Активен“.",
    );

    const revoked = await call("PATCH", `/provider/lectors/${link.id}`, provider, { status: "revoked" });
    expect(providerLectorList.parse(revoked.json()).find((l) => l.id === link.id)!.pivot.status).toBe(
      "revoked",
    );
    expect((await t.lastMailTo(body.email))?.text).toContain("the link is now “Revoked”");
    expect(await isLector(token)).toBe(false);

    const again = await call("PATCH", `/provider/lectors/${link.id}`, provider, { status: "invited" });
    expect(providerLectorList.parse(again.json()).find((l) => l.id === link.id)!.pivot.status).toBe(
      "invited",
    );
    expect((await t.lastMailTo(body.email))?.subject).toBe("An invitation to teach on Kursove");
  });

  it("invites an address without an account; it becomes the user's once they sign up and verify it", async () => {
    const email = `newcomer-${Date.now().toString(36)}@example.com`;
    const link = providerLectorList
      .parse((await call("POST", "/provider/lectors", provider, { email })).json())
      .find((l) => l.email === email)!;
    expect(link).toMatchObject({
      user_id: null,
      name: "",
      invited_email: email,
      pivot: { status: "invited" },
    });
    const mail = await t.lastMailTo(email);
    expect(mail?.text).toContain(`/sign-up?email=${encodeURIComponent(email)}`);

    const { token } = await signUp(t.app, { email });
    // an unverified address does not prove the mailbox: nothing is claimed yet
    expect((await call("GET", "/lector", token)).statusCode).toBe(403);
    await verify(email);
    expect((await linkTo(email)).user_id).not.toBeNull();
    const area = lectorArea.parse((await call("GET", "/lector", token)).json());
    expect(area.providers).toEqual([
      expect.objectContaining({ slug: "akademia-znanie", pivot: { status: "invited" } }),
    ]);
    const accepted = await call("POST", `/lector/providers/${providerId}`, token, { action: "accept" });
    expect(lectorArea.parse(accepted.json()).providers[0]!.pivot.status).toBe("accepted");
    expect(await isLector(token)).toBe(true);
  });

  it("gives an unverified account neither an invitation to its address nor a request of its own", async () => {
    // anyone may sign up with someone else's address: until its link is opened, it proves no mailbox
    const { token, body } = await signUp(t.app);
    const verifyLink = (await t.lastMailTo(body.email))!.text;
    const invited = await call("POST", "/provider/lectors", provider, { email: body.email });
    expect(invited.statusCode).toBe(200);
    expect((await linkTo(body.email)).user_id).toBeNull();
    expect((await call("GET", "/lector", token)).statusCode).toBe(403);
    const accept = await call("POST", `/lector/providers/${providerId}`, token, { action: "accept" });
    expect(accept.statusCode).toBe(403);
    expect(accept.json().code).toBe("email_not_verified");
    expect((await linkTo(body.email)).pivot.status).toBe("invited");
    expect(await isLector(token)).toBe(false);

    const otherId = (await call("GET", "/provider", otherProvider)).json().id as string;
    const request = await call("POST", "/lector/requests", token, {
      provider_id: otherId,
      message: "Преподавам математика от осем години.",
    });
    expect(request.statusCode).toBe(403);
    expect(request.json()).toMatchObject({
      code: "email_not_verified",
      message: "The email address is not verified",
    });
    expect((await links(otherProvider)).some((l) => l.email === body.email.toLowerCase())).toBe(false);

    const verified = await call("POST", "/email/verify", undefined, {
      token: tokenFromMail(verifyLink, "/auth/verify-email"),
    });
    expect(verified.statusCode).toBeLessThan(300);
    const area = lectorArea.parse((await call("GET", "/lector", token)).json());
    expect(area.providers.map((p) => [p.id, p.pivot.status])).toEqual([[providerId, "invited"]]);
    const accepted = await call("POST", `/lector/providers/${providerId}`, token, { action: "accept" });
    expect(lectorArea.parse(accepted.json()).providers[0]!.pivot.status).toBe("accepted");
  });

  it("lets a lector decline an invitation, be invited again, accept and later leave", async () => {
    const { token, body } = await signUp(t.app);
    await verify(body.email);
    await call("POST", "/provider/lectors", provider, { email: body.email });
    const declined = await call("POST", `/lector/providers/${providerId}`, token, { action: "decline" });
    expect(lectorArea.parse(declined.json()).providers[0]!.pivot.status).toBe("declined");
    expect((await linkTo(body.email)).pivot.status).toBe("declined");
    // inviting a declined address again reopens the same link
    const reopened = await call("POST", "/provider/lectors", provider, { email: body.email });
    expect(reopened.statusCode).toBe(200);
    expect(providerLectorList.parse(reopened.json()).filter((l) => l.email === body.email)).toHaveLength(1);
    expect((await linkTo(body.email)).pivot.status).toBe("invited");
    await call("POST", `/lector/providers/${providerId}`, token, { action: "accept" });
    const left = await call("POST", `/lector/providers/${providerId}`, token, { action: "leave" });
    expect(lectorArea.parse(left.json()).providers[0]!.pivot.status).toBe("left");
    expect(await isLector(token)).toBe(false);
    expect((await linkTo(body.email)).pivot.status).toBe("left");
    expect((await t.lastMailTo("provider@example.com"))?.text).toContain("„Напуснал“");
  });

  it("sends a become-lector request that the provider accepts or declines", async () => {
    const first = await signUp(t.app, { first_name: "Калин", last_name: "Илиев" });
    await verify(first.body.email);
    const short = await call("POST", "/lector/requests", first.token, {
      provider_id: providerId,
      message: "Hi",
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.message).toEqual([
      "Write at least 10 characters about yourself and your experience",
    ]);
    const sent = await call("POST", "/lector/requests", first.token, {
      provider_id: providerId,
      message: "Преподавам Python от десет години.",
    });
    expect(sent.statusCode).toBe(200);
    expect(lectorArea.parse(sent.json()).providers[0]).toMatchObject({
      id: providerId,
      message: "Преподавам Python от десет години.",
      pivot: { status: "requested" },
    });
    const mail = await t.lastMailTo("provider@example.com");
    expect(mail?.subject).toBe("Нова заявка от лектор в „Курсове“");
    expect(mail?.text).toContain("Калин Илиев изпрати заявка да стане лектор на „Академия Знание ЕООД“");
    expect(mail?.text).toContain("/dashboard/lectors");
    const twice = await call("POST", "/lector/requests", first.token, {
      provider_id: providerId,
      message: "Още веднъж, моля.",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("lector_already_linked");

    const link = await linkTo(first.body.email);
    expect(link.message).toBe("Преподавам Python от десет години.");
    const accepted = await call("PATCH", `/provider/lectors/${link.id}`, provider, { status: "accepted" });
    expect(providerLectorList.parse(accepted.json()).find((l) => l.id === link.id)!.pivot.status).toBe(
      "accepted",
    );
    expect((await t.lastMailTo(first.body.email))?.text).toContain("„Активен“");
    expect(await isLector(first.token)).toBe(true);

    const second = await signUp(t.app);
    await verify(second.body.email);
    await call("POST", "/lector/requests", second.token, {
      provider_id: providerId,
      message: "Искам да преподавам рисуване.",
    });
    const other = await linkTo(second.body.email);
    await call("PATCH", `/provider/lectors/${other.id}`, provider, { status: "declined" });
    expect((await linkTo(second.body.email)).pivot.status).toBe("declined");
    expect((await t.lastMailTo(second.body.email))?.text).toContain("„Отказан“");
    expect(await isLector(second.token)).toBe(false);

    const unknown = await call("POST", "/lector/requests", second.token, {
      provider_id: crypto.randomUUID(),
      message: "Искам да преподавам рисуване.",
    });
    expect(unknown.statusCode).toBe(404);
    const own = await call("POST", "/lector/requests", provider, {
      provider_id: providerId,
      message: "Искам да преподавам при себе си.",
    });
    expect(own.statusCode).toBe(422);
  });

  it("lets a lector ask a second provider, and a revoked lector ask the same provider again", async () => {
    const { token, body } = await signUp(t.app);
    await verify(body.email);
    const ask = (id: string) =>
      call("POST", "/lector/requests", token, {
        provider_id: id,
        message: "Преподавам Excel от пет години.",
      });
    expect((await ask(providerId)).statusCode).toBe(200);
    const link = await linkTo(body.email);
    await call("PATCH", `/provider/lectors/${link.id}`, provider, { status: "accepted" });
    const otherId = (await call("GET", "/provider", otherProvider)).json().id as string;
    const second = await ask(otherId);
    expect(second.statusCode).toBe(200);
    expect(lectorArea.parse(second.json()).providers.map((p) => [p.id, p.pivot.status])).toEqual(
      expect.arrayContaining([
        [providerId, "accepted"],
        [otherId, "requested"],
      ]),
    );
    expect((await ask(providerId)).statusCode).toBe(409);
    await call("PATCH", `/provider/lectors/${link.id}`, provider, { status: "revoked" });
    const again = await ask(providerId);
    expect(again.statusCode).toBe(200);
    expect((await linkTo(body.email)).pivot.status).toBe("requested");
    expect((await links()).filter((l) => l.email === body.email.toLowerCase())).toHaveLength(1);
  });

  it("keeps one invitation of an address invited several times at once, and answers the others 409", async () => {
    const email = `together-${Date.now()}@example.com`;
    const answers = await Promise.all(
      [1, 2, 3, 4].map(() => call("POST", "/provider/lectors", provider, { email })),
    );
    expect(
      answers.map((a) => a.statusCode).sort(),
      answers.map((a) => a.body.slice(0, 200)).join("\n"),
    ).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().code).toBe("lector_already_linked");
    expect((await links()).filter((l) => l.email === email)).toHaveLength(1);
  });

  it("sends a provider's invitations at most 30 an hour: the next is refused with 429 and mails nobody", async () => {
    // anyone may submit a provider request, and a pending provider may invite: no mail relay for strangers
    const applicant = await login("applicant@example.com");
    const stamp = Date.now().toString(36);
    for (let i = 0; i < 30; i++) {
      const res = await call("POST", "/provider/lectors", applicant, {
        email: `batch-${stamp}-${i}@example.org`,
      });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    }
    const extra = `batch-${stamp}-extra@example.org`;
    const refused = await call("POST", "/provider/lectors", applicant, { email: extra });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "too_many_attempts",
      message: "Please wait before retrying",
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect((await links(applicant)).some((l) => l.email === extra)).toBe(false);
    expect(await t.lastMailTo(extra)).toBeUndefined();
    // re-inviting a declined or withdrawn address sends a mail too, and is counted alike
    const again = (await links(applicant)).find((l) => l.email === `batch-${stamp}-0@example.org`)!;
    await call("DELETE", `/provider/lectors/${again.id}`, applicant);
    expect((await call("POST", "/provider/lectors", applicant, { email: again.email })).statusCode).toBe(429);
    // another provider has its own count
    expect((await call("POST", "/provider/lectors", provider, { email: extra })).statusCode).toBe(200);
  });

  it("refuses bad invitations and illegal transitions with clear messages", async () => {
    const self = await call("POST", "/provider/lectors", provider, { email: "Provider@example.com" });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors.email).toEqual(["You cannot invite yourself as a lector"]);
    const invalid = await call("POST", "/provider/lectors", provider, { email: "not-an-address" });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.email).toEqual(["Enter a valid email address"]);
    const active = await call("POST", "/provider/lectors", provider, { email: "lector@example.com" });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(
      "This lector is already linked to the provider or has a pending invitation or request",
    );

    const demo = await linkTo("lector@example.com");
    for (const status of ["accepted", "declined", "invited"] as const) {
      const res = await call("PATCH", `/provider/lectors/${demo.id}`, provider, { status });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("lector_status_changed");
    }
    expect(
      (await call("PATCH", `/provider/lectors/${demo.id}`, provider, { status: "left" })).statusCode,
    ).toBe(422);
    expect((await call("DELETE", `/provider/lectors/${demo.id}`, provider)).statusCode).toBe(409);
    expect((await linkTo("lector@example.com")).pivot.status).toBe("accepted");

    const email = `withdrawn-${Date.now().toString(36)}@example.com`;
    const link = providerLectorList
      .parse((await call("POST", "/provider/lectors", provider, { email })).json())
      .find((l) => l.email === email)!;
    expect(
      (await call("PATCH", `/provider/lectors/${link.id}`, provider, { status: "revoked" })).statusCode,
    ).toBe(409);
    const withdrawn = await call("DELETE", `/provider/lectors/${link.id}`, provider);
    expect(withdrawn.statusCode).toBe(200);
    expect(providerLectorList.parse(withdrawn.json()).some((l) => l.id === link.id)).toBe(false);

    // the lector's own illegal steps
    expect(
      (await call("POST", `/lector/providers/${providerId}`, lector, { action: "accept" })).statusCode,
    ).toBe(409);
    expect(
      (await call("POST", `/lector/providers/${crypto.randomUUID()}`, lector, { action: "leave" }))
        .statusCode,
    ).toBe(404);
  });

  it("never lets a provider see or change another provider's lectors, nor a learner call provider routes", async () => {
    const demo = await linkTo("lector@example.com");
    const others = await links(otherProvider);
    expect(others.some((l) => l.id === demo.id)).toBe(false);
    expect(
      (await call("PATCH", `/provider/lectors/${demo.id}`, otherProvider, { status: "revoked" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/provider/lectors/${demo.id}`, otherProvider)).statusCode).toBe(404);
    expect((await linkTo("lector@example.com")).pivot.status).toBe("accepted");

    expect((await call("GET", "/provider/lectors", learner)).statusCode).toBe(403);
    expect((await call("POST", "/provider/lectors", learner, { email: "x@example.com" })).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/provider/clocked-times", learner)).statusCode).toBe(403);
    expect((await call("GET", "/provider/lectors")).statusCode).toBe(401);
    expect((await call("GET", "/lector", learner)).statusCode).toBe(403);
    expect((await call("GET", "/lector")).statusCode).toBe(401);
  });

  it("lists the lector's upcoming and past sessions and confirms clocked time only for started ones", async () => {
    const upcoming = lectorSessionsPage.parse(
      (await call("GET", "/lector/sessions?when=upcoming", lector)).json(),
    );
    expect(upcoming.data.length).toBeGreaterThan(0);
    expect(upcoming.data.every((s) => !s.has_started && s.provider.slug === "akademia-znanie")).toBe(true);
    const starts = upcoming.data.map((s) => s.starts_at);
    expect(starts).toEqual([...starts].sort());
    const past = lectorSessionsPage.parse((await call("GET", "/lector/sessions?when=past", lector)).json());
    expect(past.data.length).toBeGreaterThan(0);
    expect(past.data.every((s) => s.has_started)).toBe(true);
    // a user who is no lector is refused, as on GET /lector
    const refused = await call("GET", "/lector/sessions?when=upcoming", learner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("forbidden");

    const future = upcoming.data[0]!;
    const early = await call("PUT", `/lector/sessions/${future.id}/clocked-time`, lector, { minutes: 60 });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("You can confirm the time taught only once the session has started");

    const session = past.data[0]!;
    const url = `/lector/sessions/${session.id}/clocked-time`;
    expect((await call("PUT", url, lector, { minutes: 0 })).statusCode).toBe(422);
    const tooLong = await call("PUT", url, lector, { minutes: session.duration_minutes * 2 + 1 });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.minutes).toEqual([
      "The time taught cannot be more than twice the length of the session",
    ]);
    expect((await call("PUT", url, learner, { minutes: 30 })).statusCode).toBe(404);
    expect((await call("PUT", url, provider, { minutes: 30 })).statusCode).toBe(404);

    const saved = await call("PUT", url, lector, {
      minutes: session.duration_minutes + 10,
      note: "Удължихме.",
    });
    expect(saved.statusCode).toBe(200);
    expect(lectorSession.parse(saved.json()).clocked).toMatchObject({
      minutes: session.duration_minutes + 10,
      note: "Удължихме.",
    });
    const changed = lectorSession.parse((await call("PUT", url, lector, { minutes: 45 })).json());
    expect(changed.clocked?.minutes).toBe(45);

    // providers and admins see it; other providers do not
    const seen = providerClockedTimesPage.parse(
      (await call("GET", "/provider/clocked-times", provider)).json(),
    );
    expect(seen.data.find((r) => r.session.id === session.id)).toMatchObject({
      lector: { email: "lector@example.com" },
      clocked: { minutes: 45 },
    });
    const byAdmin = await call("GET", `/provider/clocked-times?provider_id=${providerId}`, admin);
    expect(providerClockedTimesPage.parse(byAdmin.json()).data.some((r) => r.clocked?.minutes === 45)).toBe(
      true,
    );
    expect(
      (await call("GET", `/provider/clocked-times?provider_id=${providerId}`, otherProvider)).statusCode,
    ).toBe(403);
    const theirs = providerClockedTimesPage.parse(
      (await call("GET", "/provider/clocked-times", otherProvider)).json(),
    );
    expect(theirs.data.some((r) => r.session.id === session.id)).toBe(false);
  });

  it("links an instructor of the portfolio to an accepted lector of the same provider only", async () => {
    const photo = await sharp({ create: { width: 500, height: 500, channels: 3, background: "#0f5e9c" } })
      .jpeg()
      .toBuffer();
    const lectorId = (await linkTo("lector@example.com")).user_id!;
    const learnerId = (await call("GET", "/user", learner)).json().id as string;
    const send = (token: string, url: string, fields: Record<string, string>) => {
      const boundary = "----kursove-lector";
      const parts = Object.entries(fields).map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      );
      const payload = Buffer.concat([
        Buffer.from(parts.join("")),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: "POST",
        url: `/api/v1${url}`,
        payload,
        headers: {
          ...bearer(token),
          "content-language": "en",
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      });
    };
    const refused = await send(provider, "/instructors", { name: "Нов Лектор", lector_id: learnerId });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.lector_id).toEqual(["Choose a lector who has accepted your invitation"]);
    expect(
      (await send(otherProvider, "/instructors", { name: "Чужд", lector_id: lectorId })).statusCode,
    ).toBe(422);

    const created = instructorList.parse(
      (await send(provider, "/instructors", { name: "Свързан Лектор", lector_id: lectorId })).json(),
    );
    const linked = created.find((i) => i.name === "Свързан Лектор")!;
    expect(linked.lector_id).toBe(lectorId);
    const unlinked = instructorList.parse(
      (await send(provider, `/instructors/${linked.id}`, { name: "Свързан Лектор", lector_id: "" })).json(),
    );
    expect(unlinked.find((i) => i.id === linked.id)!.lector_id).toBeNull();
    // the public provider page keeps the spec's instructor shape
    const page = (await call("GET", "/providers/akademia-znanie")).json();
    expect(Object.keys(page.instructors[0]).sort()).toEqual([
      "about",
      "id",
      "image",
      "name",
      "order",
      "role",
    ]);
  });
});
