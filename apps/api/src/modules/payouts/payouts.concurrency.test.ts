import { describe, expect, it } from "vitest";
import { adminRaceApp } from "../../test/race";
import { onPostgres } from "../../test/test-app";
import { freshPeriod, payableItems, payoutLedgerRows, payoutTransfers } from "./payouts.fixtures";
import { payProvider } from "./payouts.service";

/**
 * ADR 015's "one payout per provider and period" under real concurrency, on a real PostgreSQL server with
 * a wide pool: admins (a double click, two tabs, a run for all beside a payout of one) pay one provider
 * for one period at once. Every call answers with the same payout, one transfer is made, and told made
 * once, and each item is paid out once in the ledger. The control plans without the provider's lock: the racing calls collide on
 * the unique indexes and fail instead of taking turns.
 */
const parallel = 6;
const items = 4;

describe.skipIf(!onPostgres)(
  "payouts of one provider and period at once (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    const fixture = adminRaceApp(parallel + 2);

    /** `parallel` payouts of the provider for a period of their own, all at once. */
    async function race(providerLock: boolean) {
      const { t, pool, admin } = fixture;
      const { items: sold, providerId } = await payableItems(t, items);
      const deps = {
        db: pool.db,
        gateway: t.app.deps.payments,
        currency: t.app.deps.config.currency,
        providerLock,
      };
      const period = freshPeriod();
      const answers = await Promise.allSettled(
        Array.from({ length: parallel }, () => payProvider(deps, admin, { providerId, period })),
      );
      const payoutIds = new Set(
        answers.flatMap((a) => (a.status === "fulfilled" ? [a.value.payout.id] : [])),
      );
      const transfers = await payoutTransfers(t.database.db, [...payoutIds]);
      const paidOut = await payoutLedgerRows(
        t.database.db,
        sold.map((i) => i.id),
      );
      return {
        failed: answers.filter((a) => a.status === "rejected").length,
        // what the admin is told: the transfer reported made by one call only
        toldTransferred: answers.filter((a) => a.status === "fulfilled" && a.value.transferred).length,
        payouts: payoutIds.size,
        transfers: transfers.length,
        itemsPaidOut: paidOut.length,
      };
    }

    it(`${parallel} payouts of one provider and period at once: one payout, one transfer told once, each item paid once`, async () => {
      expect(await race(true)).toEqual({
        failed: 0,
        toldTransferred: 1,
        payouts: 1,
        transfers: 1,
        itemsPaidOut: items,
      });
    });

    it("control: without the provider's lock the racing payouts collide and fail instead of taking turns", async () => {
      let failed = 0;
      // a race is a race: a few tries, each of which nearly always overlaps
      for (let round = 0; round < 3 && failed === 0; round++) failed = (await race(false)).failed;
      expect(failed).toBeGreaterThan(0);
    });
  },
);
