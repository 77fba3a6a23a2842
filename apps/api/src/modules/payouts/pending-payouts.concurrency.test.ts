import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payouts } from "../../db/schema/index";
import type { PaymentGateway } from "../../platform/payments/gateway";
import { adminRaceApp, signal } from "../../test/race";
import { onPostgres } from "../../test/test-app";
import { freshPeriod, payableItems, payoutLedgerRows, payoutTransfers } from "./payouts.fixtures";
import { payProvider, runPayouts, settlePendingPayouts } from "./payouts.service";

/**
 * PAYOUT-SETTLE (ADR 050) under real concurrency, on a real PostgreSQL server with a wide pool: a payout
 * whose run was killed before its transfer is settled by reconciliation jobs (two processes' rounds) and
 * admins' reruns of its period, all at once. One attempt holds it: the gateway is asked for one transfer,
 * one is made and the ledger pays each item once. The control lets every attempt take it: the attempts
 * all ask the gateway. The sandbox answers them with one transfer, but Stripe refuses a request under a
 * key still in progress (idempotency_key_in_use), which would fail the payout and free its lines while
 * the first request's transfer lands unrecorded.
 */
const jobs = 3;
const reruns = 3;
const items = 3;

describe.skipIf(!onPostgres)(
  "a pending payout settled by jobs and reruns at once (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    const fixture = adminRaceApp(2 * (jobs + reruns) + 2);

    async function race(payoutClaim: boolean) {
      const { t, pool, admin } = fixture;
      const { items: sold, providerId } = await payableItems(t, items);
      const gateway = t.app.deps.payments;
      const period = freshPeriod();
      const base = { db: pool.db, currency: t.app.deps.config.currency, payoutClaim };
      // the run killed just before its transfer call, an hour ago: its lease ran out
      const killed: PaymentGateway = Object.assign(Object.create(gateway), {
        createTransfer: async () => {
          throw new Error("process killed");
        },
      });
      await expect(payProvider({ ...base, gateway: killed }, admin, { providerId, period })).rejects.toThrow(
        "process killed",
      );
      const hourAgo = new Date(Date.now() - 3_600_000);
      const [payout] = await t.database.db
        .update(payouts)
        .set({ claimedUntil: hourAgo, attemptedAt: hourAgo })
        .where(and(eq(payouts.providerId, providerId), eq(payouts.period, period)))
        .returning();
      const group = `payout-${payout!.id}`;
      const racers = jobs + reruns;
      // every request for a transfer of this payout that reaches the gateway
      let asked = 0;
      // a gate after the gateway's answer whether the transfer was made: it opens once every racer has
      // reached it or finished without, so the attempts that got this far overlap instead of following
      // each other (with the lease one gets this far, and the gate opens when the others are done)
      let arrived = 0;
      let settled = 0;
      let open = () => {};
      const opened = new Promise<void>((resolve) => {
        open = resolve;
      });
      const check = () => arrived + settled >= racers && open();
      const counting: PaymentGateway = Object.assign(Object.create(gateway), {
        findTransfer: async (transferGroup: string) => {
          const answer = await gateway.findTransfer(transferGroup);
          if (transferGroup === group) {
            arrived++;
            check();
            await opened;
          }
          return answer;
        },
        createTransfer: (input: Parameters<PaymentGateway["createTransfer"]>[0]) => {
          if (input.transferGroup === group) asked++;
          return gateway.createTransfer(input);
        },
      });
      const deps = { ...base, gateway: counting };
      const racer = <T>(run: () => Promise<T>) =>
        run().finally(() => {
          settled++;
          check();
        });
      const answers = await Promise.allSettled([
        ...Array.from({ length: jobs }, () => racer(() => settlePendingPayouts(deps, new Date()))),
        ...Array.from({ length: reruns }, () =>
          racer(() => payProvider(deps, admin, { providerId, period })),
        ),
      ]);
      const transfers = await payoutTransfers(t.database.db, [payout!.id]);
      const paidOut = await payoutLedgerRows(
        t.database.db,
        sold.map((i) => i.id),
      );
      const [after] = await t.database.db.select().from(payouts).where(eq(payouts.id, payout!.id));
      return {
        failed: answers.filter((a) => a.status === "rejected").length,
        asked,
        transfers: transfers.length,
        itemsPaidOut: paidOut.length,
        paidOutSum: paidOut.reduce((s, r) => s + r.amount, 0) === -payout!.amount,
        status: after?.status,
      };
    }

    it(`${jobs} jobs and ${reruns} reruns settle one pending payout at once: one request, one transfer, each item paid once`, async () => {
      expect(await race(true)).toEqual({
        failed: 0,
        asked: 1,
        transfers: 1,
        itemsPaidOut: items,
        paidOutSum: true,
        status: "paid",
      });
    });

    it("control: without the payout's lease the racing attempts all ask the gateway for its transfer", async () => {
      expect((await race(false)).asked).toBe(jobs + reruns);
    });
  },
);

