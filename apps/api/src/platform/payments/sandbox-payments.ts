import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxAccounts, sandboxMoneyMovements, sandboxPaymentIntents } from "../../db/schema/index";
import { GatewayError, type PaymentGateway, purposeMetadata } from "./gateway";
import {
  chargeObject,
  confirmable,
  hex,
  intentObject,
  type MakeEvent,
  refundObject,
  type SandboxEventListener,
  toState,
  transferObject,
} from "./sandbox-objects";

const sameKeyOtherRequest = (key: string) =>
  new GatewayError(`idempotency key ${key} was used with other parameters`);

/** The sandbox's card payments, refunds and transfers: Stripe's semantics in its own tables. */
export function sandboxPayments(options: { db: Db; now: () => Date; makeEvent: MakeEvent }) {
  const { db, now, makeEvent } = options;
  let listener: SandboxEventListener | null = null;

  /** Events of the interface's calls go to the listener, as Stripe's webhooks would arrive. */
  const emit = async (type: string, object: object) => {
    if (listener) await listener(makeEvent(type, object));
  };

  const findIntent = async (where: SQL) => (await db.select().from(sandboxPaymentIntents).where(where))[0];
  const requireIntent = async (id: string) => {
    const row = await findIntent(eq(sandboxPaymentIntents.id, id));
    if (!row) throw new GatewayError(`no such payment_intent: ${id}`);
    return row;
  };
  const findMovement = async (key: string) =>
    (await db.select().from(sandboxMoneyMovements).where(eq(sandboxMoneyMovements.idempotencyKey, key)))[0];
  const positive = (amount: number) => {
    if (!Number.isInteger(amount) || amount < 1) throw new GatewayError(`invalid amount: ${amount}`);
  };

  const gateway: Pick<
    PaymentGateway,
    | "createPaymentIntent"
    | "retrievePaymentIntent"
    | "cancelPaymentIntent"
    | "createRefund"
    | "createTransfer"
    | "findTransfer"
    | "reverseTransfer"
  > = {
    async createPaymentIntent(input) {
      positive(input.amount);
      const id = `pi_sb_${hex(12)}`;
      const at = now();
      const [row] = await db
        .insert(sandboxPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${hex(16)}`,
          amount: input.amount,
          currency: input.currency,
          metadata: purposeMetadata(input.purpose),
          transferGroup: input.transferGroup ?? null,
          idempotencyKey: input.idempotencyKey,
          createdAt: at,
          updatedAt: at,
        })
        .onConflictDoNothing({ target: sandboxPaymentIntents.idempotencyKey })
        .returning();
      if (!row) {
        // the same request again: Stripe answers the object it made the first time
        const first = await findIntent(eq(sandboxPaymentIntents.idempotencyKey, input.idempotencyKey));
        if (!first || first.amount !== input.amount || first.currency !== input.currency)
          throw sameKeyOtherRequest(input.idempotencyKey);
        return toState(first);
      }
      await emit("payment_intent.created", intentObject(row));
      return toState(row);
    },

    async retrievePaymentIntent(id) {
      return toState(await requireIntent(id));
    },

    async cancelPaymentIntent(id) {
      const [row] = await db
        .update(sandboxPaymentIntents)
        .set({ status: "canceled", actionToken: null, updatedAt: now() })
        .where(
          and(
            eq(sandboxPaymentIntents.id, id),
            inArray(sandboxPaymentIntents.status, [...confirmable, "processing"]),
          ),
        )
        .returning();
      if (!row) {
        const current = await requireIntent(id);
        // canceling twice answers the canceled payment, as Stripe's replay of the same key does
        if (current.status === "canceled") return toState(current);
        throw new GatewayError(`payment_intent ${id} is ${current.status} and cannot be canceled`);
      }
      await emit("payment_intent.canceled", intentObject(row));
      return toState(row);
    },

    async createRefund(input) {
      positive(input.amount);
      const done = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const at = now();
        const [movement] = await tx
          .insert(sandboxMoneyMovements)
          .values({
            id: `re_sb_${hex(12)}`,
            kind: "refund",
            paymentIntentId: input.paymentIntentId,
            amount: input.amount,
            idempotencyKey: input.idempotencyKey,
            metadata: input.metadata,
            createdAt: at,
          })
          .onConflictDoNothing({ target: sandboxMoneyMovements.idempotencyKey })
          .returning();
        if (!movement) return { movement: undefined, intent: undefined };
        // at most what is left: checked and counted in one statement, so parallel refunds cannot overdraw
        const [intent] = await tx
          .update(sandboxPaymentIntents)
          .set({
            amountRefunded: sql`${sandboxPaymentIntents.amountRefunded} + ${input.amount}`,
            updatedAt: at,
          })
          .where(
            and(
              eq(sandboxPaymentIntents.id, input.paymentIntentId),
              eq(sandboxPaymentIntents.status, "succeeded"),
              sql`${sandboxPaymentIntents.amountRefunded} + ${input.amount} <= ${sandboxPaymentIntents.amount}`,
            ),
          )
          .returning();
        if (!intent) {
          const [current] = await tx
            .select()
            .from(sandboxPaymentIntents)
            .where(eq(sandboxPaymentIntents.id, input.paymentIntentId));
          throw new GatewayError(
            !current
              ? `no such payment_intent: ${input.paymentIntentId}`
              : current.status !== "succeeded"
                ? `payment_intent ${current.id} is ${current.status}: nothing to refund`
                : `refund of ${input.amount} exceeds the ${current.amount - current.amountRefunded} left`,
          );
        }
        await tx
          .update(sandboxMoneyMovements)
          .set({ transferGroup: intent.transferGroup })
          .where(eq(sandboxMoneyMovements.id, movement.id));
        return { movement, intent };
      });
      if (!done.movement || !done.intent) {
        const first = await findMovement(input.idempotencyKey);
        if (
          first?.kind !== "refund" ||
          first.paymentIntentId !== input.paymentIntentId ||
          first.amount !== input.amount
        )
          throw sameKeyOtherRequest(input.idempotencyKey);
        return { id: first.id, amount: first.amount, status: "succeeded" };
      }
      const { movement, intent } = done;
      await emit("charge.refunded", {
        ...chargeObject(intent),
        refunds: { object: "list", data: [refundObject(movement)] },
      });
      return { id: movement.id, amount: movement.amount, status: "succeeded" };
    },

    async createTransfer(input) {
      positive(input.amount);
      const replay = async () => {
        const first = await findMovement(input.idempotencyKey);
        if (!first) return undefined;
        if (
          first.kind !== "transfer" ||
          first.destinationAccountId !== input.destinationAccountId ||
          first.amount !== input.amount
        )
          throw sameKeyOtherRequest(input.idempotencyKey);
        return { id: first.id, amount: first.amount };
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const [account] = await db
        .select({ payoutsEnabled: sandboxAccounts.payoutsEnabled })
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.id, input.destinationAccountId));
      if (!account) throw new GatewayError(`no such destination account: ${input.destinationAccountId}`);
      if (!account.payoutsEnabled)
        throw new GatewayError(`destination ${input.destinationAccountId} cannot receive transfers yet`);
      const [row] = await db
        .insert(sandboxMoneyMovements)
        .values({
          id: `tr_sb_${hex(12)}`,
          kind: "transfer",
          destinationAccountId: input.destinationAccountId,
          transferGroup: input.transferGroup,
          amount: input.amount,
          idempotencyKey: input.idempotencyKey,
          metadata: input.metadata,
          createdAt: now(),
        })
        .onConflictDoNothing({ target: sandboxMoneyMovements.idempotencyKey })
        .returning();
      if (!row) {
        const first = await replay();
        if (!first) throw sameKeyOtherRequest(input.idempotencyKey);
        return first;
      }
      await emit("transfer.created", transferObject(row));
      return { id: row.id, amount: row.amount };
    },

    async findTransfer(transferGroup) {
      const [row] = await db
        .select()
        .from(sandboxMoneyMovements)
        .where(
          and(
            eq(sandboxMoneyMovements.kind, "transfer"),
            eq(sandboxMoneyMovements.transferGroup, transferGroup),
          ),
        )
        .limit(1);
      return row ? { id: row.id, amount: row.amount } : null;
    },

    /** Like Stripe: at most what is left of the transfer; the same key answers with the first reversal. */
    async reverseTransfer(input) {
      positive(input.amount);
      const done = await db.transaction(async (t) => {
        const tx = t as unknown as typeof db;
        const [transfer] = await tx
          .select()
          .from(sandboxMoneyMovements)
          .where(eq(sandboxMoneyMovements.id, input.transferId))
          .for("update");
        if (transfer?.kind !== "transfer") throw new GatewayError(`no such transfer: ${input.transferId}`);
        const [first] = await tx
          .select()
          .from(sandboxMoneyMovements)
          .where(eq(sandboxMoneyMovements.idempotencyKey, input.idempotencyKey));
        if (first) {
          if (first.kind !== "transfer_reversal" || first.amount !== input.amount)
            throw sameKeyOtherRequest(input.idempotencyKey);
          return first;
        }
        const earlier = await tx
          .select({ amount: sandboxMoneyMovements.amount })
          .from(sandboxMoneyMovements)
          .where(
            and(
              eq(sandboxMoneyMovements.kind, "transfer_reversal"),
              eq(sandboxMoneyMovements.transferGroup, transfer.id),
            ),
          );
        const reversed = earlier.reduce((sum, r) => sum + r.amount, 0);
        if (reversed + input.amount > transfer.amount)
          throw new GatewayError(`reversal of ${input.amount} exceeds what is left of ${transfer.id}`);
        const [row] = await tx
          .insert(sandboxMoneyMovements)
          .values({
            id: `trr_sb_${hex(12)}`,
            kind: "transfer_reversal",
            destinationAccountId: transfer.destinationAccountId,
            // the reversed transfer, so its reversals are found together
            transferGroup: transfer.id,
            amount: input.amount,
            idempotencyKey: input.idempotencyKey,
            metadata: input.metadata,
            createdAt: now(),
          })
          .returning();
        return row;
      });
      if (!done) throw new GatewayError("the reversal was not recorded");
      return { id: done.id, amount: done.amount };
    },
  };

  return {
    ...gateway,

    setEventListener(next: SandboxEventListener | null) {
      listener = next;
    },
  };
}
