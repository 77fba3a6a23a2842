import { z } from "zod";
import { courseDate } from "./authoring";
import { currency, pageQuery } from "./common";

export const discountKinds = ["percent", "amount"] as const;
export const discountCodeStatuses = ["active", "scheduled", "expired", "used_up", "disabled"] as const;
/** The most codes one cart may carry when DISCOUNT_STACKING allows more than one. */
export const maxStackedCodes = 3;

/** How a buyer types a code: letters, digits, - and _; compared whatever the case. */
export const discountCodeText = z
  .string({ message: "field.required" })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, { message: "field.discount_code_format" });

const optionalDate = courseDate.nullish().or(z.literal("").transform(() => null));
const optionalLimit = z.coerce
  .number({ message: "field.invalid_number" })
  .int({ message: "field.invalid_number" })
  .min(1, { message: "field.too_small" })
  .max(1_000_000, { message: "field.too_big" })
  .nullish();

/**
 * GET/POST /provider/discount-codes, PUT .../{id} (API.md) and the admin's platform codes: `value` is a
 * whole percent (1..100) or an amount in minor units; dates are Sofia calendar days, both included.
 */
export const discountCodeBody = z.object({
  code: discountCodeText,
  kind: z.enum(discountKinds, { message: "field.required" }),
  value: z.coerce
    .number({ message: "field.invalid_number" })
    .int({ message: "field.invalid_number" })
    .min(1, { message: "field.too_small" })
    .max(100_000_000, { message: "field.too_big" }),
  course_ids: z.array(z.uuid()).max(200).optional(),
  valid_from: optionalDate,
  valid_to: optionalDate,
  max_uses: optionalLimit,
  max_uses_per_buyer: optionalLimit,
  first_purchase_only: z.boolean().optional(),
});
export type DiscountCodeInput = z.input<typeof discountCodeBody>;

export const discountCode = z.object({
  id: z.uuid(),
  code: z.string(),
  kind: z.enum(discountKinds),
  value: z.number().int(),
  currency,
  /** null for a platform code, whose discount the platform bears */
  provider: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** empty: every course of the provider (or of the platform) */
  courses: z.array(z.object({ id: z.uuid(), title: z.string() })),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_buyer: z.number().int().nullable(),
  first_purchase_only: z.boolean(),
  /** orders that took the code and were not canceled */
  uses: z.number().int(),
  /** the discount those orders got, in minor units */
  discount_total: z.number().int(),
  status: z.enum(discountCodeStatuses),
  created_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCode>;

export const discountCodePageQuery = z.object({ page: pageQuery });
export const discountCodePage = z.object({ data: z.array(discountCode), last_page: z.number().int() });
export type DiscountCodePage = z.infer<typeof discountCodePage>;

/** POST /cart/discount */
export const cartDiscountBody = z.object({ code: discountCodeText });
