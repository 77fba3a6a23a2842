import { z } from "zod";

/** Field messages are catalog keys (packages/i18n errors.json), translated by the API and the web alike. */
export const usernamePattern = /^[A-Za-z0-9-]+$/;
export const usernameSchema = z
  .string({ message: "field.required" })
  .trim()
  .min(5, { message: "invalid_username" })
  .max(30, { message: "invalid_username" })
  .regex(usernamePattern, { message: "invalid_username" });

export const emailSchema = z
  .string({ message: "field.required" })
  .trim()
  .min(1, { message: "field.required" })
  .max(254, { message: "field.invalid_email" })
  .pipe(z.email({ message: "field.invalid_email" }));

export const passwordSchema = z
  .string({ message: "field.required" })
  .min(8, { message: "field.password_too_short" })
  .max(256, { message: "field.too_big" });

const name = z
  .string({ message: "field.required" })
  .trim()
  .min(1, { message: "field.required" })
  .max(80, { message: "field.too_big" });
const optionalText = (max: number) => z.string().trim().max(max, { message: "field.too_big" }).optional();
const accepted = z.literal(true, { message: "field.accept_terms" });
const checkbox = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()).default(false);

const confirmed = <T extends { password: string; password_confirmation: string }>(
  data: T,
  ctx: z.RefinementCtx,
) => {
  if (data.password !== data.password_confirmation) {
    ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: "field.password_mismatch" });
  }
};

/** POST /register */
export const registerBody = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ message: "field.required" }),
    first_name: name,
    last_name: name,
    terms: z.preprocess((v) => v === true || v === "on" || v === "true", accepted),
    newsletter: checkbox,
    notifications: checkbox,
    language: z.enum(["bg", "en"]).optional(),
    captcha: z.string({ message: "field.captcha" }).min(1, { message: "field.captcha" }).max(20_000),
  })
  .superRefine(confirmed);
export type RegisterBody = z.infer<typeof registerBody>;

/** POST /login */
export const loginBody = z.object({
  email: emailSchema,
  password: z.string({ message: "field.required" }).min(1, { message: "field.required" }).max(256),
});

export const tokenAnswer = z.object({ t: z.string() });

export const tokenBody = z.object({ token: z.string().min(10).max(200) });

export const forgotPasswordBody = z.object({ email: emailSchema });

export const resetPasswordBody = z
  .object({ token: z.string().min(10).max(200), password: passwordSchema, password_confirmation: z.string() })
  .superRefine(confirmed);

export const changePasswordBody = z
  .object({
    current_password: z.string({ message: "field.required" }).min(1, { message: "field.required" }).max(256),
    password: passwordSchema,
    password_confirmation: z.string(),
  })
  .superRefine(confirmed);

export const deleteAccountBody = z.object({
  password: z.string({ message: "field.required" }).min(1, { message: "field.required" }).max(256),
});

const phone = z
  .string()
  .trim()
  .max(30, { message: "field.invalid_phone" })
  .regex(/^\+?[0-9 ()-]{6,}$/, { message: "field.invalid_phone" });

/** PUT /user: the profile, settings and business profile */
export const profileBody = z.object({
  username: usernameSchema,
  first_name: name,
  last_name: name,
  language: z.enum(["bg", "en"], { message: "field.invalid_value" }),
  country: z.string().trim().max(2).optional().or(z.literal("")),
  city: optionalText(64),
  district: optionalText(80),
  mobile: phone.optional().or(z.literal("")),
  address: optionalText(200),
  post_code: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z -]{0,10}$/, { message: "field.invalid_value" })
    .optional(),
  newsletter: checkbox,
  notifications: checkbox,
  company_name: optionalText(120),
  company_vat_id: z
    .string()
    .trim()
    .regex(/^([A-Z]{2})?[0-9A-Z]{8,12}$/, { message: "field.invalid_vat" })
    .optional()
    .or(z.literal("")),
  company_address: optionalText(200),
  company_mol: optionalText(120),
});
export type ProfileBody = z.infer<typeof profileBody>;

/** GET /user (API-USER, API.md) */
export const userResponse = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  is_provider: z.boolean(),
  is_admin: z.boolean(),
  is_lector: z.boolean(),
  /** the slug of the provider account the user owns, for "my provider page" */
  provider_slug: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  language: z.string(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  district: z.string().nullable(),
  mobile: z.string().nullable(),
  address: z.string().nullable(),
  post_code: z.string().nullable(),
  newsletter: z.boolean(),
  notifications: z.boolean(),
  avatar: z.string().nullable(),
  company_name: z.string().nullable(),
  company_vat_id: z.string().nullable(),
  company_address: z.string().nullable(),
  /** the company's responsible person (МОЛ), printed on invoices */
  company_mol: z.string().nullable(),
});
export type User = z.infer<typeof userResponse>;

/**
 * GET /user/header (ADR 047): what every page's header shows of the signed-in user, in one call: the user's
 * name and roles, the cart's count of valid holds, and the bell's unread count.
 */
export const userHeader = z.object({
  user: userResponse.pick({ id: true, name: true, is_admin: true, is_provider: true, is_lector: true }),
  cart: z.object({
    /** the items whose places are still held (countValidItems) */
    count: z.number().int(),
    /** items, all of whose holds ran out (hasOnlyExpiredHolds) */
    only_expired: z.boolean(),
  }),
  /** unread notifications, as GET /user/notifications/unread */
  unread: z.number().int(),
});
export type UserHeader = z.infer<typeof userHeader>;
export type HeaderUser = UserHeader["user"];

/** GET /captcha: an ALTCHA proof-of-work challenge */
export const captchaChallenge = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});
