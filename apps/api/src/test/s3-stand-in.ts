import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { parseRange } from "../platform/storage";

/** A small in-process stand-in for an S3-compatible store: objects, multipart uploads, ranges. */
export function s3StandIn() {
  const objects = new Map<string, Buffer>();
  const uploads = new Map<string, Map<number, Buffer>>();
  const stats = { multipartStarted: 0, partsReceived: 0 };
  let counter = 0;
  const body = async (req: IncomingMessage) => {
    const parts: Buffer[] = [];
    for await (const c of req) parts.push(c as Buffer);
    return Buffer.concat(parts);
  };
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url!, "http://x");
    const key = decodeURIComponent(url.pathname); // /bucket/key (path style)
    const q = url.searchParams;
    const xml = (status: number, text: string) => {
      res.writeHead(status, { "content-type": "application/xml" });
      res.end(`<?xml version="1.0" encoding="UTF-8"?>${text}`);
    };
    const missing = () => xml(404, "<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>");
    if (req.method === "POST" && q.has("uploads")) {
      const id = `u${++counter}`;
      stats.multipartStarted += 1;
      uploads.set(id, new Map());
      await body(req);
      return xml(
        200,
        `<InitiateMultipartUploadResult><Bucket>b</Bucket><Key>${key}</Key><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`,
      );
    }
    if (req.method === "PUT" && q.has("uploadId")) {
      const parts = uploads.get(q.get("uploadId")!);
      const data = await body(req);
      if (!parts) return xml(404, "<Error><Code>NoSuchUpload</Code></Error>");
      parts.set(Number(q.get("partNumber")), data);
      stats.partsReceived += 1;
      res.writeHead(200, { etag: `"p${q.get("partNumber")}"` });
      return res.end();
    }
    if (req.method === "POST" && q.has("uploadId")) {
      await body(req);
      const parts = uploads.get(q.get("uploadId")!);
      if (!parts) return xml(404, "<Error><Code>NoSuchUpload</Code></Error>");
      objects.set(key, Buffer.concat([...parts.entries()].sort((a, b) => a[0] - b[0]).map((e) => e[1])));
      uploads.delete(q.get("uploadId")!);
      return xml(
        200,
        `<CompleteMultipartUploadResult><Key>${key}</Key><ETag>"x"</ETag></CompleteMultipartUploadResult>`,
      );
    }
    if (req.method === "DELETE" && q.has("uploadId")) {
      uploads.delete(q.get("uploadId")!);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === "PUT") {
      objects.set(key, await body(req));
      res.writeHead(200, { etag: '"o"' });
      return res.end();
    }
    if (req.method === "DELETE") {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    const object = objects.get(key);
    if (req.method === "HEAD") {
      res.writeHead(object ? 200 : 404, object ? { "content-length": object.length } : {});
      return res.end();
    }
    if (req.method === "GET") {
      if (!object) return missing();
      const range = parseRange(req.headers.range, object.length);
      if (range && range !== "unsatisfiable") {
        res.writeHead(206, {
          "content-length": range.end - range.start + 1,
          "content-range": `bytes ${range.start}-${range.end}/${object.length}`,
        });
        return res.end(object.subarray(range.start, range.end + 1));
      }
      res.writeHead(200, { "content-length": object.length });
      return res.end(object);
    }
    res.writeHead(405);
    res.end();
  });
  return {
    server,
    objects,
    uploads,
    stats,
    /** listens on a free local port and answers the endpoint address */
    async start() {
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
