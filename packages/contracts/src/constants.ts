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
/**
 * Anti-hoarding defaults of the holds (settings HOLD_LIMIT_*, apps/api/src/config.ts): the places one buyer
 * may hold of one course (or hour), in all their holds, and in all until their email is verified.
 */
export const holdLimitDefaults = { perBooking: 10, perBuyer: 30, unverified: 2 } as const;
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

/** The widths a public image is offered in for `srcset` (`GET /files/{id}?w=`), AVIF or WebP. */
export const imageWidths = [160, 320, 480, 640, 960, 1280, 1600, 1920] as const;
export const imageFormats = ["avif", "webp"] as const;

/** Invoices (INVOICES): a provider's invoice to a buyer, its credit note on a refund, the platform's commission invoice. */
export const invoiceKinds = ["invoice", "credit_note", "commission"] as const;
