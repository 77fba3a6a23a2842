import { readdirSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, files, providers } from "../../db/schema/index";
import { s3Storage } from "../../platform/s3-storage";
import { bearer, nextAddress, signInDemo, signUp } from "../../test/accounts";
import { s3StandIn } from "../../test/s3-stand-in";
import { createTestApp, type TestApp } from "../../test/test-app";
import { mediaLimits } from "./media.service";

const boundary = "----kursove-media";

/** A multipart body: text fields, then one file. */
function form(
  fields: Record<string, string | number>,
  file?: { field: string; name: string; type: string; bytes: Buffer },
) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const png = (width: number, height: number, background = "#0f5e9c") =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The first bytes of an MP4 (ftyp box, brand mp42), then `size` bytes in all. */
function mp4Bytes(size: number) {
  const b = Buffer.alloc(size);
  for (let i = 0; i < size; i++) b[i] = i % 253;
  Buffer.from("00000018667479706d7034320000000069736f6d6d703432", "hex").copy(b, 0);
  return b;
}

const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000, 0)]);
const exe = () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(5000, 0x90)]);

const listStored = (root: string): string[] => {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
};

describe("course media: cover, thumbnail, video", () => {
  let t: TestApp;
  let provider: string;
  let admin: string;
  let stranger: string;
  let courseId: string;
  let otherCourseId: string;
  const stored = () => listStored(path.join(t.dataDir, "files"));
  const fileRows = async () => (await t.database.db.select({ id: files.id }).from(files)).length;
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token: string, extra: object = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: nextAddress(),
      ...extra,
      headers: {
        ...bearer(token),
        "content-language": "en",
        ...((extra as { headers?: object }).headers ?? {}),
      },
    });
  const upload = (kind: string, token: string, body: ReturnType<typeof form>, id = courseId) =>
    call("POST", `/provider/courses/${id}/${kind}`, token, body);

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signInDemo(t.app, "provider@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    stranger = (await signUp(t.app)).token;
    const db = t.database.db;
    const own = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    const other = await db.select().from(providers).where(eq(providers.slug, "digitalen-kampus"));
    const insert = async (providerId: string, slug: string) => {
      const [row] = await db
        .insert(courses)
        .values({ providerId, slug, title: "Курс за медия", price: 10_000, capacity: 10 })
        .returning({ id: courses.id });
      return row!.id;
    };
    courseId = await insert(own[0]!.id, `media-own-${Date.now()}`);
    otherCourseId = await insert(other[0]!.id, `media-other-${Date.now()}`);
  });
  afterAll(() => t.close());

  it("re-encodes a larger cover and thumbnail to their exact sizes and sets them on the course", async () => {
    for (const [kind, width, height] of [
      ["cover", 1150, 300],
      ["thumbnail", 300, 240],
    ] as const) {
      const res = await upload(
        kind,
        provider,
        form({}, { field: "image", name: "p.jpg", type: "image/jpeg", bytes: await png(1600, 900) }),
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ width, height });
      const image = await t.app.inject({ method: "GET", url: body.url });
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", width, height]);
      const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
      expect(body.url).toBe(
        `/api/v1/files/${kind === "cover" ? course!.coverFileId : course!.thumbnailFileId}`,
      );
    }
  });

  it("crops a wrong-size image to the crop box sent and replaces the earlier cover", async () => {
    const before = await fileRows();
    // red top half, blue bottom half; the crop box lies in the blue half only
    const picture = await sharp({ create: { width: 1400, height: 800, channels: 3, background: "#0000ff" } })
      .composite([{ input: await png(1400, 400, "#ff0000"), top: 0, left: 0 }])
      .png()
      .toBuffer();
    const res = await upload(
      "cover",
      provider,
      form(
        { x: 200, y: 450, width: 1150, height: 300 },
        { field: "image", name: "c.png", type: "image/png", bytes: picture },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({ method: "GET", url: res.json().url });
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1150, 300]);
    const stats = await sharp(data, { raw: info }).stats();
    expect(stats.channels[0]!.max).toBeLessThan(40); // no red
    expect(stats.channels[2]!.min).toBeGreaterThan(200); // all blue
    // the old cover is gone: one file row in, one out
    expect(await fileRows()).toBe(before);
  });

  it("reads the crop box in the upright picture of a photo with an EXIF orientation", async () => {
    // stored 600x1400 with a red left half; orientation 6 shows it 1400x600 with the red on top
    const stored = await sharp({ create: { width: 600, height: 1400, channels: 3, background: "#0000ff" } })
      .composite([{ input: await png(300, 1400, "#ff0000"), left: 0, top: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(
      "thumbnail",
      provider,
      form(
        { x: 100, y: 320, width: 300, height: 260 },
        { field: "image", name: "p.jpg", type: "image/jpeg", bytes: stored },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    const image = await t.app.inject({ method: "GET", url: res.json().url });
    const { data, info } = await sharp(image.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([300, 240]);
    const stats = await sharp(data, { raw: info }).stats();
    expect(stats.channels[0]!.max).toBeLessThan(40);
    expect(stats.channels[2]!.min).toBeGreaterThan(200);
  });

  it("refuses a crop box outside the image, an incomplete one and a too small image with clear messages", async () => {
    const image = { field: "image", name: "c.png", type: "image/png", bytes: await png(1200, 400) };
    const outside = await upload(
      "cover",
      provider,
      form({ x: 100, y: 200, width: 1150, height: 300 }, image),
    );
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.image).toEqual(["The selected area must lie within the image"]);
    const partial = await upload("cover", provider, form({ x: 0, y: 0 }, image));
    expect(partial.statusCode).toBe(422);
    expect(Object.keys(partial.json().errors).sort()).toEqual(["height", "width"]);
    const small = await upload("cover", provider, form({}, { ...image, bytes: await png(800, 250) }));
    expect(small.statusCode).toBe(422);
    expect(small.json().errors.image).toEqual([
      "The cover must be at least 1150 x 300 pixels. Choose a larger image",
    ]);
    const smallThumb = await upload(
      "thumbnail",
      provider,
      form({}, { ...image, bytes: await png(299, 500) }),
    );
    expect(smallThumb.json().errors.image).toEqual([
      "The thumbnail must be at least 300 x 240 pixels. Choose a larger image",
    ]);
    const bg = await call("POST", `/provider/courses/${courseId}/cover`, provider, {
      ...form({}, { ...image, bytes: await png(800, 250) }),
      headers: { ...form({}).headers, "content-language": "bg" },
    });
    expect(bg.json().errors.image).toEqual([
      "Корицата трябва да е поне 1150 x 300 пиксела. Изберете по-голямо изображение",
    ]);
  });

  it("refuses an image over 2 MB and renamed executables, keeping nothing", async () => {
    const rowsBefore = await fileRows();
    const storedBefore = stored();
    const noise = await sharp(
      Buffer.from(Array.from({ length: 1300 * 1300 * 3 }, () => Math.floor(Math.random() * 256))),
      {
        raw: { width: 1300, height: 1300, channels: 3 },
      },
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const big = await upload(
      "cover",
      provider,
      form({}, { field: "image", name: "big.png", type: "image/png", bytes: noise }),
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.image).toEqual(["The image must be smaller than 2 MB"]);
    // exactly 2 MB is not smaller than 2 MB
    const cover = await sharp({ create: { width: 1150, height: 300, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    const exact = Buffer.concat([cover, Buffer.alloc(2 * 1024 * 1024 - cover.length, 0)]);
    const atLimit = await upload(
      "cover",
      provider,
      form({}, { field: "image", name: "exact.png", type: "image/png", bytes: exact }),
    );
    expect(atLimit.statusCode).toBe(422);
    expect(atLimit.json().errors.image).toEqual(["The image must be smaller than 2 MB"]);
    for (const bytes of [elf(), exe()]) {
      const res = await upload(
        "thumbnail",
        provider,
        form({}, { field: "image", name: "photo.png", type: "image/png", bytes }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        code: "image_type",
        message: "Please upload an image of the correct type",
      });
    }
    const missing = await upload("cover", provider, form({ x: "" }));
    expect(missing.json().errors.image).toEqual(["Choose an image"]);
    expect(await fileRows()).toBe(rowsBefore);
    expect(stored()).toEqual(storedBefore);
  });

  it("answers 404 for another provider's course and to users without a provider", async () => {
    const image = form({}, { field: "image", name: "c.png", type: "image/png", bytes: await png(1200, 400) });
    for (const [token, id] of [
      [provider, otherCourseId],
      [stranger, courseId],
    ] as const) {
      for (const kind of ["cover", "thumbnail"]) {
        const res = await upload(kind, token, image, id);
        expect(res.statusCode).toBe(404);
        expect(res.json().code).toBe("course_not_found");
      }
      const video = await upload(
        "video",
        token,
        form({}, { field: "video", name: "v.mp4", type: "video/mp4", bytes: mp4Bytes(10_000) }),
        id,
      );
      expect(video.statusCode).toBe(404);
      expect(
        (
          await call("PUT", `/provider/courses/${id}/video`, token, {
            payload: { video_url: "https://youtu.be/x" },
          })
        ).statusCode,
      ).toBe(404);
      for (const [method, url] of [
        ["DELETE", "video"],
        ["GET", "video"],
        ["GET", "video?held=1"],
        ["POST", "video/attach"],
        ["DELETE", "video/held"],
      ] as const) {
        const res = await call(method, `/provider/courses/${id}/${url}`, token);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe("course_not_found");
      }
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: `/api/v1/provider/courses/${courseId}/cover`,
      ...image,
    });
    expect(anonymous.statusCode).toBe(401);
    const [other] = await t.database.db.select().from(courses).where(eq(courses.id, otherCourseId));
    expect([other!.coverFileId, other!.thumbnailFileId, other!.videoFileId, other!.videoUrl]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it("streams an uploaded video to private storage and serves it with range requests to its provider and admins", async () => {
    const video = mp4Bytes(3 * 1024 * 1024 + 17);
    const res = await upload(
      "video",
      provider,
      form({}, { field: "video", name: "intro.mp4", type: "video/mp4", bytes: video }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const url = `/api/v1/provider/courses/${courseId}/video`;
    // held for the editor until attached (ADR 012)
    expect(res.json()).toEqual({
      video_url: null,
      video: null,
      held_video: { url: `${url}?held=1`, mime: "video/mp4", size: video.length },
    });
    const preview = await call("GET", `/provider/courses/${courseId}/video?held=1`, provider);
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(video)).toBe(true);
    expect((await call("GET", `/provider/courses/${courseId}/video?held=1`, admin)).statusCode).toBe(404);
    expect((await call("GET", `/provider/courses/${courseId}/video`, provider)).statusCode).toBe(404);
    const attached = await call("POST", `/provider/courses/${courseId}/video/attach`, provider);
    expect(attached.statusCode, attached.body).toBe(200);
    expect(attached.json()).toEqual({
      video_url: null,
      video: { url, mime: "video/mp4", size: video.length },
      held_video: null,
    });
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    expect(course!.heldVideoFileId).toBeNull();
    const [file] = await t.database.db.select().from(files).where(eq(files.id, course!.videoFileId!));
    expect(file!.visibility).toBe("private");
    // private: not served by the public file route
    expect((await t.app.inject({ method: "GET", url: `/api/v1/files/${file!.id}` })).statusCode).toBe(404);

    const whole = await call("GET", `/provider/courses/${courseId}/video`, provider);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.rawPayload.equals(video)).toBe(true);
    const part = await call("GET", `/provider/courses/${courseId}/video`, admin, {
      headers: { range: "bytes=1000-1999" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 1000-1999/${video.length}`);
    expect(part.headers["content-length"]).toBe("1000");
    expect(part.rawPayload.equals(video.subarray(1000, 2000))).toBe(true);
    const tail = await call("GET", `/provider/courses/${courseId}/video`, provider, {
      headers: { range: "bytes=-10" },
    });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
    const beyond = await call("GET", `/provider/courses/${courseId}/video`, provider, {
      headers: { range: `bytes=${video.length}-` },
    });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${video.length}`);
    expect((await call("GET", `/provider/courses/${courseId}/video`, stranger)).statusCode).toBe(404);
    const state = await call("GET", `/provider/courses/${courseId}/video/state`, provider);
    expect(state.json().video.size).toBe(video.length);
  });

  it("refuses a video that is not one by its first bytes, or over the limit, keeping nothing", async () => {
    const rowsBefore = await fileRows();
    const storedBefore = stored();
    for (const bytes of [elf(), exe(), await png(400, 400)]) {
      const res = await upload(
        "video",
        provider,
        form({}, { field: "video", name: "movie.mp4", type: "video/mp4", bytes }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.video).toEqual(["Upload a video in MP4, WebM or MOV format"]);
    }
    const limit = mediaLimits.videoBytes;
    mediaLimits.videoBytes = 1024 * 1024;
    try {
      const res = await upload(
        "video",
        provider,
        form({}, { field: "video", name: "long.mp4", type: "video/mp4", bytes: mp4Bytes(2 * 1024 * 1024) }),
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.video).toEqual(["The video must be at most 1 GB"]);
    } finally {
      mediaLimits.videoBytes = limit;
    }
    const none = await upload("video", provider, form({ title: "x" }));
    expect(none.json().errors.video).toEqual(["Choose a video file"]);
    expect(await fileRows()).toBe(rowsBefore);
    expect(stored()).toEqual(storedBefore);
  });

  it("switches to a video address, and removes the video with its file", async () => {
    const rowsBefore = await fileRows();
    const bad = await call("PUT", `/provider/courses/${courseId}/video`, provider, {
      payload: { video_url: "http://vimeo.com/1" },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.video_url).toEqual([
      "Enter a secure (https) address of the video, for example from YouTube or Vimeo",
    ]);
    const set = await call("PUT", `/provider/courses/${courseId}/video`, provider, {
      payload: { video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ" },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({
      video_url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      video: null,
      held_video: null,
    });
    // the uploaded file it replaced is deleted, row and bytes
    expect(await fileRows()).toBe(rowsBefore - 1);
    expect(stored().filter((k) => k.startsWith("videos"))).toEqual([]);
    const removed = await call("DELETE", `/provider/courses/${courseId}/video`, provider);
    expect(removed.json()).toEqual({ video_url: null, video: null, held_video: null });
    expect((await call("GET", `/provider/courses/${courseId}/video`, provider)).statusCode).toBe(404);
  });

  it("keeps nothing after a client aborts an upload half way", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const rowsBefore = await fileRows();
    const storedBefore = stored();
    let midway: string[] = [];
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port: Number(port),
        method: "POST",
        path: `/api/v1/provider/courses/${courseId}/video`,
        headers: { ...bearer(provider), "content-type": `multipart/form-data; boundary=${boundary}` },
      });
      req.on("error", () => resolve());
      req.write(
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="v.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
      );
      req.write(mp4Bytes(2 * 1024 * 1024));
      setTimeout(() => {
        midway = stored().filter((k) => k.endsWith(".partial"));
        req.destroy();
        resolve();
      }, 300);
    });
    // the upload was being written when the client went away
    expect(midway).toHaveLength(1);
    // the server notices the broken connection and cleans up
    for (let i = 0; i < 50 && stored().length !== storedBefore.length; i++)
      await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 200));
    expect(stored()).toEqual(storedBefore);
    expect(await fileRows()).toBe(rowsBefore);
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    expect([course!.videoFileId, course!.heldVideoFileId]).toEqual([null, null]);
  });

  it("documents its routes in the OpenAPI description", async () => {
    const paths = (await t.app.inject({ url: "/api/v1/docs/json" })).json().paths;
    for (const kind of ["cover", "thumbnail"])
      expect(Object.keys(paths[`/api/v1/provider/courses/{id}/${kind}`])).toEqual(["post"]);
    expect(Object.keys(paths["/api/v1/provider/courses/{id}/video"]).sort()).toEqual([
      "delete",
      "get",
      "post",
      "put",
    ]);
    expect(Object.keys(paths["/api/v1/provider/courses/{id}/video/attach"])).toEqual(["post"]);
    expect(Object.keys(paths["/api/v1/provider/courses/{id}/video/held"])).toEqual(["delete"]);
    expect(Object.keys(paths["/api/v1/provider/courses/{id}/documents"]).sort()).toEqual(["post", "put"]);
  });

  it.runIf(process.env.RUN_SLOW === "1")(
    "streams a big video upload with bounded memory (RUN_SLOW=1; VIDEO_MB, default 200)",
    { timeout: 600_000 },
    async () => {
      const address = t.app.server.address() as AddressInfo | null;
      const port = address
        ? address.port
        : Number(new URL(await t.app.listen({ port: 0, host: "127.0.0.1" })).port);
      const total = Number(process.env.VIDEO_MB ?? 200) * 1024 * 1024;
      const chunk = mp4Bytes(256 * 1024);
      global.gc?.();
      const rssBefore = process.memoryUsage().rss;
      let peak = rssBefore;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 20);
      const body = Readable.from(
        (function* () {
          yield Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
          );
          for (let sent = 0; sent < total; sent += chunk.length) yield chunk;
          yield Buffer.from(`\r\n--${boundary}--\r\n`);
        })(),
      );
      const answer = await new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: "127.0.0.1",
            port,
            method: "POST",
            path: `/api/v1/provider/courses/${courseId}/video`,
            headers: { ...bearer(provider), "content-type": `multipart/form-data; boundary=${boundary}` },
          },
          (res) => {
            let text = "";
            res.on("data", (c) => {
              text += c;
            });
            res.on("end", () => resolve({ status: res.statusCode!, text }));
          },
        );
        req.on("error", reject);
        body.pipe(req);
      });
      clearInterval(sampler);
      expect(answer.status, answer.text).toBe(200);
      expect(JSON.parse(answer.text).held_video.size).toBe(total);
      const growth = (peak - rssBefore) / 1024 / 1024;
      console.info(`video upload of ${total / 1024 / 1024} MB: peak RSS growth ${growth.toFixed(1)} MB`);
      expect(growth).toBeLessThan(64);
    },
  );
});

describe("course media on an S3-compatible store (in-process stand-in, no network)", () => {
  const standIn = s3StandIn();
  let t: TestApp;
  let provider: string;
  let courseId: string;
  const call = (method: "GET" | "POST" | "DELETE", url: string, extra: object = {}) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: nextAddress(),
      ...extra,
      headers: {
        ...bearer(provider),
        "content-language": "en",
        ...((extra as { headers?: object }).headers ?? {}),
      },
    });
  beforeAll(async () => {
    const endpoint = await standIn.start();
    t = await createTestApp({
      storage: s3Storage({
        bucket: "kursove",
        endpoint,
        region: "us-east-1",
        accessKeyId: "test",
        secretAccessKey: "test-secret",
        forcePathStyle: true,
      }),
    });
    provider = await signInDemo(t.app, "provider@example.com");
    const [own] = await t.database.db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    const [row] = await t.database.db
      .insert(courses)
      .values({ providerId: own!.id, slug: `media-s3-${Date.now()}`, title: "Курс", price: 100, capacity: 1 })
      .returning({ id: courses.id });
    courseId = row!.id;
  });
  afterAll(async () => {
    await t.close();
    await standIn.stop();
  });

  it("keeps covers and videos in the bucket, serves ranges from it and leaves nothing after a refusal", async () => {
    const cover = await call("POST", `/provider/courses/${courseId}/cover`, {
      ...form({}, { field: "image", name: "c.png", type: "image/png", bytes: await png(1300, 400) }),
    });
    expect(cover.statusCode, cover.body).toBe(200);
    const image = await t.app.inject({ method: "GET", url: cover.json().url });
    expect((await sharp(image.rawPayload).metadata()).width).toBe(1150);

    const video = mp4Bytes(11 * 1024 * 1024);
    const started = standIn.stats.multipartStarted;
    const res = await call("POST", `/provider/courses/${courseId}/video`, {
      ...form({}, { field: "video", name: "v.mp4", type: "video/mp4", bytes: video }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await call("POST", `/provider/courses/${courseId}/video/attach`)).statusCode).toBe(200);
    expect(standIn.stats.multipartStarted).toBe(started + 1);
    const keys = [...standIn.objects.keys()];
    expect(keys.filter((k) => k.startsWith("/kursove/videos/"))).toHaveLength(1);
    const part = await call("GET", `/provider/courses/${courseId}/video`, {
      headers: { range: "bytes=6000000-6000999" },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 6000000-6000999/${video.length}`);
    expect(part.rawPayload.equals(video.subarray(6_000_000, 6_001_000))).toBe(true);

    const limit = mediaLimits.videoBytes;
    mediaLimits.videoBytes = 7 * 1024 * 1024;
    try {
      const big = await call("POST", `/provider/courses/${courseId}/video`, {
        ...form({}, { field: "video", name: "v.mp4", type: "video/mp4", bytes: video }),
      });
      expect(big.statusCode).toBe(422);
    } finally {
      mediaLimits.videoBytes = limit;
    }
    // the refused upload left no object and no open multipart upload; the earlier video stays
    expect([...standIn.objects.keys()]).toEqual(keys);
    expect(standIn.uploads.size).toBe(0);

    await call("DELETE", `/provider/courses/${courseId}/video`);
    expect([...standIn.objects.keys()].filter((k) => k.startsWith("/kursove/videos/"))).toEqual([]);
  });
});
