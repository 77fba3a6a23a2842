import { type AdminBlogQuery, type BlogLocale, blogLimits } from "@kursove/contracts";
import { and, count, desc, eq, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogPosts, files, users } from "../../db/schema/index";

export type BlogPostRow = typeof blogPosts.$inferSelect;

const listed = {
  post: blogPosts,
  authorFirstName: users.firstName,
  authorLastName: users.lastName,
  coverWidth: files.width,
  coverHeight: files.height,
};

export type ListedPost = {
  post: BlogPostRow;
  authorFirstName: string | null;
  authorLastName: string | null;
  coverWidth: number | null;
  coverHeight: number | null;
};

/** Articles with their author's names and their cover's size. */
const selectListed = (db: Db) =>
  db
    .select(listed)
    .from(blogPosts)
    .leftJoin(users, eq(users.id, blogPosts.authorUserId))
    .leftJoin(files, eq(files.id, blogPosts.coverFileId));

const isPublished = eq(blogPosts.status, "published");
const newestFirst = [desc(blogPosts.publishedAt), desc(blogPosts.createdAt), desc(blogPosts.id)];

/** One page of the published articles of a language, newest first, and how many there are. */
export async function listPublished(db: Db, locale: BlogLocale, page: number) {
  const where = and(isPublished, eq(blogPosts.locale, locale));
  const [rows, [total]] = await Promise.all([
    selectListed(db)
      .where(where)
      .orderBy(...newestFirst)
      .limit(blogLimits.pageSize)
      .offset((page - 1) * blogLimits.pageSize),
    db.select({ n: count() }).from(blogPosts).where(where),
  ]);
  return { rows: rows as ListedPost[], total: total?.n ?? 0 };
}

/** The newest published articles of a language other than one article. */
export async function listLatestPublished(db: Db, locale: string, exceptId: string, limit: number) {
  const rows = await selectListed(db)
    .where(and(isPublished, eq(blogPosts.locale, locale), ne(blogPosts.id, exceptId)))
    .orderBy(...newestFirst)
    .limit(limit);
  return rows as ListedPost[];
}

export async function findPublishedBySlug(db: Db, slug: string) {
  const [row] = await selectListed(db)
    .where(and(isPublished, eq(blogPosts.slug, slug)))
    .limit(1);
  return row as ListedPost | undefined;
}

export async function findListedById(db: Db, id: string) {
  const [row] = await selectListed(db).where(eq(blogPosts.id, id)).limit(1);
  return row as ListedPost | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function adminFilters(query: Omit<AdminBlogQuery, "page" | "status">): (SQL | undefined)[] {
  const conditions: (SQL | undefined)[] = [];
  if (query.locale) conditions.push(eq(blogPosts.locale, query.locale));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(or(sql`${blogPosts.title} ilike ${like}`, sql`${blogPosts.slug} ilike ${like}`));
  }
  return conditions;
}

/** One page of every article for the admins, newest first, and the counts by state under the same search. */
export async function listForAdmin(db: Db, query: AdminBlogQuery) {
  const common = adminFilters(query);
  const where = and(...common, query.status ? eq(blogPosts.status, query.status) : undefined);
  const [rows, [total], byStatus] = await Promise.all([
    selectListed(db)
      .where(where)
      .orderBy(desc(blogPosts.updatedAt), desc(blogPosts.id))
      .limit(blogLimits.adminPageSize)
      .offset((query.page - 1) * blogLimits.adminPageSize),
    db.select({ n: count() }).from(blogPosts).where(where),
    db
      .select({ status: blogPosts.status, n: count() })
      .from(blogPosts)
      .where(and(...common))
      .groupBy(blogPosts.status),
  ]);
  const counted = (status: string) => byStatus.find((s) => s.status === status)?.n ?? 0;
  return {
    rows: rows as ListedPost[],
    total: total?.n ?? 0,
    counts: { draft: counted("draft"), published: counted("published") },
  };
}

/** Whether another article already has this address. */
export async function slugTaken(db: Db, slug: string, exceptId: string | null) {
  const [row] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  return row !== undefined;
}

export async function findPost(db: Db, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).limit(1);
  return row;
}

export async function insertPost(db: Db, values: typeof blogPosts.$inferInsert) {
  const [row] = await db.insert(blogPosts).values(values).returning();
  return row!;
}

export async function updatePost(db: Db, id: string, values: Partial<typeof blogPosts.$inferInsert>) {
  const [row] = await db.update(blogPosts).set(values).where(eq(blogPosts.id, id)).returning();
  return row;
}

export async function deletePost(db: Db, id: string) {
  const [row] = await db.delete(blogPosts).where(eq(blogPosts.id, id)).returning();
  return row;
}

/** An article locked for the rest of the transaction (so two cover uploads at once both see the file each replaced). */
export async function lockPost(db: Db, id: string) {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
  return row;
}

/** Every published article's address, language and last change, for the sitemap. */
export function listSitemap(db: Db) {
  return db
    .select({ slug: blogPosts.slug, locale: blogPosts.locale, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublished)
    .orderBy(desc(blogPosts.publishedAt));
}
