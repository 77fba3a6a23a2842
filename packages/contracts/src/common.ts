import { z } from "zod";

export const currency = z.literal("BGN");

/** The error body of every failed API call (API.md). */
export const apiError = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiError>;

export const errorCodes = [
  "unexpected",
  "validation_failed",
  "not_found",
  "route_not_found",
  "course_not_found",
  "provider_not_found",
  "file_not_found",
  "course_awaiting_approval",
  "login_failed",
  "email_not_verified",
  "too_many_attempts",
  "username_taken",
  "invalid_username",
  "card_declined",
  "payment_failed",
  "sign_in_for_cart",
  "image_type",
  "fill_all_fields",
  "payment_link_expired",
  "payment_account_failed",
  "unavailable",
  "not_signed_in",
  "forbidden",
  "cross_site_refused",
  "invalid_token",
  "wrong_password",
  "already_verified",
  "already_provider",
  "already_lector",
  "provider_already_decided",
  "lector_already_linked",
  "lector_status_changed",
  "session_not_started",
  "invalid_signature",
  "course_state_changed",
  "course_incomplete",
  "course_hour_booked",
  "course_approved_locked",
  "nothing_to_submit",
  "revision_pending",
  "decision_already_made",
  "course_not_approved",
  "promotion_overlaps",
  "promotion_paid",
  "promotion_canceled",
  "nothing_held",
  "no_places_left",
  "sales_closed",
  "cart_item_not_found",
  "cart_empty",
  "order_not_found",
  "payment_not_found",
  "payment_closed",
  "payment_action_expired",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const pageQuery = z.coerce.number().int().min(1).max(10_000).default(1);
