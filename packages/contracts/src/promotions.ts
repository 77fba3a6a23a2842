import { z } from "zod";
import { courseDate } from "./authoring";
import { currency } from "./common";

export const promotionStatuses = ["awaiting_payment", "paid", "canceled"] as const;

/** POST /provider/courses/{id}/promotions: Sofia calendar days, both included. */
export const createPromotionBody = z.object({ date_from: courseDate, date_to: courseDate });
export type CreatePromotionInput = z.input<typeof createPromotionBody>;

/** A course promotion: total_days x the price of a day (PROMOTION-PRICE: 2.99 лв., 1.53 € when selling in euro). */
export const promotion = z.object({
  id: z.string(),
  course_id: z.string(),
  course_title: z.string(),
  course_slug: z.string(),
  date_from: z.string(),
  date_to: z.string(),
  total_days: z.number().int(),
  amount: z.number().int(),
  currency,
  price_per_day: z.number().int(),
  status: z.enum(promotionStatuses),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotion>;

export const promotionPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const promotionPage = z.object({ data: z.array(promotion), last_page: z.number().int() });
export const coursePromotions = z.object({ data: z.array(promotion) });

/** POST /provider/promotions/{id}/pay: the card payment of a promotion, confirmed like an order's. */
export const promotionPayment = z.object({
  secret: z.string(),
  promotion_id: z.string(),
  amount: z.number().int(),
  gateway: z.enum(["sandbox", "stripe"]),
  publishable_key: z.string().nullable(),
});
export type PromotionPayment = z.infer<typeof promotionPayment>;
