import { createReadStream } from "node:fs";
import { mkdir, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

/** Where file bytes live: a local folder by default, an S3-compatible store at scale. */
export interface Storage {
  put(key: string, bytes: Buffer): Promise<void>;
  read(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** removes the bytes; a missing key is not an error */
  remove(key: string): Promise<void>;
}

export function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`storage key escapes its root: ${key}`);
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, bytes);
    },
    async read(key) {
      const full = resolve(key);
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full), size: info.size };
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
