import type { ChildProcess } from "node:child_process";
import { readdirSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, files, providers } from "../../db/schema/index";
import { localStorage } from "../../platform/storage";
import { startApiProcess } from "../../test/api-process";
import { createTestApp, type TestApp } from "../../test/test-app";
import { discardAbandonedUploads } from "./documents.service";

const day = 24 * 60 * 60 * 1000;
const boundary = "----kursove-killed";

/**
 * UPLOAD-KILLED (`npm run test:hard`, PostgreSQL): the API runs as its own process; while a
 * provider's video upload is streaming in, the process is killed with SIGKILL (no shutdown hook runs).
 * No file row and no held video are left for the cut upload, only its unfinished bytes, which the
 * housekeeping removes a day later; the restarted server takes the same upload whole.
 */
describe("the server killed during an upload", () => {
  let t: TestApp;
  let server: ChildProcess | undefined;
  let port: number;
  let courseId: string;

  const start = async () => {
    ({ child: server, port } = await startApiProcess(t));
  };

  const call = async (method: string, url: string, token?: string, body?: object) => {
    const res = await fetch(`http://127.0.0.1:${port}/api/v1${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  /** Streams a multipart video upload of `megabytes`, one MB at a time; `onMegabyte` sees the count. */
  const upload = (token: string, megabytes: number, onMegabyte: (sent: number) => Promise<void> | void) =>
    new Promise<{ status: number } | { error: string }>((resolve) => {
      const req = request({
        host: "127.0.0.1",
        port,
        method: "POST",
        path: `/api/v1/provider/courses/${courseId}/video`,
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": `multipart/form-data; boundary=${boundary}`,
        },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => resolve({ status: res.statusCode ?? 0 }));
      });
      req.on("error", (error) => resolve({ error: error.message }));
      void (async () => {
        req.write(
          `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="lesson.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
        );
        const chunk = Buffer.alloc(1024 * 1024, 7);
        Buffer.from("00000018667479706d7034320000000069736f6d6d703432", "hex").copy(chunk, 0);
        for (let sent = 1; sent <= megabytes; sent++) {
          if (req.destroyed) return;
          if (!req.write(chunk)) await new Promise((r) => req.once("drain", r));
          await onMegabyte(sent);
          chunk.fill(7, 0, 24);
        }
        req.end(`\r\n--${boundary}--\r\n`);
      })().catch(() => {});
    });

  const partials = () =>
    readdirSync(path.join(t.dataDir, "files"), { recursive: true, encoding: "utf8" }).filter((name) =>
      name.endsWith(".partial"),
    );
  const fileCount = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;
  const heldVideo = async () =>
    (await t.database.db.select().from(courses).where(eq(courses.id, courseId)))[0]!.heldVideoFileId;

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL || process.env.KURSOVE_TEST_DB !== "postgres")
      throw new Error("npm run test:hard needs TEST_DATABASE_URL (a PostgreSQL server)");
    t = await createTestApp({ seed: "demo" });
    const [own] = await t.database.db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    const [course] = await t.database.db.select().from(courses).where(eq(courses.providerId, own!.id));
    courseId = course!.id;
    await start();
  });
  afterAll(async () => {
    server?.kill("SIGKILL");
    await t?.close();
  });

  it("leaves no file row and no held video, and its unfinished bytes go a day later", async () => {
    const login = await call("POST", "/login", undefined, {
      email: "provider@example.com",
      password: "demo12345",
    });
    const token = login.json.t as string;
    expect(token).toBeTruthy();
    const filesBefore = await fileCount();
    expect(await heldVideo()).toBeNull();

    const victim = server!;
    const exited = new Promise((resolve) => victim.once("exit", resolve));
    const outcome = await upload(token, 200, async (sent) => {
      // well into the upload, with its bytes on disk: the process dies at once
      if (sent === 24) {
        while (partials().length === 0) await new Promise((r) => setTimeout(r, 20));
        victim.kill("SIGKILL");
        await exited;
      }
    });
    expect("error" in outcome || outcome.status >= 500).toBe(true);

    expect(await fileCount()).toBe(filesBefore);
    expect(await heldVideo()).toBeNull();
    const left = partials();
    expect(left).toHaveLength(1);

    // the hourly housekeeping, a day later
    const deps = { db: t.database.db, storage: localStorage(path.join(t.dataDir, "files")) };
    await discardAbandonedUploads(deps, new Date());
    expect(partials()).toEqual(left);
    await discardAbandonedUploads(deps, new Date(Date.now() + 2 * day));
    expect(partials()).toEqual([]);
    expect(await fileCount()).toBe(filesBefore);
  });

  it("takes the same upload whole once the server is started again", async () => {
    await start();
    const login = await call("POST", "/login", undefined, {
      email: "provider@example.com",
      password: "demo12345",
    });
    const outcome = await upload(login.json.t as string, 30, () => {});
    expect(outcome).toEqual({ status: 200 });
    const held = await heldVideo();
    expect(held).not.toBeNull();
    const [file] = await t.database.db.select().from(files).where(eq(files.id, held!));
    expect(file!.size).toBe(30 * 1024 * 1024);
    expect(partials()).toEqual([]);
  });
});
