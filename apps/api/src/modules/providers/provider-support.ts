import { imageMaxBytes } from "@kursove/contracts";
import { photoImageTypes } from "@kursove/contracts/constants";
import type { FastifyRequest } from "fastify";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { storeSquareImage } from "../../platform/square-image";
import type { Storage } from "../../platform/storage";
import { cityExists } from "./onboarding.repository";

export const logoMaxBytes = imageMaxBytes;
const logoTypes: ReadonlySet<string> = new Set(photoImageTypes);

/** Reads the one file of the multipart field `image` (under 2 MB), or refuses. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: logoMaxBytes, files: 1 } }).catch(() => undefined);
  if (part?.fieldname !== "image")
    throw new AppError(422, "validation_failed", { image: ["field.required"] });
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated)
    throw new AppError(422, "validation_failed", { image: ["field.image_too_large"] });
  if (bytes.length === 0) throw new AppError(422, "validation_failed", { image: ["field.required"] });
  return bytes;
}

/** Checks a logo by its content and stores it as a 400x400 WebP with the whole picture kept. */
export const storeLogo = (deps: { db: Db; storage: Storage }, ownerUserId: string, bytes: Buffer) =>
  storeSquareImage(deps, {
    ownerUserId,
    bytes,
    size: 400,
    storageKey: `logos/${crypto.randomUUID()}.webp`,
    types: logoTypes,
    field: "image",
    fit: "contain",
  });

/** A provider's city must be one of the list: an unknown id is the sender's error, not a broken reference. */
export async function refuseUnknownCity(db: Db, cityId: number | null) {
  if (cityId !== null && !(await cityExists(db, cityId)))
    throw new AppError(422, "fill_all_fields", { city_id: ["field.invalid_value"] });
}
