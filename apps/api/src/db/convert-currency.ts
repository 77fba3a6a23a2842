import { type Currency, convertMinor, isCurrency, promotionPricePerDay } from "@kursove/contracts/currency";
import { asc, eq, isNotNull, sql } from "drizzle-orm";
import { commissionOf } from "../modules/orders";
import { splitRefund } from "../modules/refunds";
import { type Db, queryRows } from "./client";
import {
  auditLog,
  courses,
  ledgerEntries,
  notifications,
  orderItems,
  orders,
  payoutLines,
  payouts,
  promotions,
  refundRequests,
  refunds,
  storedCurrency as storedCurrencyTable,
} from "./schema/index";

/**
 * The switch from leva to euro (Bulgaria's currency since 1 January 2026, 1 EUR = 1.95583 BGN) of an
 * installation's stored amounts, and the boot's check that the stored amounts are in the currency of sale
 * (setting CURRENCY). The stored currency is the one row of `stored_currency` (migration 0016).
 *
 * The conversion (`npm run currency:convert`) runs in one transaction and converts every amount the
 * platform keeps: course prices, order items, orders (which keep their original total and currency, the
 * card's), the ledger, refunds, refund requests, payouts and their lines (the transfer's original amount
 * kept), promotions (the card's original amount kept) and the amounts of in-app notifications. Amounts are
 * converted with `convertMinor` (the fixed rate, halves up) and the dependent ones derived from them as
 * the code that wrote them does, so the books' invariants hold after it exactly as before:
 * - an item's total is its converted unit price x quantity (where that was the rule), an order's total
 *   the sum of its items' totals;
 * - an item's ledger: charge = its total, commission = `commissionOf` the converted total, provider share
 *   = the rest; its refunds are converted as running totals (an item refunded in full stays refunded in
 *   full, one refunded in part stays in part), each split into commission and provider parts by the
 *   refunds' own rule (`splitRefund`), and the ledger's reversals are those parts;
 * - a payout line is the item's converted provider share net of the refunds made before the payout,
 *   its transfer reversals replayed on the converted parts, and a payout is the sum of its lines.
 * The gateway's own records (sandbox_*, stray_payments, payment_events) are what the card network did and
 * are not touched, nor the audit log (a record of the past) or mails already written.
 */

const from: Currency = "BGN";
const to: Currency = "EUR";
const convert = (minor: number) => convertMinor(minor, from, to);

/**
 * A part of a whole converted so that the whole stays whole and a part stays a part: all of it is the
 * converted whole, less than all stays less than all (and nothing stays nothing).
 */
function partOf(part: number, whole: number, convertedWhole: number) {
  if (part <= 0) return convert(part);
  if (part >= whole) return convertedWhole;
  return Math.max(0, Math.min(convert(part), convertedWhole - 1));
}

/** Whether the database holds any amount (a price, an order, a promotion or a payout). */
async function holdsAmounts(db: Db) {
  const [row] = await queryRows<{ any: boolean }>(
    db,
    sql`select exists (select 1 from courses) or exists (select 1 from orders)
      or exists (select 1 from promotions) or exists (select 1 from payouts) as any`,
  );
  return row?.any === true;
}

/**
 * The currency the stored amounts are in: none (null) while the database holds no amount; else the row of
 * stored_currency; for amounts stored without the row (a database not started since), the currency its
 * orders, promotions and payouts name, else leva (every amount before migration 0016 was in leva).
 */
export async function storedCurrency(db: Db): Promise<Currency | null> {
  if (!(await holdsAmounts(db))) return null;
  const [row] = await db.select().from(storedCurrencyTable);
  if (row && isCurrency(row.currency)) return row.currency;
  const named = await queryRows<{ currency: string }>(
    db,
    sql`select upper(currency) as currency from orders union select upper(currency) from promotions
      union select upper(currency) from payouts`,
  );
  const [only] = named;
  return named.length === 1 && only && isCurrency(only.currency) ? only.currency : from;
}

