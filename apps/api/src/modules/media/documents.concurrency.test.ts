import { readdirSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseDocuments, courses, providers } from "../../db/schema/index";
import { bearer, nextAddress, signInDemo } from "../../test/accounts";
import { createTestApp, onPostgres, type TestApp } from "../../test/test-app";
import { documentLimits } from "./documents.service";

const boundary = "----kursove-documents-race";

/** A multipart body with a label and the file `file`: a small PDF padded to `size` bytes. */
function pdfForm(name: string, size = 200) {
  const head = Buffer.from("%PDF-1.4\n");
  const bytes = Buffer.concat([head, Buffer.alloc(size - head.length, 0x25)]);
  return {
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="label"\r\n\r\n${name}\r\n`),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * DOCUMENT-LIMITS under real concurrency: a provider's editor sends several documents at once (or two
 * tabs do) to a course that already has one. The count and the bytes are checked again under the course's
 * row lock when each row is written, so the course never ends with more than 5 documents or 50 MB, and
 * each refused upload leaves no bytes behind.
 */
describe.skipIf(!onPostgres)(
  "documents uploaded at once (needs a real PostgreSQL server: skipped on PGlite)",
  () => {
    let t: TestApp;
    let provider: string;
    let providerId: string;
    const documentFiles = () => {
      try {
        return readdirSync(path.join(t.dataDir, "files", "documents"));
      } catch {
        return [];
      }
    };
    beforeAll(async () => {
      t = await createTestApp();
      provider = await signInDemo(t.app, "provider@example.com");
      const [own] = await t.database.db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
      providerId = own!.id;
    });
    afterAll(() => t?.close());

    const newCourse = async () => {
      const [row] = await t.database.db
        .insert(courses)
        .values({
          providerId,
          slug: `race-${crypto.randomUUID()}`,
          title: "Документи наведнъж",
          price: 100,
          capacity: 5,
        })
        .returning({ id: courses.id });
      return row!.id;
    };
    const upload = (courseId: string, body: ReturnType<typeof pdfForm>) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/provider/courses/${courseId}/documents`,
        remoteAddress: nextAddress(),
        payload: body.payload,
        headers: { ...bearer(provider), "content-language": "bg", ...body.headers },
      });
    const documentsOf = (courseId: string) =>
      t.database.db.select().from(courseDocuments).where(eq(courseDocuments.courseId, courseId));

    it("five documents sent at once to a course with one: four are kept, the fifth refused, nothing left over", async () => {
      const courseId = await newCourse();
      expect((await upload(courseId, pdfForm("първи"))).statusCode).toBe(201);
      const before = documentFiles().length;
      const answers = await Promise.all(
        [1, 2, 3, 4, 5].map((i) => upload(courseId, pdfForm(`документ-${i}`))),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 201, 201, 422]);
      const refused = answers.find((a) => a.statusCode === 422)!;
      expect(refused.json().errors.file).toEqual(["Можете да добавите най-много 5 документа към курса"]);
      expect(await documentsOf(courseId)).toHaveLength(5);
      expect(documentFiles().length).toBe(before + 4);
    });

    it("two documents that fit the budget alone but not together: one is kept", async () => {
      const budget = documentLimits.documentsBytes;
      documentLimits.documentsBytes = 100_000;
      try {
        const courseId = await newCourse();
        const before = documentFiles().length;
        const answers = await Promise.all([
          upload(courseId, pdfForm("а", 60_000)),
          upload(courseId, pdfForm("б", 60_000)),
        ]);
        expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
        expect(answers.find((a) => a.statusCode === 422)!.json().errors.file).toEqual([
          "Документите на курса заедно трябва да са най-много 50 MB",
        ]);
        expect(await documentsOf(courseId)).toHaveLength(1);
        expect(documentFiles().length).toBe(before + 1);
      } finally {
        documentLimits.documentsBytes = budget;
      }
    });
  },
);
