import { contactMessageDetail, contactMessagePage } from "@kursove/contracts";
import { and, count, eq, ilike, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { auditLog, contactMessages, outbox, users } from "../../db/schema/index";
import { apiCaller, bearer, nextAddress, signInDemo, signUp } from "../../test/accounts";
import { solveCaptcha } from "../../test/captcha";
import { createTestApp, type TestApp } from "../../test/test-app";
import { contactLimits } from "./contact.service";

describe("the contact form: validation, robot check, rate limits and the mails", () => {
  let t: TestApp;
  let db: Db;
  let seq = 0;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
  });
  afterAll(() => t.close());

  const uniqueEmail = () => `sender-${Date.now().toString(36)}-${++seq}@example.com`;
  const validBody = async (overrides: Record<string, unknown> = {}) => ({
    type: "question",
    name: "Мария Петрова",
    email: uniqueEmail(),
    message: "Здравейте, мога ли да платя курс с фактура на фирмата?",
    captcha: await solveCaptcha(t.app),
    ...overrides,
  });
  const send = (payload: object, options: { ip?: string; token?: string; language?: "bg" | "en" } = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/v1/contact",
      payload,
      remoteAddress: options.ip ?? nextAddress(),
      headers: {
        ...(options.token ? bearer(options.token) : {}),
        ...(options.language ? { "content-language": options.language } : {}),
      },
    });
  const stored = async () => (await db.select({ n: count() }).from(contactMessages))[0]!.n;
  const queued = async () =>
    (await db.select({ n: count() }).from(outbox).where(like(outbox.kind, "contact_%")))[0]!.n;
  const mailsTo = (address: string) => db.select().from(outbox).where(eq(outbox.toAddress, address));

  it("refuses each invalid field with 422 naming it, storing and mailing nothing, and keeps the robot check unspent", async () => {
    const before = { rows: await stored(), mails: await queued() };
    const ip = nextAddress();
    const body = await validBody();
    const cases: [string, Record<string, unknown>][] = [
      ["type", { type: "complaint" }],
      ["type", { type: undefined }],
      ["name", { name: " A " }],
      ["name", { name: "Н".repeat(101) }],
      ["name", { name: undefined }],
      ["email", { email: "not-an-email" }],
      ["email", { email: `${"a".repeat(250)}@example.com` }],
      ["message", { message: "Кратко" }],
      ["message", { message: `   ${"x".repeat(8)}      ` }],
      ["message", { message: "д".repeat(5001) }],
      ["page_url", { page_url: "//evil.example.com/x" }],
      ["page_url", { page_url: "javascript:alert(1)" }],
      ["page_url", { page_url: `/courses/${"a".repeat(500)}` }],
      ["captcha", { captcha: undefined }],
      ["captcha", { captcha: "" }],
    ];
    for (const [field, change] of cases) {
      const res = await send({ ...body, ...change }, { ip });
      expect(res.statusCode, `${field} ${JSON.stringify(change).slice(0, 60)}`).toBe(422);
      expect(res.json().code).toBe("validation_failed");
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    // Bulgarian unless the request asks for English
    const short = await send({ ...body, message: "Кратко" }, { ip });
    expect(short.json().message).toBe("Подадените данни са невалидни");
    expect(short.json().errors.message).toEqual(["Напишете съобщение от поне 10 знака"]);
    const english = await send({ ...body, message: "Short", name: "X" }, { ip, language: "en" });
    expect(english.json().message).toBe("The given data was invalid");
    expect(english.json().errors).toEqual({
      message: ["Write a message of at least 10 characters"],
      name: ["Enter a name of 2 to 100 characters"],
    });

    expect(await stored()).toBe(before.rows);
    expect(await queued()).toBe(before.mails);
    expect(await mailsTo(body.email)).toEqual([]);
    // none of the refusals spent the robot check nor counted towards the address's limit
    const accepted = await send(body, { ip });
    expect(accepted.statusCode).toBe(201);
  });

  it("refuses a missing, wrong or reused robot check with 422 on captcha", async () => {
    const before = { rows: await stored(), mails: await queued() };
    const wrong = await send(await validBody({ captcha: Buffer.from('{"x":1}').toString("base64") }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ captcha: ["Потвърдете, че не сте робот"] });
    const garbage = await send(await validBody({ captcha: "not-a-solution" }), { language: "en" });
    expect(garbage.json().errors).toEqual({ captcha: ["Confirm that you are not a robot"] });
    const missing = await send(await validBody({ captcha: undefined }));
    expect(Object.keys(missing.json().errors)).toEqual(["captcha"]);
    expect(await stored()).toBe(before.rows);
    expect(await queued()).toBe(before.mails);

    const body = await validBody();
    expect((await send(body)).statusCode).toBe(201);
    const reused = await send({ ...body, email: uniqueEmail() });
    expect(reused.statusCode).toBe(422);
    expect(Object.keys(reused.json().errors)).toEqual(["captcha"]);
    expect(await stored()).toBe(before.rows + 1);
  });

  it("stores an anonymous message, acknowledges it to the sender and tells the admins", async () => {
    const body = await validBody({
      type: "report",
      name: "  Иван Георгиев ",
      message: "  Страницата с курса не се зарежда.\nОпитах два пъти.  ",
      page_url: "/courses/osnovi-na-python",
    });
    const res = await send(body);
    expect(res.statusCode).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const { id } = res.json();
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      type: "report",
      name: "Иван Георгиев",
      email: body.email,
      message: "Страницата с курса не се зарежда.\nОпитах два пъти.",
      pageUrl: "/courses/osnovi-na-python",
      locale: "bg",
      userId: null,
      status: "new",
      adminNote: null,
      readAt: null,
      resolvedAt: null,
    });

    const [ack, ...more] = await mailsTo(body.email);
    expect(more).toEqual([]);
    expect(ack).toMatchObject({
      kind: "contact_received",
      locale: "bg",
      subject: "Получихме съобщението Ви",
    });
    expect(ack!.text).toContain("Иван Георгиев");
    expect(ack!.text).toContain("„Подаване на сигнал за проблем“");
    expect(ack!.text).toContain("Страницата с курса не се зарежда.\nОпитах два пъти.");

    const admins = await db.select({ email: users.email }).from(users).where(eq(users.isAdmin, true));
    const notices = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "contact_admin"), like(outbox.text, `%/admin/messages/${id}%`)));
    expect(notices.map((n) => n.toAddress).sort()).toEqual(admins.map((a) => a.email).sort());
    const notice = notices.find((n) => n.toAddress === "admin@example.com")!;
    expect(notice.subject).toBe("Ново съобщение от формата за контакт: Подаване на сигнал за проблем");
    expect(notice.text).toContain(`Иван Георгиев <${body.email}>`);
    expect(notice.text).toContain("Страницата с курса не се зарежда.");
    // delivered, the button leads to the message in the inbox
    const delivered = await t.lastMailTo("admin@example.com");
    expect(delivered?.html).toContain(`/admin/messages/${id}"`);
    expect((await t.lastMailTo(body.email))?.subject).toBe("Получихме съобщението Ви");
  });

  it("links a signed-in sender's account and answers in the request's language", async () => {
    const learner = await signInDemo(t.app, "learner@example.com");
    const [account] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const body = await validBody({ type: "functionality", page_url: "https://kursove.bg/en/courses?q=x" });
    const res = await send(body, { token: learner, language: "en" });
    expect(res.statusCode).toBe(201);
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({
      userId: account!.id,
      locale: "en",
      email: body.email,
      pageUrl: "https://kursove.bg/en/courses?q=x",
    });
    const [ack] = await mailsTo(body.email);
    expect(ack).toMatchObject({
      kind: "contact_received",
      locale: "en",
      subject: "We received your message",
    });
    expect(ack!.text).toContain("“Functionality”");
    expect(ack!.text).toContain(body.message);
    // the admins read the notice in their own language
    const [notice] = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "contact_admin"), like(outbox.text, `%${row!.id}%`)));
    expect(notice!.locale).toBe("bg");
    expect(notice!.subject).toContain("Функционалност");
  });

  it("allows 5 messages an hour from one address, then answers 429 with Retry-After and stores nothing", async () => {
    const ip = nextAddress();
    const { limit } = contactLimits.perAddress;
    expect(limit).toBe(5);
    for (let i = 0; i < limit; i++) expect((await send(await validBody(), { ip })).statusCode).toBe(201);
    const before = { rows: await stored(), mails: await queued() };
    const body = await validBody();
    const refused = await send(body, { ip, language: "en" });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: "too_many_attempts",
      message: "Please wait before retrying",
    });
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThan(3000);
    expect(wait).toBeLessThanOrEqual(3600);
    const again = await send(await validBody(), { ip });
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toBe("Моля, изчакайте, преди да опитате отново");
    expect(await stored()).toBe(before.rows);
    expect(await queued()).toBe(before.mails);
    // the refusal came before the robot check, which is still good from another address
    expect((await send(body)).statusCode).toBe(201);
  });

  it("allows 3 messages an hour about one email address, whatever its case or the sender's address", async () => {
    const email = uniqueEmail();
    const { limit } = contactLimits.perEmail;
    for (let i = 0; i < limit; i++) {
      const res = await send(await validBody({ email: i === 1 ? email.toUpperCase() : email }));
      expect(res.statusCode).toBe(201);
    }
    const refused = await send(await validBody({ email }));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const rows = await db.select().from(contactMessages).where(ilike(contactMessages.email, "sender-%"));
    expect(rows.filter((r) => r.email.toLowerCase() === email).length).toBe(limit);
    expect((await send(await validBody())).statusCode).toBe(201);
  });
});

