import { existsSync, mkdirSync, utimesSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPosts, files } from "../../db/schema/index";
import { seedDemo } from "../../db/seed/seed";
import { createTestApp, type TestApp } from "../../test/test-app";
import { discardAbandonedUploads } from "./documents.service";

const day = 24 * 60 * 60 * 1000;

/**
 * ORPHAN-UPLOADS: what a process killed during an upload leaves behind is cleaned up by the
 * hourly housekeeping a day later: bytes it never finished writing (`.partial`) and a file row it
 * recorded but never attached. Every file the demo catalogue uses, and every file any row refers to
 * (found from the database's foreign keys), stays. The kill itself is UPLOAD-KILLED in npm run test:hard.
 */
describe("what a killed upload leaves behind", () => {
  let t: TestApp;
  const filesDir = () => path.join(t.dataDir, "files");
  const deps = () => ({ db: t.database.db, storage: t.app.deps.storage });
  const fileCount = async () => (await t.database.db.select({ n: count() }).from(files))[0]!.n;

  beforeAll(async () => {
    t = await createTestApp({ seed: "reference" });
    // the demo catalogue with its pictures: covers, logos, lectors' photos, blog covers
    await seedDemo(t.database.db, t.app.deps.storage, { images: true });
  }, 120_000);
  afterAll(() => t.close());

  it("keeps every file of the demo catalogue, even long after it was made", async () => {
    const before = await fileCount();
    expect(before).toBeGreaterThan(20);
    await discardAbandonedUploads(deps(), new Date(Date.now() + 30 * day));
    expect(await fileCount()).toBe(before);
    const covered = await t.database.db.select().from(blogPosts).where(isNotNull(blogPosts.coverFileId));
    expect(covered.length).toBeGreaterThan(0);
  });

  it("removes a file row nothing refers to a day after it was made, with its bytes; a younger one stays", async () => {
    const make = async (name: string, createdAt: Date) => {
      await t.app.deps.storage.put(`videos/${name}.mp4`, Buffer.from("not attached"));
      const [row] = await t.database.db
        .insert(files)
        .values({
          storageKey: `videos/${name}.mp4`,
          mime: "video/mp4",
          size: 12,
          visibility: "private",
          createdAt,
        })
        .returning();
      return row!;
    };
    const old = await make("killed-before-attach", new Date(Date.now() - 2 * day));
    const young = await make("still-uploading", new Date(Date.now() - 60_000));
    const total = await fileCount();

    await discardAbandonedUploads(deps(), new Date());
    expect(await t.database.db.select().from(files).where(eq(files.id, old.id))).toEqual([]);
    expect(existsSync(path.join(filesDir(), "videos/killed-before-attach.mp4"))).toBe(false);
    expect(await t.database.db.select().from(files).where(eq(files.id, young.id))).toHaveLength(1);
    expect(existsSync(path.join(filesDir(), "videos/still-uploading.mp4"))).toBe(true);
    expect(await fileCount()).toBe(total - 1);
  });

  it("keeps an old file a row refers to through a column that would be emptied by its removal", async () => {
    // a blog cover's reference is set to null when its file goes: the sweep must not rely on refusals
    const [post] = await t.database.db.select().from(blogPosts).where(isNotNull(blogPosts.coverFileId));
    await t.database.db
      .update(files)
      .set({ createdAt: new Date(Date.now() - 10 * day) })
      .where(eq(files.id, post!.coverFileId!));
    await discardAbandonedUploads(deps(), new Date());
    const [after] = await t.database.db.select().from(blogPosts).where(eq(blogPosts.id, post!.id));
    expect(after!.coverFileId).toBe(post!.coverFileId);
    expect(await t.database.db.select().from(files).where(eq(files.id, post!.coverFileId!))).toHaveLength(1);
  });

  it("removes bytes a killed upload never finished once they are a day old, and leaves an upload in progress", async () => {
    const folder = path.join(filesDir(), "videos");
    mkdirSync(folder, { recursive: true });
    const stale = path.join(folder, "a.mp4.5b0c.partial");
    const running = path.join(folder, "b.mp4.77d1.partial");
    writeFileSync(stale, Buffer.alloc(1024));
    writeFileSync(running, Buffer.alloc(1024));
    const twoDaysAgo = new Date(Date.now() - 2 * day);
    utimesSync(stale, twoDaysAgo, twoDaysAgo);

    await discardAbandonedUploads(deps(), new Date());
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(running)).toBe(true);
  });
});
