// Request and answer schemas of becoming a provider, its approval by admins and the provider's portfolio.
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { parsePhoneNumberFromString } from "libphonenumber-js";
import { z } from "zod";
import { emailSchema } from "./accounts";
import { maxStoredInt } from "./common";

/** A company name of at most 30 characters */
export const companyNameMax = 30;

const required = (max: number) =>
  z
    .string({ message: "field.required" })
    .trim()
    .min(1, { message: "field.required" })
    .max(max, { message: "field.too_big" });
const optional = (max: number) =>
  z.string({ message: "field.invalid_value" }).trim().max(max, { message: "field.too_big" }).default("");

// The national part of EU VAT numbers (VIES formats); EL is Greece, XI Northern Ireland.
const euVat: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^\d[A-Z0-9+*]\d{5}[A-Z]{1,2}$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{12}$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12})$/,
};

/** A Bulgarian EIK (9 or 13 digits) or an EU VAT number (BG + 9/10 digits, DE + 9 digits…). */
export function isVatOrRegistrationId(value: string): boolean {
  if (/^(\d{9}|\d{13})$/.test(value)) return true;
  const country = value.slice(0, 2);
  const pattern = euVat[country];
  return !!pattern && pattern.test(value.slice(2));
}

/**
 * A provider's number against its VAT registration (ADR 036): registered needs a Bulgarian VAT number
 * (BG and 9 or 10 digits), not registered the bare ЕИК (9 or 13 digits). The message key, or null.
 */
export function vatNumberProblem(vatId: string, registered: boolean): string | null {
  if (registered) return /^BG[0-9]{9,10}$/.test(vatId) ? null : "field.vat_registered_number";
  return /^[0-9]{9}([0-9]{4})?$/.test(vatId) ? null : "field.vat_bare_eik";
}

/** Upper case without spaces, dots and dashes: "bg 204-567-891" -> "BG204567891". */
export const normalizeVat = (value: string) => value.toUpperCase().replace(/[\s.\-/]/g, "");

const vatId = z
  .string({ message: "field.required" })
  .trim()
  .min(1, { message: "field.required" })
  .transform(normalizeVat)
  .refine(isVatOrRegistrationId, { message: "field.invalid_vat" });

/** A phone number valid for its country (Bulgaria when written without +), kept as E.164. */
export const phoneE164 = z
  .string({ message: "field.required" })
  .trim()
  .min(1, { message: "field.required" })
  .max(30, { message: "field.invalid_phone" })
  .transform((value, ctx) => {
    const parsed = parsePhoneNumberFromString(value, "BG");
    if (!parsed?.isValid()) {
      ctx.addIssue({ code: "custom", message: "field.invalid_phone" });
      return z.NEVER;
    }
    return parsed.number as string;
  });

/** An optional http(s) address; "example.bg" is read as https://example.bg. */
const website = z
  .string({ message: "field.invalid_url" })
  .trim()
  .max(200, { message: "field.too_big" })
  .default("")
  .transform((value, ctx) => {
    if (!value) return "";
    const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
    try {
      const url = new URL(withScheme);
      if (!url.hostname.includes(".") || /\s/.test(value)) throw new Error("no host");
      return url.toString().replace(/\/$/, "");
    } catch {
      ctx.addIssue({ code: "custom", message: "field.invalid_url" });
      return z.NEVER;
    }
  });

/** An IBAN checked by its format and checksum, kept in upper case without spaces. */
export const ibanSchema = z
  .string({ message: "field.required" })
  .trim()
  .min(1, { message: "field.required" })
  .max(50, { message: "field.invalid_iban" })
  .transform((value, ctx) => {
    const iban = electronicFormatIBAN(value) ?? "";
    if (!isValidIBAN(iban)) {
      ctx.addIssue({ code: "custom", message: "field.invalid_iban" });
      return z.NEVER;
    }
    return iban;
  });

const cityId = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : v),
  z.coerce
    .number({ message: "field.invalid_value" })
    .int()
    .positive()
    .max(maxStoredInt, { message: "field.invalid_value" })
    .nullable()
    .default(null),
);

/** Step 1: the company. */
export const companyStep = z.object({
  company_name: z
    .string({ message: "field.required" })
    .trim()
    .min(1, { message: "field.required" })
    .max(companyNameMax, { message: "field.company_name_too_long" }),
  company_owner: required(120),
  vat_id: vatId,
});

/** Step 2: the contact person and the public contacts. */
export const contactStep = z.object({
  contact_first_name: required(80),
  contact_last_name: required(80),
  phone: phoneE164,
  email: emailSchema,
  website,
  address: required(200),
  city_id: cityId,
});

