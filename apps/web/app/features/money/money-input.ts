/**
 * Reads an amount typed in leva ("12,50", "12.5", "1 200") as stotinki; empty is null, anything else
 * (letters, more than two decimals, negative) is "invalid".
 */
export function parseMoneyInput(text: string): number | null | "invalid" {
  const value = text.replace(/[\s\u00a0]/g, "").replace(",", ".");
  if (value === "") return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return "invalid";
  const [whole = "0", fraction = ""] = value.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Stotinki as a plain amount for an input's value ("1250" -> "12.50"). */
export const moneyInputValue = (minor: number) => (minor / 100).toFixed(2);
