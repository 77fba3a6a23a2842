import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../../db/client";
import { courses, invoices, orderItems, orders, providers, users } from "../../db/schema/index";
import { billing } from "../../test/orders";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { requestOrderInvoices } from "./issue-invoices";

/**
 * Invoice numbers under real concurrency (INVOICE-NUMBERS): many buyers ask for invoices of one provider
 * at once, on a real PostgreSQL server through a pool of many connections, so the transactions truly
 * overlap. The numbers must be 1..N with no gap and no repeat. The control takes numbers by reading the
 * counter and writing it back, without the row lock, and repeats numbers (the unique index refuses them).
 */
const requests = 30;
const mail = {
  publicUrl: "http://localhost:3000",
  officeEmail: "office@kursove.bg",
  money: { second: false },
};

describe.skipIf(!onPostgres)(
  "invoice numbers under concurrency (needs a real PostgreSQL server: skipped on PGlite, one connection in one process)",
  () => {
    let t: TestApp;
    let wide: Database;
    let buyerId: string;
    let courseId: string;
    const providerIds: string[] = [];

    beforeAll(async () => {
      t = await createTestApp();
      const pool = (t.database.db as unknown as { $client: pg.Pool }).$client;
      wide = await openDatabase({ url: pool.options.connectionString, poolSize: 20 });
      const db = t.database.db;
      const [buyer] = await db.select().from(users).where(eq(users.email, "learner40@example.com"));
      buyerId = buyer!.id;
      await db
        .update(users)
        .set({
          companyName: "Фирма ООД",
          companyVatId: "BG131234567",
          companyAddress: "гр. София, ул. Раковски 1",
        })
        .where(eq(users.id, buyerId));
      for (const p of await db.select().from(providers).limit(2)) providerIds.push(p.id);
      courseId = (await db.select().from(courses).limit(1))[0]!.id;
    });
    afterAll(async () => {
      await wide?.close();
      await t?.close();
    });

    /** `count` paid orders of one item of the provider, straight in the database. */
    async function paidOrders(providerId: string, count: number) {
      const ids: string[] = [];
      for (let i = 0; i < count; i++) {
        const [order] = await t.database.db
          .insert(orders)
          .values({
            number: `R-${Math.random().toString(36).slice(2, 10)}`,
            userId: buyerId,
            status: "paid",
            total: 4900,
            currency: "EUR",
            billing,
            paidAt: new Date(),
          })
          .returning();
        await t.database.db.insert(orderItems).values({
          orderId: order!.id,
          courseId,
          providerId,
          title: "Курс за състезание",
          quantity: 1,
          unitPrice: 4900,
          total: 4900,
          commissionBp: 1500,
        });
        ids.push(order!.id);
      }
      return ids;
    }

    const numbersOf = async (providerId: string) =>
      (await t.database.db.select().from(invoices).where(eq(invoices.issuer, providerId))).map((i) =>
        Number(i.number),
      );

    it("numbers a provider's invoices 1..N with no gap and no repeat when all are asked for at once", async () => {
      const provider = providerIds[0]!;
      const ids = await paidOrders(provider, requests);
      const results = await Promise.allSettled(
        ids.map((id) => requestOrderInvoices(wide.db, mail, buyerId, id)),
      );
      expect(results.filter((r) => r.status === "rejected")).toEqual([]);
      const numbers = (await numbersOf(provider)).sort((a, b) => a - b);
      expect(numbers).toEqual(Array.from({ length: requests }, (_, i) => i + 1));
    });

    it("issues one invoice when the same order is asked for many times at once", async () => {
      const provider = providerIds[0]!;
      const [id] = await paidOrders(provider, 1);
      const before = (await numbersOf(provider)).length;
      await Promise.allSettled(
        Array.from({ length: 10 }, () => requestOrderInvoices(wide.db, mail, buyerId, id!)),
      );
      expect(await t.database.db.select().from(invoices).where(eq(invoices.orderId, id!))).toHaveLength(1);
      expect((await numbersOf(provider)).sort((a, b) => a - b).at(-1)).toBe(before + 1);
    });

    it("control: numbers taken without the counter's lock repeat, so requests fail or numbers collide", async () => {
      const provider = providerIds[1]!;
      const ids = await paidOrders(provider, requests);
      const results = await Promise.allSettled(
        ids.map((id) => requestOrderInvoices(wide.db, mail, buyerId, id, { lockedNumbers: false })),
      );
      const failed = results.filter((r) => r.status === "rejected").length;
      const numbers = await numbersOf(provider);
      const highest = Math.max(0, ...numbers);
      // without the lock, some transactions read the same last number: a repeat refused by the unique
      // index, or numbers lost to a counter written back lower
      expect(failed > 0 || new Set(numbers).size < requests || highest !== numbers.length).toBe(true);
    });
  },
);
