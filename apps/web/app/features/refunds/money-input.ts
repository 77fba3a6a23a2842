import { parseMoney } from "@kursove/contracts/domain/money-input";

/**
 * The amounts typed for a refund, checked before the confirm step: each must read as money and stay
 * within what is still refundable for its course. Answers the total, and the problem per field.
 */
export function checkRefundAmounts(fields: { name: string; text: string; refundable: number }[]) {
  const errors: Record<string, "invalid" | "tooMuch"> = {};
  let total = 0;
  for (const { name, text, refundable } of fields) {
    const amount = parseMoney(text);
    if (amount === "invalid" || amount === 0) errors[name] = "invalid";
    else if (amount !== null && amount > refundable) errors[name] = "tooMuch";
    else total += amount ?? 0;
  }
  return { total, errors };
}
