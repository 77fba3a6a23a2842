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

/**
 * The amounts typed for a refund, checked before the confirm step: each must read as money and stay
 * within what is still refundable for its course. Answers the total, and the problem per field.
 */
export function checkRefundAmounts(fields: { name: string; text: string; refundable: number }[]) {
  const errors: Record<string, "invalid" | "tooMuch"> = {};
  let total = 0;
  for (const { name, text, refundable } of fields) {
    const amount = parseMoneyInput(text);
    if (amount === "invalid" || amount === 0) errors[name] = "invalid";
    else if (amount !== null && amount > refundable) errors[name] = "tooMuch";
    else total += amount ?? 0;
  }
  return { total, errors };
}
