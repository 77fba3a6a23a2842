import type { CartItem, IndexResponse, User } from "@kursove/contracts";
import { isItemValid } from "@kursove/contracts/domain/holds";

/** What the checkout page knows of the signed-in buyer: name, email and the profile's address. */
export type Buyer = ReturnType<typeof buyerOf>;

/** The buyer of the checkout page, from the signed-in user; an unset address part is empty. */
export function buyerOf(user: User) {
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    emailVerified: user.email_verified,
    address: user.address ?? "",
    city: user.city ?? "",
    postCode: user.post_code ?? "",
    country: user.country ?? "",
    company: {
      name: user.company_name ?? "",
      vatId: user.company_vat_id ?? "",
      address: user.company_address ?? "",
      mol: user.company_mol ?? "",
    },
  };
}

/**
 * The checkout form's first values: the buyer's profile with its city named (the profile keeps a slug of
 * the reference cities), Bulgaria for a country not billed, and the card empty.
 */
export function billingDefaults(
  buyer: Buyer,
  reference: IndexResponse["countries"],
  countries: { value: string }[],
) {
  const cityName = reference.flatMap((c) => c.cities).find((c) => c.slug === buyer.city)?.name ?? buyer.city;
  return {
    firstName: buyer.firstName,
    lastName: buyer.lastName,
    email: buyer.email,
    address: buyer.address,
    city: cityName,
    postCode: buyer.postCode,
    countryIso: countries.some((c) => c.value === buyer.country) ? buyer.country : "BG",
    cardNumber: "",
    cardExpiry: "",
    cardCvc: "",
    cardName: "",
    // INVOICE-AT-CHECKOUT: the business profile fills the invoice's fields; the box starts unticked
    needInvoice: "",
    companyName: buyer.company.name,
    companyVatId: buyer.company.vatId,
    companyAddress: buyer.company.address,
    companyMol: buyer.company.mol,
  };
}

/** What is bought at `now`: the items still held, their total and the soonest end of a hold. */
export function heldItems<Item extends Pick<CartItem, "expired" | "held_until" | "subtotal">>(
  items: Item[],
  now: number,
) {
  const valid = items.filter((item) => isItemValid(item, now));
  return {
    valid,
    total: valid.reduce((sum, item) => sum + item.subtotal, 0),
    heldUntil: valid.map((item) => item.held_until).sort()[0] ?? null,
  };
}

/** The billing details Stripe gets with the card, from the form's values as typed. */
export function stripeBilling(values: Record<string, unknown>) {
  return {
    name: String(values.cardName ?? ""),
    email: String(values.email ?? ""),
    address: {
      line1: String(values.address ?? ""),
      city: String(values.city ?? ""),
      postal_code: String(values.postCode ?? ""),
      country: String(values.countryIso ?? "BG"),
    },
  };
}
