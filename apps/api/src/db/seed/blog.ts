import { blogCoverSize } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { sanitizeArticleHtml } from "../../modules/content";
import type { Storage } from "../../platform/storage";
import type { Db } from "../client";
import { blogPosts, files, users } from "../schema/index";
import { blogPostsData } from "./data/blog-posts";
import { blogCover } from "./images";

const day = 24 * 60 * 60 * 1000;

/** A generated cover stored like the course covers; null when images are off. */
async function storeCover(db: Db, storage: Storage, slug: string, palette: [string, string]) {
  const image = await blogCover(slug, palette);
  const storageKey = `demo/blog/${slug}.webp`;
  await storage.put(storageKey, image.bytes, image.mime);
  const [row] = await db
    .insert(files)
    .values({
      storageKey,
      mime: image.mime,
      size: image.bytes.length,
      width: blogCoverSize.width,
      height: blogCoverSize.height,
    })
    .onConflictDoUpdate({ target: files.storageKey, set: { size: image.bytes.length } })
    .returning({ id: files.id });
  return row!.id;
}

/**
 * The demo blog: three Bulgarian and two English published articles by the demo admin, and one draft;
 * with generated covers when images are on.
 */
export async function seedBlog(db: Db, storage: Storage, options: { images: boolean; now: Date }) {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, "admin@example.com"))
    .limit(1);
  for (const post of blogPostsData) {
    const publishedAt = post.daysAgo === null ? null : new Date(options.now.getTime() - post.daysAgo * day);
    const createdAt = publishedAt ?? options.now;
    await db
      .insert(blogPosts)
      .values({
        slug: post.slug,
        locale: post.locale,
        title: post.title,
        excerpt: post.excerpt,
        bodyHtml: sanitizeArticleHtml(post.bodyHtml),
        coverFileId: options.images ? await storeCover(db, storage, post.slug, post.palette) : null,
        status: publishedAt ? "published" : "draft",
        authorUserId: admin?.id ?? null,
        publishedAt,
        createdAt,
        updatedAt: createdAt,
      })
      .onConflictDoNothing({ target: blogPosts.slug });
  }
}
