import { readdirSync } from "node:fs";
import path from "node:path";
import { crc32 } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courseDocuments, courses, files, providers } from "../../db/schema/index";
import { bearer, nextAddress, signInDemo, signUp } from "../../test/accounts";
import { pendingProvider } from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";
import { discardAbandonedUploads, documentLimits } from "./documents.service";

const boundary = "----kursove-documents";

/** A multipart body: text fields, then the file part. */
function form(fields: Record<string, string>, file?: { field?: string; name: string; bytes: Buffer }) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? "file"}"; filename="${file.name}"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from("\r\n"),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** A small valid PDF, padded with a comment to `size` bytes when asked. */
function pdf(size = 0) {
  const body =
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n";
  const tail = "trailer<</Root 1 0 R>>\n%%EOF\n";
  const pad = Math.max(0, size - body.length - tail.length - 2);
  return Buffer.from(`${body}%${"x".repeat(pad)}\n${tail}`);
}

/** The first bytes of an MP4 (ftyp box, brand mp42), then `size` bytes in all. */
function mp4(size: number) {
  const b = Buffer.alloc(size, 7);
  Buffer.from("00000018667479706d7034320000000069736f6d6d703432", "hex").copy(b, 0);
  return b;
}

/** A ZIP of stored (uncompressed) entries, enough for file-type to tell a DOCX from a plain ZIP. */
function zip(entries: Record<string, string>) {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt32LE(crc32(data), 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(fileName.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc32(data), 16);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(data.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    locals.push(header, fileName, data);
    central.push(entry, fileName);
    offset += header.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const docx = () =>
  zip({
    // a long first entry: the type is only known from the bytes after the first 4 KB
    "_rels/.rels": `<Relationships>${" ".repeat(6000)}</Relationships>`,
    "[Content_Types].xml": `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`,
    "word/document.xml": "<w:document/>",
  });

const elf = () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(5000, 0)]);
const exe = () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(5000, 0x90)]);

