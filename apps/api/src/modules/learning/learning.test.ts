import { courseContent, myCoursesResponse } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/client";
import { courseDocuments, courses, files, orders, reviews } from "../../db/schema/index";
import { bearer, nextAddress, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";
import {
  buy,
  inHours,
  onSaleCourses,
  scheduleCourse,
  sessionsOf,
  verifiedLearner,
} from "./learning-fixtures";

describe("My Courses and course content", () => {
  let t: TestApp;
  let db: Db;
  /** A: the demo provider's course; B, C: other providers' courses */
  let a: string;
  let b: string;
  let c: string;
  let buyer: Awaited<ReturnType<typeof verifiedLearner>>;
  let other: Awaited<ReturnType<typeof verifiedLearner>>;
  let stranger: Awaited<ReturnType<typeof verifiedLearner>>;
  let refunded: Awaited<ReturnType<typeof verifiedLearner>>;
  let annulled: Awaited<ReturnType<typeof verifiedLearner>>;
  let tokens: { provider: string; lector: string; admin: string };
  let buyerOrder: string;
  const videoBytes = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  const documentBytes = Buffer.from("%PDF-1.4\nlesson notes\n%%EOF\n");
  let attachedDocument: string;
  let heldDocument: string;

  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
    db = t.database.db;
    const chosen = await onSaleCourses(t, 3);
    [a, b, c] = chosen.ids as [string, string, string];
    [buyer, other, stranger, refunded, annulled] = [
      await verifiedLearner(t),
      await verifiedLearner(t),
      await verifiedLearner(t),
      await verifiedLearner(t),
      await verifiedLearner(t),
    ];
    buyerOrder = await buy(t, buyer.token, [a, b, c]);
    await buy(t, other.token, [b]);
    const refundedOrder = await buy(t, refunded.token, [a]);
    const annulledOrder = await buy(t, annulled.token, [a]);
    await db.update(orders).set({ status: "refunded" }).where(eq(orders.id, refundedOrder));
    await db.update(orders).set({ status: "annulled" }).where(eq(orders.id, annulledOrder));
    tokens = {
      provider: await signInDemo(t.app, "provider@example.com"),
      lector: await signInDemo(t.app, "lector@example.com"),
      admin: await signInDemo(t.app, "admin@example.com"),
    };

    // an attached and a held document, and an uploaded video of A
    const addFile = async (key: string, bytes: Buffer, mime: string) => {
      await t.app.deps.storage.put(key, bytes, mime);
      const [row] = await db
        .insert(files)
        .values({ storageKey: key, mime, size: bytes.length, visibility: "private" })
        .returning({ id: files.id });
      return row!.id;
    };
    const docFile = await addFile(`test/${a}/notes.pdf`, documentBytes, "application/pdf");
    const heldFile = await addFile(`test/${a}/held.pdf`, documentBytes, "application/pdf");
    const [attached] = await db
      .insert(courseDocuments)
      .values({
        courseId: a,
        fileId: docFile,
        fileName: "Записки урок 1.pdf",
        label: "Записки",
        attachedAt: new Date(),
      })
      .returning({ id: courseDocuments.id });
    const [held] = await db
      .insert(courseDocuments)
      .values({ courseId: a, fileId: heldFile, fileName: "held.pdf", label: "Чернова" })
      .returning({ id: courseDocuments.id });
    attachedDocument = attached!.id;
    heldDocument = held!.id;
    const videoFile = await addFile(`test/${a}/video.mp4`, videoBytes, "video/mp4");
    await db
      .update(courses)
      .set({ videoFileId: videoFile, videoUrl: null, meetingUrl: "https://meet.example.com/room-a" })
      .where(eq(courses.id, a));
  });
  afterAll(() => t.close());

  const get = (url: string, token: string | null, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: `/api/v1${url}`,
      headers: { ...(token ? bearer(token) : {}), "content-language": "en", ...headers },
      remoteAddress: nextAddress(),
    });

  it("lets only buyers, the provider, its lectors and admins open content, documents and video", async () => {
    const urls = [
      `/user/courses/${a}/content`,
      `/user/courses/${a}/documents/${attachedDocument}/file`,
      `/user/courses/${a}/video`,
    ];
    for (const url of urls) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      for (const refused of [stranger, other, refunded, annulled]) {
        const res = await get(url, refused.token);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().code).toBe("forbidden");
      }
      for (const allowed of [buyer.token, tokens.provider, tokens.lector, tokens.admin])
        expect((await get(url, allowed)).statusCode, url).toBe(200);
    }
    const missing = await get("/user/courses/00000000-0000-4000-8000-000000000000/content", buyer.token);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe("course_not_found");

    const content = courseContent.parse((await get(`/user/courses/${a}/content`, buyer.token)).json());
    expect(content.access).toBe("buyer");
    expect(content.orders).toEqual([{ id: buyerOrder, number: expect.stringMatching(/^K-/) }]);
    expect(courseContent.parse((await get(`/user/courses/${a}/content`, tokens.lector)).json()).access).toBe(
      "lector",
    );
    expect(courseContent.parse((await get(`/user/courses/${a}/content`, tokens.admin)).json()).access).toBe(
      "admin",
    );
  });

  it("serves only attached documents, as private attachments, and keeps a deleted course readable", async () => {
    const content = courseContent.parse((await get(`/user/courses/${a}/content`, buyer.token)).json());
    expect(content.documents.map((d) => d.id)).toEqual([attachedDocument]);
    expect(content.documents[0]).toMatchObject({
      file_name: "Записки урок 1.pdf",
      size: documentBytes.length,
      url: `/api/v1/user/courses/${a}/documents/${attachedDocument}/file`,
    });
    const file = await get(content.documents[0]!.url.replace("/api/v1", ""), buyer.token);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(documentBytes)).toBe(true);
    expect(file.headers["content-disposition"]).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    const held = await get(`/user/courses/${a}/documents/${heldDocument}/file`, tokens.provider);
    expect(held.statusCode).toBe(404);

    await db.update(courses).set({ status: "deleted" }).where(eq(courses.id, a));
    try {
      expect((await get(`/user/courses/${a}/content`, buyer.token)).statusCode).toBe(200);
      expect((await get(`/user/courses/${a}/content`, stranger.token)).statusCode).toBe(403);
    } finally {
      await db.update(courses).set({ status: "approved" }).where(eq(courses.id, a));
    }
  });

  it("streams the video with byte ranges: 206 with the asked bytes, 416 beyond the end", async () => {
    const content = courseContent.parse((await get(`/user/courses/${a}/content`, buyer.token)).json());
    expect(content.video).toEqual({
      kind: "upload",
      url: `/api/v1/user/courses/${a}/video`,
      mime: "video/mp4",
    });
    const whole = await get(`/user/courses/${a}/video`, buyer.token);
    expect(whole.headers["accept-ranges"]).toBe("bytes");
    expect(whole.headers["cache-control"]).toMatch(/^private/);
    expect(whole.rawPayload.equals(videoBytes)).toBe(true);
    const part = await get(`/user/courses/${a}/video`, buyer.token, { range: "bytes=100-199" });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 100-199/${videoBytes.length}`);
    expect(part.rawPayload.equals(videoBytes.subarray(100, 200))).toBe(true);
    const beyond = await get(`/user/courses/${a}/video`, buyer.token, { range: "bytes=9000-9100" });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers["content-range"]).toBe(`bytes */${videoBytes.length}`);
    expect((await get(`/user/courses/${a}/video`, other.token, { range: "bytes=0-9" })).statusCode).toBe(403);
  });

  it("embeds a YouTube address instead of an upload", async () => {
    const [course] = await db.select().from(courses).where(eq(courses.id, b));
    await db
      .update(courses)
      .set({ videoFileId: null, videoUrl: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10" })
      .where(eq(courses.id, b));
    try {
      const content = courseContent.parse((await get(`/user/courses/${b}/content`, buyer.token)).json());
      expect(content.video).toEqual({
        kind: "embed",
        url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
        mime: null,
      });
      expect((await get(`/user/courses/${b}/video`, buyer.token)).statusCode).toBe(404);
    } finally {
      await db
        .update(courses)
        .set({ videoFileId: course!.videoFileId, videoUrl: course!.videoUrl })
        .where(eq(courses.id, b));
    }
  });

  it("shows the meeting link to buyers only from 30 minutes before a session until its end", async () => {
    const now = new Date();
    const sessions = await scheduleCourse(db, a, new Date(now.getTime() + 31 * 60 * 1000));
    const first = sessions[0]!;
    const sessionOf = async (token: string) =>
      courseContent
        .parse((await get(`/user/courses/${a}/content`, token)).json())
        .modules.flatMap((m) => m.sessions)
        .find((s) => s.id === first.id)!;

    const early = await sessionOf(buyer.token);
    expect(early.meeting_url).toBeNull();
    expect(early.meeting_opens_at).toBe(new Date(first.startsAt.getTime() - 30 * 60 * 1000).toISOString());
    expect((await sessionOf(tokens.provider)).meeting_url).toBe("https://meet.example.com/room-a");
    expect((await sessionOf(tokens.admin)).meeting_url).toBe("https://meet.example.com/room-a");

    await scheduleCourse(db, a, new Date(now.getTime() + 29 * 60 * 1000));
    expect((await sessionOf(buyer.token)).meeting_url).toBe("https://meet.example.com/room-a");

    await scheduleCourse(db, a, new Date(now.getTime() - 61 * 60 * 1000));
    expect((await sessionOf(buyer.token)).meeting_url).toBeNull();
  });

  it("sorts My Courses into future, ongoing and past with counts, search and rating flags", async () => {
    const now = new Date();
    await scheduleCourse(db, a, inHours(48, now));
    const ongoing = await scheduleCourse(db, b, inHours(-0.5, now));
    // B's last session ends later so the course is under way
    expect(ongoing.length).toBeGreaterThan(0);
    await db
      .update(courses)
      .set({ endsAt: inHours(24 * 20, now) })
      .where(eq(courses.id, b));
    await scheduleCourse(db, c, inHours(-24 * 30, now));
    await db
      .update(courses)
      .set({ endsAt: inHours(-24 * 20, now) })
      .where(eq(courses.id, c));
    await db.insert(reviews).values({
      courseId: c,
      userId: buyer.id,
      contentRating: 5,
      outcomesRating: 4,
      overall: 5,
      recommend: true,
    });

    const list = async (query: string) =>
      myCoursesResponse.parse((await get(`/user/courses${query}`, buyer.token)).json());
    const all = await list("");
    expect(all.filters).toMatchObject({
      status: "all",
      q: null,
      counts: { future: 1, ongoing: 1, past: 1, all: 3 },
    });
    expect(all.courses.map((x) => [x.id, x.timing])).toEqual([
      [b, "ongoing"],
      [a, "future"],
      [c, "past"],
    ]);
    expect(all.totalPages).toBe(1);
    const byId = Object.fromEntries(all.courses.map((x) => [x.id, x]));
    expect(byId[a]).toMatchObject({
      can_review: false,
      reviewed: false,
      quantity: 1,
      order_ids: [buyerOrder],
    });
    expect(byId[a]!.next_session?.starts_at).toBe(inHours(48, now).toISOString());
    expect(byId[b]).toMatchObject({ can_review: true, reviewed: false });
    expect(byId[c]).toMatchObject({ can_review: true, reviewed: true, next_session: null });

    expect((await list("?status=past")).courses.map((x) => x.id)).toEqual([c]);
    expect((await list("?status=future")).courses.map((x) => x.id)).toEqual([a]);
    expect((await list("?status=ongoing&page=2")).courses).toEqual([]);
    const title = byId[a]!.title;
    const searched = await list(`?q=${encodeURIComponent(title.slice(0, 8).toUpperCase())}`);
    expect(searched.courses.map((x) => x.id)).toContain(a);
    expect(searched.filters.counts.all).toBeLessThan(3);

    expect((await get("/user/courses", null)).statusCode).toBe(401);
    expect((await get("/user/courses?status=soon", buyer.token)).statusCode).toBe(422);
    const none = myCoursesResponse.parse((await get("/user/courses", stranger.token)).json());
    expect(none).toMatchObject({ courses: [], totalPages: 1, page: 1 });
    // refunded and annulled orders give no course
    expect(myCoursesResponse.parse((await get("/user/courses", refunded.token)).json()).courses).toEqual([]);
  });

  it("merges several orders of one course: places summed, one entry", async () => {
    const again = await buy(t, buyer.token, [a]);
    const all = myCoursesResponse.parse((await get("/user/courses", buyer.token)).json());
    const entries = all.courses.filter((x) => x.id === a);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.quantity).toBe(2);
    expect(entries[0]!.order_ids.sort()).toEqual([buyerOrder, again].sort());
    expect(all.filters.counts.all).toBe(3);
    const sessions = await sessionsOf(db, a);
    expect(entries[0]!.starts_at).toBe(sessions[0]!.startsAt.toISOString());
  });
});
