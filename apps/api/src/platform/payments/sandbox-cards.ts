import { randomBytes } from "node:crypto";
import { and, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { sandboxPaymentIntents } from "../../db/schema/index";
import {
  type CardDataError,
  cardBehaviour,
  cardBrand,
  cardDigits,
  type SandboxCard,
  validateCard,
} from "./cards";
import { GatewayError, type PaymentIntentState } from "./gateway";
import {
  confirmable,
  intentObject,
  type MakeEvent,
  type SignedSandboxEvent,
  toState,
} from "./sandbox-objects";

/**
 * The answer of confirming a card payment:
 * - `invalid_card`: the card's data is wrong (Stripe's incorrect_number, invalid_expiry_month,
 *   invalid_expiry_year, invalid_cvc); no attempt was made, the payment is unchanged, no event;
 * - `refused`: the payment is succeeded, canceled or processing and takes no card (Stripe's
 *   payment_intent_unexpected_state); nothing changed;
 * - `attempted`: the attempt's outcome is in `intent` (succeeded; requires_action with the 3-D Secure
 *   page's single-use `actionToken`; or requires_payment_method with lastErrorCode) and its signed
 *   event (payment_intent.succeeded, .requires_action or .payment_failed) is for the caller to apply.
 */
export type SandboxConfirmation =
  | ({ outcome: "invalid_card"; intent: PaymentIntentState } & CardDataError)
  | { outcome: "refused"; intent: PaymentIntentState }
  | {
      outcome: "attempted";
      intent: PaymentIntentState;
      actionToken: string | null;
      event: SignedSandboxEvent;
    };

/** What Stripe.js and the card's bank do: confirming a payment with a card, and the 3-D Secure step. */
export function sandboxCardPayments(options: { db: Db; now: () => Date; makeEvent: MakeEvent }) {
  const { db, now, makeEvent } = options;
  const findIntent = async (where: SQL) => (await db.select().from(sandboxPaymentIntents).where(where))[0];
  const requireIntent = async (id: string) => {
    const row = await findIntent(eq(sandboxPaymentIntents.id, id));
    if (!row) throw new GatewayError(`no such payment_intent: ${id}`);
    return row;
  };

  return {
    async confirmCardPayment(clientSecret: string, card: SandboxCard): Promise<SandboxConfirmation | null> {
      const row = await findIntent(eq(sandboxPaymentIntents.clientSecret, clientSecret));
      if (!row) return null;
      if (!confirmable.includes(row.status)) return { outcome: "refused", intent: toState(row) };
      const invalid = validateCard(card, now());
      if (invalid) return { outcome: "invalid_card", intent: toState(row), ...invalid };
      // from here on only the brand and the last four digits are kept
      const digits = cardDigits(card.number);
      const paid = { cardBrand: cardBrand(digits), cardLast4: digits.slice(-4) };
      const behaviour = cardBehaviour(digits);
      const actionToken = behaviour.kind === "authenticate" ? randomBytes(24).toString("base64url") : null;
      const change =
        behaviour.kind === "succeed"
          ? { status: "succeeded", lastErrorCode: null, ...paid, actionToken: null }
          : behaviour.kind === "authenticate"
            ? { status: "requires_action", lastErrorCode: null, ...paid, actionToken }
            : {
                status: "requires_payment_method",
                lastErrorCode: behaviour.lastErrorCode,
                cardBrand: null,
                cardLast4: null,
                actionToken: null,
              };
      const [updated] = await db
        .update(sandboxPaymentIntents)
        .set({ ...change, updatedAt: now() })
        .where(and(eq(sandboxPaymentIntents.id, row.id), inArray(sandboxPaymentIntents.status, confirmable)))
        .returning();
      // paid or canceled by a parallel call meanwhile
      if (!updated) return { outcome: "refused", intent: toState(await requireIntent(row.id)) };
      const type =
        behaviour.kind === "succeed"
          ? "payment_intent.succeeded"
          : behaviour.kind === "authenticate"
            ? "payment_intent.requires_action"
            : "payment_intent.payment_failed";
      return {
        outcome: "attempted",
        intent: toState(updated),
        actionToken,
        event: makeEvent(type, intentObject(updated)),
      };
    },

    /** The payment waiting for the 3-D Secure step of a live token; null when used or unknown. */
    async findAction(token: string): Promise<PaymentIntentState | null> {
      const row = await findIntent(eq(sandboxPaymentIntents.actionToken, token));
      return row && row.status === "requires_action" ? toState(row) : null;
    },

    async completeAction(
      token: string,
      approve: boolean,
    ): Promise<{ intent: PaymentIntentState; event: SignedSandboxEvent } | null> {
      const change = approve
        ? { status: "succeeded", lastErrorCode: null }
        : {
            status: "requires_payment_method",
            lastErrorCode: "authentication_failed",
            cardBrand: null,
            cardLast4: null,
          };
      // spends the token: a second answer finds nothing to update
      const [row] = await db
        .update(sandboxPaymentIntents)
        .set({ ...change, actionToken: null, updatedAt: now() })
        .where(
          and(
            eq(sandboxPaymentIntents.actionToken, token),
            eq(sandboxPaymentIntents.status, "requires_action"),
          ),
        )
        .returning();
      if (!row) return null;
      const type = approve ? "payment_intent.succeeded" : "payment_intent.payment_failed";
      return { intent: toState(row), event: makeEvent(type, intentObject(row)) };
    },
  };
}
