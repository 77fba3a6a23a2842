import { randomUUID } from "node:crypto";
import { adminFaq, adminFaqGroup, adminFaqItem, faqPage } from "@kursove/contracts";
import { count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { auditLog, faqGroups, faqItems } from "../../db/schema/index";
import { faqGroups as seededGroups } from "../../db/seed/data/faq";
import { apiCaller, bearer, nextAddress, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("the FAQ: published questions by group, edited by admins", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let learner: string;

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    learner = await signInDemo(t.app, "learner@example.com");
  });
  afterAll(() => t.close());

  /** GET /faq anonymously in a language. */
  const publicFaq = async (language: "bg" | "en") => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/v1/faq",
      headers: { "content-language": language },
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(200);
    return { res, body: faqPage.parse(res.json()) };
  };
  const adminView = async () => {
    const res = await call("GET", "/admin/faq", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    return adminFaq.parse(res.json());
  };
  const newGroup = async (title_bg: string, title_en: string) => {
    const res = await call("POST", "/admin/faq/groups", admin, { title_bg, title_en });
    expect(res.statusCode).toBe(201);
    return adminFaqGroup.parse(res.json());
  };
  const itemBody = (groupId: string, n: string, published = true) => ({
    group_id: groupId,
    question_bg: `Въпрос ${n}?`,
    question_en: `Question ${n}?`,
    answer_bg: `Отговор ${n}.`,
    answer_en: `Answer ${n}.`,
    published,
  });
  const newItem = async (groupId: string, n: string, published = true) => {
    const res = await call("POST", "/admin/faq/items", admin, itemBody(groupId, n, published));
    expect(res.statusCode).toBe(201);
    return adminFaqItem.parse(res.json());
  };
  const groupOrder = async () => (await adminView()).groups.map((g) => g.id);
  const itemOrder = async (groupId: string) =>
    (await adminView()).groups.find((g) => g.id === groupId)!.items.map((i) => i.id);
  const auditOf = async (subjectId: string) =>
    (await db.select().from(auditLog).where(eq(auditLog.subjectId, subjectId))).map((a) => a.action);
  const counts = async () => ({
    groups: (await db.select({ n: count() }).from(faqGroups))[0]!.n,
    items: (await db.select({ n: count() }).from(faqItems))[0]!.n,
  });

  it("answers the seeded questions in the request's language, by group, in order, as plain text", async () => {
    const bg = await publicFaq("bg");
    const en = await publicFaq("en");
    expect(bg.res.headers.vary).toContain("Content-Language");
    expect(bg.body.groups.map((g) => g.title)).toEqual(seededGroups.map((g) => g.titleBg));
    expect(en.body.groups.map((g) => g.title)).toEqual(seededGroups.map((g) => g.titleEn));
    expect(bg.body.groups[0]!.items.map((i) => i.question)).toEqual(
      seededGroups[0]!.items.map((i) => i.questionBg),
    );
    expect(en.body.groups[1]!.items.map((i) => i.answer)).toEqual(
      seededGroups[1]!.items.map((i) => i.answerEn),
    );
    // the same questions in both languages, with the same ids
    expect(en.body.groups.flatMap((g) => g.items.map((i) => i.id))).toEqual(
      bg.body.groups.flatMap((g) => g.items.map((i) => i.id)),
    );
    expect(bg.body.groups[0]!.items[0]).toEqual({
      id: expect.any(String),
      question: "Трябва ли ми профил, за да разглеждам курсовете?",
      answer: expect.stringContaining("Каталогът е достъпен за всички"),
    });
    // answers are plain text with paragraphs split by blank lines, never HTML
    const answers = en.body.groups.flatMap((g) => g.items.map((i) => i.answer));
    expect(answers.some((a) => a.includes("\n\n"))).toBe(true);
    expect(answers.every((a) => !/<[a-z]/i.test(a))).toBe(true);
  });

  it("hides unpublished questions and the groups left without a published one", async () => {
    const group = await newGroup("Чернови", "Drafts");
    const draft = await newItem(group.id, "чернова", false);
    const hidden = (await publicFaq("en")).body;
    expect(hidden.groups.map((g) => g.id)).not.toContain(group.id);
    expect(hidden.groups.flatMap((g) => g.items.map((i) => i.id))).not.toContain(draft.id);
    // admins see it, marked unpublished
    const mine = (await adminView()).groups.find((g) => g.id === group.id)!;
    expect(mine.items).toMatchObject([{ id: draft.id, published: false, question_en: "Question чернова?" }]);

    const published = await call("PUT", `/admin/faq/items/${draft.id}`, admin, {
      ...itemBody(group.id, "чернова"),
      published: true,
    });
    expect(published.statusCode).toBe(200);
    const shown = (await publicFaq("bg")).body;
    expect(shown.groups.at(-1)).toEqual({
      id: group.id,
      title: "Чернови",
      items: [{ id: draft.id, question: "Въпрос чернова?", answer: "Отговор чернова." }],
    });

    // a second, unpublished question stays hidden next to the published one
    const other = await newItem(group.id, "скрит", false);
    const again = (await publicFaq("en")).body.groups.find((g) => g.id === group.id)!;
    expect(again.items.map((i) => i.id)).toEqual([draft.id]);
    expect(again.items.map((i) => i.id)).not.toContain(other.id);
  });

  it("orders groups and questions by position, then by creation time", async () => {
    const first = await newGroup("Ред А", "Order A");
    const second = await newGroup("Ред Б", "Order B");
    const a = await newItem(first.id, "а1");
    await newItem(second.id, "б1");
    // equal positions fall back to creation time; a lower position goes first
    await db
      .update(faqGroups)
      .set({ position: -5, createdAt: new Date("2020-01-02T00:00:00Z") })
      .where(eq(faqGroups.id, second.id));
    await db
      .update(faqGroups)
      .set({ position: -5, createdAt: new Date("2020-01-01T00:00:00Z") })
      .where(eq(faqGroups.id, first.id));
    const b = await newItem(first.id, "а2");
    await db.update(faqItems).set({ position: -1 }).where(eq(faqItems.id, b.id));
    const view = (await publicFaq("en")).body;
    expect(view.groups.slice(0, 2).map((g) => g.id)).toEqual([first.id, second.id]);
    expect(view.groups[0]!.items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await groupOrder()).slice(0, 2)).toEqual([first.id, second.id]);
    // back to the end, so the other tests keep the seeded groups first
    await db.delete(faqGroups).where(inArray(faqGroups.id, [first.id, second.id]));
  });

  it("adds, renames and deletes groups and questions, appending them last, with an audit entry", async () => {
    const before = await adminView();
    const created = await call("POST", "/admin/faq/groups", admin, {
      title_bg: "  Сертификати  ",
      title_en: "Certificates",
    });
    expect(created.statusCode).toBe(201);
    expect(created.headers["cache-control"]).toBe("no-store");
    const group = adminFaqGroup.parse(created.json());
    expect(group).toMatchObject({ title_bg: "Сертификати", title_en: "Certificates", items: [] });
    expect(group.position).toBeGreaterThan(Math.max(...before.groups.map((g) => g.position)));
    expect((await groupOrder()).at(-1)).toBe(group.id);

    const renamed = await call("PUT", `/admin/faq/groups/${group.id}`, admin, {
      title_bg: "Удостоверения",
      title_en: "Certificates and diplomas",
    });
    expect(renamed.statusCode).toBe(200);
    const [storedGroup] = await db.select().from(faqGroups).where(eq(faqGroups.id, group.id));
    expect(storedGroup).toMatchObject({ titleBg: "Удостоверения", titleEn: "Certificates and diplomas" });

    const one = await newItem(group.id, "едно");
    const two = await newItem(group.id, "две");
    expect(two.position).toBeGreaterThan(one.position);
    expect(await itemOrder(group.id)).toEqual([one.id, two.id]);
    const [storedItem] = await db.select().from(faqItems).where(eq(faqItems.id, one.id));
    expect(storedItem).toMatchObject({
      groupId: group.id,
      questionBg: "Въпрос едно?",
      questionEn: "Question едно?",
      answerBg: "Отговор едно.",
      answerEn: "Answer едно.",
      published: true,
    });

    const edited = await call("PUT", `/admin/faq/items/${one.id}`, admin, {
      ...itemBody(group.id, "едно"),
      answer_en: "First paragraph.\n\nSecond paragraph.",
      published: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(adminFaqItem.parse(edited.json())).toMatchObject({
      answer_en: "First paragraph.\n\nSecond paragraph.",
      published: false,
      position: one.position,
    });

    expect((await call("DELETE", `/admin/faq/items/${one.id}`, admin)).statusCode).toBe(204);
    expect((await call("DELETE", `/admin/faq/items/${two.id}`, admin)).statusCode).toBe(204);
    expect(await db.select().from(faqItems).where(eq(faqItems.groupId, group.id))).toHaveLength(0);
    expect((await call("DELETE", `/admin/faq/groups/${group.id}`, admin)).statusCode).toBe(204);
    expect(await db.select().from(faqGroups).where(eq(faqGroups.id, group.id))).toHaveLength(0);

    expect((await auditOf(group.id)).sort()).toEqual([
      "faq.group.created",
      "faq.group.deleted",
      "faq.group.updated",
    ]);
    expect((await auditOf(one.id)).sort()).toEqual([
      "faq.item.created",
      "faq.item.deleted",
      "faq.item.updated",
    ]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.subjectId, two.id));
    expect(entry!.actorUserId).not.toBeNull();
  });

  it("refuses invalid titles, questions and answers per field and changes nothing", async () => {
    const group = await newGroup("Проверки", "Checks");
    const item = await newItem(group.id, "проверка");
    const before = await counts();
    const beforeAudit = (await db.select({ n: count() }).from(auditLog))[0]!.n;

    const badGroup = await call("POST", "/admin/faq/groups", admin, { title_bg: " а ", title_en: "" });
    expect(badGroup.statusCode).toBe(422);
    expect(badGroup.json()).toMatchObject({
      code: "validation_failed",
      message: "The given data was invalid",
      errors: {
        title_bg: ["Enter a title of 2 to 120 characters"],
        title_en: ["This field is required"],
      },
    });
    const longTitle = await call("PUT", `/admin/faq/groups/${group.id}`, admin, {
      title_bg: "Я".repeat(121),
      title_en: "Fine title",
    });
    expect(longTitle.statusCode).toBe(422);
    expect(Object.keys(longTitle.json().errors)).toEqual(["title_bg"]);

    const badItem = await call("POST", "/admin/faq/items", admin, {
      group_id: "not-a-group",
      question_bg: "Къс",
      question_en: "     ",
      answer_bg: "Д".repeat(5001),
      published: true,
    });
    expect(badItem.statusCode).toBe(422);
    expect(badItem.json().errors).toEqual({
      group_id: ["Choose a group"],
      question_bg: ["Enter a question of 5 to 300 characters"],
      question_en: ["This field is required"],
      answer_bg: ["Enter an answer of 5 to 5000 characters"],
      answer_en: ["This field is required"],
    });
    // in Bulgarian when asked so
    const inBulgarian = await t.app.inject({
      method: "POST",
      url: "/api/v1/admin/faq/items",
      headers: { ...bearer(admin), "content-language": "bg" },
      remoteAddress: nextAddress(),
      payload: { ...itemBody(group.id, "x"), question_bg: "Къс" },
    });
    expect(inBulgarian.statusCode).toBe(422);
    expect(inBulgarian.json().errors).toEqual({ question_bg: ["Въведете въпрос от 5 до 300 знака"] });

    const unknownGroup = await call("POST", "/admin/faq/items", admin, itemBody(randomUUID(), "никъде"));
    expect(unknownGroup.statusCode).toBe(422);
    expect(unknownGroup.json().errors).toEqual({ group_id: ["Choose a group"] });

    const badEdit = await call("PUT", `/admin/faq/items/${item.id}`, admin, {
      ...itemBody(group.id, "проверка"),
      question_en: "Why?",
      answer_en: "Ok",
    });
    expect(badEdit.statusCode).toBe(422);
    expect(Object.keys(badEdit.json().errors).sort()).toEqual(["answer_en", "question_en"]);
    const movedNowhere = await call("PUT", `/admin/faq/items/${item.id}`, admin, {
      ...itemBody(randomUUID(), "проверка"),
    });
    expect(movedNowhere.statusCode).toBe(422);

    expect(await counts()).toEqual(before);
    expect((await db.select({ n: count() }).from(auditLog))[0]!.n).toBe(beforeAudit);
    const [stored] = await db.select().from(faqItems).where(eq(faqItems.id, item.id));
    expect(stored).toMatchObject({
      groupId: group.id,
      questionEn: "Question проверка?",
      answerEn: "Answer проверка.",
    });
    const [storedGroup] = await db.select().from(faqGroups).where(eq(faqGroups.id, group.id));
    expect(storedGroup).toMatchObject({ titleBg: "Проверки", titleEn: "Checks" });
  });

  it("answers 404 for unknown groups and questions", async () => {
    const id = randomUUID();
    const group = { title_bg: "Група", title_en: "Group" };
    for (const [method, url, payload] of [
      ["PUT", `/admin/faq/groups/${id}`, group],
      ["DELETE", `/admin/faq/groups/${id}`, undefined],
      ["POST", `/admin/faq/groups/${id}/move`, { direction: "up" }],
      ["PUT", `/admin/faq/items/${id}`, itemBody((await adminView()).groups[0]!.id, "липсващ")],
      ["DELETE", `/admin/faq/items/${id}`, undefined],
      ["POST", `/admin/faq/items/${id}/move`, { direction: "down" }],
    ] as const) {
      const res = await call(method, url, admin, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe("not_found");
    }
  });

  it("keeps a group that still has questions (409)", async () => {
    const group = await newGroup("Пълна група", "Full group");
    const item = await newItem(group.id, "остава");
    const res = await call("DELETE", `/admin/faq/groups/${group.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "faq_group_not_empty",
      message: "The group has questions. Move or delete them before deleting the group.",
    });
    expect(await db.select().from(faqGroups).where(eq(faqGroups.id, group.id))).toHaveLength(1);
    expect(await db.select().from(faqItems).where(eq(faqItems.id, item.id))).toHaveLength(1);
    expect(await auditOf(group.id)).toEqual(["faq.group.created"]);
  });

  it("moves groups up and down, and does nothing at the edges", async () => {
    const start = await groupOrder();
    const [first, second] = start;
    const moved = await call("POST", `/admin/faq/groups/${second}/move`, admin, { direction: "up" });
    expect(moved.statusCode).toBe(200);
    expect(
      adminFaq
        .parse(moved.json())
        .groups.slice(0, 2)
        .map((g) => g.id),
    ).toEqual([second, first]);
    expect((await publicFaq("en")).body.groups[0]!.id).toBe(second);
    expect(await auditOf(second!)).toEqual(["faq.group.moved"]);

    // the top group cannot go higher: nothing changes and nothing is recorded
    const positions = await db.select({ id: faqGroups.id, position: faqGroups.position }).from(faqGroups);
    const top = await call("POST", `/admin/faq/groups/${second}/move`, admin, { direction: "up" });
    expect(top.statusCode).toBe(200);
    expect(await db.select({ id: faqGroups.id, position: faqGroups.position }).from(faqGroups)).toEqual(
      positions,
    );
    expect(await auditOf(second!)).toEqual(["faq.group.moved"]);

    const last = start.at(-1)!;
    expect(
      (await call("POST", `/admin/faq/groups/${last}/move`, admin, { direction: "down" })).statusCode,
    ).toBe(200);
    expect((await groupOrder()).at(-1)).toBe(last);
    expect(await auditOf(last)).not.toContain("faq.group.moved");

    // and back down again: the order is the one we started with
    expect(
      (await call("POST", `/admin/faq/groups/${second}/move`, admin, { direction: "down" })).statusCode,
    ).toBe(200);
    expect(await groupOrder()).toEqual(start);

    const bad = await call("POST", `/admin/faq/groups/${first}/move`, admin, { direction: "sideways" });
    expect(bad.statusCode).toBe(422);
    expect(await groupOrder()).toEqual(start);
  });

  it("moves questions within their group, and does nothing at the edges", async () => {
    const group = await newGroup("Подреждане", "Ordering");
    const a = await newItem(group.id, "А");
    const b = await newItem(group.id, "Б");
    const c = await newItem(group.id, "В");
    // equal positions (as rows written by hand may have) still move
    await db.update(faqItems).set({ position: 0 }).where(eq(faqItems.groupId, group.id));

    const down = await call("POST", `/admin/faq/items/${a.id}/move`, admin, { direction: "down" });
    expect(down.statusCode).toBe(200);
    expect(
      adminFaq
        .parse(down.json())
        .groups.find((g) => g.id === group.id)!
        .items.map((i) => i.id),
    ).toEqual([b.id, a.id, c.id]);
    expect((await call("POST", `/admin/faq/items/${c.id}/move`, admin, { direction: "up" })).statusCode).toBe(
      200,
    );
    expect(await itemOrder(group.id)).toEqual([b.id, c.id, a.id]);
    expect(
      (await publicFaq("en")).body.groups.find((g) => g.id === group.id)!.items.map((i) => i.id),
    ).toEqual([b.id, c.id, a.id]);

    // at the edges: nothing moves and nothing is recorded
    expect((await call("POST", `/admin/faq/items/${b.id}/move`, admin, { direction: "up" })).statusCode).toBe(
      200,
    );
    expect(
      (await call("POST", `/admin/faq/items/${a.id}/move`, admin, { direction: "down" })).statusCode,
    ).toBe(200);
    expect(await itemOrder(group.id)).toEqual([b.id, c.id, a.id]);
    expect(await auditOf(b.id)).toEqual(["faq.item.created"]);
    expect((await auditOf(a.id)).sort()).toEqual(["faq.item.created", "faq.item.moved"]);
    // the other groups' questions did not move
    const seededFirst = (await adminView()).groups.find((g) => g.title_bg === seededGroups[0]!.titleBg)!;
    expect(seededFirst.items.map((i) => i.question_bg)).toEqual(
      seededGroups[0]!.items.map((i) => i.questionBg),
    );
  });

  it("moves a question to another group, last there", async () => {
    const from = await newGroup("Откъде", "From");
    const to = await newGroup("Накъде", "To");
    const moving = await newItem(from.id, "мести се");
    const staying = await newItem(from.id, "остава тук");
    const there = await newItem(to.id, "вече там");
    const res = await call("PUT", `/admin/faq/items/${moving.id}`, admin, {
      ...itemBody(to.id, "мести се"),
      question_en: "Question that moved?",
    });
    expect(res.statusCode).toBe(200);
    const moved = adminFaqItem.parse(res.json());
    expect(moved).toMatchObject({ group_id: to.id, question_en: "Question that moved?" });
    expect(moved.position).toBeGreaterThan(there.position);
    expect(await itemOrder(to.id)).toEqual([there.id, moving.id]);
    expect(await itemOrder(from.id)).toEqual([staying.id]);
    const entries = await db.select().from(auditLog).where(eq(auditLog.subjectId, moving.id));
    expect(entries.find((e) => e.action === "faq.item.updated")!.data).toMatchObject({
      group_id: to.id,
      from_group_id: from.id,
    });
    // the source group, now without it, can still not be deleted while "staying" is there
    expect((await call("DELETE", `/admin/faq/groups/${from.id}`, admin)).statusCode).toBe(409);
  });

  it("lets only admins in: 401 anonymous, 403 learners; the public list needs no account", async () => {
    const group = (await adminView()).groups[0]!;
    const item = group.items[0]!;
    const before = await counts();
    const routes = [
      ["GET", "/admin/faq", undefined],
      ["POST", "/admin/faq/groups", { title_bg: "Група", title_en: "Group" }],
      ["PUT", `/admin/faq/groups/${group.id}`, { title_bg: "Група", title_en: "Group" }],
      ["DELETE", `/admin/faq/groups/${group.id}`, undefined],
      ["POST", `/admin/faq/groups/${group.id}/move`, { direction: "down" }],
      ["POST", "/admin/faq/items", itemBody(group.id, "чужд")],
      ["PUT", `/admin/faq/items/${item.id}`, itemBody(group.id, "чужд")],
      ["DELETE", `/admin/faq/items/${item.id}`, undefined],
      ["POST", `/admin/faq/items/${item.id}/move`, { direction: "down" }],
    ] as const;
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, learner, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await counts()).toEqual(before);
    const after = (await adminView()).groups[0]!;
    expect(after).toEqual(group);
    expect((await call("GET", "/faq", null)).statusCode).toBe(200);
  });
});
