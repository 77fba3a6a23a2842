import { z } from "zod";
import { image } from "./catalog";
import { pageQuery } from "./common";

const uuid = z.uuid();
const isoDateTime = z.string();
const stars = z.coerce.number().int().min(1).max(5);
const text = (max: number) => z.string().trim().max(max).default("");

/** POST /courses/{id}/reviews (API.md): the rate course form (spec 3, 5); once per learner, editable. */
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

export const userReviewsQuery = z.object({
  /** waiting: bought, started and not yet rated; written: rated; all */
  status: z.enum(["waiting", "written", "all"]).default("all"),
  page: pageQuery,
});

/** GET /user/reviews (spec 7): read as `{courses, totalPages, page, filters}`. */
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

export const managedReviewQuery = z.object({
  status: z.enum(["unanswered", "answered", "hidden", "all"]).default("all"),
  page: pageQuery,
});
export const managedReviewPage = z.object({ data: z.array(managedReview), last_page: z.number().int() });

/** PUT /provider/reviews/{id}/reply: the provider's public answer (empty removes it). */
export const reviewReplyBody = z.object({ reply: z.string().trim().max(2000) });
/** PUT /admin/reviews/{id}/hidden: hide an abusive review or show it again. */
export const reviewHiddenBody = z.object({ hidden: z.boolean() });
