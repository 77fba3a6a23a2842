import type { Readable } from "node:stream";
import { PassThrough } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { byteLimit, type Storage } from "./storage";

export type S3Settings = {
  bucket: string;
  /** unset: AWS itself; set for other S3-compatible stores (MinIO, R2, Wasabi...) */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (https://host/bucket/key) instead of the host name; MinIO needs it */
  forcePathStyle: boolean;
};

/** 5 MiB parts, at most 4 in flight: an upload holds about 20 MiB whatever its size. */
const partSize = 5 * 1024 * 1024;
const queueSize = 4;

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** Keeps file bytes in an S3-compatible bucket; big uploads go up in parts (multipart upload). */
export function s3Storage(settings: S3Settings): Storage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
    // many S3-compatible stores do not understand the newer default checksums (aws-chunked trailers)
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async putStream(key, source, options = {}) {
      const limit = byteLimit(options.maxBytes ?? Number.MAX_SAFE_INTEGER);
      const body = new PassThrough();
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: body, ContentType: options.contentType },
        partSize,
        queueSize,
        // a failed or aborted upload leaves no parts behind in the bucket
        leavePartsOnError: false,
      });
      let feedError: unknown;
      // a failed feed (the limit, a broken source) aborts the upload
      const feeding = pipeline(source, limit.stream, body).catch(async (error) => {
        feedError = error;
        await upload.abort().catch(() => {});
      });
      try {
        await upload.done();
        await feeding;
        if (feedError) throw feedError;
      } catch (error) {
        source.destroy();
        body.destroy();
        await feeding;
        // a single-part upload may have completed just before the feed failed
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => {});
        throw feedError ?? error;
      }
      return { size: limit.size() };
    },
    async stat(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async read(key, range) {
      try {
        const object = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const total = object.ContentRange
          ? Number(object.ContentRange.split("/")[1])
          : (object.ContentLength ?? 0);
        return { stream: object.Body as Readable, size: total };
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
