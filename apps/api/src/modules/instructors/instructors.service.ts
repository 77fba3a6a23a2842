import type { OwnInstructor } from "@kursove/contracts";
import { photoImageTypes } from "@kursove/contracts/constants";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { instructors } from "../../db/schema/index";
import { now as clockNow } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { storeSquareImage } from "../../platform/square-image";
import type { Storage } from "../../platform/storage";
import type { UserRow } from "../auth";
import { requireOwnProvider } from "../providers";
import { toInstructor } from "./instructors.mappers";
import * as repo from "./instructors.repository";

export type InstructorsDeps = { db: Db; storage: Storage };
export type InstructorFields = {
  name: string;
  role: string;
  order: number;
  about: string;
  lector_id?: string | undefined;
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The account an instructor is linked to: an accepted lector of the same provider, none, or 422. */
export async function lectorForInstructor(db: Db, providerId: string, lectorId: string) {
  if (!lectorId) return null;
  if (!uuidPattern.test(lectorId) || !(await repo.isAcceptedLector(db, providerId, lectorId)))
    throw new AppError(422, "validation_failed", { lector_id: ["field.lector_not_accepted"] });
  return lectorId;
}

/** The provider's instructors, higher order first. */
export async function listInstructors(db: Db, providerId: string): Promise<OwnInstructor[]> {
  return (await repo.listInstructorRows(db, providerId)).map((row) => ({
    ...toInstructor(row),
    lector_id: row.instructor.lectorUserId,
  }));
}

// the same types as the avatar: a GIF avatar and a refused GIF instructor photo puzzled providers
const imageTypes: ReadonlySet<string> = new Set(photoImageTypes);

/** Stores an instructor photo as a 400x400 WebP. */
const storePhoto = (deps: InstructorsDeps, ownerUserId: string, bytes: Buffer) =>
  storeSquareImage(deps, {
    ownerUserId,
    bytes,
    size: 400,
    storageKey: `instructors/${crypto.randomUUID()}.webp`,
    types: imageTypes,
    field: "image",
  });

/** Adds an instructor; the photo is required. Answers the full list. */
export async function createInstructor(
  deps: InstructorsDeps,
  user: UserRow,
  fields: InstructorFields,
  image: Buffer | null,
) {
  const provider = await requireOwnProvider(deps.db, user);
  const { lector_id, ...values } = fields;
  const lectorUserId = await lectorForInstructor(deps.db, provider.id, lector_id ?? "");
  if (!image) throw new AppError(422, "validation_failed", { image: ["field.instructor_image_required"] });
  const imageFileId = await storePhoto(deps, user.id, image);
  await deps.db.insert(instructors).values({ providerId: provider.id, ...values, imageFileId, lectorUserId });
  return listInstructors(deps.db, provider.id);
}

/** Changes an instructor of the user's own provider; a new photo is optional. Answers the full list. */
export async function updateInstructor(
  deps: InstructorsDeps,
  user: UserRow,
  id: string,
  fields: InstructorFields,
  image: Buffer | null,
) {
  const provider = await requireOwnProvider(deps.db, user);
  const current = await repo.findInstructor(deps.db, provider.id, id);
  if (!current) throw new AppError(404, "not_found");
  const { lector_id, ...values } = fields;
  const lectorUserId =
    lector_id === undefined
      ? current.lectorUserId
      : await lectorForInstructor(deps.db, provider.id, lector_id);
  const imageFileId = image ? await storePhoto(deps, user.id, image) : current.imageFileId;
  await deps.db
    .update(instructors)
    .set({ ...values, imageFileId, lectorUserId })
    .where(eq(instructors.id, id));
  return listInstructors(deps.db, provider.id);
}

/**
 * Removes an instructor of the user's own provider, unless it teaches a session not over yet: courses on
 * sale would lose their instructor unreviewed, and a linked lector the sessions to clock. Answers the list.
 */
export async function deleteInstructor(deps: InstructorsDeps, user: UserRow, id: string) {
  const provider = await requireOwnProvider(deps.db, user);
  const current = await repo.findInstructor(deps.db, provider.id, id);
  if (!current) throw new AppError(404, "not_found");
  if (await repo.teachesSessionNotOver(deps.db, id, clockNow())) throw new AppError(409, "instructor_in_use");
  await deps.db.delete(instructors).where(eq(instructors.id, id));
  return listInstructors(deps.db, provider.id);
}