async function pinCurrency(db: Db, currency: Currency, convertedAt?: Date) {
  await db
    .insert(storedCurrencyTable)
    .values({ currency, convertedAt: convertedAt ?? null, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: storedCurrencyTable.id,
      set: { currency, updatedAt: new Date(), ...(convertedAt ? { convertedAt } : {}) },
    });
}

/** Why the server (or the seed) may not store amounts in `currency` while they are stored in `stored`. */
export function currencyMismatchMessage(stored: Currency, currency: Currency) {
  return stored === "BGN"
    ? `The stored amounts (prices, orders, payouts) are in leva (BGN) but the setting CURRENCY is ${currency}. ` +
        "Stop every server, back up the database and convert them to euro with `npm run currency:convert`, " +
        "or set CURRENCY=BGN to keep selling in leva."
    : `The stored amounts (prices, orders, payouts) are in euro (EUR) but the setting CURRENCY is ${currency}. ` +
        "Set CURRENCY=EUR (the default): amounts are not converted back to leva.";
}

export class CurrencyMismatchError extends Error {
  constructor(
    readonly stored: Currency,
    readonly currency: Currency,
  ) {
    super(currencyMismatchMessage(stored, currency));
    this.name = "CurrencyMismatchError";
  }
}

/**
 * The boot's check (and the seed's): the stored amounts must be in the currency of sale. A database
 * without amounts passes whatever the currency and is pinned to it, so the amounts stored next are known
 * to be in it; otherwise a different currency throws CurrencyMismatchError naming the way out.
 */
export async function checkStoredCurrency(db: Db, currency: Currency) {
  const stored = await storedCurrency(db);
  if (stored !== null && stored !== currency) throw new CurrencyMismatchError(stored, currency);
  const [row] = await db.select().from(storedCurrencyTable);
  if (row?.currency !== currency) await pinCurrency(db, currency);
}

type Column = { name: string; type: "int" | "text" | "jsonb" };
type Value = number | string | null;

/** Sets columns of rows by id in statements of a few hundred rows (one statement: triggers run once). */
async function updateRows(
  db: Db,
  table: string,
  columns: Column[],
  rows: { id: string; values: Value[] }[],
  chunkSize = 500,
) {
  const names = sql.join(
    columns.map((c) => sql.identifier(c.name)),
    sql`, `,
  );
  const sets = sql.join(
    columns.map((c) => sql`${sql.identifier(c.name)} = v.${sql.identifier(c.name)}`),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += chunkSize) {
    const values = sql.join(
      rows.slice(i, i + chunkSize).map(
        (r) =>
          sql`(${r.id}::uuid, ${sql.join(
            r.values.map((v, j) => sql`${v}::${sql.raw(columns[j]!.type)}`),
            sql`, `,
          )})`,
      ),
      sql`, `,
    );
    await db.execute(
      sql`update ${sql.identifier(table)} as t set ${sets} from (values ${values}) as v(id, ${names}) where t.id = v.id`,
    );
  }
}

type ItemIn = Pick<
  typeof orderItems.$inferSelect,
  "id" | "quantity" | "unitPrice" | "total" | "commissionBp" | "refunded"
>;
type RefundIn = Pick<
  typeof refunds.$inferSelect,
  "id" | "amount" | "commissionPart" | "providerPart" | "transferReversalId" | "createdAt"
>;
type LineIn = { id: string; amount: number; reversed: number; payoutCreatedAt: Date };

export type ConvertedItem = {
  unitPrice: number;
  total: number;
  refunded: number;
  commission: number;
  providerShare: number;
  refunds: Map<string, { amount: number; commissionPart: number; providerPart: number; reversal: number }>;
  line: { amount: number; reversed: number } | null;
};

/**
 * One order item's money in euro, derived as the code that wrote it derives it (see the file's comment):
 * `refundRows` in the order they were made, `line` its payout line if it was paid out.
 */
