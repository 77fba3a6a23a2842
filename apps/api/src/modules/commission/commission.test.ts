import { commissionChange, commissionOverview, ownProvider } from "@kursove/contracts";
import { sofiaInstant, todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { auditLog, commissionRates, courses, ledgerEntries, orderItems } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { pendingProvider } from "../../test/courses";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";
import { commissionRateFor } from "./commission.service";

const day = 24 * 60 * 60 * 1000;
/** The Sofia date `days` from today. */
const sofiaDate = (days: number) => todayInSofia(new Date(Date.now() + days * day));

describe("commission rates: the platform's default and each provider's own, from a date", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let learner: string;
  let providerToken: string;
  /** the demo provider's account and one of its courses on sale */
  let provider: { id: string; slug: string };
  let course: { id: string; price: number };

  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    learner = await signInDemo(t.app, "learner@example.com");
    providerToken = await signInDemo(t.app, "provider@example.com");
    provider = ownProvider.parse((await call("GET", "/provider", providerToken)).json());
    const page = (await call("GET", `/courses?provider=${provider.slug}&sort=newest`, null)).json();
    const onSale = page.courses.find(
      (c: { places_left: number; timing: string }) => c.places_left > 3 && c.timing === "future",
    );
    course = { id: onSale.id, price: onSale.current_price };
    await db.update(courses).set({ requiresBookingApproval: false }).where(eq(courses.id, course.id));
  });
  afterAll(() => t.close());

  const overview = async () =>
    commissionOverview.parse((await call("GET", "/admin/commission", admin)).json());
  const setRate = (body: object) => call("POST", "/admin/commission", admin, body);
  const itemOf = async (orderId: string) =>
    (await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))[0]!;
  const commissionOf = async (orderId: string) =>
    (
      await db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.orderId, orderId), eq(ledgerEntries.kind, "commission")))
    ).reduce((sum, l) => sum + l.amount, 0);

  it("resolves a rate by date: the provider's own in force, else the default, never a future one", async () => {
    const { provider: fresh } = await pendingProvider(t.app, "Комисия По Дати");
    const now = new Date();
    await db.insert(commissionRates).values([
      { providerId: fresh.id, rateBp: 1200, effectiveFrom: new Date("2024-01-01T00:00:00Z") },
      { providerId: fresh.id, rateBp: 900, effectiveFrom: new Date(now.getTime() + 5 * day) },
    ]);
    const future = await setRate({ provider_id: null, rate: 20, effective_from: sofiaDate(10) });
    expect(future.statusCode).toBe(201);

    expect(await commissionRateFor(db, fresh.id, new Date("2023-11-01T00:00:00Z"))).toBe(1500);
    expect(await commissionRateFor(db, fresh.id, new Date("2023-12-15T00:00:00Z"))).toBe(1500);
    expect(await commissionRateFor(db, fresh.id, now)).toBe(1200);
    expect(await commissionRateFor(db, fresh.id, new Date(now.getTime() + 6 * day))).toBe(900);
    // a provider without its own rate follows the default, the scheduled one once it starts
    expect(await commissionRateFor(db, provider.id, now)).toBe(1500);
    expect(await commissionRateFor(db, provider.id, new Date(now.getTime() + 11 * day))).toBe(2000);

    const view = await overview();
    expect(view.default.rate).toBe(15);
    expect(view.scheduled.map((s) => s.rate)).toEqual([20]);
    const row = view.providers.find((p) => p.id === fresh.id);
    expect(row).toMatchObject({ rate: 12, own: true, next: { rate: 9 } });
    expect(view.providers.find((p) => p.id === provider.id)).toMatchObject({
      rate: 15,
      own: false,
      next: null,
    });

    // the scheduled default is canceled before it starts; it leaves the history and the audit says who did it
    const id = commissionChange.parse(future.json()).id;
    expect((await call("DELETE", `/admin/commission/${id}`, admin)).statusCode).toBe(204);
    expect(await db.select().from(commissionRates).where(eq(commissionRates.id, id))).toHaveLength(0);
    expect(await commissionRateFor(db, provider.id, new Date(now.getTime() + 11 * day))).toBe(1500);
    const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, id));
    expect(audit.map((a) => a.action).sort()).toEqual(["commission.canceled", "commission.set"]);
  });

  it("keeps the rate a sale was made at on its item and ledger; a later sale takes the new one", async () => {
    const before = await payForCourses(call, learner, [{ id: course.id, quantity: 1 }]);
    const sold = await itemOf(before.order_id);
    expect(sold.commissionBp).toBe(1500);
    expect(await commissionOf(before.order_id)).toBe(Math.round((sold.total * 1500) / 10_000));

    const set = await setRate({
      provider_id: provider.id,
      rate: 10,
      effective_from: todayInSofia(),
      note: "Партньорска отстъпка",
    });
    expect(set.statusCode).toBe(201);
    const change = commissionChange.parse(set.json());
    expect(change).toMatchObject({
      provider: { id: provider.id },
      rate: 10,
      note: "Партньорска отстъпка",
      created_by: { name: "Анна Колева" },
      cancelable: false,
    });
    expect(change.effective_from).toBe(sofiaInstant(todayInSofia(), "00:00").toISOString());
    const [stored] = await db.select().from(commissionRates).where(eq(commissionRates.id, change.id));
    expect(stored!.rateBp).toBe(1000);
    // the provider sees the rate in force now
    expect(ownProvider.parse((await call("GET", "/provider", providerToken)).json()).commission).toBe(10);

    const after = await payForCourses(call, learner, [{ id: course.id, quantity: 1 }]);
    const soldAfter = await itemOf(after.order_id);
    expect(soldAfter.commissionBp).toBe(1000);
    expect(await commissionOf(after.order_id)).toBe(Math.round((soldAfter.total * 1000) / 10_000));
    // the first sale did not move
    expect((await itemOf(before.order_id)).commissionBp).toBe(1500);
    expect(await commissionOf(before.order_id)).toBe(Math.round((sold.total * 1500) / 10_000));

    // a change from tomorrow waits: the next sale still takes 10%, the table shows it as next
    const next = await setRate({ provider_id: provider.id, rate: 12.5, effective_from: sofiaDate(1) });
    expect(next.statusCode).toBe(201);
    expect(commissionChange.parse(next.json()).cancelable).toBe(true);
    const view = await overview();
    expect(view.providers.find((p) => p.id === provider.id)).toMatchObject({
      rate: 10,
      own: true,
      next: { id: next.json().id, rate: 12.5 },
    });
    expect(view.history[0]).toMatchObject({ id: next.json().id, created_by: { name: "Анна Колева" } });
    const third = await payForCourses(call, learner, [{ id: course.id, quantity: 1 }]);
    expect((await itemOf(third.order_id)).commissionBp).toBe(1000);
    const stored125 = await db.select().from(commissionRates).where(eq(commissionRates.id, next.json().id));
    expect(stored125[0]!.rateBp).toBe(1250);

    // a change in force is history: it cannot be canceled, nor can the first default
    expect((await call("DELETE", `/admin/commission/${change.id}`, admin)).json().code).toBe(
      "decision_already_made",
    );
    const initial = view.history.find((h) => h.provider === null && h.created_by === null);
    const refused = await call("DELETE", `/admin/commission/${initial!.id}`, admin);
    expect(refused.statusCode).toBe(409);
    expect((await call("DELETE", `/admin/commission/${crypto.randomUUID()}`, admin)).statusCode).toBe(404);
  });

  it("refuses a rate out of 0-100, with more than two decimals or from a past date, and changes nothing", async () => {
    const count = async () => (await db.select().from(commissionRates)).length;
    const rows = await count();
    const today = todayInSofia();
    for (const [body, field] of [
      [{ provider_id: null, rate: 101, effective_from: today }, "rate"],
      [{ provider_id: null, rate: -1, effective_from: today }, "rate"],
      [{ provider_id: null, rate: 12.345, effective_from: today }, "rate"],
      [{ provider_id: null, rate: 12, effective_from: sofiaDate(-1) }, "effective_from"],
      [{ provider_id: null, rate: 12, effective_from: "2030-02-30" }, "effective_from"],
      [{ provider_id: null, rate: 12, effective_from: today, note: "x".repeat(201) }, "note"],
      [{ rate: 12, effective_from: today }, "provider_id"],
    ] as const) {
      const res = await setRate(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().code).toBe("validation_failed");
      expect(Object.keys(res.json().errors)).toEqual([field]);
    }
    const unknown = await setRate({ provider_id: crypto.randomUUID(), rate: 12, effective_from: today });
    expect(unknown.statusCode).toBe(404);
    expect(await count()).toBe(rows);
    // 0 and 100 are the bounds, two decimals are kept
    const edge = await setRate({ provider_id: null, rate: 0.05, effective_from: sofiaDate(30) });
    expect(edge.statusCode).toBe(201);
    expect(edge.json().rate).toBe(0.05);
    expect((await call("DELETE", `/admin/commission/${edge.json().id}`, admin)).statusCode).toBe(204);
  });

  it("lets only admins in: 401 anonymous, 403 providers and learners", async () => {
    const rows = (await db.select().from(commissionRates)).length;
    const [any] = await db.select().from(commissionRates).limit(1);
    const body = { provider_id: null, rate: 30, effective_from: sofiaDate(3) };
    for (const [method, url] of [
      ["GET", "/admin/commission"],
      ["POST", "/admin/commission"],
      ["DELETE", `/admin/commission/${any!.id}`],
    ] as const) {
      const payload = method === "POST" ? body : undefined;
      expect((await call(method, url, null, payload)).statusCode).toBe(401);
      expect((await call(method, url, providerToken, payload)).statusCode).toBe(403);
      expect((await call(method, url, learner, payload)).statusCode).toBe(403);
    }
    expect(await db.select().from(commissionRates)).toHaveLength(rows);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.action, ["commission.set"])),
    ).not.toHaveLength(0);
  });
});
