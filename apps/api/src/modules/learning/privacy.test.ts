import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseDocuments, courses, files } from "../../db/schema/index";
import { createTestApp, type TestApp } from "../../test/test-app";

/** ADR 006 and 014: what only buyers reach never appears in the public answers about a course. */
describe("the public course answers keep buyers' content private", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "demo" });
  });
  afterAll(() => t.close());

  it("leaves out the meeting room link, the uploaded video and the documents", async () => {
    const db = t.database.db;
    const rows = await db
      .select()
      .from(courses)
      .where(inArray(courses.slug, ["javascript-i-react-ot-nulata", "power-bi-ot-nulata"]));
    expect(rows).toHaveLength(2);
    for (const course of rows) {
      const secrets = [course.meetingUrl, course.videoFileId].filter((v): v is string => !!v);
      const docs = await db
        .select({ fileId: courseDocuments.fileId, key: files.storageKey })
        .from(courseDocuments)
        .innerJoin(files, eq(files.id, courseDocuments.fileId))
        .where(eq(courseDocuments.courseId, course.id));
      secrets.push(...docs.flatMap((d) => [d.fileId, d.key]));
      expect(secrets.length, course.slug).toBeGreaterThan(0);
      const answers = [
        await t.app.inject({ url: `/api/v1/courses/${course.slug}` }),
        await t.app.inject({ url: `/api/v1/courses?q=${encodeURIComponent(course.title.slice(0, 12))}` }),
        await t.app.inject({ url: "/api/v1/home" }),
      ];
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        for (const secret of secrets) expect(answer.body, course.slug).not.toContain(secret);
        expect(answer.body).not.toContain(`/user/courses/${course.id}/video`);
      }
    }
    // an uploaded video is not a public file either
    const [recording] = rows.filter((c) => c.videoFileId);
    const file = await t.app.inject({ url: `/api/v1/files/${recording!.videoFileId}` });
    expect(file.statusCode).toBe(404);
  });
});
