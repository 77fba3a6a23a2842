/** Plain value lists, importable by the browser bundle without zod. */
export const courseTypes = [
  "online",
  "onsite",
  "open",
  "on_demand",
  "certification",
  "recorded",
  "individual",
  "group",
] as const;
export const audiences = ["consumers", "business", "kids", "individuals"] as const;
export const courseStatuses = ["draft", "in_review", "approved", "rejected", "deleted"] as const;
export const orderStatuses = [
  "pending",
  "awaiting_payment",
  "paid",
  "refunding",
  "refunded",
  "partially_refunded",
  "annulled",
  "completed",
  "canceled",
] as const;
export const courseTimings = ["future", "ongoing", "past"] as const;
export const courseSorts = ["rating", "newest", "hot", "bestsellers", "this_week", "latest"] as const;
/** Promote course: the price of one day in stotinki (spec 9: 2.99 BGN). */
export const promotionPricePerDay = 299;
