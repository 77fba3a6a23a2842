import path from "node:path";
import { buffer } from "node:stream/consumers";
import { convertMinor, promotionPricePerDay } from "@kursove/contracts/currency";
import { addDays, todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { verify } from "@node-rs/argon2";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { timingOf } from "../../modules/learning/purchases";
import { localStorage } from "../../platform/storage";
import { createTestApp, type TestApp } from "../../test/test-app";
import { storedCurrency } from "../convert-currency";
import {
  categories,
  courseDocuments,
  courseSessions,
  courses,
  files,
  ledgerEntries,
  orderItems,
  orders,
  promotions,
  providers,
  sandboxAccounts,
  sandboxPaymentIntents,
  users,
} from "../schema/index";
import { courses as courseData } from "./data/courses";
import { seedDemo } from "./seed";

describe("demo data", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is seeded once: a second run changes nothing", async () => {
    const before = await t.database.db.select({ n: count() }).from(courses);
    const again = await seedDemo(t.database.db, localStorage(t.dataDir), { images: false });
    expect(again.seeded).toBe(false);
    const after = await t.database.db.select({ n: count() }).from(courses);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await t.database.db.select({ n: count() }).from(promotions))[0]!.n).toBe(3);
  });

  it("promotes three courses of different providers, open for booking past their promotion's end", async () => {
    const rows = await t.database.db
      .select({ promotion: promotions, course: courses })
      .from(promotions)
      .innerJoin(courses, eq(courses.id, promotions.courseId));
    // the seed ran when its template was made, which may be the day before in Sofia (a run across midnight)
    const seededOn = rows[0]?.promotion.dateFrom ? addDays(rows[0].promotion.dateFrom, 2) : todayInSofia();
    expect([todayInSofia(), addDays(todayInSofia(), -1)]).toContain(seededOn);
    const day = (offset: number) => addDays(seededOn, offset);
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.promotion.providerId)).size).toBe(3);
    for (const { promotion, course } of rows) {
      expect(promotion).toMatchObject({
        status: "paid",
        dateFrom: day(-2),
        dateTo: day(12),
        totalDays: 15,
        amount: 15 * promotionPricePerDay("EUR"),
        currency: "EUR",
        providerId: course.providerId,
      });
      expect(course.status).toBe("approved");
      // CATALOGUE-BOOKABLE-FIRST: the home page's featured courses can be booked while featured
      const salesClose = course.lastSellDate ?? course.endsAt;
      expect(salesClose!.getTime(), course.slug).toBeGreaterThan(Date.parse(`${day(13)}T00:00:00Z`));
    }
  });

  it("prices every course in round euro, its early-bird price below its price", async () => {
    const rows = await t.database.db.select().from(courses);
    expect(rows).toHaveLength(courseData.length);
    for (const c of rows) {
      expect(c.price % 100, c.slug).toBe(0);
      expect(c.price, c.slug).toBe(courseData.find((d) => d.slug === c.slug)!.price);
      if (c.earlyBirdPrice !== null) expect(c.earlyBirdPrice, c.slug).toBeLessThan(c.price);
    }
    expect(rows.find((c) => c.slug === "javascript-i-react-ot-nulata")!.price).toBe(76_000);
  });

  it("closes every seeded course's sales before its first session, so the editor can save it as it is", async () => {
    const rows = await t.database.db
      .select({ lastSellDate: courses.lastSellDate, startsAt: courses.startsAt })
      .from(courses);
    // bookable courses (sold hour by hour) have none
    const scheduled = rows.filter((r) => r.startsAt && r.lastSellDate);
    expect(scheduled.length).toBeGreaterThan(0);
    for (const r of scheduled) expect(r.lastSellDate!.getTime()).toBeLessThan(r.startsAt!.getTime());
  });

  it("has the catalogue the foundation promises", async () => {
    const db = t.database.db;
    const [courseCount] = await db.select({ n: count() }).from(courses);
    const [providerCount] = await db
      .select({ n: count() })
      .from(providers)
      .where(eq(providers.status, "approved"));
    const tops = await db.select().from(categories);
    expect(courseCount!.n).toBeGreaterThanOrEqual(60);
    expect(providerCount!.n).toBeGreaterThanOrEqual(6);
    expect(tops.filter((c) => c.parentId === null).length).toBeGreaterThanOrEqual(8);
    const sessions = await db.select().from(courseSessions);
    const now = Date.now();
    expect(sessions.some((s) => s.endsAt.getTime() < now)).toBe(true);
    expect(sessions.some((s) => s.startsAt.getTime() > now)).toBe(true);
  });

  it("has the four demo accounts with the demo password", async () => {
    const rows = await t.database.db.select().from(users);
    for (const email of [
      "admin@example.com",
      "provider@example.com",
      "lector@example.com",
      "learner@example.com",
    ]) {
      const user = rows.find((u) => u.email === email);
      expect(user, email).toBeDefined();
      expect(await verify(user!.passwordHash, "demo12345")).toBe(true);
      expect(user!.emailVerifiedAt).not.toBeNull();
    }
    expect(rows.find((u) => u.email === "admin@example.com")!.isAdmin).toBe(true);
  });

  it("has one provider request awaiting an administrator, hidden from the public", async () => {
    const pending = await t.database.db
      .select({ provider: providers, owner: users })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.ownerUserId))
      .where(eq(providers.status, "pending"));
    expect(pending.map((r) => r.owner.email)).toEqual(["applicant@example.com"]);
    expect(pending[0]!.provider.submittedAt).not.toBeNull();
    const list = await t.app.inject({ method: "GET", url: "/api/v1/providers" });
    expect(JSON.stringify(list.json())).not.toContain("uchilishte-vazhod");
  });

  it("gives every demo provider its owner as the contact person, so its portfolio can be saved as it is", async () => {
    const rows = await t.database.db
      .select({ provider: providers, owner: users })
      .from(providers)
      .innerJoin(users, eq(users.id, providers.ownerUserId));
    expect(rows.length).toBeGreaterThanOrEqual(7);
    for (const { provider, owner } of rows) {
      expect(provider.contactFirstName, provider.slug).toBe(owner.firstName);
      expect(provider.contactLastName, provider.slug).toBe(owner.lastName);
      expect(provider.phone, provider.slug).not.toBe("");
      expect(provider.address, provider.slug).not.toBe("");
    }
  });

  it("connects the demo providers' payout accounts in the sandbox, all but one new provider", async () => {
    const db = t.database.db;
    const rows = await db.select().from(providers).where(eq(providers.status, "approved"));
    const accounts = await db.select().from(sandboxAccounts);
    const fresh = rows.find((p) => p.slug === "nova-shkola");
    expect(fresh).toMatchObject({ paymentAccountId: null, paymentPayoutsEnabled: false });
    const owner = (await db.select().from(users).where(eq(users.id, fresh!.ownerUserId)))[0];
    expect(owner!.email).toBe("newprovider@example.com");
    expect(await verify(owner!.passwordHash, "demo12345")).toBe(true);
    const connected = rows.filter((p) => p.slug !== "nova-shkola");
    expect(connected.length).toBeGreaterThanOrEqual(6);
    for (const p of connected) {
      expect(p, p.slug).toMatchObject({
        paymentDetailsSubmitted: true,
        paymentChargesEnabled: true,
        paymentPayoutsEnabled: true,
      });
      expect(p.paymentAccountUpdatedAt, p.slug).not.toBeNull();
      const account = accounts.find((a) => a.id === p.paymentAccountId);
      expect(account, p.slug).toMatchObject({ iban: p.iban, payoutsEnabled: true, chargesEnabled: true });
    }
  });

  it("gives the demo learner paid orders for a future, an ongoing and a past course, as checkout leaves them", async () => {
    const db = t.database.db;
    const [learner] = await db.select().from(users).where(eq(users.email, "learner@example.com"));
    const rows = await db
      .select({ order: orders, item: orderItems, course: courses })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .innerJoin(courses, eq(courses.id, orderItems.courseId))
      .where(eq(orders.userId, learner!.id));
    const timings = rows.map((r) => timingOf(r.course.startsAt, r.course.endsAt));
    expect(new Set(timings)).toEqual(new Set(["future", "ongoing", "past"]));
    for (const { order, item, course } of rows) {
      expect(order.status).toBe("paid");
      // sold in the currency of sale (euro by default) at the course's price
      expect(order.currency).toBe("EUR");
      expect(item.unitPrice).toBe(course.price);
      expect(order.number).toMatch(/^K-\d+$/);
      expect(order.paymentMethod).toMatchObject({ brand: "visa", last4: "4242" });
      expect(course.soldCount, course.slug).toBeGreaterThanOrEqual(item.quantity);
      const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, item.id));
      const sum = (kind: string) => ledger.filter((l) => l.kind === kind).reduce((s, l) => s + l.amount, 0);
      expect(sum("charge")).toBe(item.total);
      expect(sum("commission") + sum("provider_share")).toBe(item.total);
      expect(new Set(ledger.map((l) => l.currency))).toEqual(new Set(["EUR"]));
      // the sandbox holds the payment, so a cancellation is refunded through the gateway for real
      const [intent] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, order.paymentIntentId!));
      expect(intent).toMatchObject({
        status: "succeeded",
        amount: order.total,
        currency: "eur",
        amountRefunded: 0,
      });
    }
    expect(rows.reduce((s, r) => s + r.item.total, 0)).toBe(
      [...new Map(rows.map((r) => [r.order.id, r.order.total])).values()].reduce((a, b) => a + b, 0),
    );
  });

  it("attaches a programme document and an uploaded lesson video to the demo learner's courses", async () => {
    const db = t.database.db;
    const docs = await db
      .select({ doc: courseDocuments, file: files, slug: courses.slug })
      .from(courseDocuments)
      .innerJoin(files, eq(files.id, courseDocuments.fileId))
      .innerJoin(courses, eq(courses.id, courseDocuments.courseId));
    expect(docs.map((d) => d.slug)).toContain("javascript-i-react-ot-nulata");
    for (const { doc, file } of docs) {
      expect(doc.attachedAt).not.toBeNull();
      expect(file).toMatchObject({ mime: "text/plain", visibility: "private" });
      const stored = await localStorage(path.join(t.dataDir, "files")).read(file.storageKey);
      expect(stored!.size).toBe(file.size);
      // read to the end: a stream left open would fail once the test's folder is gone
      expect((await buffer(stored!.stream)).length).toBe(file.size);
    }
    const [recording] = await db
      .select({ file: files })
      .from(courses)
      .innerJoin(files, eq(files.id, courses.videoFileId))
      .where(eq(courses.slug, "power-bi-ot-nulata"));
    expect(recording!.file).toMatchObject({ mime: "video/webm", visibility: "private" });
    expect(recording!.file.size).toBeGreaterThan(10_000);
  });
});

