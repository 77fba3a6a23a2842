import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminCoursesRoutes } from "./admin-courses.routes";
import { adminRevisionsRoutes } from "./admin-revisions.routes";

/** The admins' review of courses and of the revisions of approved courses. */
export const courseReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminCoursesRoutes);
  await app.register(adminRevisionsRoutes);
};
