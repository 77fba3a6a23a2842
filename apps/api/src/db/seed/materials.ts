import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import type { Storage } from "../../platform/storage";
import type { Db } from "../client";
import * as t from "../schema/index";
import { courses as courseData } from "./data/courses";

/** Beside this file in the sources, beside dist/server.mjs once bundled (build.mjs copies them). */
const assetsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "assets");

/** Courses of the demo learner (and one recording on sale) that carry documents and an uploaded video. */
const withMaterials = [
  "sql-za-biznes-analizi",
  "javascript-i-react-ot-nulata",
  "power-bi-ot-nulata",
  "emotsionalna-inteligentnost-na-rabotnoto-myasto",
];
const withUploadedVideo = ["power-bi-ot-nulata", "javascript-i-react-ot-nulata"];

type Material = { fileId: string; fileName: string; label: string; description: string };
export type PreparedMaterials = { videoFileId: string | null; documents: Map<string, Material[]> };

/** The programme of a course as a plain text handout. */
function programme(slug: string) {
  const course = courseData.find((c) => c.slug === slug);
  if (!course) return null;
  const lines = [course.title, "=".repeat(course.title.length), "", course.description, ""];
  for (const [m, mod] of course.modules.entries()) {
    lines.push(`Модул ${m + 1}. ${mod.title}`, mod.description);
    for (const s of mod.sessions) lines.push(`  • ${s.title}`);
    lines.push("");
  }
  lines.push("Резултати от обучението:", ...course.outcomes.map((o) => `  • ${o}`), "");
  return lines.join("\n");
}

/**
 * Stores the demo materials before the seed's transaction (PGlite answers one query at a time): a short
 * lesson video (WebM) and each course's programme as a text document, all private files.
 */
export async function prepareMaterials(db: Db, storage: Storage): Promise<PreparedMaterials> {
  const store = async (key: string, bytes: Buffer, mime: string) => {
    await storage.put(key, bytes);
    const [row] = await db
      .insert(t.files)
      .values({ storageKey: key, mime, size: bytes.length, visibility: "private" })
      .onConflictDoUpdate({ target: t.files.storageKey, set: { size: bytes.length } })
      .returning({ id: t.files.id });
    return row!.id;
  };
  const video = await readFile(path.join(assetsDir, "demo-lesson.webm")).catch(() => null);
  const videoFileId = video ? await store("demo/videos/demo-lesson.webm", video, "video/webm") : null;
  const documents = new Map<string, Material[]>();
  for (const slug of withMaterials) {
    const text = programme(slug);
    if (!text) continue;
    const fileId = await store(
      `demo/documents/${slug}-programme.txt`,
      Buffer.from(text, "utf8"),
      "text/plain",
    );
    documents.set(slug, [
      {
        fileId,
        fileName: "programa-na-kursa.txt",
        label: "Програма на курса",
        description: "Модулите, темите на занятията и резултатите от обучението.",
      },
    ]);
  }
  return { videoFileId, documents };
}

/** Attaches the prepared materials to the seeded courses (inside the seed's transaction). */
export async function attachMaterials(tx: Db, prepared: PreparedMaterials, now: Date) {
  for (const [slug, docs] of prepared.documents) {
    const [course] = await tx.select({ id: t.courses.id }).from(t.courses).where(eq(t.courses.slug, slug));
    if (!course) continue;
    await tx
      .insert(t.courseDocuments)
      .values(docs.map((d, position) => ({ courseId: course.id, ...d, position, attachedAt: now })));
    if (prepared.videoFileId && withUploadedVideo.includes(slug))
      await tx
        .update(t.courses)
        .set({ videoFileId: prepared.videoFileId })
        .where(eq(t.courses.id, course.id));
  }
}
