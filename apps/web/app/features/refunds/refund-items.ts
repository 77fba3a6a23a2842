import { parseMoney } from "@kursove/contracts/domain/money-input";
import { uuidPattern } from "../../lib/uuid";

/** One line of a partial refund, as the API takes it. */
export type RefundItem = { item_id: string; amount: number };

/**
 * The lines of a partial refund typed in the admin's form (`amount_<item id>`): blank fields are skipped,
 * text that is not an amount (or is zero) is named in `invalid`.
 */
export function refundItemsOf(fields: Iterable<[string, FormDataEntryValue]>) {
  const items: RefundItem[] = [];
  const invalid: string[] = [];
  for (const [name, value] of fields) {
    if (!name.startsWith("amount_")) continue;
    const itemId = name.slice("amount_".length);
    const amount = parseMoney(String(value));
    if (amount === "invalid" || amount === 0) invalid.push(name);
    else if (amount !== null && uuidPattern.test(itemId)) items.push({ item_id: itemId, amount });
  }
  return { items, invalid };
}

/** The API's refusal per field (`reason`, `items.N.amount`) as the form's fields and their error codes. */
export function refundFieldCodes(apiErrors: Record<string, string[]> | undefined, items: RefundItem[]) {
  const codes: Record<string, string> = {};
  if (apiErrors?.reason?.[0]) codes.reason = apiErrors.reason[0];
  for (const [key, list] of Object.entries(apiErrors ?? {})) {
    const match = /^items\.(\d+)\.amount$/.exec(key);
    const item = match ? items[Number(match[1])] : undefined;
    if (item) codes[`amount_${item.item_id}`] = list[0] as string;
  }
  return codes;
}
