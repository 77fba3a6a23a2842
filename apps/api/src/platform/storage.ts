import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The bytes of a range request, both ends included (as in HTTP `Range: bytes=start-end`). */
export type ByteRange = { start: number; end: number };

export type PutStreamOptions = {
  /** more bytes than this stop the upload with StorageLimitError and nothing is kept */
  maxBytes?: number;
  contentType?: string;
};

/** Where file bytes live: a local folder by default, an S3-compatible store at scale. */
export interface Storage {
  put(key: string, bytes: Buffer, contentType?: string): Promise<void>;
  /**
   * Streams bytes in with bounded memory and answers how many were stored. On any failure (the limit,
   * a broken source) the partial bytes are removed and the error is thrown again.
   */
  putStream(key: string, source: Readable, options?: PutStreamOptions): Promise<{ size: number }>;
  /** the stored size, or null when the key is missing */
  stat(key: string): Promise<{ size: number } | null>;
  /** the bytes (or one range of them) as a stream; size is always the size of the whole object */
  read(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** removes the bytes; a missing key is not an error */
  remove(key: string): Promise<void>;
  /**
   * Removes what uploads cut off before `before` left behind (a process killed while writing): answers
   * how many. Absent where the store cleans up itself (S3 aborts incomplete multipart uploads by a
   * bucket rule, docs/operations.md).
   */
  sweepPartial?(before: Date): Promise<number>;
}

/** Thrown by putStream when the source holds more than maxBytes. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`upload larger than ${maxBytes} bytes`);
  }
}

/** Passes bytes through and fails with StorageLimitError once more than maxBytes went by. */
export function byteLimit(maxBytes: number) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) callback(new StorageLimitError(maxBytes));
      else callback(null, chunk);
    },
  });
  return { stream: counter, size: () => seen };
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`storage key escapes its root: ${key}`);
    return full;
  };
  const store: Storage = {
    async put(key, bytes) {
      await store.putStream(key, Readable.from([bytes]));
    },
    async putStream(key, source, options = {}) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      // written beside the target and renamed at the end: a reader never sees half a file
      const partial = `${full}.${crypto.randomUUID()}.partial`;
      const limit = byteLimit(options.maxBytes ?? Number.MAX_SAFE_INTEGER);
      try {
        await pipeline(source, limit.stream, createWriteStream(partial));
        await rename(partial, full);
      } catch (error) {
        source.destroy();
        await rm(partial, { force: true });
        throw error;
      }
      return { size: limit.size() };
    },
    async stat(key) {
      const info = await stat(resolve(key)).catch(() => null);
      return info?.isFile() ? { size: info.size } : null;
    },
    async read(key, range) {
      const full = resolve(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      const stream = range ? createReadStream(full, range) : createReadStream(full);
      return { stream, size: info.size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async sweepPartial(before) {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      let removed = 0;
      for (const entry of entries) {
        if (!entry.isFile() || !entry.name.endsWith(".partial")) continue;
        const full = path.join(entry.parentPath, entry.name);
        const info = await stat(full).catch(() => null);
        if (info && info.mtime < before) {
          await rm(full, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
  return store;
}

/**
 * Parses a `Range: bytes=...` header against a size: the range to send, "unsatisfiable" (416), or
 * null when the whole body is to be sent (no header, or one we do not serve such as several ranges).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | "unsatisfiable" | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from, to] = match;
  if (from === "" && to === "") return null;
  if (size === 0) return "unsatisfiable";
  if (from === "") {
    // the last N bytes
    const last = Number(to);
    if (last === 0) return "unsatisfiable";
    return { start: Math.max(0, size - last), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
