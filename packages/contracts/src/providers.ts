import { z } from "zod";
import { instructor } from "./catalog";

/** The text fields of POST /instructors and POST /instructors/{id} (multipart). */
export const instructorFields = z.object({
  name: z
    .string({ message: "field.required" })
    .trim()
    .min(1, { message: "field.required" })
    .max(80, { message: "field.too_big" }),
  role: z.string().trim().max(80, { message: "field.too_big" }).default(""),
  order: z.coerce
    .number({ message: "field.invalid_number" })
    .int({ message: "field.invalid_number" })
    .min(-10_000)
    .max(10_000)
    .default(0),
  about: z.string().trim().max(2000, { message: "field.too_big" }).default(""),
  /** an accepted lector of the same provider (user id) to link the instructor to; empty unlinks */
  lector_id: z.string().trim().max(36).optional(),
});
export type InstructorFieldsInput = z.input<typeof instructorFields>;

/** An instructor as its provider sees it: the public shape plus the lector linked to it. */
export const ownInstructor = instructor.extend({ lector_id: z.string().nullable() });
export type OwnInstructor = z.infer<typeof ownInstructor>;
export const instructorList = z.array(ownInstructor);

const pivot = z.object({ status: z.string() });

/** GET /provider */
export const ownProvider = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.string(),
  company_name: z.string(),
  company_owner: z.string(),
  vat_id: z.string(),
  /** registered under the VAT Act: its invoices charge 20 % VAT (ADR 036) */
  vat_registered: z.boolean(),
  iban: z.string(),
  account_holder: z.string(),
  commission: z.number().nullable(),
  punchline: z.string(),
  welcome_text: z.string(),
  description: z.string(),
  phone: z.string(),
  website: z.string(),
  email: z.string(),
  address: z.string(),
  logo: z.string().nullable(),
  contact_first_name: z.string(),
  contact_last_name: z.string(),
  city_id: z.number().int().nullable(),
  submitted_at: z.string().nullable(),
  /** the last decision of an administrator: when, and the reason of a rejection */
  decided_at: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  /** one per link: `id` is the link's id, `user_id` the lector's account (null while an invited address has none) */
  lectors: z.array(
    z.object({ id: z.string(), user_id: z.string().nullable(), name: z.string(), email: z.string(), pivot }),
  ),
});

/** GET /lector */
export const lectorProfile = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  providers: z.array(z.object({ id: z.string(), slug: z.string(), name: z.string(), pivot })),
});
