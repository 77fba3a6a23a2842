import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  sql,
} from "drizzle-orm";
import type { Db } from "../../db/client";
import { courses, files, providers, reviews, users } from "../../db/schema/index";

export type ReviewRow = typeof reviews.$inferSelect;

export type ReviewValues = Pick<
  ReviewRow,
  | "contentRating"
  | "outcomesRating"
  | "overall"
  | "recommend"
  | "suggestions"
  | "otherCoursesWanted"
  | "comment"
>;

/** A course with what the review pages show of it. */
export async function findCourse(db: Db, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      status: courses.status,
      providerId: courses.providerId,
      thumbnailId: files.id,
      thumbnailWidth: files.width,
      thumbnailHeight: files.height,
    })
    .from(courses)
    .leftJoin(files, eq(files.id, courses.thumbnailFileId))
    .where(eq(courses.id, courseId));
  return row;
}

/** Courses by id with their provider, for the learner's reviews tab. */
export function findCoursesWithProvider(db: Db, courseIds: string[]) {
  if (courseIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      startsAt: courses.startsAt,
      thumbnailId: files.id,
      thumbnailWidth: files.width,
      thumbnailHeight: files.height,
      providerId: providers.id,
      providerSlug: providers.slug,
      providerName: providers.companyName,
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(files, eq(files.id, courses.thumbnailFileId))
    .where(inArray(courses.id, courseIds));
}

export async function findReviewOf(db: Db, courseId: string, userId: string) {
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.courseId, courseId), eq(reviews.userId, userId)));
  return row;
}

export function findReviewsOfUser(db: Db, userId: string) {
  return db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt));
}

/** Inserts the learner's review, or updates it when one exists (the pair is unique); says which. */
export async function upsertReview(db: Db, courseId: string, userId: string, values: ReviewValues) {
  const now = new Date();
  const [row] = await db
    .insert(reviews)
    .values({ courseId, userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [reviews.courseId, reviews.userId],
      set: { ...values, updatedAt: now },
    })
    // xmax is 0 only for a row this statement inserted (PostgreSQL's way to tell insert from update)
    .returning({ ...getTableColumns(reviews), created: sql<boolean>`(xmax = 0)` });
  const { created, ...review } = row!;
  return { review: review as ReviewRow, created };
}

/**
 * Recomputes the rating average and count of a course and of its provider from the visible reviews,
 * with the formula of the seed (refreshRatingAggregates): the average of `overall` times 100, rounded.
 */
export async function refreshCourseRating(db: Db, courseId: string, options: { lock?: boolean } = {}) {
  // one writer of a provider's averages at a time: the reads below then see the reviews of any writer
  // that came first (read committed), where without it parallel reviews each count only their own
  if (options.lock !== false)
    await db.execute(sql`
      select 1 from providers where id = (select provider_id from courses where id = ${courseId}) for update`);
  await db.execute(sql`
    update courses c set rating_avg_x100 = coalesce(r.avg, 0), rating_count = r.n
    from (select round(avg(overall) * 100)::int as avg, count(*)::int as n
          from reviews where course_id = ${courseId} and not hidden) r
    where c.id = ${courseId}`);
  await db.execute(sql`
    update providers p set rating_avg_x100 = coalesce(r.avg, 0), rating_count = r.n
    from (select round(avg(rv.overall) * 100)::int as avg, count(rv.id)::int as n
          from courses c join reviews rv on rv.course_id = c.id and not rv.hidden
          where c.status = 'approved'
            and c.provider_id = (select provider_id from courses where id = ${courseId})) r
    where p.id = (select provider_id from courses where id = ${courseId})`);
}

const managedColumns = {
  review: reviews,
  courseSlug: courses.slug,
  courseTitle: courses.title,
  providerId: courses.providerId,
  firstName: users.firstName,
  lastName: users.lastName,
};
export type ManagedReviewRow = {
  review: ReviewRow;
  courseSlug: string;
  courseTitle: string;
  providerId: string;
  firstName: string;
  lastName: string;
};

/** One page of reviews with their course and author, newest first, and the number of pages. */
export async function findManagedReviews(db: Db, where: SQL | undefined, page: number, pageSize: number) {
  const [total] = await db
    .select({ n: count() })
    .from(reviews)
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .where(where);
  const rows: ManagedReviewRow[] = await db
    .select(managedColumns)
    .from(reviews)
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, lastPage: Math.max(1, Math.ceil((total?.n ?? 0) / pageSize)) };
}

export async function findManagedReview(db: Db, id: string): Promise<ManagedReviewRow | undefined> {
  const [row] = await db
    .select(managedColumns)
    .from(reviews)
    .innerJoin(courses, eq(courses.id, reviews.courseId))
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(eq(reviews.id, id));
  return row;
}

export const answered = (isAnswered: boolean) =>
  isAnswered ? isNotNull(reviews.reply) : isNull(reviews.reply);

export async function setReply(db: Db, id: string, reply: string | null) {
  await db
    .update(reviews)
    .set({ reply, repliedAt: reply === null ? null : new Date() })
    .where(eq(reviews.id, id));
}

export async function setHidden(db: Db, id: string, hidden: boolean, adminId: string) {
  await db
    .update(reviews)
    .set(
      hidden
        ? { hidden: true, hiddenAt: new Date(), hiddenByUserId: adminId }
        : { hidden: false, hiddenAt: null, hiddenByUserId: null },
    )
    .where(eq(reviews.id, id));
}

export async function findProviderName(db: Db, providerId: string) {
  const [row] = await db
    .select({ name: providers.companyName })
    .from(providers)
    .where(eq(providers.id, providerId));
  return row?.name ?? "";
}