/**
 * A run of payouts while another attempt holds a provider's payout (ADR 050), on a real PostgreSQL server:
 * the first run's transfer is under way (held at the gateway) when new sales of that provider become
 * payable and a second run of the period starts. The second run must not tell the admin the provider was
 * paid: it reports the payout in progress, still pending with no transfer made. The control lets the first
 * run finish first: then, and only then, the second run reports the provider already paid.
 */
describe.skipIf(!onPostgres)(
  "a payout run beside another attempt's transfer (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    const fixture = adminRaceApp(6);

    async function runBeside(firstFinishes: boolean) {
      const { t, pool, admin } = fixture;
      const { providerId } = await payableItems(t, 2);
      const gateway = t.app.deps.payments;
      const period = freshPeriod();
      const atGateway = signal();
      const released = signal();
      // the first run's transfer to this provider waits at the gateway until the second run has answered
      const slow: PaymentGateway = Object.assign(Object.create(gateway), {
        createTransfer: async (input: Parameters<PaymentGateway["createTransfer"]>[0]) => {
          if (input.metadata?.provider_id === providerId && !firstFinishes) {
            atGateway.fire();
            await released.wait;
          }
          return gateway.createTransfer(input);
        },
      });
      const deps = { db: pool.db, currency: t.app.deps.config.currency };
      const first = runPayouts({ ...deps, gateway: slow }, admin, { period });
      if (firstFinishes) await first;
      else await atGateway.wait;
      // new sales of the provider become payable while the first transfer is under way
      await payableItems(t, 1);
      const second = await runPayouts({ ...deps, gateway }, admin, { period });
      const [during] = await t.database.db
        .select()
        .from(payouts)
        .where(and(eq(payouts.providerId, providerId), eq(payouts.period, period)));
      const transfersDuring = (await payoutTransfers(t.database.db, [during!.id])).length;
      released.fire();
      const firstAnswer = (await first).results.find((r) => r.provider.id === providerId);
      const secondAnswer = second.results.find((r) => r.provider.id === providerId);
      return {
        second: {
          outcome: secondAnswer?.outcome,
          reason: secondAnswer?.reason,
          payout: secondAnswer?.payout?.status,
        },
        statusThen: during?.status,
        transfersThen: transfersDuring,
        first: firstAnswer?.outcome,
      };
    }

    it("a run while another attempt transfers a provider's payout reports it in progress, not paid", async () => {
      expect(await runBeside(false)).toEqual({
        second: { outcome: "in_progress", reason: null, payout: "pending" },
        statusThen: "pending",
        transfersThen: 0,
        first: "paid",
      });
    });

    it("control: once the first attempt has finished, a second run reports the provider already paid", async () => {
      expect(await runBeside(true)).toEqual({
        second: { outcome: "skipped", reason: "already_paid", payout: "paid" },
        statusThen: "paid",
        transfersThen: 1,
        first: "paid",
      });
    });
  },
);