/** Step 3: where payouts go. */
export const payoutStep = z.object({
  iban: ibanSchema,
  account_holder: required(120),
});

/** Step 4: the public profile (the logo is uploaded on its own and required before submitting). */
export const publicProfileStep = z.object({
  punchline: required(120),
  welcome_text: optional(300),
  description: required(5000),
});

export const onboardingSteps = [companyStep, contactStep, payoutStep, publicProfileStep] as const;
export const onboardingStepCount = onboardingSteps.length;

export type CompanyStep = z.infer<typeof companyStep>;
export type ContactStep = z.infer<typeof contactStep>;
export type PayoutStep = z.infer<typeof payoutStep>;
export type PublicProfileStep = z.infer<typeof publicProfileStep>;
export type OnboardingData = CompanyStep & ContactStep & PayoutStep & PublicProfileStep;

/** GET /provider/request: the saved become-provider request. */
export const providerRequest = z.object({
  /** the furthest step saved (0-4) */
  step: z.number().int(),
  data: z.object({
    company_name: z.string(),
    company_owner: z.string(),
    vat_id: z.string(),
    contact_first_name: z.string(),
    contact_last_name: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    address: z.string(),
    city_id: z.number().int().nullable(),
    iban: z.string(),
    account_holder: z.string(),
    punchline: z.string(),
    welcome_text: z.string(),
    description: z.string(),
  }),
  logo: z.string().nullable(),
  /** the reason of a previous request's rejection, to correct and resubmit */
  rejection: z.object({ reason: z.string(), decided_at: z.string().nullable() }).nullable(),
  updated_at: z.string().nullable(),
});
export type ProviderRequest = z.infer<typeof providerRequest>;

/** PUT /provider: the whole portfolio of the signed-in provider. */
export const portfolioBody = companyStep
  .extend(contactStep.shape)
  .extend(payoutStep.shape)
  .extend({
    punchline: optional(120),
    welcome_text: optional(300),
    description: optional(5000),
    /** registered under the VAT Act (ЗДДС): invoices charge 20 % VAT (INVOICE-VAT-FLAG, ADR 036) */
    vat_registered: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()).default(false),
  })
  .superRefine((body, ctx) => {
    const problem = vatNumberProblem(body.vat_id, body.vat_registered);
    if (problem) ctx.addIssue({ code: "custom", path: ["vat_id"], message: problem });
  });
export type PortfolioBody = z.infer<typeof portfolioBody>;

export const providerStatuses = ["pending", "approved", "rejected"] as const;

/** GET /admin/providers */
export const adminProviderListQuery = z.object({
  status: z.enum(providerStatuses).default("pending"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const adminProviderSummary = z.object({
  id: z.string(),
  slug: z.string(),
  status: z.string(),
  company_name: z.string(),
  owner_name: z.string(),
  owner_email: z.string(),
  submitted_at: z.string().nullable(),
  decided_at: z.string().nullable(),
});
export const adminProviderList = z.object({
  data: z.array(adminProviderSummary),
  last_page: z.number().int(),
  total: z.number().int(),
});
export type AdminProviderSummary = z.infer<typeof adminProviderSummary>;

/** GET /admin/providers/{id}: everything the request holds, its courses and the last decision. */
export const adminProviderDetail = adminProviderSummary.extend({
  company_owner: z.string(),
  vat_id: z.string(),
  /** registered under the VAT Act (ADR 036) */
  vat_registered: z.boolean(),
  contact_first_name: z.string(),
  contact_last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  address: z.string(),
  city: z.string().nullable(),
  iban: z.string(),
  account_holder: z.string(),
  logo: z.string().nullable(),
  punchline: z.string(),
  welcome_text: z.string(),
  description: z.string(),
  created_at: z.string(),
  approved_at: z.string().nullable(),
  courses: z.object({ total: z.number().int(), approved: z.number().int(), in_review: z.number().int() }),
  decision: z
    .object({
      decided_at: z.string(),
      decided_by: z.object({ id: z.string(), name: z.string() }).nullable(),
      rejection_reason: z.string().nullable(),
    })
    .nullable(),
});
export type AdminProviderDetail = z.infer<typeof adminProviderDetail>;

/** POST /admin/providers/{id}/reject (the reason is mailed to the provider) */
export const rejectProviderBody = z.object({
  reason: z
    .string({ message: "field.required" })
    .trim()
    .min(10, { message: "field.reason_too_short" })
    .max(1000, { message: "field.too_big" }),
});
