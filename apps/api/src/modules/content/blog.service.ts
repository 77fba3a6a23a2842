import {
  type AdminBlogPage,
  type AdminBlogPost,
  type AdminBlogPostSummary,
  type AdminBlogQuery,
  type BlogCover,
  type BlogLocale,
  type BlogPage,
  type BlogPost,
  type BlogPostSummary,
  type BlogPostValues,
  type BlogSitemap,
  blogCoverMinSize,
  blogCoverSize,
  blogLimits,
} from "@kursove/contracts";
import type { Db } from "../../db/client";
import { recordAdminAction } from "../../platform/audit-log";
import { AppError, isUniqueViolation } from "../../platform/errors";
import { fileUrl } from "../../platform/file-url";
import { slugOf } from "../../platform/slug";
import type { Storage } from "../../platform/storage";
import type { UserRow } from "../auth";
import { releaseFile, storeImage } from "../media";
import * as repo from "./blog.repository";
import { excerptOf, plainText, readingMinutes, sanitizeArticleHtml } from "./sanitize";

export type BlogDeps = { db: Db; storage: Storage };

const moreCount = 3;

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);
const authorOf = (row: repo.ListedPost) =>
  `${row.authorFirstName ?? ""} ${row.authorLastName ?? ""}`.trim() || null;
const coverOf = (row: repo.ListedPost): BlogCover | null =>
  row.post.coverFileId
    ? {
        url: fileUrl(row.post.coverFileId)!,
        width: row.coverWidth ?? blogCoverSize.width,
        height: row.coverHeight ?? blogCoverSize.height,
      }
    : null;

function toSummary(row: repo.ListedPost): BlogPostSummary {
  const p = row.post;
  const text = plainText(p.bodyHtml);
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    excerpt: p.excerpt || excerptOf(text),
    cover: coverOf(row),
    published_at: (p.publishedAt ?? p.createdAt).toISOString(),
    author_name: authorOf(row),
    reading_minutes: readingMinutes(text),
  };
}