describe("the admins' inbox of contact messages", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let adminId: string;
  let learner: string;
  const marker = `Тестов${Date.now().toString(36)}`;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    adminId = (await call("GET", "/user", admin)).json().id;
    learner = await signInDemo(t.app, "learner@example.com");
    const start = Date.now() - 60 * 60_000;
    // 25 messages of the marker, a minute apart: the newest is the last
    await db.insert(contactMessages).values(
      Array.from({ length: 25 }, (_, i) => ({
        type: i % 5 === 0 ? "report" : "question",
        name: `${marker} Подател ${i + 1}`,
        email: `inbox-${i + 1}@example.com`,
        message: i === 3 ? "Отстъпка 100%_от цената ли е?\nМоля, отговорете." : `Съобщение номер ${i + 1}.`,
        status: i < 3 ? "resolved" : i < 8 ? "read" : "new",
        createdAt: new Date(start + i * 60_000),
      })),
    );
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await call("GET", `/admin/contact-messages${query}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return contactMessagePage.parse(res.json());
  };
  const q = `q=${encodeURIComponent(marker)}`;

  it("refuses anonymous visitors (401) and non-admins (403)", async () => {
    const [row] = await db.select().from(contactMessages).limit(1);
    for (const [method, url, body] of [
      ["GET", "/admin/contact-messages", undefined],
      ["GET", `/admin/contact-messages/${row!.id}`, undefined],
      ["PUT", `/admin/contact-messages/${row!.id}`, { status: "resolved" }],
    ] as const) {
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      const asLearner = await call(method, url, learner, body);
      expect(asLearner.statusCode).toBe(403);
      expect(asLearner.json().code).toBe("forbidden");
    }
    const [after] = await db.select().from(contactMessages).where(eq(contactMessages.id, row!.id));
    expect(after!.status).toBe(row!.status);
  });

  it("lists newest first, 20 a page, with the total and the count of each state", async () => {
    const first = await list(`?${q}`);
    expect(first).toMatchObject({
      page: 1,
      last_page: 2,
      total: 25,
      counts: { new: 17, read: 5, resolved: 3 },
    });
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toMatchObject({
      name: `${marker} Подател 25`,
      email: "inbox-25@example.com",
      excerpt: "Съобщение номер 25.",
      status: "new",
      user_id: null,
    });
    const second = await list(`?${q}&page=2`);
    expect(second.data.map((m) => m.name)).toEqual([5, 4, 3, 2, 1].map((n) => `${marker} Подател ${n}`));
    // the line break becomes a space in the excerpt
    expect(second.data[1]!.excerpt).toBe("Отстъпка 100%_от цената ли е? Моля, отговорете.");

    // the whole inbox includes the demo messages
    const all = await list("");
    expect(all.total).toBeGreaterThanOrEqual(29);
    expect(all.counts.new + all.counts.read + all.counts.resolved).toBe(all.total);
    // the admin dashboard shows how many are new
    expect((await call("GET", "/admin/overview", admin)).json().new_contact_messages).toBe(all.counts.new);
    const reports = await list("?type=report");
    expect(reports.data.some((m) => m.user_id !== null)).toBe(true);
  });

  it("filters by state and type and searches name, email and text with % and _ taken literally", async () => {
    const resolved = await list(`?${q}&status=resolved`);
    expect(resolved.data.map((m) => m.name)).toEqual([3, 2, 1].map((n) => `${marker} Подател ${n}`));
    expect(resolved.counts).toEqual({ new: 17, read: 5, resolved: 3 });
    expect((await list(`?${q}&status=new`)).total).toBe(17);
    expect((await list(`?${q}&status=all`)).total).toBe(25);

    const reports = await list(`?${q}&type=report`);
    expect(reports.data.map((m) => m.name)).toEqual([21, 16, 11, 6, 1].map((n) => `${marker} Подател ${n}`));
    expect(reports.counts).toEqual({ new: 3, read: 1, resolved: 1 });

    expect((await list("?q=INBOX-12@example")).data.map((m) => m.email)).toEqual(["inbox-12@example.com"]);
    expect((await list(`?q=${encodeURIComponent("цената ли")}`)).data.map((m) => m.email)).toEqual([
      "inbox-4@example.com",
    ]);
    expect((await list(`?q=${encodeURIComponent("100%_")}`)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent("%")}`)).data.map((m) => m.email)).toEqual([
      "inbox-4@example.com",
    ]);
    expect((await list(`?q=${encodeURIComponent("_")}`)).total).toBe(1);
    const nothing = await list(`?q=nobody-wrote-this`);
    expect(nothing).toMatchObject({
      data: [],
      total: 0,
      last_page: 1,
      counts: { new: 0, read: 0, resolved: 0 },
    });

    expect((await call("GET", "/admin/contact-messages?status=archived", admin)).statusCode).toBe(422);
    expect((await call("GET", "/admin/contact-messages?type=complaint", admin)).statusCode).toBe(422);
  });

  it("shows a whole message with its sender's account; opening a new one marks it read once", async () => {
    const [account] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const [report] = await db
      .select()
      .from(contactMessages)
      .where(and(eq(contactMessages.userId, account!.id), eq(contactMessages.status, "new")));
    expect(report).toBeDefined();
    const res = await call("GET", `/admin/contact-messages/${report!.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const detail = contactMessageDetail.parse(res.json());
    expect(detail).toMatchObject({
      id: report!.id,
      type: "report",
      message: report!.message,
      page_url: report!.pageUrl,
      locale: "bg",
      status: "read",
      user_id: account!.id,
      user: { id: account!.id, name: "Йоана Димитрова", email: "learner@example.com" },
      read_by: { id: adminId, name: "Анна Колева" },
      resolved_at: null,
      resolved_by: null,
    });
    expect(detail.read_at).not.toBeNull();
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, report!.id));
    expect(row).toMatchObject({ status: "read", readByUserId: adminId });

    // opened again, the first reading stays
    const again = contactMessageDetail.parse(
      (await call("GET", `/admin/contact-messages/${report!.id}`, admin)).json(),
    );
    expect(again.read_at).toBe(detail.read_at);

    const missing = await call("GET", `/admin/contact-messages/${crypto.randomUUID()}`, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({
      code: "contact_message_not_found",
      message: "The message does not exist.",
    });
  });

  it("resolves with a note and reopens, writing each change to the audit log", async () => {
    const [message] = await db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "inbox-20@example.com"));
    const url = `/admin/contact-messages/${message!.id}`;
    const resolved = await call("PUT", url, admin, {
      status: "resolved",
      admin_note: "  Отговорих по имейл.  ",
    });
    expect(resolved.statusCode).toBe(200);
    expect(contactMessageDetail.parse(resolved.json())).toMatchObject({
      status: "resolved",
      admin_note: "Отговорих по имейл.",
      resolved_by: { id: adminId, name: "Анна Колева" },
      read_by: { id: adminId },
    });
    expect(resolved.json().resolved_at).not.toBeNull();

    const reopened = await call("PUT", url, admin, { status: "read" });
    expect(contactMessageDetail.parse(reopened.json())).toMatchObject({
      status: "read",
      admin_note: "Отговорих по имейл.",
      resolved_at: null,
      resolved_by: null,
    });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, message!.id));
    expect(row).toMatchObject({ status: "read", resolvedAt: null, resolvedByUserId: null });

    // the same state again changes nothing; a note alone is recorded as a note
    await call("PUT", url, admin, { status: "read" });
    await call("PUT", url, admin, { status: "read", admin_note: "" });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, message!.id))
      .orderBy(auditLog.createdAt);
    expect(audit.map((a) => [a.action, a.actorUserId, a.subjectType])).toEqual([
      ["contact_message.resolved", adminId, "contact_message"],
      ["contact_message.reopened", adminId, "contact_message"],
      ["contact_message.noted", adminId, "contact_message"],
    ]);
    expect(audit[0]!.data).toEqual({ from: "new", to: "resolved", admin_note: "Отговорих по имейл." });
    expect(audit[2]!.data).toEqual({ from: "read", to: "read", admin_note: null });

    const bad = await call("PUT", url, admin, { status: "new" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["status"]);
    const missing = await call("PUT", `/admin/contact-messages/${crypto.randomUUID()}`, admin, {
      status: "resolved",
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("contact_message_not_found");
  });

  it("counts a message sent through the form in the inbox as new", async () => {
    const { token } = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/v1/contact",
      headers: bearer(token),
      remoteAddress: nextAddress(),
      payload: {
        type: "proposal",
        name: `${marker} Форма`,
        email: "form-sender@example.com",
        message: "Предлагам да добавите тъмна тема на сайта.",
        captcha: await solveCaptcha(t.app),
      },
    });
    expect(res.statusCode).toBe(201);
    const found = await list(`?${q}&status=new&type=proposal`);
    expect(found.data.map((m) => m.id)).toEqual([res.json().id]);
    expect(found.data[0]!.user_id).not.toBeNull();
  });
});
