import { z } from "zod";
import { placeAttendance } from "./attendance";

const uuid = z.uuid();
const isoDateTime = z.string();

/**
 * A certificate's code (CERT-CODE): 16 characters of Crockford's base32 in four groups, 80 random bits.
 * The public page and the API refuse any other shape as an unknown code.
 */
export const certificateCodePattern = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;
export const certificateCodeParams = z.object({ code: z.string().max(40) });

/** GET /certificates/{code}: the public check of a certificate (API.md). */
export const publicCertificate = z.object({
  code: z.string(),
  valid: z.boolean(),
  revoked: z.boolean(),
  revoked_at: isoDateTime.nullable(),
  learner_name: z.string(),
  course_title: z.string(),
  provider: z.string(),
  instructors: z.array(z.string()),
  /** the course's length in minutes; pages show it as hours */
  minutes: z.number().int(),
  hours: z.number(),
  issued_at: isoDateTime,
});
export type PublicCertificate = z.infer<typeof publicCertificate>;

/** A certificate in the learner's list: the public facts, the course's slug and the PDF's address. */
export const userCertificate = publicCertificate.extend({
  id: uuid,
  course: z.object({ id: uuid, slug: z.string() }),
  pdf_url: z.string(),
});
export type UserCertificate = z.infer<typeof userCertificate>;
export const userCertificatesQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const userCertificatesPage = z.object({ data: z.array(userCertificate), last_page: z.number().int() });
export type UserCertificatesPage = z.infer<typeof userCertificatesPage>;

/** A place bought in one of the provider's certification courses, with its certificate once issued. */
export const providerCertificateRow = z.object({
  order_item_id: uuid,
  order_number: z.string(),
  course: z.object({ id: uuid, slug: z.string(), title: z.string() }),
  learner: z.object({ name: z.string(), email: z.string() }),
  certificate: z
    .object({
      code: z.string(),
      issued_at: isoDateTime,
      revoked_at: isoDateTime.nullable(),
      /** the provider's own words, or "refunded" in the request's language for a revoke by a refund */
      revoke_reason: z.string().nullable(),
      revoked_by_refund: z.boolean(),
    })
    .nullable(),
  /** attended X of Y sessions held (CERT-ATTENDANCE); null when the course has no sessions */
  attendance: placeAttendance,
});
export type ProviderCertificateRow = z.infer<typeof providerCertificateRow>;
export const providerCertificatesQuery = z.object({
  course_id: uuid.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const providerCertificatesPage = z.object({
  data: z.array(providerCertificateRow),
  /** the provider's certification courses, for the filter */
  courses: z.array(z.object({ id: uuid, title: z.string() })),
  last_page: z.number().int(),
});
export type ProviderCertificatesPage = z.infer<typeof providerCertificatesPage>;

/** POST /provider/certificates: the provider confirms that the learner of this place completed. */
export const issueCertificateBody = z.object({ order_item_id: z.uuid({ error: "field.required" }) });

/** POST /provider/certificates/{code}/revoke: the reason stays with the provider; the public page says only "revoked". */
export const revokeCertificateBody = z.object({
  reason: z
    .string({ error: "field.required" })
    .trim()
    .min(3, { error: "field.too_small" })
    .max(500, { error: "field.too_big" }),
});
export const issuedCertificate = z.object({ code: z.string(), issued_at: isoDateTime, created: z.boolean() });
