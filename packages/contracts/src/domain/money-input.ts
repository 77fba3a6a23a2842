/**
 * Money typed by a person (ADR 025): "12,50", "12.5", "1 200" in the currency's main unit, read as minor
 * units. Formatting lives beside the currency (currency.ts: formatMoney).
 */

/** The most whole units an amount may have (9 999 999.99 by default). */
type ParseOptions = { maxWholeDigits?: number };

/**
 * Reads an amount as minor units; empty is null, anything else that is not an amount (letters, more than
 * two decimals, a sign, too many digits) is "invalid".
 */
export function parseMoney(
  text: string,
  { maxWholeDigits = 7 }: ParseOptions = {},
): number | null | "invalid" {
  const value = text.replace(/\s/g, "").replace(",", ".");
  if (value === "") return null;
  if (!new RegExp(`^\\d{1,${maxWholeDigits}}(\\.\\d{1,2})?$`).test(value)) return "invalid";
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Minor units as a plain amount for an input's value: 1250 -> "12.50". */
export const moneyInputValue = (minor: number) => (minor / 100).toFixed(2);
