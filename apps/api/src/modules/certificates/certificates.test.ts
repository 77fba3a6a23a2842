import { providerCertificatesPage, publicCertificate, userCertificatesPage } from "@kursove/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { certificates, courses, orderItems, orders, outbox, users } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import { newCertificateCode, normalizeCertificateCode } from "./certificate-code";

describe("certificates of completion (CERT-ISSUE, CERT-VERIFY, CERT-REVOKE)", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let learner: string;
  /** the owner of Дигитален кампус, whose certification course the demo learner bought */
  let owner: string;
  /** provider@example.com: another provider */
  let stranger: string;
  /** the learner's place in the certification course, and in a course of another type */
  let place: string;
  let plainPlace: string;
  let code = "";

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    learner = await signInDemo(t.app, "learner@example.com");
    owner = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
    stranger = await signInDemo(t.app, "provider@example.com");
    const [buyer] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const items = await db
      .select({ id: orderItems.id, slug: courses.slug })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .where(eq(orders.userId, buyer!.id));
    place = items.find((i) => i.slug === "javascript-i-react-ot-nulata")!.id;
    plainPlace = items.find((i) => i.slug === "sql-za-biznes-analizi")!.id;
  });
  afterAll(() => t.close());

  const mailsOfCertificates = async () =>
    db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "certificate_issued")));

  it("makes random codes of the public shape, and reads a typed code in any case", () => {
    const made = new Set(Array.from({ length: 200 }, () => newCertificateCode()));
    expect(made.size).toBe(200);
    for (const c of made) expect(normalizeCertificateCode(c.toLowerCase())).toBe(c);
    expect(normalizeCertificateCode("1234")).toBeNull();
    expect(normalizeCertificateCode("../../etc")).toBeNull();
  });

  it("lists the learner's place for its provider only: another provider never sees it", async () => {
    const mine = providerCertificatesPage.parse((await call("GET", "/provider/certificates", owner)).json());
    const row = mine.data.find((r) => r.order_item_id === place);
    expect(row).toMatchObject({ learner: { email: "learner@example.com" }, certificate: null });
    expect(mine.courses.length).toBeGreaterThan(0);
    const theirs = providerCertificatesPage.parse(
      (await call("GET", "/provider/certificates", stranger)).json(),
    );
    expect(theirs.data.some((r) => r.order_item_id === place)).toBe(false);
    expect((await call("GET", "/provider/certificates", learner)).statusCode).toBe(403);
    expect((await call("GET", "/provider/certificates", null)).statusCode).toBe(401);
  });

  it("refuses bad input clearly and saves nothing", async () => {
    const bad = await call("POST", "/provider/certificates", owner, { order_item_id: "nope" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.order_item_id).toBeDefined();
    // another provider's place is unknown to it
    const foreign = await call("POST", "/provider/certificates", stranger, { order_item_id: place });
    expect(foreign.statusCode).toBe(404);
    // a course not of the certification type has no certificate
    const plain = await call("POST", "/provider/certificates", stranger, { order_item_id: plainPlace });
    expect(plain.statusCode).toBe(422);
    expect(plain.json()).toMatchObject({ code: "certificate_not_available" });
    expect(plain.json().message).toMatch(/Certification/);
    expect(await db.select().from(certificates)).toHaveLength(0);
    expect(await mailsOfCertificates()).toHaveLength(0);
  });

  it("issues one certificate per place: a second confirmation answers the same code and mails once", async () => {
    const first = await call("POST", "/provider/certificates", owner, { order_item_id: place });
    expect(first.statusCode).toBe(201);
    code = first.json().code;
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const again = await call("POST", "/provider/certificates", owner, { order_item_id: place });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code, created: false });
    expect(await db.select().from(certificates)).toHaveLength(1);
    const mails = await mailsOfCertificates();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe("learner@example.com");
    expect(mails[0]!.text).toContain(`/certificates/${code}`);
    expect(mails[0]!.text).toContain("/profile/certificates");
  });

  it("lets the learner list and download it, and anyone check it without a session", async () => {
    const list = userCertificatesPage.parse((await call("GET", "/user/certificates", learner)).json());
    expect(list.data).toHaveLength(1);
    const mine = list.data[0]!;
    expect(mine).toMatchObject({ code, valid: true, revoked: false, provider: "Дигитален кампус ООД" });
    expect(mine.minutes).toBeGreaterThan(0);
    expect(mine.instructors.length).toBeGreaterThan(0);
    const pdf = await t.app.inject({
      method: "GET",
      url: `${mine.pdf_url}?lang=en`,
      headers: { authorization: `Bearer ${learner}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    // someone else's certificate is not found, whoever asks
    expect((await call("GET", `/user/certificates/${code}/certificate.pdf`, owner)).statusCode).toBe(404);

    const check = await call("GET", `/certificates/${code.toLowerCase()}`, null);
    expect(check.statusCode).toBe(200);
    expect(check.headers["cache-control"]).toBe("no-store");
    expect(publicCertificate.parse(check.json())).toMatchObject({
      valid: true,
      learner_name: expect.any(String),
      course_title: expect.any(String),
    });
  });

  it("answers 404 for an unknown or malformed code, telling nothing else", async () => {
    for (const unknown of ["ZZZZ-ZZZZ-ZZZZ-ZZZZ", "K-001234", "%27%20or%201%3D1"]) {
      const res = await call("GET", `/certificates/${unknown}`, null);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        code: "certificate_not_found",
        message: "There is no certificate with this code.",
      });
    }
  });

  it("revokes with a reason: the public check says revoked at once; an empty reason or another provider changes nothing", async () => {
    const empty = await call("POST", `/provider/certificates/${code}/revoke`, owner, { reason: "  " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toBeDefined();
    const foreign = await call("POST", `/provider/certificates/${code}/revoke`, stranger, {
      reason: "Not ours",
    });
    expect(foreign.statusCode).toBe(404);
    expect((await call("GET", `/certificates/${code}`, null)).json()).toMatchObject({ valid: true });

    const revoked = await call("POST", `/provider/certificates/${code}/revoke`, owner, {
      reason: "Issued by mistake",
    });
    expect(revoked.statusCode).toBe(200);
    const check = (await call("GET", `/certificates/${code}`, null)).json();
    expect(check).toMatchObject({ valid: false, revoked: true });
    expect(JSON.stringify(check)).not.toContain("Issued by mistake");
    const twice = await call("POST", `/provider/certificates/${code}/revoke`, owner, { reason: "Again" });
    expect(twice.statusCode).toBe(409);
    const [row] = await db.select().from(certificates);
    expect(row!.revokeReason).toBe("Issued by mistake");
  });

  it("refuses a place whose course has not started yet", async () => {
    await db.delete(certificates);
    const [item] = await db.select().from(orderItems).where(eq(orderItems.id, place));
    await db
      .update(courses)
      .set({ startsAt: new Date(Date.now() + 7 * 86_400_000) })
      .where(eq(courses.id, item!.courseId));
    const early = await call("POST", "/provider/certificates", owner, { order_item_id: place });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: "certificate_course_not_started" });
    expect(await db.select().from(certificates)).toHaveLength(0);
  });
});
