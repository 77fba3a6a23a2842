/**
 * The sandbox's card checks and Stripe's test cards (https://docs.stripe.com/testing). Card numbers and
 * security codes pass through here only: nothing of them is kept but a paying card's brand and last four.
 */

/** A card as the buyer typed it. */
export type SandboxCard = { number: string; cvc: string; expMonth: number; expYear: number };

/** Which field of the card is wrong, and Stripe's error code for it. */
export type CardDataError = {
  field: "number" | "exp_month" | "exp_year" | "cvc";
  code: "incorrect_number" | "invalid_expiry_month" | "invalid_expiry_year" | "invalid_cvc";
};

/**
 * What the sandbox does with a valid card: pay, fail with Stripe's error code (and decline code, as
 * Stripe's last_payment_error has it), or ask for the 3-D Secure step first.
 */
export type CardBehaviour =
  | { kind: "succeed" }
  | { kind: "fail"; code: string; declineCode?: string; lastErrorCode: string }
  | { kind: "authenticate" };

const decline = (code: string, declineCode: string, lastErrorCode: string): CardBehaviour => ({
  kind: "fail",
  code,
  declineCode,
  lastErrorCode,
});

/**
 * Stripe's test cards that ask for authentication (3-D Secure) on a one-off payment and pay once it is
 * approved: "authenticate unless set up", "always authenticate", "already set up" (which still asks on
 * a payment made on the page), and the 3DS2 and 3DS "required" cards.
 */
export const authenticationCards = [
  "4000002500003155",
  "4000002760003184",
  "4000003800000446",
  "4000000000003220",
  "4000000000003063",
] as const;

/** Stripe's test cards the sandbox knows; any other valid number pays. */
export const testCards: Readonly<Record<string, CardBehaviour>> = {
  "4000000000000002": decline("card_declined", "generic_decline", "card_declined"),
  "4000000000009995": decline("card_declined", "insufficient_funds", "insufficient_funds"),
  "4000000000000069": decline("expired_card", "expired_card", "expired_card"),
  "4000000000000127": decline("incorrect_cvc", "incorrect_cvc", "incorrect_cvc"),
  "4000000000000119": { kind: "fail", code: "processing_error", lastErrorCode: "processing_error" },
  ...Object.fromEntries(authenticationCards.map((number) => [number, { kind: "authenticate" } as const])),
};

/** The Luhn check digit test of card numbers. */
export function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The number without the spaces people type between groups of digits. */
export const cardDigits = (number: string) => number.replace(/\s+/g, "");

/** A two-digit year is read in this century (26 -> 2026), as card forms do. */
const fullYear = (year: number) => (year >= 0 && year < 100 ? 2000 + year : year);

/**
 * Checks a card as Stripe does before any attempt: 12-19 digits passing Luhn, month 1-12, not expired
 * (a card is valid to the end of its month), a security code of 3 or 4 digits. Null when valid.
 */
export function validateCard(card: SandboxCard, now: Date): CardDataError | null {
  const digits = cardDigits(card.number);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) return { field: "number", code: "incorrect_number" };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return { field: "exp_month", code: "invalid_expiry_month" };
  const year = fullYear(card.expYear);
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year < thisYear || year > thisYear + 50)
    return { field: "exp_year", code: "invalid_expiry_year" };
  // the first moment after the card's month, in UTC: earlier than now means expired
  if (Date.UTC(year, card.expMonth, 1) <= now.getTime())
    return { field: "exp_month", code: "invalid_expiry_month" };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { field: "cvc", code: "invalid_cvc" };
  return null;
}

/** Visa for 4..., Mastercard for 51-55 and 2221-2720, American Express for 34/37, else unknown. */
export function cardBrand(digits: string) {
  if (digits.startsWith("4")) return "visa";
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return "mastercard";
  if (two === 34 || two === 37) return "amex";
  return "unknown";
}

/** What the sandbox does with a valid card number. */
export const cardBehaviour = (digits: string): CardBehaviour => testCards[digits] ?? { kind: "succeed" };
