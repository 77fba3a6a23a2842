import { z } from "zod";
import { image } from "./catalog";
import { pageQuery } from "./common";

const uuid = z.uuid();
const isoDateTime = z.string();
/** a star rating 1..5; a missing one is refused with "choose from 1 to 5 stars" */
const stars = z.coerce
  .number({ error: "field.stars_required" })
  .int({ error: "field.stars_required" })
  .min(1, { error: "field.stars_required" })
  .max(5, { error: "field.stars_required" });
const text = (max: number) => z.string().trim().max(max).default("");

/** POST /courses/{id}/reviews (API.md): the rate course form; once per learner, editable. */
export const reviewBody = z.object({
  ratings: z.object({ content: stars, outcomes: stars }),
  overall: stars,
  recommend: z.boolean(),
  suggestions: text(2000),
  other_courses_wanted: text(1000),
  comment: text(4000),
});
export type ReviewInput = z.input<typeof reviewBody>;

/** A learner's own review as the form and the reviews tab show it. */
export const ownReview = z.object({
  id: uuid,
  ratings: z.object({ content: z.number().int(), outcomes: z.number().int() }),
  overall: z.number().int(),
  recommend: z.boolean(),
  suggestions: z.string(),
  other_courses_wanted: z.string(),
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: isoDateTime.nullable(),
  hidden: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type OwnReview = z.infer<typeof ownReview>;

/** Why rating is not open yet: not bought, not started, or the email address is not verified. */
export const reviewClosedReason = z.enum(["review_not_buyer", "review_too_early", "email_not_verified"]);
export type ReviewClosedReason = z.infer<typeof reviewClosedReason>;

export const userReviewsQuery = z.object({
  /** waiting: bought, started and not yet rated; written: rated; all */
  status: z.enum(["waiting", "written", "all"]).default("all"),
  page: pageQuery,
});

/** GET /user/reviews: read as `{courses, totalPages, page, filters}`. */
export const userReviewsResponse = z.object({
  courses: z.array(
    z.object({
      id: uuid,
      slug: z.string(),
      title: z.string(),
      thumbnail: image.nullable(),
      provider: z.object({ id: uuid, slug: z.string(), name: z.string() }),
      starts_at: isoDateTime.nullable(),
      can_review: z.boolean(),
      reason: reviewClosedReason.optional(),
      review: ownReview.nullable(),
    }),
  ),
  totalPages: z.number().int(),
  page: z.number().int(),
  filters: z.object({
    status: z.enum(["waiting", "written", "all"]),
    counts: z.object({ waiting: z.number().int(), written: z.number().int(), all: z.number().int() }),
  }),
});
export type UserReviewsResponse = z.infer<typeof userReviewsResponse>;

/** GET /courses/{id}/reviews/mine: what the rate course form needs. */
export const myCourseReview = z.object({
  course: z.object({ id: uuid, slug: z.string(), title: z.string(), thumbnail: image.nullable() }),
  /** the learner's first session (or booked hour) start: rating opens then */
  starts_at: isoDateTime.nullable(),
  can_review: z.boolean(),
  reason: reviewClosedReason.optional(),
  review: ownReview.nullable(),
});
export type MyCourseReview = z.infer<typeof myCourseReview>;

/** A review as the provider (to answer) and admins (to hide) see it. */
export const managedReview = z.object({
  id: uuid,
  course: z.object({ id: uuid, slug: z.string(), title: z.string() }),
  author: z.string(),
  overall: z.number().int(),
  ratings: z.object({ content: z.number().int(), outcomes: z.number().int() }),
  recommend: z.boolean(),
  suggestions: z.string(),
  other_courses_wanted: z.string(),
  comment: z.string(),
  reply: z.string().nullable(),
  replied_at: isoDateTime.nullable(),
  hidden: z.boolean(),
  created_at: isoDateTime,
});
export type ManagedReview = z.infer<typeof managedReview>;

/** GET /provider/reviews: the reviews of the provider's courses, to answer. */
export const providerReviewQuery = z.object({
  status: z.enum(["unanswered", "answered", "all"]).default("unanswered"),
  page: pageQuery,
});
/** GET /admin/reviews: every review, newest first, or only the hidden ones. */
export const adminReviewQuery = z.object({
  status: z.enum(["all", "hidden"]).default("all"),
  page: pageQuery,
});
export const managedReviewPage = z.object({ data: z.array(managedReview), last_page: z.number().int() });
export type ManagedReviewPage = z.infer<typeof managedReviewPage>;

/** PUT /provider/reviews/{id}/reply: the provider's public answer (empty removes it). */
export const reviewReplyBody = z.object({ reply: z.string().trim().max(2000) });
/** PUT /admin/reviews/{id}/hidden: hide an abusive review or show it again. */
export const reviewHiddenBody = z.object({ hidden: z.boolean() });
