import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AppError } from "../../platform/errors";
import type { PaymentGateway } from "../../platform/payments/gateway";
import { adminRaceApp, signal } from "../../test/race";
import { onPostgres } from "../../test/test-app";
import { ordersDeps } from "../orders";
import { payableItems } from "../payouts/payouts.fixtures";
import { refundByAdmin } from "./admin-refunds.service";

/**
 * ADR 015's repeated refund submit (one request key) against a slow gateway, on a real PostgreSQL server
 * with a small pool: the first submit is at the gateway when 20 repeats arrive. The repeats wait for its
 * lock without holding pooled connections and give up with 409 refund_in_progress, while other requests
 * still get their answers; the first refund then completes and the money moves once. The control waits
 * for the lock on pooled connections, as before: the repeats take the pool and another request waits.
 */
const repeats = 20;
const poolSize = 4;

const outcomeOf = (a: PromiseSettledResult<{ status: string }>) =>
  a.status === "fulfilled" ? a.value.status : a.reason instanceof AppError ? a.reason.code : String(a.reason);

describe.skipIf(!onPostgres)(
  "repeats of one refund behind a slow gateway (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    const fixture = adminRaceApp(poolSize);

    async function repeatsBehindSlowGateway(submitWaitMs: number | null) {
      const { t, pool, admin } = fixture;
      const [item] = (await payableItems(t, 1)).items;
      const gateway = t.app.deps.payments;
      const atGateway = signal();
      const released = signal();
      // the first submit's refund waits at the gateway until released
      let calls = 0;
      const slow: PaymentGateway = Object.assign(Object.create(gateway), {
        createRefund: async (input: Parameters<PaymentGateway["createRefund"]>[0]) => {
          if (calls++ === 0) {
            atGateway.fire();
            await released.wait;
          }
          return gateway.createRefund(input);
        },
      });
      const deps = { ...ordersDeps(t.app), db: pool.db, gateway: slow, submitWaitMs };
      const body = {
        items: [{ item_id: item!.id, amount: item!.total }],
        reason: "курсът отпадна",
        request_key: `pool-${item!.id}`,
      };
      const first = refundByAdmin(deps, admin, item!.orderId, body, "bg");
      await atGateway.wait;
      const waiting = Array.from({ length: repeats }, () =>
        refundByAdmin(deps, admin, item!.orderId, body, "bg"),
      );
      // another request while the repeats wait: answered, or still waiting after two seconds
      await new Promise((resolve) => setTimeout(resolve, 300));
      const started = Date.now();
      const other = await Promise.race([
        pool.db.execute(sql`select 1`).then(() => "answered"),
        new Promise((resolve) => setTimeout(() => resolve("stalled"), 2_000)),
      ]);
      const otherMs = Date.now() - started;
      if (submitWaitMs !== null) await Promise.allSettled(waiting);
      released.fire();
      const answers = await Promise.allSettled([first, ...waiting]);
      const outcomes = answers.map(outcomeOf);
      if (submitWaitMs === null) return { other };
      const again = await refundByAdmin(deps, admin, item!.orderId, body, "bg");
      return { other, otherMs, first: outcomes[0], repeats: outcomes.slice(1), again: again.status };
    }

    it(`${repeats} repeats of a refund behind a slow gateway wait without the pool: other requests answered, then 409`, async () => {
      const result = await repeatsBehindSlowGateway(500);
      expect(result.other).toBe("answered");
      expect(result.otherMs).toBeLessThan(1_000);
      expect(result.first).toBe("refunded");
      expect(result.repeats).toEqual(Array.from({ length: repeats }, () => "refund_in_progress"));
      expect(result.again).toBe("refunded");
    });

    it("control: repeats waiting for the lock on pooled connections take the pool from other requests", async () => {
      // (the first refund's own writes after the gateway then wait for the pool too, and may time out)
      expect(await repeatsBehindSlowGateway(null)).toEqual({ other: "stalled" });
    });
  },
);