export function convertItem(item: ItemIn, refundRows: RefundIn[], line: LineIn | null): ConvertedItem {
  const unitPrice = convert(item.unitPrice);
  const total =
    item.total === item.unitPrice * item.quantity ? unitPrice * item.quantity : convert(item.total);
  const commission = commissionOf({ total, commissionBp: item.commissionBp });
  const converted: ConvertedItem["refunds"] = new Map();
  let sumBefore = 0;
  let refunded = 0;
  let reversedCommission = 0;
  for (const r of refundRows) {
    const sum = sumBefore + r.amount;
    // running totals converted: every refund keeps at least a cent, the last of a full refund ends at the total
    const sumAfter = Math.max(partOf(sum, item.total, total), refunded + 1);
    if (sumAfter > total) throw new Error(`the refunds of order item ${item.id} cannot be converted`);
    const amount = sumAfter - refunded;
    const parts = splitRefund(
      { total, commissionBp: item.commissionBp, refunded },
      amount,
      reversedCommission,
    );
    converted.set(r.id, { amount, ...parts, reversal: 0 });
    sumBefore = sum;
    refunded = sumAfter;
    reversedCommission += parts.commissionPart;
  }
  const refundedNow = item.refunded === sumBefore ? refunded : partOf(item.refunded, item.total, total);
  let convertedLine: ConvertedItem["line"] = null;
  if (line) {
    // the line paid the provider share net of the refunds made before it; later ones were taken back
    const share = item.total - commissionOf(item);
    const shareNow = total - commission;
    const reversed = refundRows.filter((r) => r.transferReversalId);
    const before = refundRows.filter((r) => !r.transferReversalId && r.createdAt < line.payoutCreatedAt);
    const sumOf = (rows: RefundIn[], pick: (r: RefundIn) => number) => rows.reduce((s, r) => s + pick(r), 0);
    const convertedPart = (r: RefundIn) => converted.get(r.id)?.providerPart ?? 0;
    let amount: number | undefined;
    if (share - sumOf(before, (r) => r.providerPart) === line.amount)
      amount = shareNow - sumOf(before, convertedPart);
    else
      for (let k = 0; k <= refundRows.length && amount === undefined; k++) {
        const prefix = refundRows.slice(0, k);
        if (share - sumOf(prefix, (r) => r.providerPart) === line.amount)
          amount = shareNow - sumOf(prefix, convertedPart);
      }
    amount = Math.max(0, amount ?? convert(line.amount));
    let taken = 0;
    for (const r of reversed) {
      const c = converted.get(r.id);
      if (!c) continue;
      c.reversal = Math.max(0, Math.min(c.providerPart, amount - taken));
      taken += c.reversal;
    }
    convertedLine = {
      amount,
      reversed: reversed.length > 0 ? taken : partOf(line.reversed, line.amount, amount),
    };
  }
  return {
    unitPrice,
    total,
    refunded: refundedNow,
    commission,
    providerShare: total - commission,
    refunds: converted,
    line: convertedLine,
  };
}

export type ConversionResult =
  | { status: "converted"; counts: Record<string, number> }
  | { status: "already"; currency: Currency }
  | { status: "empty" }
  | { status: "refused"; inFlight: Record<string, number> };

/** The tables a running server may write while the conversion reads and rewrites them. */
const lockedTables = [
  "stored_currency",
  "courses",
  "orders",
  "order_items",
  "ledger_entries",
  "refunds",
  "refund_requests",
  "refund_plans",
  "payouts",
  "payout_lines",
  "promotions",
  "notifications",
];

/**
 * Converts every stored amount from leva to euro in one transaction (see the file's comment). Changes
 * nothing and answers `refused` while money is in flight (orders awaiting payment or being refunded,
 * a promotion awaiting payment, a payout being transferred), `already` when the amounts are in euro
 * (a second run), `empty` when there is nothing to convert (the database is pinned to euro).
 */
export async function convertToEuro(db: Db, options: { now?: Date } = {}): Promise<ConversionResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // a server still running waits for the conversion (and then finds the amounts converted)
    await tx.execute(sql.raw(`lock table ${lockedTables.join(", ")} in share row exclusive mode`));
    const stored = await storedCurrency(tx);
    if (stored === null) {
      await pinCurrency(tx, to);
      return { status: "empty" } as const;
    }
    if (stored === to) {
      const [row] = await tx.select().from(storedCurrencyTable);
      if (!row) await pinCurrency(tx, to);
      return { status: "already", currency: stored } as const;
    }
    const inFlight = await moneyInFlight(tx);
    if (Object.values(inFlight).some((n) => n > 0)) return { status: "refused", inFlight } as const;
    const counts = await convertAmounts(tx);
    await pinCurrency(tx, to, now);
    await tx.insert(auditLog).values({
      actorUserId: null,
      action: "currency.converted",
      subjectType: "installation",
      subjectId: "currency",
      data: { from, to, rate: "1 EUR = 1.95583 BGN", counts },
      createdAt: now,
    });
    return { status: "converted", counts } as const;
  });
}

