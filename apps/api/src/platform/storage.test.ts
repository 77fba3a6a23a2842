import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { s3StandIn } from "../test/s3-stand-in";
import { s3Storage } from "./s3-storage";
import { localStorage, parseRange, type Storage, StorageLimitError } from "./storage";

/** Deterministic bytes, generated chunk by chunk. */
function bytes(total: number, chunk = 64 * 1024) {
  let sent = 0;
  return Readable.from(
    (function* () {
      while (sent < total) {
        const n = Math.min(chunk, total - sent);
        const b = Buffer.alloc(n);
        for (let i = 0; i < n; i++) b[i] = (sent + i) % 251;
        sent += n;
        yield b;
      }
    })(),
  );
}
const expected = (start: number, end: number) => {
  const b = Buffer.alloc(end - start + 1);
  for (let i = 0; i < b.length; i++) b[i] = (start + i) % 251;
  return b;
};
const collect = async (stream: Readable) => {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
};

/** Runs the same contract against one storage; `keys` lists what is stored (to find leftovers). */
function storageContract(name: string, open: () => { storage: Storage; keys: () => string[] }) {
  describe(name, () => {
    it("streams in, reports the size and reads back whole and by range", async () => {
      const { storage } = open();
      const size = 12 * 1024 * 1024 + 123;
      expect(await storage.putStream("videos/a.mp4", bytes(size), { contentType: "video/mp4" })).toEqual({
        size,
      });
      expect(await storage.stat("videos/a.mp4")).toEqual({ size });
      const whole = await storage.read("videos/a.mp4");
      expect(whole?.size).toBe(size);
      expect((await collect(whole!.stream)).equals(expected(0, size - 1))).toBe(true);
      const part = await storage.read("videos/a.mp4", { start: 5_000_000, end: 5_300_000 });
      expect(part?.size).toBe(size);
      expect((await collect(part!.stream)).equals(expected(5_000_000, 5_300_000))).toBe(true);
      await storage.remove("videos/a.mp4");
      expect(await storage.stat("videos/a.mp4")).toBeNull();
      expect(await storage.read("videos/a.mp4")).toBeNull();
      await storage.remove("videos/a.mp4"); // a missing key is not an error
    });

    it("keeps small buffers too", async () => {
      const { storage } = open();
      await storage.put("covers/x.webp", Buffer.from("hello"), "image/webp");
      expect((await collect((await storage.read("covers/x.webp"))!.stream)).toString()).toBe("hello");
      await storage.remove("covers/x.webp");
    });

    it("stops at the byte limit and leaves nothing behind (small and multipart)", async () => {
      const { storage, keys } = open();
      for (const [size, max] of [
        [300_000, 100_000],
        [12 * 1024 * 1024, 7 * 1024 * 1024],
      ] as const) {
        await expect(
          storage.putStream("videos/big.mp4", bytes(size), { maxBytes: max }),
        ).rejects.toBeInstanceOf(StorageLimitError);
        expect(await storage.stat("videos/big.mp4")).toBeNull();
        expect(keys()).toEqual([]);
      }
    });

    it("leaves nothing behind when the source breaks", async () => {
      const { storage, keys } = open();
      const broken = Readable.from(
        (async function* () {
          yield Buffer.alloc(6 * 1024 * 1024, 1);
          throw new Error("client went away");
        })(),
      );
      await expect(storage.putStream("videos/broken.mp4", broken)).rejects.toThrow("client went away");
      expect(keys()).toEqual([]);
    });
  });
}

const dir = mkdtempSync(path.join(tmpdir(), "kursove-storage-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const listFiles = (root: string): string[] => {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
  } catch {
    return [];
  }
};
storageContract("local storage", () => {
  const root = path.join(dir, "files");
  return { storage: localStorage(root), keys: () => listFiles(root) };
});

describe("S3-compatible storage (against an in-process stand-in, no network)", () => {
  const standIn = s3StandIn();
  let endpoint = "";
  beforeAll(async () => {
    endpoint = await standIn.start();
  });
  afterAll(() => standIn.stop());
  const open = () =>
    s3Storage({
      bucket: "kursove",
      endpoint,
      region: "us-east-1",
      accessKeyId: "test",
      secretAccessKey: "test-secret",
      forcePathStyle: true,
    });
  it("sends big uploads in 5 MiB parts and small ones in one request", async () => {
    const before = { ...standIn.stats };
    await open().putStream("videos/parts.mp4", bytes(11 * 1024 * 1024));
    expect(standIn.stats.multipartStarted - before.multipartStarted).toBe(1);
    expect(standIn.stats.partsReceived - before.partsReceived).toBe(3);
    expect(standIn.objects.get("/kursove/videos/parts.mp4")?.length).toBe(11 * 1024 * 1024);
    await open().putStream("covers/one.webp", bytes(1000));
    expect(standIn.stats.multipartStarted - before.multipartStarted).toBe(1);
    await open().remove("videos/parts.mp4");
    await open().remove("covers/one.webp");
  });
  storageContract("s3", () => ({
    storage: s3Storage({
      bucket: "kursove",
      endpoint,
      region: "us-east-1",
      accessKeyId: "test",
      secretAccessKey: "test-secret",
      forcePathStyle: true,
    }),
    // stored objects and multipart uploads still open both count as leftovers
    keys: () => [...standIn.objects.keys(), ...[...standIn.uploads.keys()].map((id) => `upload:${id}`)],
  }));
});

describe("range header", () => {
  it("answers the bytes to send, unsatisfiable or the whole body", () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=9-3", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
  });
});
