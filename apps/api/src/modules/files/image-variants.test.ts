import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { files, users } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test/test-app";
import { storeImage } from "../media/media.service";
import { variantKey } from "./image-variants";

/** RESPONSIVE-IMAGES: public images in the widths of a srcset, as AVIF or WebP, made once. */
describe("image variants", () => {
  let t: TestApp;
  let fileId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const [owner] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: 15, g: 94, b: 156 } },
    })
      .png()
      .toBuffer();
    const stored = await storeImage({ db: t.database.db, storage: t.app.deps.storage }, owner!.id, png, {
      target: { width: 1200, height: 800 },
      minimum: { width: 100, height: 100 },
      tooSmall: "field.image_too_small",
      folder: "test",
    });
    fileId = stored.id;
  });
  afterAll(() => t.close());

  const get = (query: string) => t.app.inject({ method: "GET", url: `/api/v1/files/${fileId}${query}` });

  it("answers a width in AVIF or WebP, cached for a year, and keeps it in storage", async () => {
    for (const [format, sharpName] of [
      ["avif", "heif"],
      ["webp", "webp"],
    ] as const) {
      const res = await get(`?w=320&format=${format}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toBe(`image/${format}`);
      expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const meta = await sharp(res.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([sharpName, 320, 213]);
      expect(await t.app.deps.storage.stat(variantKey(fileId, 320, format))).not.toBeNull();
      // the second answer is the kept bytes
      expect((await get(`?w=320&format=${format}`)).rawPayload.equals(res.rawPayload)).toBe(true);
    }
    const plain = await get("?w=640");
    expect(plain.headers["content-type"]).toBe("image/webp");
    expect((await sharp(plain.rawPayload).metadata()).width).toBe(640);
  });

  it("never enlarges: a width above the original's gives the original's width", async () => {
    const res = await get("?w=1920&format=webp");
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    expect(await t.app.deps.storage.stat(variantKey(fileId, 1920, "webp"))).toBeNull();
  });

  it("refuses widths and formats outside the lists, so addresses cannot multiply the variants", async () => {
    for (const query of ["?w=333", "?w=0", "?w=-320", "?w=abc", "?w=320&format=gif", "?w=99999"]) {
      const res = await get(query);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().code, query).toBe("validation_failed");
    }
  });

  it("answers the original without a width, and 404 for a private file with one", async () => {
    const res = await get("");
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(1200);
    await t.database.db.update(files).set({ visibility: "private" }).where(eq(files.id, fileId));
    expect((await get("?w=320&format=avif")).statusCode).toBe(404);
    await t.database.db.update(files).set({ visibility: "public" }).where(eq(files.id, fileId));
  });
});
