import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { files } from "../../db/schema/index";

export async function findPublicFile(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), eq(files.visibility, "public")))
    .limit(1);
  return row;
}
