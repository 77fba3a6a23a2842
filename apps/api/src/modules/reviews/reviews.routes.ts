import {
  adminReviewQuery,
  managedReview,
  managedReviewPage,
  myCourseReview,
  ownReview,
  providerReviewQuery,
  reviewBody,
  reviewHiddenBody,
  reviewReplyBody,
  userReviewsQuery,
  userReviewsResponse,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireAdmin, requireAuth } from "../auth";
import * as reviews from "./reviews.service";

const idParams = z.object({ id: z.uuid() });

/** Rating courses: learners rate bought courses, providers answer, admins hide abusive ones. */
export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): reviews.ReviewsDeps => ({
    db: app.deps.database.db,
    notify: { publicUrl: app.deps.config.publicUrl, officeEmail: app.deps.config.officeEmail },
    kickMail: app.deps.kickMail,
  });
  const db = () => app.deps.database.db;
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.post(
    "/courses/:id/reviews",
    {
      schema: {
        tags: ["reviews"],
        summary:
          "Rate a bought course once it has started (verified email): 201 the first time, 200 when editing the same review. 403 review_not_buyer, 409 review_too_early, 422 without the star ratings",
        params: idParams,
        body: reviewBody,
        response: { 200: ownReview, 201: ownReview },
      },
    },
    async (request, reply) => {
      const { review, created } = await reviews.rateCourse(
        db(),
        requireAuth(request).user,
        request.params.id,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(review);
    },
  );

  app.get(
    "/courses/:id/reviews/mine",
    {
      schema: {
        tags: ["reviews"],
        summary:
          "The rate course form: the course, whether the learner may rate it now (or why not) and the review so far",
        params: idParams,
        response: { 200: myCourseReview },
      },
    },
    async (request) => reviews.getMyCourseReview(db(), requireAuth(request).user, request.params.id),
  );

  app.get(
    "/user/reviews",
    {
      schema: {
        tags: ["learner"],
        summary:
          "The learner's bought courses with their review: status waiting (started, not rated), written or all; 10 per page",
        querystring: userReviewsQuery,
        response: { 200: userReviewsResponse },
      },
    },
    async (request) => reviews.listUserReviews(db(), requireAuth(request).user, request.query),
  );

  app.get(
    "/provider/reviews",
    {
      schema: {
        tags: ["provider reviews"],
        summary:
          "Reviews of the signed-in provider's courses, newest first: unanswered (default), answered or all",
        querystring: providerReviewQuery,
        response: { 200: managedReviewPage },
      },
    },
    async (request) => reviews.listProviderReviews(db(), requireAuth(request).user, request.query),
  );

  app.put(
    "/provider/reviews/:id/reply",
    {
      schema: {
        tags: ["provider reviews"],
        summary:
          "The provider's public answer to a review of its own course (404 otherwise); an empty answer removes it. The author is notified",
        params: idParams,
        body: reviewReplyBody,
        response: { 200: managedReview },
      },
    },
    async (request) =>
      reviews.replyToReview(deps(), requireAuth(request).user, request.params.id, request.body.reply),
  );

  app.get(
    "/admin/reviews",
    {
      schema: {
        tags: ["admin reviews"],
        summary: "Every review, newest first (status all), or only the hidden ones",
        querystring: adminReviewQuery,
        response: { 200: managedReviewPage },
      },
    },
    async (request) => {
      requireAdmin(request);
      return reviews.listAdminReviews(db(), request.query);
    },
  );

  app.put(
    "/admin/reviews/:id/hidden",
    {
      schema: {
        tags: ["admin reviews"],
        summary:
          "Hide an abusive review or show it again: hidden reviews leave the public lists and the averages",
        params: idParams,
        body: reviewHiddenBody,
        response: { 200: managedReview },
      },
    },
    async (request) =>
      reviews.setReviewHidden(db(), requireAdmin(request).user, request.params.id, request.body.hidden),
  );
};
