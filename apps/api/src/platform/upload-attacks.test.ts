import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, courses, files, providers } from "../db/schema/index";
import { bearer, nextAddress, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";

const boundary = "----kursove-upload-attacks";

/** A multipart body with one file part, its name and declared type as an attacker chooses them. */
function form(field: string, file: { name: string; type: string; bytes: Buffer }) {
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), file.bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#0f5e9c" } })
    .png()
    .toBuffer();

/** A PNG whose header claims `width` × `height` pixels around a tiny body: what a decoder would allocate. */
async function claimedPng(width: number, height: number) {
  const bytes = Buffer.from(await png(8, 8));
  // IHDR's data starts at byte 16 (8 signature, 4 length, 4 type); its CRC covers the type and the data
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

const script = "<script>alert(document.cookie)</script>";
const svg = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" onload="alert(1)">${script}<rect width="800" height="800"/></svg>`,
);

type Target = { name: string; field: string; url: () => string; token: () => string; size: [number, number] };

/**
 * UPLOAD-ATTACKS: every image upload of the app is fed the classic hostile files. Each is
 * refused with a 4xx in the error format and leaves no file row and no stored byte behind, or, where the
 * picture itself is valid, what is kept is a fresh WebP of its pixels only, under a name of the app's.
 */
describe("hostile uploads to every image route", () => {
  let t: TestApp;
  let learner: string;
  let provider: string;
  let admin: string;
  let courseId: string;
  let postId: string;
  const root = () => path.join(t.dataDir, "files");
  const stored = (): string[] => {
    try {
      return readdirSync(root(), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.relative(root(), path.join(e.parentPath, e.name)));
    } catch {
      return [];
    }
  };
  const fileRows = async () => (await t.database.db.select({ id: files.id }).from(files)).length;

  const targets: Target[] = [
    { name: "avatar", field: "avatar", url: () => "/user/avatar", token: () => learner, size: [400, 400] },
    {
      name: "provider logo",
      field: "image",
      url: () => "/provider/logo",
      token: () => provider,
      size: [400, 400],
    },
    {
      name: "course cover",
      field: "image",
      url: () => `/provider/courses/${courseId}/cover`,
      token: () => provider,
      size: [1400, 400],
    },
    {
      name: "blog cover",
      field: "image",
      url: () => `/admin/blog/${postId}/cover`,
      token: () => admin,
      size: [1300, 700],
    },
  ];
  const send = (target: Target, file: { name: string; type: string; bytes: Buffer }) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1${target.url()}`,
      remoteAddress: nextAddress(),
      ...form(target.field, file),
      headers: {
        ...form(target.field, file).headers,
        ...bearer(target.token()),
        "content-language": "en",
      },
    });

  beforeAll(async () => {
    t = await createTestApp();
    learner = await signInDemo(t.app, "learner@example.com");
    provider = await signInDemo(t.app, "provider@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    const db = t.database.db;
    const [own] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    const [course] = await db
      .insert(courses)
      .values({
        providerId: own!.id,
        slug: `attacks-${Date.now()}`,
        title: "Курс",
        price: 10_000,
        capacity: 5,
      })
      .returning({ id: courses.id });
    courseId = course!.id;
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).limit(1);
    postId = post!.id;
  });
  afterAll(() => t.close());

  it("refuses SVG with script, HTML, executables, broken and lying bytes, pixel bombs and oversized files, keeping nothing", async () => {
    const bomb = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: "#000000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    const huge = Buffer.concat([await png(10, 10), Buffer.alloc(2 * 1024 * 1024 + 10, 0)]);
    const corpus = [
      { label: "SVG with script named .png", name: "logo.png", type: "image/png", bytes: svg },
      { label: "SVG as itself", name: "logo.svg", type: "image/svg+xml", bytes: svg },
      {
        label: "HTML named .jpg",
        name: "photo.jpg",
        type: "image/jpeg",
        bytes: Buffer.from(`<!doctype html><html>${script}</html>`),
      },
      {
        label: "Windows executable named .png",
        name: "photo.png",
        type: "image/png",
        bytes: Buffer.concat([Buffer.from("MZ"), Buffer.alloc(4000, 0x90)]),
      },
      {
        label: "JPEG magic bytes, then garbage",
        name: "photo.jpg",
        type: "image/jpeg",
        bytes: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 0x41)]),
      },
      {
        label: "PNG cut in half",
        name: "photo.png",
        type: "image/png",
        bytes: (await png(600, 600)).subarray(0, 200),
      },
      {
        label: "PNG header claiming 60000 x 60000 pixels",
        name: "bomb.png",
        type: "image/png",
        bytes: await claimedPng(60_000, 60_000),
      },
      { label: "7000 x 7000 PNG of 49 million pixels", name: "bomb.png", type: "image/png", bytes: bomb },
      { label: "a file over 2 MB", name: "big.png", type: "image/png", bytes: huge },
      { label: "an empty file", name: "empty.png", type: "image/png", bytes: Buffer.alloc(0) },
    ];
    for (const target of targets) {
      const rowsBefore = await fileRows();
      const storedBefore = stored();
      for (const attack of corpus) {
        const res = await send(target, attack);
        const where = `${target.name}: ${attack.label}`;
        expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, where).toBeLessThan(500);
        expect(res.json(), where).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
      expect(await fileRows(), target.name).toBe(rowsBefore);
      expect(stored(), target.name).toEqual(storedBefore);
    }
  });

  it("keeps only a fresh WebP of a valid picture: a payload after the image, a lying type and a path in the name are gone", async () => {
    for (const target of targets) {
      const [width, height] = target.size;
      const polyglot = Buffer.concat([await png(width, height), Buffer.from(`<html>${script}</html>`)]);
      for (const file of [
        { name: "../../../../../tmp/kursove-evil.png", type: "text/html", bytes: polyglot },
        { name: "..\\..\\kursove-evil.html", type: "application/javascript", bytes: polyglot },
      ]) {
        const storedBefore = new Set(stored());
        const res = await send(target, file);
        expect(res.statusCode, `${target.name}: ${res.body}`).toBeLessThan(300);
        const added = stored().filter((p) => !storedBefore.has(p));
        expect(added, target.name).toHaveLength(1);
        const [key] = added;
        expect(key, target.name).not.toMatch(/\.\.|evil|html|\\/);
        const bytes = readFileSync(path.join(root(), key!));
        expect(bytes.subarray(0, 4).toString("latin1"), target.name).toBe("RIFF");
        expect(bytes.subarray(8, 12).toString("latin1"), target.name).toBe("WEBP");
        expect(bytes.includes(Buffer.from("<script")), target.name).toBe(false);
        const [row] = await t.database.db
          .select()
          .from(files)
          .where(eq(files.storageKey, key!.split(path.sep).join("/")));
        expect(row?.mime, target.name).toBe("image/webp");
      }
    }
    expect(existsSync("/tmp/kursove-evil.png")).toBe(false);
    expect(existsSync(path.join(t.dataDir, "kursove-evil.html"))).toBe(false);
  });

  it("serves a stored picture as what it is: its own type, nosniff, and a policy under which nothing runs", async () => {
    const [row] = await t.database.db
      .select()
      .from(files)
      .where(and(eq(files.mime, "image/webp"), eq(files.visibility, "public")))
      .limit(1);
    const res = await t.app.inject({ url: `/api/v1/files/${row!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});
