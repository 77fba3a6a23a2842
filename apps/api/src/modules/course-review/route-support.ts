import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { requireAdmin } from "../auth";
import type { ReviewDeps } from "./course-review.service";

/** What the review services (courses and revisions) need from the app, read when a decision is made. */
export const reviewDepsOf = (app: FastifyInstance) => (): ReviewDeps => ({
  db: app.deps.database.db,
  publicUrl: app.deps.config.publicUrl,
  officeEmail: app.deps.config.officeEmail,
  kickMail: app.deps.kickMail,
});

/** The `:id` of an admin's review routes. */
export const reviewParams = z.object({ id: z.uuid() });

/** An admin-only read of the review queue: refused to others, never cached. */
export function adminRead(request: FastifyRequest, reply: FastifyReply) {
  requireAdmin(request);
  reply.header("cache-control", "no-store");
}