async function moneyInFlight(tx: Db): Promise<Record<string, number>> {
  const rows = await queryRows<{ what: string; n: number }>(
    tx,
    sql`select 'orders awaiting payment' as what, count(*)::int as n from orders
        where status in ('pending', 'awaiting_payment')
      union all select 'orders being refunded', count(*)::int from orders where status = 'refunding'
      union all select 'refunds under way', count(*)::int from refund_plans
      union all select 'promotions awaiting payment', count(*)::int from promotions
        where status = 'awaiting_payment'
      union all select 'payouts being transferred', count(*)::int from payouts where status = 'pending'`,
  );
  return Object.fromEntries(rows.map((r) => [r.what, Number(r.n)]));
}

async function convertAmounts(tx: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};

  // course prices (the catalogue's price ranges follow by the triggers of migration 0012, and again below)
  const courseRows = await tx
    .select({ id: courses.id, price: courses.price, earlyBirdPrice: courses.earlyBirdPrice })
    .from(courses);
  await updateRows(
    tx,
    "courses",
    [
      { name: "price", type: "int" },
      { name: "early_bird_price", type: "int" },
    ],
    courseRows.map((c) => {
      const price = convert(c.price);
      let early = c.earlyBirdPrice === null ? null : convert(c.earlyBirdPrice);
      // an early-bird price stays below the price
      if (early !== null && c.earlyBirdPrice! < c.price && early >= price) early = Math.max(0, price - 1);
      return { id: c.id, values: [price, early] };
    }),
  );
  counts.courses = courseRows.length;
  await tx.execute(sql`
    update catalogue_facets f set min_price = r.lo, max_price = r.hi
    from (
      select c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience,
        min(c.price) as lo, max(c.price) as hi
      from courses c join providers p on p.id = c.provider_id and p.status = 'approved'
      where c.status = 'approved'
      group by c.category_id, c.subcategory_id, c.language, c.city_id, c.types, c.audience
    ) r
    where (f.category_id, f.subcategory_id, f.language, f.city_id, f.types, f.audience)
      is not distinct from (r.category_id, r.subcategory_id, r.language, r.city_id, r.types, r.audience)`);

  // order items with their refunds and payout lines
  const items = await tx.select().from(orderItems);
  const refundRows = await tx.select().from(refunds).orderBy(asc(refunds.createdAt), asc(refunds.id));
  const lineRows = await tx
    .select({ line: payoutLines, payoutCreatedAt: payouts.createdAt })
    .from(payoutLines)
    .innerJoin(payouts, eq(payouts.id, payoutLines.payoutId));
  const refundsOf = new Map<string, typeof refundRows>();
  for (const r of refundRows) refundsOf.set(r.orderItemId, [...(refundsOf.get(r.orderItemId) ?? []), r]);
  const lineOf = new Map(lineRows.map((l) => [l.line.orderItemId, l]));
  const convertedItems = new Map<string, ConvertedItem>();
  for (const item of items) {
    const line = lineOf.get(item.id);
    convertedItems.set(
      item.id,
      convertItem(
        item,
        refundsOf.get(item.id) ?? [],
        line ? { ...line.line, payoutCreatedAt: line.payoutCreatedAt } : null,
      ),
    );
  }
  await updateRows(
    tx,
    "order_items",
    [
      { name: "unit_price", type: "int" },
      { name: "total", type: "int" },
      { name: "refunded", type: "int" },
    ],
    items.map((i) => {
      const c = convertedItems.get(i.id)!;
      return { id: i.id, values: [c.unitPrice, c.total, c.refunded] };
    }),
  );
  counts.order_items = items.length;

  // orders: the sum of their items, keeping what the card was charged
  const orderRows = await tx.select({ id: orders.id, total: orders.total }).from(orders);
  const itemsOf = new Map<string, typeof items>();
  for (const i of items) itemsOf.set(i.orderId, [...(itemsOf.get(i.orderId) ?? []), i]);
  const orderTotal = new Map<string, { before: number; after: number }>();
  await updateRows(
    tx,
    "orders",
    [
      { name: "total", type: "int" },
      { name: "currency", type: "text" },
      { name: "original_currency", type: "text" },
      { name: "original_total", type: "int" },
    ],
    orderRows.map((o) => {
      const own = itemsOf.get(o.id) ?? [];
      const total =
        own.length > 0 && own.reduce((s, i) => s + i.total, 0) === o.total
          ? own.reduce((s, i) => s + convertedItems.get(i.id)!.total, 0)
          : convert(o.total);
      orderTotal.set(o.id, { before: o.total, after: total });
      return { id: o.id, values: [total, to, from, o.total] };
    }),
  );
  counts.orders = orderRows.length;

  // refunds
  await updateRows(
    tx,
    "refunds",
    [
      { name: "amount", type: "int" },
      { name: "commission_part", type: "int" },
      { name: "provider_part", type: "int" },
    ],
    refundRows.map((r) => {
      const c = convertedItems.get(r.orderItemId)!.refunds.get(r.id)!;
      return { id: r.id, values: [c.amount, c.commissionPart, c.providerPart] };
    }),
  );
  counts.refunds = refundRows.length;

  // refund requests: what their refunds paid back
  const requestRows = await tx.select().from(refundRequests).where(isNotNull(refundRequests.amount));
  const itemById = new Map(items.map((i) => [i.id, i]));
  await updateRows(
    tx,
    "refund_requests",
    [{ name: "amount", type: "int" }],
    requestRows.map((q) => {
      const own = refundRows.filter((r) => r.refundRequestId === q.id);
      const item = itemById.get(q.orderItemId)!;
      const amount =
        own.length > 0 && own.reduce((s, r) => s + r.amount, 0) === q.amount
          ? own.reduce((s, r) => s + convertedItems.get(r.orderItemId)!.refunds.get(r.id)!.amount, 0)
          : partOf(q.amount!, item.total, convertedItems.get(item.id)!.total);
      return { id: q.id, values: [amount] };
    }),
  );
  counts.refund_requests = requestRows.length;

  // payout lines and payouts, keeping what the transfer was
  await updateRows(
    tx,
    "payout_lines",
    [
      { name: "amount", type: "int" },
      { name: "reversed", type: "int" },
    ],
    lineRows.map(({ line }) => {
      const c = convertedItems.get(line.orderItemId)!.line!;
      return { id: line.id, values: [c.amount, c.reversed] };
    }),
  );
  counts.payout_lines = lineRows.length;
  const payoutRows = await tx.select({ id: payouts.id, amount: payouts.amount }).from(payouts);
  const linesOf = new Map<string, typeof lineRows>();
  for (const l of lineRows) linesOf.set(l.line.payoutId, [...(linesOf.get(l.line.payoutId) ?? []), l]);
  await updateRows(
    tx,
    "payouts",
    [
      { name: "amount", type: "int" },
      { name: "currency", type: "text" },
      { name: "original_currency", type: "text" },
      { name: "original_amount", type: "int" },
    ],
    payoutRows.map((p) => {
      const own = linesOf.get(p.id) ?? [];
      const sum = own.reduce((s, l) => s + convertedItems.get(l.line.orderItemId)!.line!.amount, 0);
      const amount =
        own.length > 0 && own.reduce((s, l) => s + l.line.amount, 0) === p.amount && sum > 0
          ? sum
          : convert(p.amount);
      return { id: p.id, values: [amount, to, from, p.amount] };
    }),
  );
  counts.payouts = payoutRows.length;

  // the ledger: each row derived from what it records, the rest converted as they are
  const ledger = await tx.select().from(ledgerEntries);
  const refundByRef = new Map<string, (typeof refundRows)[number]>();
  const reversalByRef = new Map<string, (typeof refundRows)[number]>();
  for (const r of refundRows) {
    if (r.gatewayRefundId) refundByRef.set(`${r.orderItemId}:${r.gatewayRefundId}`, r);
    if (r.transferReversalId) reversalByRef.set(`${r.orderItemId}:${r.transferReversalId}`, r);
  }
  const kindsOfItem = new Map<string, number>();
  for (const l of ledger)
    if (l.orderItemId)
      kindsOfItem.set(`${l.orderItemId}:${l.kind}`, (kindsOfItem.get(`${l.orderItemId}:${l.kind}`) ?? 0) + 1);
  let asIs = 0;
  const ledgerAmount = (l: (typeof ledger)[number]) => {
    const item = l.orderItemId ? convertedItems.get(l.orderItemId) : undefined;
    if (!item || !l.orderItemId) {
      // a payment no item kept (charge and its refund): the order's total when it was that
      const total = l.orderId ? orderTotal.get(l.orderId) : undefined;
      if (total && Math.abs(l.amount) === total.before) return Math.sign(l.amount) * total.after;
      asIs++;
      return convert(l.amount);
    }
    const once = kindsOfItem.get(`${l.orderItemId}:${l.kind}`) === 1;
    const refund = refundByRef.get(`${l.orderItemId}:${l.gatewayRef}`);
    const converted = refund ? item.refunds.get(refund.id) : undefined;
    const reversal = reversalByRef.get(`${l.orderItemId}:${l.gatewayRef}`);
    switch (l.kind) {
      case "charge":
        if (once) return item.total;
        break;
      case "commission":
        if (once) return item.commission;
        break;
      case "provider_share":
        if (once) return item.providerShare;
        break;
      case "refund":
        if (converted) return -converted.amount;
        break;
      case "commission_reversal":
        if (converted) return -converted.commissionPart;
        break;
      case "provider_share_reversal":
        if (converted) return -converted.providerPart;
        break;
      case "payout":
        if (once && item.line) return -item.line.amount;
        break;
      case "payout_reversal": {
        const c = reversal ? item.refunds.get(reversal.id) : undefined;
        if (c) return c.reversal;
        break;
      }
    }
    asIs++;
    return convert(l.amount);
  };
  await updateRows(
    tx,
    "ledger_entries",
    [
      { name: "amount", type: "int" },
      { name: "currency", type: "text" },
    ],
    ledger.map((l) => ({ id: l.id, values: [ledgerAmount(l), to] })),
  );
  counts.ledger_entries = ledger.length;
  if (asIs > 0) counts.ledger_entries_converted_alone = asIs;

  // promotions: the days at the day's price (where that was the rule), keeping what the card was charged
  const promotionRows = await tx
    .select({ id: promotions.id, amount: promotions.amount, totalDays: promotions.totalDays })
    .from(promotions);
  await updateRows(
    tx,
    "promotions",
    [
      { name: "amount", type: "int" },
      { name: "currency", type: "text" },
      { name: "original_currency", type: "text" },
      { name: "original_amount", type: "int" },
    ],
    promotionRows.map((p) => {
      const amount =
        p.amount === p.totalDays * promotionPricePerDay(from)
          ? p.totalDays * promotionPricePerDay(to)
          : convert(p.amount);
      return { id: p.id, values: [amount, to, from, p.amount] };
    }),
  );
  counts.promotions = promotionRows.length;

  // in-app notifications show their amounts in the currency of sale
  const noticeRows = await tx
    .select({ id: notifications.id, data: notifications.data })
    .from(notifications)
    .where(sql`${notifications.data} ?| array['total', 'amount']`);
  const notices = noticeRows.flatMap((n) => {
    const data = { ...(n.data as Record<string, unknown>) };
    let changed = false;
    for (const key of ["total", "amount"])
      if (typeof data[key] === "number") {
        data[key] = convert(data[key] as number);
        changed = true;
      }
    return changed ? [{ id: n.id, values: [JSON.stringify(data)] }] : [];
  });
  await updateRows(tx, "notifications", [{ name: "data", type: "jsonb" }], notices);
  counts.notifications = notices.length;
  return counts;
}