function toAdminSummary(row: repo.ListedPost): AdminBlogPostSummary {
  const p = row.post;
  return {
    id: p.id,
    slug: p.slug,
    locale: p.locale as BlogLocale,
    title: p.title,
    status: p.status as AdminBlogPostSummary["status"],
    cover: coverOf(row),
    author_name: authorOf(row),
    published_at: iso(p.publishedAt),
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

const lastPage = (total: number, size: number) => Math.max(1, Math.ceil(total / size));

/** GET /blog: one page of the published articles of a language, newest first. */
export async function listPublishedPosts(db: Db, locale: BlogLocale, page: number): Promise<BlogPage> {
  const { rows, total } = await repo.listPublished(db, locale, page);
  return { data: rows.map(toSummary), page, last_page: lastPage(total, blogLimits.pageSize), total };
}

/** GET /blog/{slug}: a published article with the latest others of its language; drafts are not found. */
export async function getPublishedPost(db: Db, slug: string): Promise<BlogPost> {
  const row = await repo.findPublishedBySlug(db, slug);
  if (!row) throw new AppError(404, "blog_post_not_found");
  const more = await repo.listLatestPublished(db, row.post.locale, row.post.id, moreCount);
  return {
    ...toSummary(row),
    locale: row.post.locale as BlogLocale,
    body_html: row.post.bodyHtml,
    updated_at: row.post.updatedAt.toISOString(),
    more: more.map(toSummary),
  };
}

/** GET /sitemap/blog: every published article's address and language. */
export async function listBlogSitemap(db: Db): Promise<BlogSitemap> {
  const rows = await repo.listSitemap(db);
  return {
    posts: rows.map((r) => ({
      slug: r.slug,
      locale: r.locale as BlogLocale,
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}

/** GET /admin/blog: every article by state, language and search, 20 a page, last changed first. */
export async function listPostsForAdmin(db: Db, query: AdminBlogQuery): Promise<AdminBlogPage> {
  const { rows, total, counts } = await repo.listForAdmin(db, query);
  return {
    data: rows.map(toAdminSummary),
    page: query.page,
    last_page: lastPage(total, blogLimits.adminPageSize),
    total,
    counts,
  };
}

/** GET /admin/blog/{id}: the article as stored. */
export async function getPostForAdmin(db: Db, id: string): Promise<AdminBlogPost> {
  const row = await repo.findListedById(db, id);
  if (!row) throw new AppError(404, "blog_post_not_found");
  return { ...toAdminSummary(row), excerpt: row.post.excerpt, body_html: row.post.bodyHtml };
}

const slugTakenError = () => new AppError(422, "validation_failed", { slug: ["blog_slug_taken"] });

/** An address from the title (Cyrillic in Latin letters), made unique with -2, -3... */
async function slugFromTitle(db: Db, title: string, exceptId: string | null) {
  const base = slugOf(title).replace(/^provider$/, "article");
  if (!(await repo.slugTaken(db, base, exceptId))) return base;
  for (let n = 2; ; n++) {
    const slug = `${base}-${n}`;
    if (!(await repo.slugTaken(db, slug, exceptId))) return slug;
  }
}

/**
 * The values to store: the body cleaned by the sanitizer, the address chosen or made from the title.
 * Refuses (changing nothing) a taken address and a published article without text.
 */
async function prepare(db: Db, body: BlogPostValues, exceptId: string | null) {
  const bodyHtml = sanitizeArticleHtml(body.body_html);
  const errors: Record<string, string[]> = {};
  if (body.status === "published" && plainText(bodyHtml) === "")
    errors.body_html = ["field.blog_body_required"];
  let slug = body.slug ?? "";
  if (slug && (await repo.slugTaken(db, slug, exceptId))) errors.slug = ["blog_slug_taken"];
  if (Object.keys(errors).length > 0) throw new AppError(422, "validation_failed", errors);
  if (!slug) slug = await slugFromTitle(db, body.title, exceptId);
  return {
    slug,
    locale: body.locale,
    title: body.title,
    excerpt: body.excerpt,
    bodyHtml,
    status: body.status,
  };
}

const auditData = (p: repo.BlogPostRow) => ({
  slug: p.slug,
  title: p.title,
  locale: p.locale,
  status: p.status,
});

/** POST /admin/blog: a new article, a draft or published at once. */
export async function createPost(db: Db, admin: UserRow, body: BlogPostValues): Promise<AdminBlogPost> {
  const values = await prepare(db, body, null);
  const now = new Date();
  let row: repo.BlogPostRow;
  try {
    row = await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const inserted = await repo.insertPost(tx, {
        ...values,
        authorUserId: admin.id,
        publishedAt: values.status === "published" ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      await recordAdminAction(tx, {
        actorUserId: admin.id,
        action: "blog.created",
        subjectType: "blog_post",
        subjectId: inserted.id,
        data: auditData(inserted),
      });
      return inserted;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return getPostForAdmin(db, row.id);
}

/**
 * PUT /admin/blog/{id}: replaces the article's texts and state. The first publishing sets published_at;
 * unpublishing and publishing again keep it, so the article's date does not move.
 */
export async function updatePost(
  db: Db,
  admin: UserRow,
  id: string,
  body: BlogPostValues,
): Promise<AdminBlogPost> {
  const before = await repo.findPost(db, id);
  if (!before) throw new AppError(404, "blog_post_not_found");
  const values = await prepare(db, body, id);
  const now = new Date();
  try {
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const updated = await repo.updatePost(tx, id, {
        ...values,
        publishedAt: before.publishedAt ?? (values.status === "published" ? now : null),
        updatedAt: now,
      });
      if (!updated) throw new AppError(404, "blog_post_not_found");
      const action =
        before.status !== updated.status
          ? updated.status === "published"
            ? "blog.published"
            : "blog.unpublished"
          : "blog.updated";
      await recordAdminAction(tx, {
        actorUserId: admin.id,
        action,
        subjectType: "blog_post",
        subjectId: id,
        data: {
          ...auditData(updated),
          ...(before.slug !== updated.slug ? { previous_slug: before.slug } : {}),
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
  return getPostForAdmin(db, id);
}

/** DELETE /admin/blog/{id}: removes the article and its cover. */
export async function deletePost(deps: BlogDeps, admin: UserRow, id: string) {
  const removed = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await repo.deletePost(tx, id);
    if (!row) throw new AppError(404, "blog_post_not_found");
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: "blog.deleted",
      subjectType: "blog_post",
      subjectId: id,
      data: auditData(row),
    });
    return row;
  });
  await releaseFile(deps, removed.coverFileId);
}

/** 404 unless the article exists: checked before an upload is read. */
export async function requirePost(db: Db, id: string) {
  const row = await repo.findPost(db, id);
  if (!row) throw new AppError(404, "blog_post_not_found");
  return row;
}

/** Sets (or, with null, removes) an article's cover in one transaction with its audit row; answers the file replaced. */
async function replaceCover(db: Db, admin: UserRow, id: string, fileId: string | null) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = await repo.lockPost(tx, id);
    if (!before) throw new AppError(404, "blog_post_not_found");
    await repo.updatePost(tx, id, { coverFileId: fileId, updatedAt: new Date() });
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: fileId ? "blog.cover_set" : "blog.cover_removed",
      subjectType: "blog_post",
      subjectId: id,
      data: { slug: before.slug, file_id: fileId },
    });
    return before.coverFileId;
  });
}

const imageError = (key: string) => new AppError(422, "validation_failed", { image: [key] });

/**
 * POST /admin/blog/{id}/cover: checks the picture by its content (JPEG, PNG, WebP, AVIF), crops it
 * around the centre to 1200x630 and stores it as WebP in place of the earlier cover.
 */
export async function saveCover(
  deps: BlogDeps,
  admin: UserRow,
  id: string,
  bytes: Buffer | null,
): Promise<BlogCover> {
  await requirePost(deps.db, id);
  if (!bytes) throw imageError("field.image_required");
  const { id: fileId } = await storeImage(deps, admin.id, bytes, {
    target: blogCoverSize,
    minimum: blogCoverMinSize,
    tooSmall: "field.blog_cover_too_small",
    folder: "blog",
  });
  let replaced: string | null;
  try {
    replaced = await replaceCover(deps.db, admin, id, fileId);
  } catch (error) {
    // the article went away meanwhile: the new file is not kept
    await releaseFile(deps, fileId);
    throw error;
  }
  await releaseFile(deps, replaced);
  return { url: fileUrl(fileId)!, width: blogCoverSize.width, height: blogCoverSize.height };
}

/** DELETE /admin/blog/{id}/cover: the article has no cover any more. */
export async function removeCover(deps: BlogDeps, admin: UserRow, id: string) {
  const replaced = await replaceCover(deps.db, admin, id, null);
  await releaseFile(deps, replaced);
}
