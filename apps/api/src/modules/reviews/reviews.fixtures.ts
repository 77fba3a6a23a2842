import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, providers } from "../../db/schema/index";

/** Test support: the rating averages and counts stored on a course and on its provider. */
export async function ratingAggregates(db: Db, courseId: string) {
  const [row] = await db
    .select({
      avg: courses.ratingAvg,
      n: courses.ratingCount,
      pAvg: providers.ratingAvg,
      pN: providers.ratingCount,
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(eq(courses.id, courseId));
  return row!;
}