describe("demo data when selling in leva (CURRENCY=BGN)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "reference" });
    await seedDemo(t.database.db, localStorage(t.dataDir), { images: false, currency: "BGN" });
  });
  afterAll(() => t.close());

  it("converts the euro prices at the fixed rate and sells, promotes and charges in leva", async () => {
    const db = t.database.db;
    const rows = await db.select().from(courses);
    for (const c of rows) {
      const data = courseData.find((d) => d.slug === c.slug)!;
      expect(c.price, c.slug).toBe(convertMinor(data.price, "EUR", "BGN"));
      if (data.earlyBirdPrice !== undefined) {
        expect(c.earlyBirdPrice, c.slug).toBe(convertMinor(data.earlyBirdPrice, "EUR", "BGN"));
        expect(c.earlyBirdPrice!, c.slug).toBeLessThan(c.price);
      }
    }
    // 760.00 EUR = 1486.43 BGN
    expect(rows.find((c) => c.slug === "javascript-i-react-ot-nulata")!.price).toBe(148_643);
    for (const p of await db.select().from(promotions))
      expect(p).toMatchObject({ amount: 15 * 299, currency: "BGN" });
    const sold = await db.select().from(orders);
    expect(sold.length).toBeGreaterThan(0);
    for (const order of sold) {
      expect(order.currency).toBe("BGN");
      const [intent] = await db
        .select()
        .from(sandboxPaymentIntents)
        .where(eq(sandboxPaymentIntents.id, order.paymentIntentId!));
      expect(intent).toMatchObject({ amount: order.total, currency: "bgn" });
    }
    expect(new Set((await db.select().from(ledgerEntries)).map((l) => l.currency))).toEqual(new Set(["BGN"]));
    expect(await storedCurrency(db)).toBe("BGN");
  });
});
