import {
  adminDashboard,
  adminReport,
  providerOrdersPage,
  providerReport,
  type ReportRow,
} from "@kursove/contracts";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Db, queryRows } from "../../db/client";
import { courses, orderItems, promotions, providers } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { payForCourses } from "../../test/orders";
import { createTestApp, type TestApp } from "../../test/test-app";

const day = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * day);
const commissionOf = (item: { total: number; commissionBp: number }) =>
  Math.round((item.total * item.commissionBp) / 10_000);

type Item = typeof orderItems.$inferSelect;
type Course = typeof courses.$inferSelect;

describe("admin dashboard, sales reports and the provider's orders and sales", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let ownProvider: string;
  let otherProvider: string;
  let learner: string;
  let today: string;
  /** two courses of provider@'s company and one of Digital Campus, sold today */
  let a1: Course;
  let a2: Course;
  let b: Course;
  /** the items sold: a1 x2 and b x1 in one order, a2 x1 in another, then refunded in full */
  let itemA1: Item;
  let itemA2: Item;
  let itemB: Item;
  let firstOrder: string;
  let secondOrder: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    ownProvider = await signInDemo(t.app, "provider@example.com");
    otherProvider = await signInDemo(t.app, "owner@digitalen-kampus.example.com");
    learner = await signInDemo(t.app, "learner35@example.com");
    const second = await signInDemo(t.app, "learner36@example.com");
    today = todayInSofia();
    // the demo's own orders move a year and more back, so the periods below hold this test's sales only
    await db.execute(sql`update ledger_entries set created_at = created_at - interval '400 days'`);
    await db.execute(
      sql`update orders set created_at = created_at - interval '400 days', paid_at = paid_at - interval '400 days'`,
    );
    await db.execute(sql`update promotions set paid_at = paid_at - interval '400 days'`);

    const [own] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    const [other] = await db.select().from(providers).where(eq(providers.slug, "digitalen-kampus"));
    const open = (
      await db
        .select()
        .from(courses)
        .where(and(eq(courses.status, "approved"), gt(courses.capacity, 0)))
    )
      .filter((c) => c.capacity - c.soldCount > 4 && !c.types.includes("on_demand"))
      .sort((x, y) => x.slug.localeCompare(y.slug));
    const ownCourses = open.filter((c) => c.providerId === own!.id);
    a1 = ownCourses[0]!;
    a2 = ownCourses.find((c) => c.categoryId !== a1.categoryId) ?? ownCourses[1]!;
    b = open.find((c) => c.providerId === other!.id)!;
    // on sale in ten days, no deadline of their own: a cancellation is refunded at once
    await db
      .update(courses)
      .set({
        startsAt: inDays(10),
        endsAt: inDays(11),
        cancellationDeadline: null,
        lastSellDate: null,
        requiresBookingApproval: false,
      })
      .where(inArray(courses.id, [a1.id, a2.id, b.id]));

    firstOrder = (
      await payForCourses(call, learner, [
        { id: a1.id, quantity: 2 },
        { id: b.id, quantity: 1 },
      ])
    ).order_id;
    secondOrder = (await payForCourses(call, second, [{ id: a2.id, quantity: 1 }])).order_id;
    const items = await db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.orderId, [firstOrder, secondOrder]));
    itemA1 = items.find((i) => i.courseId === a1.id)!;
    itemA2 = items.find((i) => i.courseId === a2.id)!;
    itemB = items.find((i) => i.courseId === b.id)!;
    const refund = await call("POST", `/orders/${secondOrder}/refund-request`, second, {
      item_ids: [itemA2.id],
      reason: "",
    });
    expect(refund.statusCode).toBe(200);
    expect(refund.json().results[0].outcome).toBe("refunded");
  });
  afterAll(() => t.close());

  /** The figures of a report row (or totals) for the given items: a2 is refunded in full. */
  function expected(items: Item[]) {
    const kept = items.filter((i) => i.id !== itemA2.id);
    const sum = (list: Item[], f: (i: Item) => number) => list.reduce((s, i) => s + f(i), 0);
    return {
      orders: new Set(items.map((i) => i.orderId)).size,
      places: sum(items, (i) => i.quantity),
      sales: sum(items, (i) => i.total),
      commission: sum(kept, commissionOf),
      refunds: items.includes(itemA2) ? itemA2.total : 0,
      net_to_providers: sum(kept, (i) => i.total - commissionOf(i)),
    };
  }
  const figuresOf = (row: ReportRow | undefined) => {
    if (!row) return undefined;
    const { key: _k, label: _l, ...figures } = row;
    return figures;
  };

  it("the dashboard sums the period's ledger: sales, commission, refunds, net, orders, series and top courses", async () => {
    const res = await call("GET", "/admin/dashboard", admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const board = adminDashboard.parse(res.json());
    const all = expected([itemA1, itemA2, itemB]);
    expect(board.period.to).toBe(today);
    expect(board.series).toHaveLength(30);
    expect(board.series[0]!.date).toBe(board.period.from);
    expect(board).toMatchObject({
      sales: all.sales,
      commission: all.commission,
      refunds: itemA2.total,
      net_to_providers: all.net_to_providers,
      paid_out: 0,
      orders: 2,
    });
    expect(board.sales).toBe(board.commission + board.net_to_providers + board.refunds);
    expect(board.orders_by_status).toMatchObject({ paid: 1, refunded: 1, completed: 0, canceled: 0 });
    expect(board.orders_by_status).not.toHaveProperty("pending");
    expect(board.series.at(-1)).toEqual({
      date: today,
      sales: all.sales,
      commission: all.commission,
      refunds: itemA2.total,
    });
    expect(board.series.slice(0, -1).every((d) => d.sales === 0 && d.refunds === 0)).toBe(true);
    // net of refunds: a2, refunded in full, sold nothing
    const top = [itemA1, itemB]
      .map((i) => ({ id: i.courseId, sales: i.total, places: i.quantity }))
      .sort((x, y) => y.sales - x.sales);
    expect(board.top_courses.map(({ id, sales, places }) => ({ id, sales, places }))).toEqual(top);

    const [pending] = await queryRows<{ providers: number; courses: number; refund_requests: number }>(
      db,
      sql`select
        (select count(*)::int from providers where status = 'pending') as providers,
        (select count(*)::int from courses where status = 'in_review') as courses,
        (select count(*)::int from refund_requests where status = 'pending') as refund_requests`,
    );
    expect(board.pending).toMatchObject(pending!);
    expect(board.utilization.capacity).toBeGreaterThanOrEqual(board.utilization.sold);
    expect(board.utilization.sold).toBeGreaterThanOrEqual(3);

    const week = adminDashboard.parse((await call("GET", "/admin/dashboard?days=7", admin)).json());
    expect(week.series).toHaveLength(7);
    expect(week.sales).toBe(all.sales);
    expect((await call("GET", "/admin/dashboard?days=12", admin)).statusCode).toBe(422);
  });

  it("reports group the period's sales by provider, course, category and month, with totals", async () => {
    const get = async (query: string) => {
      const res = await call("GET", `/admin/reports?from=${today}&to=${today}&${query}`, admin);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      return adminReport.parse(res.json());
    };
    const all = expected([itemA1, itemA2, itemB]);

    const byProvider = await get("group_by=provider");
    expect(byProvider.rows).toHaveLength(2);
    expect(figuresOf(byProvider.rows.find((r) => r.key === a1.providerId))).toEqual(
      expected([itemA1, itemA2]),
    );
    expect(figuresOf(byProvider.rows.find((r) => r.key === b.providerId))).toEqual(expected([itemB]));
    expect(byProvider.rows.find((r) => r.key === b.providerId)?.label).toBe("Дигитален кампус ООД");
    expect(byProvider.totals).toEqual(all);
    expect(byProvider.providers.length).toBeGreaterThanOrEqual(7);

    const byCourse = await get("group_by=course");
    expect(byCourse.rows.map((r) => r.key).sort()).toEqual([a1.id, a2.id, b.id].sort());
    expect(figuresOf(byCourse.rows.find((r) => r.key === a2.id))).toEqual(expected([itemA2]));
    expect(byCourse.rows.find((r) => r.key === a1.id)?.label).toBe(a1.title);
    // sorted by sales, highest first
    expect(byCourse.rows.map((r) => r.sales)).toEqual(
      [...byCourse.rows.map((r) => r.sales)].sort((x, y) => y - x),
    );

    const byCategory = await get("group_by=category");
    const categories = new Map<string, Item[]>();
    for (const [item, course] of [
      [itemA1, a1],
      [itemA2, a2],
      [itemB, b],
    ] as const) {
      const key = String(course.categoryId ?? "none");
      categories.set(key, [...(categories.get(key) ?? []), item]);
    }
    expect(byCategory.rows).toHaveLength(categories.size);
    for (const [key, items] of categories)
      expect(figuresOf(byCategory.rows.find((r) => r.key === key))).toEqual(expected(items));
    expect(byCategory.totals).toEqual(all);

    const byMonth = await get("group_by=month");
    expect(byMonth.rows).toHaveLength(1);
    expect(byMonth.rows[0]!.key).toBe(today.slice(0, 7));
    expect(byMonth.rows[0]!.label).toMatch(new RegExp(today.slice(0, 4)));
    expect(figuresOf(byMonth.rows[0])).toEqual(all);

    const oneProvider = await get(`group_by=course&provider_id=${b.providerId}`);
    expect(oneProvider.rows.map((r) => r.key)).toEqual([b.id]);
    expect(oneProvider.totals).toEqual(expected([itemB]));

    const oneCategory = await get(`group_by=course&category_id=${a1.categoryId}`);
    const inCategory = [itemA1, itemA2, itemB].filter(
      (i) => [a1, a2, b].find((c) => c.id === i.courseId)!.categoryId === a1.categoryId,
    );
    expect(oneCategory.totals).toEqual(expected(inCategory));

    // another period holds nothing of it
    const before = await call("GET", "/admin/reports?from=2020-01-01&to=2020-12-31", admin);
    expect(adminReport.parse(before.json())).toMatchObject({ rows: [], totals: { sales: 0, orders: 0 } });
  });

  it("the current month is the default period; dates out of order, invalid or over 366 days are refused", async () => {
    const month = adminReport.parse((await call("GET", "/admin/reports", admin)).json());
    expect(month.from).toBe(`${today.slice(0, 7)}-01`);
    expect(month.to.slice(0, 7)).toBe(today.slice(0, 7));
    expect(month.group_by).toBe("provider");
    expect(month.totals.sales).toBe(expected([itemA1, itemA2, itemB]).sales);

    const reversed = await call("GET", "/admin/reports?from=2026-05-10&to=2026-05-01", admin);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json()).toMatchObject({
      code: "validation_failed",
      errors: { to: ["The end date cannot be before the start date"] },
    });
    const long = await call("GET", "/admin/reports?from=2025-01-01&to=2026-01-02", admin);
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ to: ["A report can cover at most 366 days"] });
    const leapYear = await call("GET", "/admin/reports?from=2024-01-01&to=2024-12-31", admin);
    expect(leapYear.statusCode).toBe(200);
    const invalid = await call("GET", "/admin/reports?from=2026-02-30&group_by=weekday", admin);
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["from", "group_by"]);
    expect((await call("GET", "/admin/reports.csv?from=2026-05-10&to=2026-05-01", admin)).statusCode).toBe(
      422,
    );
    expect(
      (await call("GET", "/provider/reports?from=2026-05-10&to=2026-05-01", ownProvider)).statusCode,
    ).toBe(422);
    expect(
      (await call("GET", "/provider/orders?from=2026-05-10&to=2026-05-01", ownProvider)).statusCode,
    ).toBe(422);
  });

  it("the CSV download has a BOM, a localized header, the rows and a totals row", async () => {
    const res = await call("GET", `/admin/reports.csv?from=${today}&to=${today}&group_by=provider`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      `attachment; filename="kursove-report-${today}-${today}.csv"`,
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.startsWith("\uFEFF")).toBe(true);
    const lines = res.body.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Provider,Orders,Places,Sales (€),Commission (€),Refunds (€),Net to providers (€)");
    const money = (minor: number) => (minor / 100).toFixed(2);
    const own = expected([itemA1, itemA2]);
    const line = (label: string, f: ReturnType<typeof expected>) =>
      [
        label,
        f.orders,
        f.places,
        money(f.sales),
        money(f.commission),
        money(f.refunds),
        money(f.net_to_providers),
      ].join(",");
    expect(lines).toContain(line("Академия Знание ЕООД", own));
    expect(lines).toContain(line("Дигитален кампус ООД", expected([itemB])));
    expect(lines[3]).toBe(line("Total", expected([itemA1, itemA2, itemB])));
    // the first order holds both providers' courses: it counts in each row, once in the total
    expect(lines[4]).toBe(
      '"An order with courses in several rows counts in each of them, so the total number of orders is lower than the sum of the rows."',
    );
    expect(lines[5]).toBe("Promotion income (€),0.00");
    expect(lines).toHaveLength(6);

    const bg = await call(
      "GET",
      `/admin/reports.csv?from=${today}&to=${today}&group_by=month&lang=bg`,
      admin,
    );
    const bgLines = bg.body.slice(1).trimEnd().split("\r\n");
    expect(bgLines[0]).toBe(
      "Месец,Поръчки,Места,Продажби (€),Комисиона (€),Възстановени суми (€),Нето за доставчиците (€)",
    );
    expect(bgLines.at(-2)).toMatch(/^Общо,2,4,/);
    expect(bgLines.at(-1)).toBe("Приход от промоции (€),0.00");
  });

  it("admin reports add the promotions paid in the period, of the filtered provider, and the CSV too", async () => {
    const [paid] = await db
      .insert(promotions)
      .values({
        courseId: a1.id,
        providerId: a1.providerId,
        dateFrom: today,
        dateTo: today,
        totalDays: 1,
        amount: 153,
        currency: "EUR",
        status: "paid",
        paidAt: new Date(),
      })
      .returning();
    // awaiting payment and canceled ones are no income
    await db.insert(promotions).values(
      (["awaiting_payment", "canceled"] as const).map((status) => ({
        courseId: b.id,
        providerId: b.providerId,
        dateFrom: today,
        dateTo: today,
        totalDays: 1,
        amount: 999,
        currency: "EUR",
        status,
      })),
    );
    const report = async (query: string) =>
      adminReport.parse(
        (await call("GET", `/admin/reports?from=${today}&to=${today}${query}`, admin)).json(),
      );
    expect((await report("")).promotion_income).toBe(paid!.amount);
    expect((await report(`&provider_id=${a1.providerId}`)).promotion_income).toBe(153);
    expect((await report(`&provider_id=${b.providerId}`)).promotion_income).toBe(0);
    const lastYear = await call("GET", "/admin/reports?from=2020-01-01&to=2020-12-31", admin);
    expect(adminReport.parse(lastYear.json()).promotion_income).toBe(0);
    const csv = await call("GET", `/admin/reports.csv?from=${today}&to=${today}&lang=bg`, admin);
    expect(csv.body.trimEnd().split("\r\n").at(-1)).toBe("Приход от промоции (€),1.53");
    // a provider's own report has no platform income
    const own = await call("GET", `/provider/reports?from=${today}&to=${today}`, ownProvider);
    expect(own.json()).not.toHaveProperty("promotion_income");
    await db.delete(promotions).where(eq(promotions.id, paid!.id));
  });

  it("a provider's reports and orders hold only its own sales", async () => {
    const report = async (token: string, query = "group_by=course") =>
      providerReport.parse(
        (await call("GET", `/provider/reports?from=${today}&to=${today}&${query}`, token)).json(),
      );
    const own = await report(ownProvider);
    expect(own.rows.map((r) => r.key).sort()).toEqual([a1.id, a2.id].sort());
    expect(own.totals).toEqual(expected([itemA1, itemA2]));
    const other = await report(otherProvider);
    expect(other.rows.map((r) => r.key)).toEqual([b.id]);
    expect(other.totals).toEqual(expected([itemB]));
    expect((await report(ownProvider, "group_by=month")).rows).toHaveLength(1);
    // a provider cannot group by provider or pick another provider
    expect((await call("GET", "/provider/reports?group_by=provider", ownProvider)).statusCode).toBe(422);

    const csv = await call("GET", `/provider/reports.csv?from=${today}&to=${today}`, otherProvider);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Course,Orders,Places,Sales (€),Commission (€),Refunds (€),Net income (€)");
    expect(lines).toHaveLength(3);
    expect(lines[1]!.startsWith(b.title.includes(",") ? `"${b.title}"` : b.title)).toBe(true);

    const orders = async (token: string, query = "") => {
      const res = await call("GET", `/provider/orders${query}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      return providerOrdersPage.parse(res.json());
    };
    // without dates: every item it sold, the demo's older ones included, and nobody else's
    const ever = await orders(ownProvider);
    const sold = await db
      .select({ id: orderItems.id, providerId: orderItems.providerId })
      .from(orderItems)
      .where(
        inArray(
          orderItems.id,
          ever.data.map((r) => r.id),
        ),
      );
    expect(sold.every((i) => i.providerId === a1.providerId)).toBe(true);
    expect(ever.data.map((r) => r.id)).toEqual(expect.arrayContaining([itemA1.id, itemA2.id]));
    expect(ever.data.map((r) => r.id)).not.toContain(itemB.id);

    const mine = await orders(ownProvider, `?from=${today}&to=${today}`);
    expect(mine.data.map((r) => r.id).sort()).toEqual([itemA1.id, itemA2.id].sort());
    // newest first: the refunded order was made second
    expect(mine.data[0]!.id).toBe(itemA2.id);
    expect(mine.data[0]).toMatchObject({
      order_id: secondOrder,
      status: "refunded",
      course: { id: a2.id, slug: a2.slug },
      learner: { email: "learner36@example.com" },
      quantity: 1,
      total: itemA2.total,
      commission: 0,
      provider_share: 0,
      refunded: itemA2.total,
      slot_starts_at: null,
    });
    expect(mine.data[1]).toMatchObject({
      order_id: firstOrder,
      status: "paid",
      quantity: 2,
      total: itemA1.total,
      commission: commissionOf(itemA1),
      provider_share: itemA1.total - commissionOf(itemA1),
      refunded: 0,
    });
    expect(mine.totals).toEqual({
      sales: itemA1.total + itemA2.total,
      commission: commissionOf(itemA1),
      net: itemA1.total - commissionOf(itemA1),
      refunded: itemA2.total,
    });
    expect(mine.last_page).toBe(1);
    expect(mine.courses.map((c) => c.id)).toEqual(expect.arrayContaining([a1.id, a2.id]));
    expect(mine.courses.map((c) => c.title)).toEqual([...mine.courses.map((c) => c.title)].sort());
    expect(mine.courses.map((c) => c.id)).not.toContain(b.id);

    const refunded = await orders(ownProvider, "?status=refunded");
    expect(refunded.data.map((r) => r.id)).toEqual([itemA2.id]);
    expect(refunded.totals).toEqual({ sales: itemA2.total, commission: 0, net: 0, refunded: itemA2.total });
    expect((await orders(ownProvider, `?course_id=${a1.id}`)).data.map((r) => r.id)).toEqual([itemA1.id]);
    // another provider's course simply yields nothing
    const foreign = await orders(ownProvider, `?course_id=${b.id}`);
    expect(foreign).toMatchObject({ data: [], totals: { sales: 0, commission: 0, net: 0, refunded: 0 } });
    expect((await orders(ownProvider, "?from=2020-01-01&to=2020-01-31")).data).toHaveLength(0);

    const theirs = await orders(otherProvider, `?from=${today}`);
    expect(theirs.data.map((r) => r.id)).toEqual([itemB.id]);
    expect(theirs.data[0]!.learner.email).toBe("learner35@example.com");
    expect(theirs.totals.sales).toBe(itemB.total);
  });

  it("admin routes refuse anonymous visitors (401), learners and providers (403); provider routes learners", async () => {
    for (const path of ["/admin/dashboard", "/admin/reports", "/admin/reports.csv"]) {
      expect((await call("GET", path, null)).statusCode).toBe(401);
      expect((await call("GET", path, learner)).statusCode).toBe(403);
      expect((await call("GET", path, ownProvider)).statusCode).toBe(403);
    }
    for (const path of ["/provider/reports", "/provider/reports.csv", "/provider/orders"]) {
      expect((await call("GET", path, null)).statusCode).toBe(401);
      expect((await call("GET", path, learner)).statusCode).toBe(403);
    }
  });
});
