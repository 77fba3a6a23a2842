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
/** The picture types of a square photo: avatar, instructor photo and provider logo accept the same. */
export const photoImageTypes = ["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"] as const;
/** The largest square photo upload (2 MB), as the API's multipart limit. */
export const photoMaxBytes = 2 * 1024 * 1024;
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
/** The most places one cart item may take (a business buying for a team). */
export const maxPlacesPerItem = 50;
export { holdLimitDefaults } from "./domain/holds";
/** An offered place from a waiting list is held this many hours unless WAITLIST_OFFER_HOURS says otherwise. */
export const waitlistOfferHoursDefault = 12;
/** Billing countries: Bulgaria, Romania, then the rest of the European Union, by ISO code. */
export const billingCountryIsos = [
  "BG",
  "RO",
  "AT",
  "BE",
  "HR",
  "CY",
  "CZ",
  "DK",
  "EE",
  "FI",
  "FR",
  "DE",
  "GR",
  "HU",
  "IE",
  "IT",
  "LV",
  "LT",
  "LU",
  "MT",
  "NL",
  "PL",
  "PT",
  "SK",
  "SI",
  "ES",
  "SE",
] as const;

export { imageFormats, imageWidths } from "./domain/images";

/** Invoices (INVOICES): a provider's invoice to a buyer, its credit note on a refund, the platform's commission invoice. */
export const invoiceKinds = ["invoice", "credit_note", "commission"] as const;
