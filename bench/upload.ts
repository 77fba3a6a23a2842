import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import pg from "pg";

const gigabyte = 1024 * 1024 * 1024;

/** The resident memory of a process, in bytes (Linux /proc). */
function residentBytes(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/**
 * P7: the demo provider uploads a video of just under 1 GB (a real WebM's first bytes, then padding) to
 * one of their courses, while the server's resident memory is read every 50 ms.
 */
export async function measureUpload(base: string, databaseUrl: string, pid: number) {
  const login = await fetch(`${base}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "provider@example.com", password: "demo12345" }),
  });
  const { t: token } = (await login.json()) as { t: string };
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const found = await client.query<{ id: string }>(
    `select c.id from courses c join providers p on p.id = c.provider_id join users u on u.id = p.owner_user_id
     where u.email = 'provider@example.com' order by c.created_at limit 1`,
  );
  await client.end();
  const courseId = found.rows[0]!.id;

  const head = readFileSync(
    path.resolve(import.meta.dirname, "../apps/api/src/db/seed/assets/demo-lesson.webm"),
  );
  const boundary = `----kursove-bench-${Date.now()}`;
  const opening = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="lesson.webm"\r\nContent-Type: video/webm\r\n\r\n`,
  );
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const bytes = gigabyte - 1024;
  const padding = Buffer.alloc(1024 * 1024, 0);

  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentBytes(pid));
  }, 50);
  const started = performance.now();
  const status = await new Promise<number>((resolve, reject) => {
    const request = http.request(
      `${base}/api/v1/provider/courses/${courseId}/video`,
      {
        method: "POST",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(opening.length + bytes + closing.length),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("error", reject);
    const write = (chunk: Buffer) =>
      request.write(chunk) ? Promise.resolve() : new Promise<void>((r) => request.once("drain", () => r()));
    (async () => {
      await write(opening);
      await write(head);
      let left = bytes - head.length;
      while (left > 0) {
        const chunk = left >= padding.length ? padding : padding.subarray(0, left);
        await write(chunk);
        left -= chunk.length;
      }
      request.end(closing);
    })().catch(reject);
  });
  clearInterval(sampler);
  peak = Math.max(peak, residentBytes(pid));
  return { status, bytes, before, growth: peak - before, seconds: (performance.now() - started) / 1000 };
}
