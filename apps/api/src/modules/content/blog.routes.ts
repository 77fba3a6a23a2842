import {
  adminBlogPage,
  adminBlogPost,
  adminBlogQuery,
  blogCover,
  blogListQuery,
  blogPage,
  blogPost,
  blogPostBody,
  blogSitemap,
} from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { requireAdmin } from "../auth";
import type { Part } from "../media";
import { mediaLimits } from "../media";
import * as blog from "./blog.service";

type PartsRequest = { parts: (options?: object) => AsyncIterableIterator<unknown> };

/** Reads the multipart form of a cover: the file `image`, under 2 MB. */
async function readCoverImage(request: PartsRequest): Promise<Buffer | null> {
  const tooLarge = () => new AppError(422, "validation_failed", { image: ["field.image_too_large"] });
  let image: Buffer | null = null;
  try {
    const limits = { fileSize: mediaLimits.imageBytes - 1, files: 1, fields: 5 };
    for await (const raw of request.parts({ limits })) {
      const part = raw as Part;
      if (part.type !== "file") continue;
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw tooLarge();
      if (part.fieldname === "image" && bytes.length > 0) image = bytes;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw tooLarge();
    throw new AppError(422, "validation_failed");
  }
  return image;
}

/** The admins' side of the blog: write, publish, illustrate and delete articles. */
const adminBlogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["admin"];
  const db = () => app.deps.database.db;
  const deps = (): blog.BlogDeps => ({ db: db(), storage: app.deps.storage });
  const params = z.object({ id: z.uuid() });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/blog",
    {
      schema: {
        tags,
        summary: "Every article by state, language and words of the title or address; 20 a page",
        querystring: adminBlogQuery,
        response: { 200: adminBlogPage },
      },
    },
    async (request) => {
      requireAdmin(request);
      return blog.listPostsForAdmin(db(), request.query);
    },
  );

  app.get(
    "/admin/blog/:id",
    { schema: { tags, summary: "One article as stored", params, response: { 200: adminBlogPost } } },
    async (request) => {
      requireAdmin(request);
      return blog.getPostForAdmin(db(), request.params.id);
    },
  );

  app.post(
    "/admin/blog",
    {
      schema: {
        tags,
        summary:
          "A new article: the body is sanitized before it is stored; an empty slug is made from the title",
        body: blogPostBody,
        response: { 201: adminBlogPost },
      },
    },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      return reply.status(201).send(await blog.createPost(db(), user, request.body));
    },
  );

  app.put(
    "/admin/blog/:id",
    {
      schema: {
        tags,
        summary: "Replace an article's texts and state; the first publishing sets published_at",
        params,
        body: blogPostBody,
        response: { 200: adminBlogPost },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      return blog.updatePost(db(), user, request.params.id, request.body);
    },
  );

  app.delete(
    "/admin/blog/:id",
    { schema: { tags, summary: "Delete an article and its cover", params } },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await blog.deletePost(deps(), user, request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/admin/blog/:id/cover",
    {
      schema: {
        tags,
        summary:
          "The article's cover: multipart image (JPEG, PNG, WebP or AVIF under 2 MB, at least 600x315), cropped to 1200x630",
        consumes: ["multipart/form-data"],
        params,
        response: { 200: blogCover },
      },
    },
    async (request) => {
      const { user } = requireAdmin(request);
      // a missing article is refused before the upload is read
      await blog.requirePost(db(), request.params.id);
      const image = await readCoverImage(request);
      return blog.saveCover(deps(), user, request.params.id, image);
    },
  );

  app.delete(
    "/admin/blog/:id/cover",
    { schema: { tags, summary: "Remove the article's cover", params } },
    async (request, reply) => {
      const { user } = requireAdmin(request);
      await blog.removeCover(deps(), user, request.params.id);
      return reply.status(204).send();
    },
  );
};

/** The blog: published articles by language, and the admins' editor. */
export const blogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["public"];
  const db = () => app.deps.database.db;

  app.get(
    "/blog",
    {
      schema: {
        tags,
        summary: "Published articles of the request's language (Content-Language), 9 a page, newest first",
        querystring: blogListQuery,
        response: { 200: blogPage },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "public, max-age=60");
      return blog.listPublishedPosts(db(), request.locale, request.query.page);
    },
  );

  app.get(
    "/blog/:slug",
    {
      schema: {
        tags,
        summary: "A published article with up to 3 other latest ones of its language; 404 for drafts",
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: blogPost },
      },
    },
    async (request, reply) => {
      const post = await blog.getPublishedPost(db(), request.params.slug);
      reply.header("cache-control", "public, max-age=60");
      return post;
    },
  );

  app.get(
    "/sitemap/blog",
    {
      schema: {
        tags,
        summary: "Every published article's address and language, for sitemap.xml",
        response: { 200: blogSitemap },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "public, max-age=600");
      return blog.listBlogSitemap(db());
    },
  );

  await app.register(adminBlogRoutes);
};