describe("course documents and held uploads", () => {
  let t: TestApp;
  let provider: string;
  let otherProvider: string;
  let admin: string;
  let stranger: string;
  let ownProviderId: string;
  const storedFiles = () => {
    try {
      return readdirSync(path.join(t.dataDir, "files"), { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name))
        .sort();
    } catch {
      return [];
    }
  };
  const fileRows = async () => (await t.database.db.select({ id: files.id }).from(files)).length;
  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token: string,
    extra: { payload?: unknown; headers?: Record<string, string> } = {},
  ) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      remoteAddress: nextAddress(),
      ...(extra.payload === undefined ? {} : { payload: extra.payload as string }),
      headers: { ...bearer(token), "content-language": "en", ...extra.headers },
    });
  const upload = (courseId: string, body: ReturnType<typeof form>, token = provider) =>
    call("POST", `/provider/courses/${courseId}/documents`, token, body);
  const newCourse = async (providerId = ownProviderId) => {
    const [row] = await t.database.db
      .insert(courses)
      .values({
        providerId,
        slug: `documents-${crypto.randomUUID()}`,
        title: "Курс с документи",
        price: 10_000,
        capacity: 10,
      })
      .returning({ id: courses.id });
    return row!.id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    provider = await signInDemo(t.app, "provider@example.com");
    admin = await signInDemo(t.app, "admin@example.com");
    stranger = (await signUp(t.app)).token;
    const db = t.database.db;
    const [own] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
    ownProviderId = own!.id;
    otherProvider = (await pendingProvider(t.app, "Чужд Доставчик")).token;
  });
  afterAll(() => t.close());

  it("holds an uploaded PDF under its cleaned name and serves it to its provider and admins", async () => {
    const courseId = await newCourse();
    const bytes = pdf(3000);
    const res = await upload(
      courseId,
      form(
        { label: "Програма", description: "Темите по седмици" },
        { name: "../../tmp/Програма\u202e 2026.pdf", bytes },
      ),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const document = res.json();
    expect(document).toEqual({
      id: expect.any(String),
      label: "Програма",
      description: "Темите по седмици",
      file_name: "Програма 2026.pdf",
      mime: "application/pdf",
      size: bytes.length,
      held: true,
      url: `/api/v1/provider/courses/${courseId}/documents/${document.id}/file`,
    });
    const [file] = await t.database.db
      .select()
      .from(files)
      .innerJoin(courseDocuments, eq(courseDocuments.fileId, files.id))
      .where(eq(courseDocuments.id, document.id));
    expect(file!.files.visibility).toBe("private");
    expect((await t.app.inject({ url: `/api/v1/files/${file!.files.id}` })).statusCode).toBe(404);

    for (const token of [provider, admin]) {
      const download = await t.app.inject({
        url: document.url,
        remoteAddress: nextAddress(),
        headers: bearer(token),
      });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/pdf");
      expect(download.headers["content-length"]).toBe(String(bytes.length));
      expect(download.headers["content-disposition"]).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent("Програма 2026.pdf")}`,
      );
      expect(download.headers["x-content-type-options"]).toBe("nosniff");
      expect(download.headers["cache-control"]).toBe("private, no-store");
      expect(download.rawPayload.equals(bytes)).toBe(true);
    }

    const media = await call("GET", `/provider/courses/${courseId}/media`, provider);
    expect(media.statusCode).toBe(200);
    expect(media.json()).toEqual({
      cover: null,
      thumbnail: null,
      video_url: null,
      video: null,
      held_video: null,
      documents: [document],
      limits: { documents: 5, documents_bytes: 52428800, image_bytes: 2097152, video_bytes: 1073741824 },
    });
    const preview = await call("GET", `/admin/courses/${courseId}/media`, admin);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().documents).toEqual([document]);
    expect((await call("GET", `/provider/courses/${courseId}/media`, admin)).statusCode).toBe(200);
    expect((await call("GET", `/admin/courses/${courseId}/media`, provider)).statusCode).toBe(403);
  });

  it("keeps PDF, DOCX, ZIP and UTF-8 text by content and refuses renamed executables, unknown bytes and a missing file, keeping nothing", async () => {
    const courseId = await newCourse();
    const text = await upload(courseId, form({}, { name: "бележки.txt", bytes: Buffer.from("Бележки\n") }));
    expect(text.statusCode, text.body).toBe(201);
    expect(text.json()).toMatchObject({ mime: "text/plain; charset=utf-8", file_name: "бележки.txt" });
    const word = await upload(courseId, form({}, { name: "План.docx", bytes: docx() }));
    expect(word.json().mime).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    const archive = await upload(courseId, form({}, { name: "files.zip", bytes: zip({ "a.txt": "a" }) }));
    expect(archive.json().mime).toBe("application/zip");
    const rows = await fileRows();
    const stored = storedFiles();
    for (const bytes of [elf(), exe(), Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x02])]) {
      const res = await upload(courseId, form({ label: "Отчет" }, { name: "report.pdf", bytes }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        file: [
          "Upload a document in an allowed format: PDF, Word, Excel, PowerPoint, OpenDocument, EPUB, ZIP, text, image, MP3 or MP4",
        ],
      });
    }
    const none = await upload(courseId, form({ label: "Без файл" }));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ file: ["This field is required"] });
    const longLabel = await upload(
      courseId,
      form({ label: "x".repeat(121) }, { name: "a.pdf", bytes: pdf() }),
    );
    expect(longLabel.json().errors).toEqual({ label: ["The value is too large"] });
    expect(await fileRows()).toBe(rows);
    expect(storedFiles()).toEqual(stored);
  });

  it("names a download by its content: HTML or SVG sent as a PDF or a page is kept and served as text", async () => {
    const courseId = await newCourse();
    const page = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const text = "text/plain; charset=utf-8";
    const cases: [string, Buffer, string, string][] = [
      ["Програма.pdf", page, "Програма.pdf.txt", text],
      ["вход.html", page, "вход.html.txt", text],
      ["logo.svg", svg, "logo.svg.txt", text],
      ["passwd", pdf(), "passwd.pdf", "application/pdf"],
      ["Notes.TXT", Buffer.from("Бележки"), "Notes.TXT", text],
    ];
    for (const [name, bytes, kept, mime] of cases) {
      const res = await upload(courseId, form({}, { name, bytes }));
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().file_name, name).toBe(kept);
      const download = await t.app.inject({
        url: res.json().url,
        remoteAddress: nextAddress(),
        headers: bearer(provider),
      });
      expect(download.headers["content-disposition"]).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent(kept)}`,
      );
      expect(download.headers["content-type"]).toBe(mime);
      expect(download.headers["x-content-type-options"]).toBe("nosniff");
    }
  });

  it("refuses a sixth document and more than 50 MB together, counting held and attached ones", async () => {
    const courseId = await newCourse();
    for (let i = 1; i <= 5; i++) {
      const res = await upload(courseId, form({}, { name: `part-${i}.pdf`, bytes: pdf() }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const rows = await fileRows();
    const stored = storedFiles();
    const sixth = await upload(courseId, form({}, { name: "part-6.pdf", bytes: pdf() }));
    expect(sixth.statusCode).toBe(422);
    expect(sixth.json().errors).toEqual({ file: ["You can add at most 5 documents to a course"] });

    const budget = documentLimits.documentsBytes;
    documentLimits.documentsBytes = 64 * 1024;
    try {
      const small = await newCourse();
      const first = await upload(small, form({}, { name: "a.pdf", bytes: pdf(40 * 1024) }));
      expect(first.statusCode).toBe(201);
      // the first one attached: it still counts
      await call("PUT", `/provider/courses/${small}/documents`, provider, {
        payload: { documents: [{ id: first.json().id, label: "А", description: "Б" }] },
      });
      const afterFirst = storedFiles();
      const over = await upload(small, form({}, { name: "b.pdf", bytes: pdf(30 * 1024) }));
      expect(over.statusCode).toBe(422);
      expect(over.json().errors).toEqual({
        file: ["The documents of a course must be at most 50 MB together"],
      });
      expect(storedFiles()).toEqual(afterFirst);
      const fits = await upload(small, form({}, { name: "c.pdf", bytes: pdf(20 * 1024) }));
      expect(fits.statusCode).toBe(201);
      await call("PUT", `/provider/courses/${small}/documents`, provider, { payload: { documents: [] } });
    } finally {
      documentLimits.documentsBytes = budget;
    }
    expect(await fileRows()).toBe(rows);
    expect(storedFiles()).toEqual(stored);
  });

  it("streams a real upload over 50 MB and stops it at the budget, keeping nothing", async () => {
    const courseId = await newCourse();
    const rows = await fileRows();
    const stored = storedFiles();
    const big = Buffer.alloc(50 * 1024 * 1024 + 10, 0x20);
    pdf().copy(big, 0);
    const res = await upload(courseId, form({}, { name: "big.pdf", bytes: big }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toEqual(["The documents of a course must be at most 50 MB together"]);
    expect(await fileRows()).toBe(rows);
    expect(storedFiles()).toEqual(stored);
  });

  it("attaches the listed documents in order with the success message in both languages, deleting the rest", async () => {
    const courseId = await newCourse();
    const ids: string[] = [];
    for (const name of ["a.pdf", "b.pdf", "c.pdf"]) {
      const res = await upload(courseId, form({}, { name, bytes: pdf() }));
      ids.push(res.json().id);
    }
    const missing = await call("PUT", `/provider/courses/${courseId}/documents`, provider, {
      payload: { documents: [{ id: ids[0], label: " ", description: "" }] },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      "documents.0.label": ["This field is required"],
      "documents.0.description": ["This field is required"],
    });
    const unknown = await call("PUT", `/provider/courses/${courseId}/documents`, provider, {
      payload: { documents: [{ id: crypto.randomUUID(), label: "А", description: "Б" }] },
    });
    expect(unknown.json().errors).toEqual({ "documents.0.id": ["Invalid value"] });
    const rows = await fileRows();
    const stored = storedFiles().length;

    const saved = await call("PUT", `/provider/courses/${courseId}/documents`, provider, {
      payload: {
        documents: [
          { id: ids[2], label: "Упражнения", description: "Задачи за всяка седмица" },
          { id: ids[0], label: "Програма", description: "Темите по седмици" },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe("Documents added to the course");
    expect(
      saved
        .json()
        .documents.map((d: { id: string; held: boolean; label: string }) => [d.id, d.held, d.label]),
    ).toEqual([
      [ids[2], false, "Упражнения"],
      [ids[0], false, "Програма"],
    ]);
    // the document left out is gone, row and bytes
    expect(await fileRows()).toBe(rows - 1);
    expect(storedFiles()).toHaveLength(stored - 1);
    const [attached] = await t.database.db
      .select()
      .from(courseDocuments)
      .where(eq(courseDocuments.id, ids[2]!));
    expect(attached!.attachedAt).toBeInstanceOf(Date);

    const bg = await call("PUT", `/provider/courses/${courseId}/documents`, provider, {
      payload: { documents: [{ id: ids[0], label: "Програма", description: "Темите по седмици" }] },
      headers: { "content-language": "bg" },
    });
    expect(bg.json().message).toBe("Успешно добавени документи към курса");
    expect(bg.json().documents).toHaveLength(1);
  });

  it("deletes a held or attached document with its file at once", async () => {
    const courseId = await newCourse();
    const first = (await upload(courseId, form({}, { name: "a.pdf", bytes: pdf() }))).json();
    const second = (await upload(courseId, form({}, { name: "b.pdf", bytes: pdf() }))).json();
    const rows = await fileRows();
    const stored = storedFiles().length;
    const res = await call("DELETE", `/provider/courses/${courseId}/documents/${first.id}`, provider);
    expect(res.statusCode).toBe(200);
    expect(res.json().documents.map((d: { id: string }) => d.id)).toEqual([second.id]);
    expect(await fileRows()).toBe(rows - 1);
    expect(storedFiles()).toHaveLength(stored - 1);
    expect((await call("GET", first.url.replace("/api/v1", ""), provider)).statusCode).toBe(404);
    expect(
      (await call("DELETE", `/provider/courses/${courseId}/documents/${first.id}`, provider)).statusCode,
    ).toBe(404);
  });

  it("answers 404 on every route for another provider's course and to users without a provider", async () => {
    const courseId = await newCourse();
    const document = (await upload(courseId, form({}, { name: "a.pdf", bytes: pdf() }))).json();
    const rows = await fileRows();
    const routes = (id: string) =>
      [
        ["GET", `/provider/courses/${id}/media`, {}],
        ["POST", `/provider/courses/${id}/documents`, form({}, { name: "x.pdf", bytes: pdf() })],
        [
          "PUT",
          `/provider/courses/${id}/documents`,
          { payload: { documents: [{ id: document.id, label: "А", description: "Б" }] } },
        ],
        ["DELETE", `/provider/courses/${id}/documents/${document.id}`, {}],
        ["GET", `/provider/courses/${id}/documents/${document.id}/file`, {}],
        ["POST", `/provider/courses/${id}/video/attach`, {}],
        ["DELETE", `/provider/courses/${id}/video/held`, {}],
        ["GET", `/provider/courses/${id}/video?held=1`, {}],
      ] as const;
    for (const token of [otherProvider, stranger]) {
      for (const [method, url, extra] of routes(courseId)) {
        const res = await call(method, url, token, extra);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe("course_not_found");
      }
    }
    // a document asked for through another course of the same provider is not found either
    const elsewhere = await newCourse();
    for (const [method, url] of [
      ["GET", `/provider/courses/${elsewhere}/documents/${document.id}/file`],
      ["DELETE", `/provider/courses/${elsewhere}/documents/${document.id}`],
    ] as const)
      expect((await call(method, url, provider)).statusCode).toBe(404);
    expect((await call("GET", `/admin/courses/${courseId}/media`, stranger)).statusCode).toBe(403);
    expect(await fileRows()).toBe(rows);
    const [kept] = await t.database.db
      .select()
      .from(courseDocuments)
      .where(eq(courseDocuments.id, document.id));
    expect([kept!.label, kept!.attachedAt]).toEqual(["", null]);
  });

  it("holds an uploaded video until attached, and discards it on request", async () => {
    const courseId = await newCourse();
    const video = (n: number) => form({}, { field: "video", name: "v.mp4", bytes: mp4(n) });
    const nothing = await call("POST", `/provider/courses/${courseId}/video/attach`, provider);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({
      code: "nothing_held",
      message: "There is no uploaded file waiting to be added to the course",
    });
    const bgNothing = await call("POST", `/provider/courses/${courseId}/video/attach`, provider, {
      headers: { "content-language": "bg" },
    });
    expect(bgNothing.json().message).toBe("Няма качен файл, който да чака добавяне към курса");

    const rows = await fileRows();
    const stored = storedFiles().length;
    expect(
      (await call("POST", `/provider/courses/${courseId}/video`, provider, video(5000))).statusCode,
    ).toBe(200);
    const replaced = await call("POST", `/provider/courses/${courseId}/video`, provider, video(6000));
    // the second upload replaces the first held one, whose file goes
    expect(replaced.json().held_video.size).toBe(6000);
    expect(await fileRows()).toBe(rows + 1);
    const discarded = await call("DELETE", `/provider/courses/${courseId}/video/held`, provider);
    expect(discarded.json()).toEqual({ video_url: null, video: null, held_video: null });
    expect(await fileRows()).toBe(rows);
    expect(storedFiles()).toHaveLength(stored);

    await call("PUT", `/provider/courses/${courseId}/video`, provider, {
      payload: { video_url: "https://vimeo.com/1" },
    });
    await call("POST", `/provider/courses/${courseId}/video`, provider, video(7000));
    const media = (await call("GET", `/provider/courses/${courseId}/media`, provider)).json();
    expect([media.video_url, media.video, media.held_video.size]).toEqual([
      "https://vimeo.com/1",
      null,
      7000,
    ]);
    const attached = await call("POST", `/provider/courses/${courseId}/video/attach`, provider);
    expect(attached.json()).toMatchObject({ video_url: null, video: { size: 7000 }, held_video: null });
    await call("POST", `/provider/courses/${courseId}/video`, provider, video(8000));
    const again = await call("POST", `/provider/courses/${courseId}/video/attach`, provider);
    expect(again.json().video.size).toBe(8000);
    // the video it replaced is gone: one file left for the course
    expect(await fileRows()).toBe(rows + 1);
    expect(storedFiles()).toHaveLength(stored + 1);
    const preview = await call("GET", `/admin/courses/${courseId}/media`, admin);
    expect(preview.json().video.size).toBe(8000);
  });

  it("discards documents and videos held for over a day, keeping attached ones and fresh uploads", async () => {
    const courseId = await newCourse();
    const kept = (await upload(courseId, form({}, { name: "kept.pdf", bytes: pdf() }))).json();
    await call("PUT", `/provider/courses/${courseId}/documents`, provider, {
      payload: { documents: [{ id: kept.id, label: "Програма", description: "Темите" }] },
    });
    const held = (await upload(courseId, form({}, { name: "held.pdf", bytes: pdf() }))).json();
    const fresh = (await upload(courseId, form({}, { name: "fresh.pdf", bytes: pdf() }))).json();
    const video = form({}, { field: "video", name: "v.mp4", bytes: mp4(4000) });
    expect((await call("POST", `/provider/courses/${courseId}/video`, provider, video)).statusCode).toBe(200);
    const rows = await fileRows();
    const stored = storedFiles().length;
    const deps = { db: t.database.db, storage: t.app.deps.storage };

    await discardAbandonedUploads(deps, new Date(Date.now() + 23 * 60 * 60 * 1000));
    expect(await fileRows()).toBe(rows);

    const [heldFile] = await t.database.db
      .select({ id: courseDocuments.fileId })
      .from(courseDocuments)
      .where(eq(courseDocuments.id, held.id));
    // only the old held document: the fresh one was made now
    await t.database.db
      .update(courseDocuments)
      .set({ createdAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(courseDocuments.id, held.id));
    await discardAbandonedUploads(deps, new Date());
    const left = (await call("GET", `/provider/courses/${courseId}/media`, provider)).json();
    expect(left.documents.map((d: { id: string }) => d.id).sort()).toEqual([kept.id, fresh.id].sort());
    expect(left.held_video).not.toBeNull();
    expect(await t.database.db.select().from(files).where(eq(files.id, heldFile!.id))).toEqual([]);
    expect(await fileRows()).toBe(rows - 1);
    expect(storedFiles()).toHaveLength(stored - 1);

    // a day later the fresh document and the held video are abandoned too (other tests' uploads as well)
    const [course] = await t.database.db.select().from(courses).where(eq(courses.id, courseId));
    const [freshFile] = await t.database.db
      .select({ id: courseDocuments.fileId })
      .from(courseDocuments)
      .where(eq(courseDocuments.id, fresh.id));
    const doomed = [freshFile!.id, course!.heldVideoFileId!];
    const keys = (await t.database.db.select().from(files))
      .filter((f) => doomed.includes(f.id))
      .map((f) => path.join(t.dataDir, "files", f.storageKey));
    expect(keys).toHaveLength(2);
    await discardAbandonedUploads(deps, new Date(Date.now() + 25 * 60 * 60 * 1000));
    const later = (await call("GET", `/provider/courses/${courseId}/media`, provider)).json();
    expect(later.documents.map((d: { id: string }) => d.id)).toEqual([kept.id]);
    expect(later.held_video).toBeNull();
    const remaining = (await t.database.db.select({ id: files.id }).from(files)).map((f) => f.id);
    expect(doomed.filter((id) => remaining.includes(id))).toEqual([]);
    expect(storedFiles().filter((k) => keys.includes(k))).toEqual([]);
  });
});
