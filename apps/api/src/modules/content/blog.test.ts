import path from "node:path";
import { adminBlogPage, adminBlogPost, blogPage, blogPost, blogSitemap } from "@kursove/contracts";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { auditLog, blogPosts, files, users } from "../../db/schema/index";
import { seedBlog } from "../../db/seed/blog";
import { localStorage } from "../../platform/storage";
import { apiCaller, bearer, nextAddress, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

const boundary = "----kursove-blog";

/** A multipart body with one file. */
function form(file: { field: string; name: string; type: string; bytes: Buffer }) {
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f5e9c" } })
    .png()
    .toBuffer();

const hostile = [
  "<h1>Заглавие</h1>",
  "<p>Текст<script>alert(1)</script> с връзка <a href=\"JaVaScRiPt:alert('x')\">тук</a>.</p>",
  '<p><img src=x onerror="alert(document.cookie)"><strong onclick="x()">важно</strong></p>',
  '<p><a href="https://example.com">навън</a> и <a href="/courses">курсове</a></p>',
].join("");

describe("the blog: admins write, visitors read", () => {
  let t: TestApp;
  let db: Db;
  let call: ReturnType<typeof apiCaller>;
  let admin: string;
  let learner: string;
  let adminName: string;
  /** articles created before this moment are the demo ones */
  let startedAt: Date;

  const body = (overrides: Record<string, unknown> = {}) => ({
    title: "Статия за тест",
    locale: "bg",
    excerpt: "",
    body_html: "<p>Текст на статията.</p>",
    status: "draft",
    ...overrides,
  });
  const create = (overrides: Record<string, unknown> = {}) =>
    call("POST", "/admin/blog", admin, body(overrides));
  const rowOf = async (id: string) => (await db.select().from(blogPosts).where(eq(blogPosts.id, id)))[0];
  /** a public list in a language (the Content-Language header) */
  const list = async (url: string, locale: string) =>
    blogPage.parse(
      (
        await t.app.inject({ method: "GET", url: `/api/v1${url}`, headers: { "content-language": locale } })
      ).json(),
    );
  const postCount = async () => (await db.select({ n: count() }).from(blogPosts))[0]!.n;
  const fileCount = async () => (await db.select({ n: count() }).from(files))[0]!.n;
  const upload = (id: string, token: string | null, file: Parameters<typeof form>[0]) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1/admin/blog/${id}/cover`,
      remoteAddress: nextAddress(),
      ...form(file),
      headers: { ...form(file).headers, ...(token ? bearer(token) : {}), "content-language": "en" },
    });

  beforeAll(async () => {
    t = await createTestApp();
    startedAt = new Date();
    db = t.database.db;
    call = apiCaller(t.app);
    admin = await signInDemo(t.app, "admin@example.com");
    learner = await signInDemo(t.app, "learner@example.com");
    const [me] = await db.select().from(users).where(eq(users.email, "admin@example.com"));
    adminName = `${me!.firstName} ${me!.lastName}`.trim();
  });
  afterAll(() => t.close());

  it("stores the body only after cleaning it: no script, event handler or javascript: link survives", async () => {
    const res = await create({ title: "Чиста статия", body_html: hostile, status: "published" });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("no-store");
    const created = adminBlogPost.parse(res.json());
    const expected =
      '<h2>Заглавие</h2><p>Текст с връзка тук.</p><p><strong>важно</strong></p><p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">навън</a> и <a href="/courses">курсове</a></p>';
    const stored = await rowOf(created.id);
    expect(stored!.bodyHtml).toBe(expected);
    for (const html of [stored!.bodyHtml, created.body_html]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|<img/i);
    }
    const read = await call("GET", `/admin/blog/${created.id}`, admin);
    expect(read.statusCode).toBe(200);
    expect(read.headers["cache-control"]).toBe("no-store");
    expect(adminBlogPost.parse(read.json()).body_html).toBe(expected);
    // the public page gets exactly the stored markup
    const page = blogPost.parse((await call("GET", `/blog/${created.slug}`, null)).json());
    expect(page.body_html).toBe(expected);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, created.id), eq(auditLog.action, "blog.created")));
    expect(audit).toMatchObject({
      subjectType: "blog_post",
      data: { slug: created.slug, status: "published" },
    });

    // an edit is cleaned the same way
    const edited = await call("PUT", `/admin/blog/${created.id}`, admin, {
      ...body({ title: "Чиста статия", status: "published", slug: created.slug }),
      body_html:
        '<p onload="x()">Нов <a href="java&#x09;script:alert(1)">текст</a></p><iframe src="//evil"></iframe>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await rowOf(created.id))!.bodyHtml).toBe("<p>Нов текст</p>");
  });

  it("makes the address from a Cyrillic title, and a unique one when it is taken", async () => {
    const first = adminBlogPost.parse((await create({ title: "Как да учим онлайн?" })).json());
    expect(first.slug).toBe("kak-da-uchim-onlayn");
    const second = adminBlogPost.parse((await create({ title: "Как да учим онлайн!", slug: "" })).json());
    expect(second.slug).toBe("kak-da-uchim-onlayn-2");
    // a slug typed in capitals is taken in lowercase
    const typed = adminBlogPost.parse((await create({ title: "Друга", slug: "  Moya-Statia " })).json());
    expect(typed.slug).toBe("moya-statia");
  });

  it("refuses an address already taken and changes nothing", async () => {
    const taken = adminBlogPost.parse((await create({ title: "Заета", slug: "zaeta-statia" })).json());
    const other = adminBlogPost.parse((await create({ title: "Друга статия", slug: "druga-statia" })).json());
    const before = await postCount();
    const again = await create({ title: "Опит", slug: "zaeta-statia" });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      code: "validation_failed",
      errors: { slug: ["An article with this address already exists. Choose another one."] },
    });
    expect(await postCount()).toBe(before);

    const rowBefore = await rowOf(other.id);
    const put = await call("PUT", `/admin/blog/${other.id}`, admin, {
      ...body({ title: "Сменено заглавие", status: "published" }),
      slug: taken.slug,
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors.slug).toHaveLength(1);
    expect(await rowOf(other.id)).toEqual(rowBefore);
  });

  it("refuses bad fields one by one and a published article without text, changing nothing", async () => {
    const before = await postCount();
    const res = await create({
      title: "ab",
      slug: "Not valid!",
      excerpt: "x".repeat(301),
      body_html: "<p> </p><script>only script</script>",
      status: "published",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["excerpt", "slug", "title"]);
    expect(res.json().errors.title).toEqual(["Enter a title of 3 to 150 characters"]);
    const empty = await create({ body_html: "<p><img src=x onerror=alert(1)></p>", status: "published" });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      body_html: ["Write the text of the article before publishing it"],
    });
    expect(await postCount()).toBe(before);
    // a draft may be empty
    const draft = await create({ title: "Празна чернова", body_html: "" });
    expect(draft.statusCode).toBe(201);
  });

  it("keeps drafts off the public pages: 404 by address and absent from the list", async () => {
    const draft = adminBlogPost.parse((await create({ title: "Тайна чернова" })).json());
    const res = await call("GET", `/blog/${draft.slug}`, null);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "blog_post_not_found", message: "The article does not exist." });
    expect((await call("GET", "/blog/no-such-article", null)).statusCode).toBe(404);
    const bg = await list("/blog", "bg");
    expect(bg.data.length).toBeGreaterThan(0);
    expect(bg.data.some((p) => p.id === draft.id)).toBe(false);
    const sitemap = blogSitemap.parse((await call("GET", "/sitemap/blog", null)).json());
    expect(sitemap.posts.some((p) => p.slug === draft.slug)).toBe(false);
  });

  it("sets published_at on the first publishing and keeps it through unpublishing and publishing again", async () => {
    const draft = adminBlogPost.parse((await create({ title: "Дата на публикуване" })).json());
    expect(draft.published_at).toBeNull();
    expect((await rowOf(draft.id))!.publishedAt).toBeNull();
    const put = (status: string) =>
      call(
        "PUT",
        `/admin/blog/${draft.id}`,
        admin,
        body({ title: "Дата на публикуване", slug: draft.slug, status }),
      );
    const published = adminBlogPost.parse((await put("published")).json());
    expect(published.published_at).not.toBeNull();
    const first = (await rowOf(draft.id))!.publishedAt!.getTime();
    expect(Math.abs(first - Date.now())).toBeLessThan(60_000);
    expect((await call("GET", `/blog/${draft.slug}`, null)).statusCode).toBe(200);

    const unpublished = adminBlogPost.parse((await put("draft")).json());
    expect(unpublished.status).toBe("draft");
    expect((await rowOf(draft.id))!.publishedAt!.getTime()).toBe(first);
    expect((await call("GET", `/blog/${draft.slug}`, null)).statusCode).toBe(404);

    await put("published");
    expect((await rowOf(draft.id))!.publishedAt!.getTime()).toBe(first);
    const actions = (await db.select().from(auditLog).where(eq(auditLog.subjectId, draft.id))).map(
      (a) => a.action,
    );
    expect(actions.sort()).toEqual(
      ["blog.created", "blog.published", "blog.published", "blog.unpublished"].sort(),
    );
  });

  it("lists each language's published articles, newest first, 9 a page", async () => {
    for (let i = 0; i < 9; i++)
      await create({ title: `Статия номер ${i + 1}`, status: "published", body_html: "<p>дума</p>" });
    const published = (locale: string) =>
      db
        .select({ id: blogPosts.id, slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(eq(blogPosts.status, "published"), eq(blogPosts.locale, locale)));
    const bg = await published("bg");
    expect(bg.length).toBeGreaterThan(9);

    const first = await list("/blog", "bg");
    expect(first).toMatchObject({ page: 1, total: bg.length, last_page: Math.ceil(bg.length / 9) });
    expect(first.data).toHaveLength(9);
    const dates = first.data.map((p) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list("/blog?page=2", "bg");
    expect(second.data).toHaveLength(bg.length - 9);
    const seen = [...first.data, ...second.data].map((p) => p.id).sort();
    expect(seen).toEqual(bg.map((p) => p.id).sort());

    // the English list (Content-Language: en) has only the English articles; no language means Bulgarian
    const en = await published("en");
    const page = await list("/blog", "en");
    expect(page.total).toBe(en.length);
    expect(page.data.map((p) => p.slug).sort()).toEqual(en.map((p) => p.slug).sort());
    const bgDefault = blogPage.parse((await t.app.inject({ method: "GET", url: "/api/v1/blog" })).json());
    expect(bgDefault.total).toBe(bg.length);
  });

  it("shows an article with its author, reading time, a summary from the text and up to 3 more of its language", async () => {
    const words = Array.from({ length: 450 }, (_, i) => `дума${i}`).join(" ");
    const created = adminBlogPost.parse(
      (await create({ title: "Дълга статия", status: "published", body_html: `<p>${words}</p>` })).json(),
    );
    const res = await call("GET", `/blog/${created.slug}`, null);
    expect(res.statusCode).toBe(200);
    const post = blogPost.parse(res.json());
    expect(post).toMatchObject({ locale: "bg", author_name: adminName, reading_minutes: 3, cover: null });
    expect(post.excerpt.startsWith("дума0 дума1")).toBe(true);
    expect(post.excerpt.length).toBeLessThanOrEqual(200);
    expect(post.more).toHaveLength(3);
    expect(post.more.some((m) => m.id === created.id)).toBe(false);
    const bgSlugs = new Set(
      (await db.select().from(blogPosts).where(eq(blogPosts.locale, "bg"))).map((p) => p.slug),
    );
    for (const m of post.more) expect(bgSlugs.has(m.slug)).toBe(true);
    // an English article lists English ones, whatever the request's language
    const english = blogPost.parse((await call("GET", "/blog/writing-a-good-course-page", null)).json());
    expect(english.locale).toBe("en");
    expect(english.more.map((m) => m.slug)).toEqual(["online-onsite-or-recorded-course-formats"]);
  });

  it("filters the admins' list by state, language and search, with counts", async () => {
    const all = adminBlogPage.parse((await call("GET", "/admin/blog", admin)).json());
    const [drafts] = await db.select({ n: count() }).from(blogPosts).where(eq(blogPosts.status, "draft"));
    expect(all.counts.draft).toBe(drafts!.n);
    const onlyDrafts = adminBlogPage.parse((await call("GET", "/admin/blog?status=draft", admin)).json());
    expect(onlyDrafts.total).toBe(drafts!.n);
    expect(onlyDrafts.data.every((p) => p.status === "draft")).toBe(true);
    const en = adminBlogPage.parse((await call("GET", "/admin/blog?locale=en", admin)).json());
    expect(en.data.every((p) => p.locale === "en")).toBe(true);
    expect(en.counts).toEqual({ draft: 0, published: 2 });
    const found = adminBlogPage.parse((await call("GET", "/admin/blog?q=onlayn", admin)).json());
    expect(found.data.map((p) => p.slug)).toContain("kak-da-uchim-onlayn");
    expect(found.data.every((p) => /onlayn|онлайн/i.test(p.slug + p.title))).toBe(true);
  });

  it("takes a real picture as the cover, re-encoded to 1200x630 WebP, replacing the earlier one", async () => {
    const post = adminBlogPost.parse((await create({ title: "С корица", status: "published" })).json());
    const res = await upload(post.id, admin, {
      field: "image",
      name: "cover.png",
      type: "image/png",
      bytes: await png(1600, 900),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ width: 1200, height: 630 });
    const row = await rowOf(post.id);
    expect(res.json().url).toBe(`/api/v1/files/${row!.coverFileId}`);
    const image = await t.app.inject({ method: "GET", url: res.json().url });
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 1200, 630]);
    const pub = blogPost.parse((await call("GET", `/blog/${post.slug}`, null)).json());
    expect(pub.cover).toEqual({ url: res.json().url, width: 1200, height: 630 });

    const filesBefore = await fileCount();
    const again = await upload(post.id, admin, {
      field: "image",
      name: "b.jpg",
      type: "image/jpeg",
      bytes: await sharp(await png(700, 700))
        .jpeg()
        .toBuffer(),
    });
    expect(again.statusCode, again.body).toBe(200);
    // one file in, the replaced one out
    expect(await fileCount()).toBe(filesBefore);
    expect(await db.select().from(files).where(eq(files.id, row!.coverFileId!))).toHaveLength(0);

    const removed = await call("DELETE", `/admin/blog/${post.id}/cover`, admin);
    expect(removed.statusCode).toBe(204);
    expect((await rowOf(post.id))!.coverFileId).toBeNull();
    expect(await fileCount()).toBe(filesBefore - 1);
  });

  it("refuses a text file named .png, a picture over 2 MB and a too small one, keeping nothing", async () => {
    const post = adminBlogPost.parse((await create({ title: "Без корица" })).json());
    const filesBefore = await fileCount();
    const text = await upload(post.id, admin, {
      field: "image",
      name: "evil.png",
      type: "image/png",
      bytes: Buffer.from("<script>alert(1)</script> not a picture at all"),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({
      code: "image_type",
      errors: { image: ["Please upload an image of the correct type"] },
    });
    const big = await upload(post.id, admin, {
      field: "image",
      name: "big.png",
      type: "image/png",
      bytes: Buffer.concat([await png(1200, 630), Buffer.alloc(2 * 1024 * 1024 + 10, 1)]),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.image).toEqual(["The image must be smaller than 2 MB"]);
    const small = await upload(post.id, admin, {
      field: "image",
      name: "small.png",
      type: "image/png",
      bytes: await png(400, 200),
    });
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.image).toEqual([
      "The cover must be at least 600 x 315 pixels. Choose a larger image",
    ]);
    expect(await fileCount()).toBe(filesBefore);
    expect((await rowOf(post.id))!.coverFileId).toBeNull();
    const missing = await upload(crypto.randomUUID(), admin, {
      field: "image",
      name: "c.png",
      type: "image/png",
      bytes: await png(1200, 630),
    });
    expect(missing.statusCode).toBe(404);
  });

  it("deletes an article with its cover, recorded in the audit log", async () => {
    const post = adminBlogPost.parse((await create({ title: "За изтриване", status: "published" })).json());
    await upload(post.id, admin, {
      field: "image",
      name: "c.png",
      type: "image/png",
      bytes: await png(1200, 630),
    });
    const coverId = (await rowOf(post.id))!.coverFileId!;
    const res = await call("DELETE", `/admin/blog/${post.id}`, admin);
    expect(res.statusCode).toBe(204);
    expect(await rowOf(post.id)).toBeUndefined();
    expect(await db.select().from(files).where(eq(files.id, coverId))).toHaveLength(0);
    expect((await call("GET", `/blog/${post.slug}`, null)).statusCode).toBe(404);
    expect((await call("GET", `/admin/blog/${post.id}`, admin)).statusCode).toBe(404);
    expect((await call("DELETE", `/admin/blog/${post.id}`, admin)).statusCode).toBe(404);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, post.id), eq(auditLog.action, "blog.deleted")));
    expect(audit!.data).toMatchObject({ slug: post.slug });
  });

  it("documents every blog route in the OpenAPI description", async () => {
    const docs = await t.app.inject({ url: "/api/v1/docs/json" });
    expect(docs.statusCode).toBe(200);
    const paths = docs.json().paths;
    expect(Object.keys(paths["/api/v1/admin/blog/{id}"]).sort()).toEqual(["delete", "get", "put"]);
    for (const path of [
      "/api/v1/blog",
      "/api/v1/blog/{slug}",
      "/api/v1/sitemap/blog",
      "/api/v1/admin/blog",
      "/api/v1/admin/blog/{id}/cover",
    ])
      expect(paths[path], path).toBeDefined();
  });

  it("answers 401 to anonymous visitors and 403 to learners on every admin route, changing nothing", async () => {
    const [post] = await db.select().from(blogPosts).limit(1);
    const before = await postCount();
    const routes: [Parameters<typeof call>[0], string, object?][] = [
      ["GET", "/admin/blog"],
      ["GET", `/admin/blog/${post!.id}`],
      ["POST", "/admin/blog", body()],
      ["PUT", `/admin/blog/${post!.id}`, body({ title: "Чуждо" })],
      ["DELETE", `/admin/blog/${post!.id}`],
      ["DELETE", `/admin/blog/${post!.id}/cover`],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, null, payload)).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(method, url, learner, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const image = { field: "image", name: "c.png", type: "image/png", bytes: await png(1200, 630) };
    expect((await upload(post!.id, null, image)).statusCode).toBe(401);
    expect((await upload(post!.id, learner, image)).statusCode).toBe(403);
    expect(await postCount()).toBe(before);
    expect(await rowOf(post!.id)).toEqual(post);
  });

  it("seeds three Bulgarian and two English published articles and a draft, with 1200x630 covers when images are on", async () => {
    const seeded = ["kak-da-izberete-podhodyashtiya-kurs", "writing-a-good-course-page"];
    for (const slug of seeded) expect((await call("GET", `/blog/${slug}`, null)).statusCode).toBe(200);
    const bySlug = (await db.select().from(blogPosts)).filter((p) => p.createdAt < startedAt);
    expect(bySlug.filter((p) => p.status === "published" && p.locale === "bg")).toHaveLength(3);
    expect(bySlug.filter((p) => p.status === "published" && p.locale === "en")).toHaveLength(2);
    expect(bySlug.filter((p) => p.status === "draft")).toHaveLength(1);

    // seeded again on an empty blog with images: each article gets its generated cover
    await db.delete(blogPosts);
    await seedBlog(db, localStorage(path.join(t.dataDir, "files")), { images: true, now: new Date() });
    const rows = await db
      .select({ post: blogPosts, file: files })
      .from(blogPosts)
      .innerJoin(files, eq(files.id, blogPosts.coverFileId));
    expect(rows).toHaveLength(6);
    for (const { file } of rows)
      expect([file.width, file.height, file.mime]).toEqual([1200, 630, "image/webp"]);
    const image = await t.app.inject({ method: "GET", url: `/api/v1/files/${rows[0]!.file.id}` });
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1200);
  });
});
