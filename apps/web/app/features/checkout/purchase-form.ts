import { billingCountryIsos, emailSchema, invoiceRequest } from "@kursove/contracts";
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

/**
 * "I need an invoice" and the company it is made out to (INVOICE-AT-CHECKOUT): checked by the API's own
 * rules (invoiceRequest) only when the box is ticked; the fields are otherwise ignored.
 */
export const invoiceFields = z.object({
  needInvoice: z.preprocess((v) => v === "on" || v === true, z.boolean()).default(false),
  companyName: z.string().optional(),
  companyVatId: z.string().optional(),
  companyAddress: z.string().optional(),
  companyMol: z.string().optional(),
});
export type InvoiceFields = z.infer<typeof invoiceFields>;

/** The form's company as POST /checkout takes it, or null when no invoice is asked for. */
export function invoiceOf(value: Partial<InvoiceFields>) {
  if (!value.needInvoice) return null;
  return {
    company_name: value.companyName ?? "",
    company_vat_id: value.companyVatId ?? "",
    company_address: value.companyAddress ?? "",
    company_mol: value.companyMol ?? "",
  };
}

function checkInvoice(value: Partial<InvoiceFields>, ctx: z.RefinementCtx) {
  const company = invoiceOf(value);
  const checked = company && invoiceRequest.safeParse(company);
  if (!checked || checked.success) return;
  for (const issue of checked.error.issues)
    ctx.addIssue({
      code: "custom",
      path: [formFieldOf(`invoice.${issue.path.join(".")}`)],
      message: issue.message,
    });
}

export type PurchaseValue = BillingFields & Partial<CardFields> & InvoiceFields;

/** What the purchase needs: billing alone (a free order, or Stripe's Elements) or billing and card. */
export const purchaseSchema = (withCard: boolean) =>
  (withCard ? billingFields.extend(cardFields.shape) : billingFields)
    .extend(invoiceFields.shape)
    .superRefine(checkInvoice) as z.ZodType<PurchaseValue>;

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

const apiFieldNames: Record<string, string> = {
  "card.number": "cardNumber",
  "card.cvc": "cardCvc",
  "card.exp_month": "cardExpiry",
  "card.exp_year": "cardExpiry",
  "card.name": "cardName",
  "invoice.company_name": "companyName",
  "invoice.company_vat_id": "companyVatId",
  "invoice.company_address": "companyAddress",
  "invoice.company_mol": "companyMol",
};

/** The API's field names (billing.firstName, card.number, invoice.company_name...) as the form's. */
export function formFieldOf(apiField: string) {
  const name = apiField.replace(/^(body\.)?billing\./, "").replace(/^body\./, "");
  return apiFieldNames[name] ?? name;
}
