import { billingCountryIsos, emailSchema } from "@kursove/contracts";
import { z } from "zod";
import { digitsOnly, isExpiryInFuture, parseExpiry, passesLuhn } from "./card-format";

/**
 * The checkout form: billing (the spec's Checkout state) and, for the sandbox gateway, the card.
 * Messages are catalog keys: errors.json's field.* and checkout.json's own (with the checkout: prefix).
 */
const line = (max: number) =>
  z
    .string({ message: "field.required" })
    .trim()
    .min(1, { message: "field.required" })
    .max(max, { message: "field.too_big" });

export const billingFields = z.object({
  firstName: line(100),
  lastName: line(100),
  email: emailSchema,
  address: line(200),
  city: line(100),
  postCode: z
    .string({ message: "field.required" })
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, { message: "checkout:field.postCode" }),
  countryIso: z.enum(billingCountryIsos, { message: "field.required" }),
});
export type BillingFields = z.infer<typeof billingFields>;

/** The card as typed in the sandbox's own fields (Stripe takes the card in its Elements instead). */
export const cardFields = z.object({
  cardNumber: z
    .string({ message: "field.required" })
    .refine((v) => passesLuhn(v), { message: "checkout:field.cardNumber" }),
  cardExpiry: z
    .string({ message: "field.required" })
    .refine((v) => parseExpiry(v) !== null, { message: "checkout:field.cardExpiry" })
    .refine(
      (v) => {
        const expiry = parseExpiry(v);
        return !expiry || isExpiryInFuture(expiry);
      },
      {
        message: "checkout:field.cardExpired",
      },
    ),
  cardCvc: z.string({ message: "field.required" }).regex(/^\d{3,4}$/, { message: "checkout:field.cardCvc" }),
  cardName: line(100),
});
export type CardFields = z.infer<typeof cardFields>;

export const cardFieldNames = ["cardNumber", "cardExpiry", "cardCvc", "cardName"] as const;

/**
 * The card's secrets, never sent back to the page: after a refused attempt the buyer types them again,
 * while the expiry and the name on the card stay filled in.
 */
export const secretCardFieldNames = ["cardNumber", "cardCvc"] as const;

export type PurchaseValue = BillingFields & Partial<CardFields>;

/** What the purchase needs: billing alone (a free order, or Stripe's Elements) or billing and card. */
export const purchaseSchema = (withCard: boolean) =>
  (withCard ? billingFields.extend(cardFields.shape) : billingFields) as z.ZodType<PurchaseValue>;

/**
 * A card payment outside the cart (a promotion's): the card typed in the sandbox's fields, or with Stripe
 * only the name on the card (Stripe's Elements take the card itself).
 */
export const cardPaymentSchema = (withCard: boolean) =>
  (withCard ? cardFields : cardFields.pick({ cardName: true })) as z.ZodType<Partial<CardFields>>;

/** The card as POST /payments/sandbox/confirm takes it. */
export function sandboxCard(card: CardFields) {
  const expiry = parseExpiry(card.cardExpiry)!;
  return {
    number: digitsOnly(card.cardNumber),
    cvc: card.cardCvc,
    exp_month: expiry.month,
    exp_year: expiry.year,
    name: card.cardName,
  };
}

/** The API's field names (billing.firstName, card.number...) as the form's. */
export function formFieldOf(apiField: string) {
  const name = apiField.replace(/^(body\.)?billing\./, "");
  const card: Record<string, string> = {
    "card.number": "cardNumber",
    "card.cvc": "cardCvc",
    "card.exp_month": "cardExpiry",
    "card.exp_year": "cardExpiry",
    "card.name": "cardName",
  };
  return card[name] ?? name;
}
