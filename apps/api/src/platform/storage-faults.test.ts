import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, files, providers } from "../db/schema/index";
import { bearer, nextAddress, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";
import { localStorage, type Storage } from "./storage";

const boundary = "----kursove-storage-faults";
const form = (
  field: string,
  name: string,
  type: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
) => ({
  payload: Buffer.concat([
    ...Object.entries(fields).map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]),
  headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
});

/**
 * STORAGE-FAULTS: with the disk full, every upload is refused with 503 in the error format
 * (Retry-After set), no file row and no byte are left behind, and uploads work again once there is room.
 */
describe("uploads while the storage is full", () => {
  let t: TestApp;
  let full = false;
  let provider: string;
  let learner: string;
  let courseId: string;
  const dir = mkdtempSync(path.join(tmpdir(), "kursove-full-disk-"));
  const root = () => dir;
  const stored = () => {
    try {
      return readdirSync(root(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;
    } catch {
      return 0;
    }
  };
  const noSpace = () =>
    Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC" });

  beforeAll(async () => {
    const inner = localStorage(dir);
    const storage: Storage = {
      put: (key, bytes, type) => (full ? Promise.reject(noSpace()) : inner.put(key, bytes, type)),
      putStream: async (key, source, options) => {
        if (!full) return inner.putStream(key, source, options);
        source.resume();
        throw noSpace();
      },
      stat: (key) => inner.stat(key),
      read: (key, range) => inner.read(key, range),
      remove: (key) => inner.remove(key),
    };
    t = await createTestApp({ storage });
    provider = await signInDemo(t.app, "provider@example.com");
    learner = await signInDemo(t.app, "learner@example.com");
    const [own] = await t.database.db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    const [course] = await t.database.db
      .insert(courses)
      .values({
        providerId: own!.id,
        slug: `full-disk-${Date.now()}`,
        title: "Курс",
        price: 10_000,
        capacity: 5,
      })
      .returning({ id: courses.id });
    courseId = course!.id;
  });
  afterAll(() => t.close());

  const upload = async (url: string, token: string, body: ReturnType<typeof form>) =>
    t.app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      remoteAddress: nextAddress(),
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token), "content-language": "en" },
    });

  it("refuses pictures, documents and videos with 503 and keeps nothing; takes them again when there is room", async () => {
    const picture = await sharp({ create: { width: 1400, height: 500, channels: 3, background: "#2a5c8a" } })
      .png()
      .toBuffer();
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
    const video = Buffer.alloc(4096, 7);
    Buffer.from("00000018667479706d7034320000000069736f6d6d703432", "hex").copy(video, 0);
    const attempts = () => [
      upload("/user/avatar", learner, form("avatar", "me.png", "image/png", picture)),
      upload(`/provider/courses/${courseId}/cover`, provider, form("image", "c.png", "image/png", picture)),
      upload(
        `/provider/courses/${courseId}/documents`,
        provider,
        form("file", "program.pdf", "application/pdf", pdf, { label: "Програма", description: "" }),
      ),
      upload(`/provider/courses/${courseId}/video`, provider, form("video", "v.mp4", "video/mp4", video)),
    ];
    const rows = (await t.database.db.select({ id: files.id }).from(files)).length;
    const bytes = stored();
    full = true;
    for (const res of await Promise.all(attempts())) {
      expect(res.statusCode, res.body).toBe(503);
      expect(res.json()).toEqual({
        code: "service_unavailable",
        message: "The service is briefly unavailable. Please try again in a moment",
      });
      expect(res.headers["retry-after"]).toBe("5");
    }
    expect((await t.database.db.select({ id: files.id }).from(files)).length).toBe(rows);
    expect(stored()).toBe(bytes);

    full = false;
    for (const res of await Promise.all(attempts())) expect(res.statusCode, res.body).toBeLessThan(300);
  });
});
