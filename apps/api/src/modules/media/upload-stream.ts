import { Readable } from "node:stream";
import { StorageLimitError } from "../../platform/storage";

/** One part of a multipart request as @fastify/multipart yields it. */
export type Part = {
  type: "file" | "field";
  fieldname: string;
  filename?: string;
  value?: unknown;
  file: Readable & { truncated?: boolean };
  toBuffer: () => Promise<Buffer>;
};

/** bytes file-type needs to recognise a container by its first bytes */
export const sniffBytes = 4100;

/** Reads the first bytes of a stream and answers them with a stream that still yields every byte. */
export async function peek(source: Readable, bytes: number) {
  const iterator = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < bytes) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    length += next.value.length;
  }
  const first = Buffer.concat(head);
  async function* replay() {
    yield first;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head: first, stream: Readable.from(replay(), { objectMode: false }) };
}

/** Whether an upload failed because it was over its byte limit (storage's or the multipart parser's). */
export const isSizeLimit = (error: unknown) =>
  error instanceof StorageLimitError || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE";
