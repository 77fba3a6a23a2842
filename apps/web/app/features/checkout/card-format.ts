/**
 * Pure helpers of the checkout's card fields and hold timer. Card data only passes through them on its
 * way to the gateway: nothing here keeps, logs or sends it anywhere.
 */

/** Only the digits of what was typed. */
export const digitsOnly = (value: string) => value.replace(/\D/g, "");

/** "4242424242424242" as "4242 4242 4242 4242" (groups of four, at most 19 digits). */
export function formatCardNumber(value: string) {
  const digits = digitsOnly(value).slice(0, 19);
  return digits.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/**
 * The expiry as the buyer types it, "MM/YY": "1" stays "1", "4" becomes "04/", "123" becomes "12/3".
 * `deleting` keeps a typed-away slash from coming back.
 */
export function formatExpiry(value: string, deleting = false) {
  let digits = digitsOnly(value).slice(0, 4);
  if (digits.length === 1 && Number(digits) > 1) digits = `0${digits}`;
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits}/`;
  return `${digits.slice(0, 2)}/${digits.slice(2)}`;
}

/** "MM/YY" (or "MM/YYYY") as month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The card has not expired by the given day (a card is valid to the end of its month). */
export function isExpiryInFuture(expiry: { month: number; year: number }, now = new Date()) {
  const endOfMonth = Date.UTC(expiry.year, expiry.month, 1);
  return endOfMonth > now.getTime();
}

/** The Luhn check digit test of card numbers. */
export function passesLuhn(value: string) {
  const digits = digitsOnly(value);
  if (digits.length < 12 || digits.length > 19) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Milliseconds left as "18:42", or "11:59:52" from an hour up (a place offered from a waiting list); never negative. */
export function formatCountdown(ms: number) {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const mmss = `${String(minutes).padStart(2, "0")}:${String(seconds).padStart(2, "0")}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}

const brands: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
  diners: "Diners Club",
  jcb: "JCB",
  unionpay: "UnionPay",
};

/** A card brand as printed on cards ("visa" is "Visa"). */
export const brandName = (brand: string) =>
  brands[brand.toLowerCase()] ?? brand.slice(0, 1).toUpperCase() + brand.slice(1);
