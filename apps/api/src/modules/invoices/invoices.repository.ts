import { and, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { invoiceCounters, invoices, ledgerEntries, orders, providers } from "../../db/schema/index";

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;

/**
 * The issuer's next number (INVOICE-NUMBERS): the counter row is created once, then incremented by an
 * UPDATE that keeps it locked until the caller's transaction ends, so a parallel issuer waits and a
 * rolled-back one gives its number back. `locked: false` is the concurrency test's control only: a read
 * then a write, which two transactions can interleave.
 */
export async function nextNumber(db: Db, issuer: string, locked = true): Promise<number> {
  await db.insert(invoiceCounters).values({ issuer }).onConflictDoNothing();
  if (!locked) {
    const [row] = await db.select().from(invoiceCounters).where(eq(invoiceCounters.issuer, issuer));
    const next = (row?.lastNumber ?? 0) + 1;
    await db.update(invoiceCounters).set({ lastNumber: next }).where(eq(invoiceCounters.issuer, issuer));
    return next;
  }
  const [row] = await db
    .update(invoiceCounters)
    .set({ lastNumber: sql`${invoiceCounters.lastNumber} + 1` })
    .where(eq(invoiceCounters.issuer, issuer))
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!row) throw new Error(`no invoice counter for ${issuer}`);
  return row.lastNumber;
}

/** Locks the issuer's counter without moving it (a job that first checks whether it has work). */
export async function lockCounter(db: Db, issuer: string) {
  await db.insert(invoiceCounters).values({ issuer }).onConflictDoNothing();
  await db.select().from(invoiceCounters).where(eq(invoiceCounters.issuer, issuer)).for("update");
}

export async function insertInvoice(db: Db, values: NewInvoice) {
  const [row] = await db.insert(invoices).values(values).returning();
  if (!row) throw new Error("invoice not inserted");
  return row;
}

export async function findInvoice(db: Db, id: string) {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

/** The invoices and credit notes of an order, oldest first. */
export async function findOrderInvoices(db: Db, orderId: string) {
  return db
    .select()
    .from(invoices)
    .where(eq(invoices.orderId, orderId))
    .orderBy(invoices.issuedAt, invoices.number);
}

export async function findSaleInvoice(db: Db, orderId: string, providerId: string) {
  const [row] = await db
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.orderId, orderId), eq(invoices.providerId, providerId), eq(invoices.kind, "invoice")),
    );
  return row ?? null;
}

export async function findCommissionInvoice(db: Db, providerId: string, period: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.providerId, providerId), eq(invoices.period, period), eq(invoices.kind, "commission")),
    );
  return row ?? null;
}

export type InvoiceFilter = {
  providerId?: string;
  kind?: string | undefined;
  page: number;
  pageSize: number;
};

/** A page of invoices, newest first, with their orders' numbers; a provider sees only its own. */
export async function listInvoices(db: Db, filter: InvoiceFilter) {
  const conditions: SQL[] = [];
  if (filter.providerId) conditions.push(eq(invoices.providerId, filter.providerId));
  if (filter.kind) conditions.push(eq(invoices.kind, filter.kind));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select({ invoice: invoices, orderNumber: orders.number })
    .from(invoices)
    .leftJoin(orders, eq(orders.id, invoices.orderId))
    .where(where)
    .orderBy(desc(invoices.issuedAt), desc(invoices.number))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const [total] = await db.select({ n: count() }).from(invoices).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** The numbers of the invoices the given credit notes refer to. */
export async function findNumbers(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, InvoiceRow>();
  const rows = await db.select().from(invoices).where(inArray(invoices.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function findProvider(db: Db, id: string) {
  const [row] = await db.select().from(providers).where(eq(providers.id, id));
  return row ?? null;
}

/**
 * Each provider's commission over [from, to) net of reversals, from the ledger (LEDGER), per currency;
 * only what is above zero is invoiced.
 */
export async function commissionTotals(db: Db, from: Date, to: Date) {
  const rows = await db
    .select({
      providerId: ledgerEntries.providerId,
      currency: ledgerEntries.currency,
      // reversals are written negative, so the sum is the net commission
      total: sql<number>`sum(${ledgerEntries.amount})::int`,
    })
    .from(ledgerEntries)
    .where(
      and(
        or(eq(ledgerEntries.kind, "commission"), eq(ledgerEntries.kind, "commission_reversal")),
        gte(ledgerEntries.createdAt, from),
        lt(ledgerEntries.createdAt, to),
      ),
    )
    .groupBy(ledgerEntries.providerId, ledgerEntries.currency);
  return rows.filter((r): r is typeof r & { providerId: string } => !!r.providerId && r.total > 0);
}
