import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, orders, refunds, sandboxPaymentIntents } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import { adminRaceApp } from "../../test/race";
import { onPostgres } from "../../test/test-app";
import { ordersDeps } from "../orders";
import { payableItems } from "../payouts/payouts.fixtures";
import { refundByAdmin } from "./admin-refunds.service";

/**
 * ADR 015's "a repeated submit does nothing and answers with the order" under real concurrency, on a real
 * PostgreSQL server with a wide pool: one admin's refund submitted several times at once with one request
 * key (a double click, a retry after a lost answer). Each submit answers with the refunded order and the
 * learner is paid back once. The control runs the submits without the key's lock: those that arrive while
 * the first is at the gateway are told 409 refund_in_progress, though the money still moves once.
 */
const parallel = 6;

describe.skipIf(!onPostgres)(
  "one refund submitted several times at once (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    const fixture = adminRaceApp(2 * parallel + 4);

    /** The same submit `parallel` times at once: each one's outcome and the money moved. */
    async function race(submitLock: boolean) {
      const { t, pool, admin } = fixture;
      const [item] = (await payableItems(t, 1)).items;
      const deps = { ...ordersDeps(t.app), db: pool.db, submitLock };
      const body = {
        items: [{ item_id: item!.id, amount: item!.total }],
        reason: "курсът отпадна",
        request_key: `retry-${item!.id}`,
      };
      const answers = await Promise.allSettled(
        Array.from({ length: parallel }, () => refundByAdmin(deps, admin, item!.orderId, body, "bg")),
      );
      const outcomes = answers.map((a) =>
        a.status === "fulfilled"
          ? a.value.status
          : a.reason instanceof AppError
            ? a.reason.code
            : String(a.reason),
      );
      const db = t.database.db;
      const rows = await db.select().from(refunds).where(eq(refunds.orderId, item!.orderId));
      const ledger = await db.select().from(ledgerEntries).where(eq(ledgerEntries.orderItemId, item!.id));
      const [order] = await db.select().from(orders).where(eq(orders.id, item!.orderId));
      const intent = (await db.select().from(sandboxPaymentIntents)).find(
        (i) => i.id === order!.paymentIntentId,
      );
      return {
        outcomes,
        total: item!.total,
        refundRows: rows.length,
        ledgerRefunded: -ledger.filter((l) => l.kind === "refund").reduce((s, l) => s + l.amount, 0),
        gatewayRefunded: intent?.amountRefunded,
        status: order!.status,
      };
    }

    it(`the same refund submitted ${parallel} times at once: every submit answers with the refunded order, money moves once`, async () => {
      const result = await race(true);
      expect(result.outcomes).toEqual(Array.from({ length: parallel }, () => "refunded"));
      expect(result.refundRows).toBe(1);
      expect(result.ledgerRefunded).toBe(result.total);
      expect(result.gatewayRefunded).toBe(result.total);
      expect(result.status).toBe("refunded");
    });

    it("control: without the request key's lock, repeated submits arriving mid-refund are told 409", async () => {
      let refused = 0;
      // a race is a race: a few tries, each of which nearly always interleaves
      for (let i = 0; i < 4 && refused === 0; i++) {
        const result = await race(false);
        refused = result.outcomes.filter((o) => o === "refund_in_progress").length;
        // the money is right even then: the refund moves once
        expect(result.refundRows).toBe(1);
        expect(result.gatewayRefunded).toBe(result.total);
      }
      expect(refused).toBeGreaterThan(0);
    });
  },
);
