// Said by the server only (checkout-actions.server.ts): the page gets the sentence, so its script and its
// texts carry none of it (P5, ADR 048).

/** The API's refusals for the buyer's caps of holds, and how the page says each with its number. */
const holdLimitTexts: Record<string, string> = {
  hold_limit_per_booking: "checkout:limits.perBooking",
  hold_limit_per_buyer: "checkout:limits.perBuyer",
  hold_limit_unverified: "checkout:limits.unverified",
};

/**
 * A refusal of one of the buyer's caps (too many places of one course, in all, or before the email is
 * verified), said with the cap the API names in `errors.max_places`; null for any other refusal.
 */
export function holdLimitMessage(
  error: { code: string; errors?: Record<string, string[]> | undefined },
  t: (key: string, options: { count: number }) => string,
): string | null {
  const key = holdLimitTexts[error.code];
  const cap = Object.entries(error.errors ?? {}).find(([field]) => field.endsWith("max_places"))?.[1][0];
  if (!key || cap === undefined || !/^\d+$/.test(cap)) return null;
  return t(key, { count: Number(cap) });
}
