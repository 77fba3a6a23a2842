import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client";
import { bearer, nextAddress, signInDemo } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";

const tables = [
  "users",
  "providers",
  "courses",
  "orders",
  "order_items",
  "ledger_entries",
  "files",
  "reviews",
];
const script = path.resolve(__dirname, "../../../../scripts/backup.mjs");

/**
 * BACKUPS (`npm run test:hard`): `scripts/backup.mjs` takes a backup of a running installation on
 * PostgreSQL (the database and its files), restores it into an empty database and another data folder,
 * and an app started on the copy answers as the original did.
 */
describe("backup and restore", () => {
  let t: TestApp;
  let copy: TestApp | undefined;
  let restored: Database | undefined;
  let admin: pg.Client;
  const name = `kursove_restore_${Date.now().toString(36)}`;
  const folder = mkdtempSync(path.join(tmpdir(), "kursove-backup-"));
  const restoredDir = mkdtempSync(path.join(tmpdir(), "kursove-restored-"));

  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) throw new Error("npm run test:hard needs TEST_DATABASE_URL");
    t = await createTestApp({ seed: "demo" });
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await copy?.close();
    await restored?.close();
    await t?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    rmSync(folder, { recursive: true, force: true });
    rmSync(restoredDir, { recursive: true, force: true });
  });

  const fingerprint = async (db: Database["db"]) => {
    const parts: string[] = [];
    for (const table of tables) {
      const rows = (await db.execute(
        sql.raw(
          `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from ${table} x`,
        ),
      )) as unknown as { rows: { n: number; h: string }[] };
      parts.push(`${table} ${rows.rows[0]!.n} ${rows.rows[0]!.h}`);
    }
    return parts;
  };
  const listFiles = (root: string) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
      .sort();
  const backup = (command: "backup" | "restore", url: string, dataDir: string) =>
    spawnSync("node", [script, command, folder], {
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir },
      encoding: "utf8",
    });

  it("restores the database and the files into an empty installation that answers as the original", async () => {
    // a file of a user's own, besides the demo's documents
    const learner = await signInDemo(t.app, "learner@example.com");
    const boundary = "----backup";
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: "#0f5e9c" } })
      .png()
      .toBuffer();
    const avatar = await t.app.inject({
      method: "POST",
      url: "/api/v1/user/avatar",
      remoteAddress: nextAddress(),
      headers: { ...bearer(learner), "content-type": `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(avatar.statusCode, avatar.body).toBe(200);

    const taken = backup("backup", t.databaseUrl!, t.dataDir);
    expect(taken.status, taken.stderr).toBe(0);
    const target = new URL(t.databaseUrl!);
    target.pathname = `/${name}`;
    const put = backup("restore", target.toString(), restoredDir);
    expect(put.status, put.stderr).toBe(0);

    restored = await openDatabase({ url: target.toString(), poolSize: 3 });
    expect(await fingerprint(restored.db)).toEqual(await fingerprint(t.database.db));
    const original = listFiles(path.join(t.dataDir, "files"));
    expect(original.length).toBeGreaterThan(0);
    expect(listFiles(path.join(restoredDir, "files"))).toEqual(original);
    for (const file of original)
      expect(
        readFileSync(path.join(restoredDir, "files", file)).equals(
          readFileSync(path.join(t.dataDir, "files", file)),
        ),
      ).toBe(true);

    // an app on the copy: the same catalogue, the same user with the same avatar, the same password
    copy = await createTestApp({
      sharing: {
        dataDir: restoredDir,
        openAnother: async () => openDatabase({ url: target.toString(), poolSize: 3 }),
      } as TestApp,
    });
    const [a, b] = await Promise.all(
      [t, copy].map((x) => x.app.inject({ url: "/api/v1/courses?sort=newest" })),
    );
    expect(b!.json().total).toBe(a!.json().total);
    const token = await signInDemo(copy.app, "learner@example.com");
    const me = (await copy.app.inject({ url: "/api/v1/user", headers: bearer(token) })).json();
    expect(me.avatar).toBeTruthy();
    const image = await copy.app.inject({ url: new URL(me.avatar, "http://x").pathname });
    expect(image.statusCode).toBe(200);
  });

  it("refuses to run without DATABASE_URL or without a backup to restore", () => {
    const none = spawnSync("node", [script, "backup", folder], {
      env: { ...process.env, DATABASE_URL: "" },
      encoding: "utf8",
    });
    expect(none.status).toBe(1);
    expect(none.stderr).toMatch(/DATABASE_URL is not set/);
    const empty = mkdtempSync(path.join(tmpdir(), "kursove-nobackup-"));
    const missing = spawnSync("node", [script, "restore", empty], {
      env: { ...process.env, DATABASE_URL: t.databaseUrl },
      encoding: "utf8",
    });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/holds no backup/);
    rmSync(empty, { recursive: true, force: true });
  });
});
