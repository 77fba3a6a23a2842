import { z } from "zod";
import { pageQuery } from "./common";

export const blogLocales = ["bg", "en"] as const;
export type BlogLocale = (typeof blogLocales)[number];
export const blogStatuses = ["draft", "published"] as const;
export type BlogStatus = (typeof blogStatuses)[number];

export const blogLimits = {
  title: { min: 3, max: 150 },
  slug: 100,
  excerpt: 300,
  /** characters of body_html as sent (before the server cleans it) */
  body: 200_000,
  /** articles per page of the public list */
  pageSize: 9,
  /** articles per page of the admins' list */
  adminPageSize: 20,
} as const;

/** Every cover is re-encoded to exactly this size (the Open Graph image ratio). */
export const blogCoverSize = { width: 1200, height: 630 } as const;
/** The smallest picture accepted as a cover: half the stored size. */
export const blogCoverMinSize = { width: 600, height: 315 } as const;

/** An article's address: lowercase Latin letters and digits, words joined by single hyphens. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const uuid = z.uuid();
const isoDateTime = z.string();

export const blogCover = z.object({ url: z.string(), width: z.number(), height: z.number() });
export type BlogCover = z.infer<typeof blogCover>;

// ---- Public ----

/** GET /blog?page=N: the published articles of the request's language, newest first. */
export const blogListQuery = z.object({ page: pageQuery });

/** An article as the lists show it. */
export const blogPostSummary = z.object({
  id: uuid,
  slug: z.string(),
  title: z.string(),
  /** the admin's summary, or the start of the text when none was written */
  excerpt: z.string(),
  cover: blogCover.nullable(),
  published_at: isoDateTime,
  /** null when the author's account is gone */
  author_name: z.string().nullable(),
  reading_minutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummary>;

export const blogPage = z.object({
  data: z.array(blogPostSummary),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
});
export type BlogPage = z.infer<typeof blogPage>;

/** GET /blog/{slug}: one published article, with up to three other latest ones of its language. */
export const blogPost = blogPostSummary.extend({
  locale: z.enum(blogLocales),
  /** cleaned by the server's sanitizer before it was stored */
  body_html: z.string(),
  updated_at: isoDateTime,
  more: z.array(blogPostSummary),
});
export type BlogPost = z.infer<typeof blogPost>;

/** GET /sitemap/blog: every published article, for sitemap.xml. */
export const blogSitemap = z.object({
  posts: z.array(z.object({ slug: z.string(), locale: z.enum(blogLocales), updated_at: isoDateTime })),
});
export type BlogSitemap = z.infer<typeof blogSitemap>;

// ---- Admin ----

/** GET /admin/blog: by state, language and words of the title or address; 20 a page, newest first. */
export const adminBlogQuery = z.object({
  status: z.enum(blogStatuses).optional(),
  locale: z.enum(blogLocales).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageQuery,
});
export type AdminBlogQuery = z.infer<typeof adminBlogQuery>;

export const adminBlogPostSummary = z.object({
  id: uuid,
  slug: z.string(),
  locale: z.enum(blogLocales),
  title: z.string(),
  status: z.enum(blogStatuses),
  cover: blogCover.nullable(),
  author_name: z.string().nullable(),
  published_at: isoDateTime.nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type AdminBlogPostSummary = z.infer<typeof adminBlogPostSummary>;

export const adminBlogPage = z.object({
  data: z.array(adminBlogPostSummary),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  /** articles in each state under the same language and search (for the filter tabs) */
  counts: z.object({ draft: z.number().int(), published: z.number().int() }),
});
export type AdminBlogPage = z.infer<typeof adminBlogPage>;

/** GET /admin/blog/{id}: the article as stored (body_html already cleaned). */
export const adminBlogPost = adminBlogPostSummary.extend({
  /** as the admin wrote it; may be empty (the public pages then use the start of the text) */
  excerpt: z.string(),
  body_html: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPost>;

/**
 * POST /admin/blog and PUT /admin/blog/{id}. An empty slug is made from the title; the body is cleaned
 * by the server before it is stored and must have text to be published.
 */
export const blogPostBody = z.object({
  title: z
    .string({ error: "field.required" })
    .trim()
    .min(1, { error: "field.required", abort: true })
    .min(blogLimits.title.min, { error: "field.blog_title_length" })
    .max(blogLimits.title.max, { error: "field.blog_title_length" }),
  slug: z
    .string({ error: "field.blog_slug_invalid" })
    .trim()
    .toLowerCase()
    .max(blogLimits.slug, { error: "field.blog_slug_invalid" })
    .refine((v) => v === "" || blogSlugPattern.test(v), { error: "field.blog_slug_invalid" })
    .optional(),
  locale: z.enum(blogLocales, { error: "field.required" }),
  excerpt: z
    .string({ error: "field.invalid_value" })
    .trim()
    .max(blogLimits.excerpt, { error: "field.blog_excerpt_too_long" })
    .default(""),
  body_html: z
    .string({ error: "field.invalid_value" })
    .max(blogLimits.body, { error: "field.blog_body_too_long" })
    .default(""),
  status: z.enum(blogStatuses, { error: "field.required" }),
});
export type BlogPostInput = z.input<typeof blogPostBody>;
export type BlogPostValues = z.output<typeof blogPostBody>;
