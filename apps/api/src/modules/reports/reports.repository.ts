import type { ReportGroup } from "@kursove/contracts";
import { soldOrderStates, sqlListOf } from "@kursove/contracts/domain/order-states";
import { businessTimeZone } from "@kursove/contracts/domain/sofia-time";
import { type SQL, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";

// a fixed word, so queries grouping by it stay one expression
export const sofiaZoneSql = sql.raw(`'${businessTimeZone}'`);

/** Instants of a period: from inclusive, to exclusive. */
export type Range = { from: Date; to: Date };
/** What a report is narrowed to: one provider's sales, one category (or subcategory). */
export type Scope = { providerId?: string | undefined; categoryId?: number | undefined };

/** Sums come back as bigint (a string or a BigInt, by driver): plain numbers for the answer. */
type Numeric = string | number | bigint;
const num = (value: Numeric | null | undefined) => Number(value ?? 0);

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const sofia = (column: SQL) => sql`(${column} at time zone ${sofiaZoneSql})`;

/** The ledger's movements of order items in a period with their item, course, provider and category. */
function itemLedger(range: Range, scope: Scope = {}) {
  return sql`from ledger_entries e
    join order_items i on i.id = e.order_item_id
    join courses c on c.id = i.course_id
    join providers p on p.id = i.provider_id
    left join categories cat on cat.id = c.category_id
    where e.created_at >= ${at(range.from)} and e.created_at < ${at(range.to)}
    ${scope.providerId ? sql`and i.provider_id = ${scope.providerId}` : sql``}
    ${scope.categoryId ? sql`and (c.category_id = ${scope.categoryId} or c.subcategory_id = ${scope.categoryId})` : sql``}`;
}

/** The sums of a group of movements: sales are charges, the rest net of their reversals. */
const figures = sql`count(distinct i.order_id) filter (where e.kind = 'charge') as orders,
  coalesce(sum(i.quantity) filter (where e.kind = 'charge'), 0) as places,
  coalesce(sum(e.amount) filter (where e.kind = 'charge'), 0) as sales,
  coalesce(sum(e.amount) filter (where e.kind in ('commission', 'commission_reversal')), 0) as commission,
  coalesce(sum(-e.amount) filter (where e.kind = 'refund'), 0) as refunds,
  coalesce(sum(e.amount) filter (where e.kind in ('provider_share', 'provider_share_reversal')), 0)
    as net_to_providers,
  coalesce(sum(-e.amount) filter (where e.kind in ('payout', 'payout_reversal')), 0) as paid_out`;

type FigureRow = Record<
  "orders" | "places" | "sales" | "commission" | "refunds" | "net_to_providers" | "paid_out",
  Numeric
>;
const toFigures = (row: FigureRow | undefined) => ({
  orders: num(row?.orders),
  places: num(row?.places),
  sales: num(row?.sales),
  commission: num(row?.commission),
  refunds: num(row?.refunds),
  net_to_providers: num(row?.net_to_providers),
  paid_out: num(row?.paid_out),
});

/** The money of a period (and scope) in one row. */
export async function sumLedger(db: Db, range: Range, scope: Scope = {}) {
  const [row] = await queryRows<FigureRow>(db, sql`select ${figures} ${itemLedger(range, scope)}`);
  return toFigures(row);
}

/** Sales, commission and refunds per Sofia day of a period (days without movements are absent). */
export async function dailyMoney(db: Db, range: Range) {
  const rows = await queryRows<FigureRow & { day: string }>(
    db,
    sql`select to_char(${sofia(sql`e.created_at`)}, 'YYYY-MM-DD') as day, ${figures}
      ${itemLedger(range)} group by 1`,
  );
  return new Map(rows.map((r) => [r.day, toFigures(r)]));
}

/**
 * The best-selling courses of a period by sales net of the period's refunds: a sale refunded in full
 * counts nothing, and its places are not counted as sold.
 */
export async function topCourses(db: Db, range: Range, limit: number) {
  const netSales = sql`coalesce(sum(e.amount) filter (where e.kind in ('charge', 'refund')), 0)`;
  const rows = await queryRows<{ id: string; title: string; sales: Numeric; places: Numeric }>(
    db,
    sql`select c.id, c.title, ${netSales} as sales,
        coalesce(sum(i.quantity) filter (where e.kind = 'charge' and i.refunded < i.total), 0) as places
      ${itemLedger(range)}
      group by c.id, c.title
      having ${netSales} > 0
      order by sales desc, c.title limit ${limit}`,
  );
  return rows.map((r) => ({ id: r.id, title: r.title, sales: num(r.sales), places: num(r.places) }));
}

/** Orders made in a period by their current state, pending ones left out. */
export async function countOrdersByStatus(db: Db, range: Range) {
  const rows = await queryRows<{ status: string; n: Numeric }>(
    db,
    sql`select status, count(*) as n from orders
      where created_at >= ${at(range.from)} and created_at < ${at(range.to)} and status <> 'pending'
      group by status`,
  );
  return new Map(rows.map((r) => [r.status, num(r.n)]));
}

/** What waits for an admin: provider requests, courses in review, revisions, refund requests. */
export async function countPending(db: Db) {
  const [row] = await queryRows<Record<"providers" | "courses" | "revisions" | "refund_requests", Numeric>>(
    db,
    sql`select
      (select count(*) from providers where status = 'pending') as providers,
      (select count(*) from courses where status = 'in_review') as courses,
      (select count(*) from course_revisions where status = 'pending') as revisions,
      (select count(*) from refund_requests where status = 'pending') as refund_requests`,
  );
  return {
    providers: num(row?.providers),
    courses: num(row?.courses),
    revisions: num(row?.revisions),
    refund_requests: num(row?.refund_requests),
  };
}

/** Places sold and offered of approved, dated courses that have not ended yet. */
export async function sumUtilization(db: Db, instant: Date) {
  const [row] = await queryRows<{ sold: Numeric; capacity: Numeric }>(
    db,
    sql`select coalesce(sum(c.sold_count), 0) as sold, coalesce(sum(c.capacity), 0) as capacity
      from courses c join providers p on p.id = c.provider_id
      where c.status = 'approved' and p.status = 'approved' and c.starts_at is not null
        and coalesce(c.ends_at, c.starts_at) >= ${at(instant)}`,
  );
  return { sold: num(row?.sold), capacity: num(row?.capacity) };
}

/** The key and label of each group of a report. */
function grouping(groupBy: ReportGroup, locale: "bg" | "en") {
  const month = sql`to_char(${sofia(sql`e.created_at`)}, 'YYYY-MM')`;
  switch (groupBy) {
    case "provider":
      return { key: sql`p.id::text`, label: sql`p.company_name` };
    case "course":
      return { key: sql`c.id::text`, label: sql`c.title` };
    case "category":
      return {
        key: sql`coalesce(cat.id::text, 'none')`,
        label: locale === "en" ? sql`coalesce(cat.name_en, '')` : sql`coalesce(cat.name_bg, '')`,
      };
    case "month":
      return { key: month, label: month };
  }
}

/** A report's rows: the money of a period per provider, course, category or Sofia month. */
export async function groupLedger(
  db: Db,
  options: { range: Range; scope: Scope; groupBy: ReportGroup; locale: "bg" | "en" },
) {
  const { key, label } = grouping(options.groupBy, options.locale);
  const order = options.groupBy === "month" ? sql`key` : sql`sales desc, label, key`;
  const grouped = await queryRows<FigureRow & { key: string; label: string }>(
    db,
    sql`select ${key} as key, ${label} as label, ${figures}
      ${itemLedger(options.range, options.scope)}
      group by 1, 2 order by ${order}`,
  );
  return grouped.map((r) => ({ key: r.key, label: r.label, ...toFigures(r) }));
}

/** Every provider by name, for a report's filter. */
export function listProviderNames(db: Db) {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select id, company_name as name from providers order by company_name, id`,
  );
}

const saleStatuses = sql.raw(sqlListOf(soldOrderStates));

export type OwnItemFilters = {
  providerId: string;
  status?: string | undefined;
  courseId?: string | undefined;
  range?: Range | undefined;
};

/** A provider's sold order items with their order, course, buyer and slot (aliases i, o, c, u, s). */
function ownItems(f: OwnItemFilters) {
  const orderedAt = sql`coalesce(o.paid_at, o.created_at)`;
  return sql`from order_items i
    join orders o on o.id = i.order_id
    join courses c on c.id = i.course_id
    join users u on u.id = o.user_id
    left join course_slots s on s.id = i.slot_id
    where i.provider_id = ${f.providerId} and o.status in ${saleStatuses}
    ${f.status ? sql`and o.status = ${f.status}` : sql``}
    ${f.courseId ? sql`and i.course_id = ${f.courseId}` : sql``}
    ${f.range ? sql`and ${orderedAt} >= ${at(f.range.from)} and ${orderedAt} < ${at(f.range.to)}` : sql``}`;
}

/** An item's commission and provider share after its refunds, from the ledger. */
const itemMoney = sql`coalesce((select sum(l.amount) from ledger_entries l
    where l.order_item_id = i.id and l.kind in ('commission', 'commission_reversal')), 0) as commission,
  coalesce((select sum(l.amount) from ledger_entries l
    where l.order_item_id = i.id and l.kind in ('provider_share', 'provider_share_reversal')), 0) as provider_share`;

export type OwnItemRow = {
  id: string;
  order_id: string;
  number: string;
  ordered_at: Date | string;
  status: string;
  course_id: string;
  title: string;
  slug: string;
  first_name: string;
  last_name: string;
  email: string;
  quantity: number;
  total: number;
  refunded: number;
  slot_starts_at: Date | string | null;
  commission: Numeric;
  provider_share: Numeric;
};

/** One page of a provider's sold items, newest first. */
export function listOwnItems(db: Db, filters: OwnItemFilters, page: { limit: number; offset: number }) {
  return queryRows<OwnItemRow>(
    db,
    sql`select i.id, i.order_id, o.number, coalesce(o.paid_at, o.created_at) as ordered_at, o.status,
        i.course_id, i.title, c.slug, u.first_name, u.last_name, u.email, i.quantity, i.total, i.refunded,
        s.starts_at as slot_starts_at, ${itemMoney}
      ${ownItems(filters)}
      order by ordered_at desc, i.id desc limit ${page.limit} offset ${page.offset}`,
  );
}

/** How many of a provider's sold items match, and their sums. */
export async function sumOwnItems(db: Db, filters: OwnItemFilters) {
  const [row] = await queryRows<Record<"n" | "sales" | "refunded" | "commission" | "net", Numeric>>(
    db,
    sql`select count(*) as n, coalesce(sum(total), 0) as sales, coalesce(sum(refunded), 0) as refunded,
        coalesce(sum(commission), 0) as commission, coalesce(sum(provider_share), 0) as net
      from (select i.total, i.refunded, ${itemMoney} ${ownItems(filters)}) x`,
  );
  return {
    count: num(row?.n),
    totals: {
      sales: num(row?.sales),
      commission: num(row?.commission),
      net: num(row?.net),
      refunded: num(row?.refunded),
    },
  };
}

/** The provider's courses that have sold, by title. */
export function listSoldCourses(db: Db, providerId: string) {
  return queryRows<{ id: string; title: string }>(
    db,
    sql`select distinct c.id, c.title from order_items i
      join orders o on o.id = i.order_id join courses c on c.id = i.course_id
      where i.provider_id = ${providerId} and o.status in ${saleStatuses}
      order by c.title, c.id`,
  );
}
