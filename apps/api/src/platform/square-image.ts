import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import type { Db } from "../db/client";
import { files } from "../db/schema/index";
import { AppError } from "./errors";
import type { Storage } from "./storage";

type SquareImage = {
  ownerUserId: string;
  bytes: Buffer;
  /** the side of the stored square, in pixels */
  size: number;
  storageKey: string;
  /** mime types accepted, judged by the content and never by the name */
  types: ReadonlySet<string>;
  /** the form field a refusal is reported on */
  field: string;
  /** cover crops to the square (default); contain keeps the whole picture on a transparent ground (logos) */
  fit?: "cover" | "contain";
};

/** Checks an uploaded image by its content, re-encodes it as a square WebP, stores it and answers its file id. */
export async function storeSquareImage(deps: { db: Db; storage: Storage }, image: SquareImage) {
  const refuse = () => new AppError(422, "image_type", { [image.field]: ["image_type"] });
  const type = await fileTypeFromBuffer(image.bytes);
  if (!type || !image.types.has(type.mime)) throw refuse();
  let webp: Buffer;
  try {
    webp = await sharp(image.bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(image.size, image.size, {
        fit: image.fit ?? "cover",
        background: { r: 255, g: 255, b: 255, alpha: 0 },
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw refuse();
  }
  await deps.storage.put(image.storageKey, webp);
  const [file] = await deps.db
    .insert(files)
    .values({
      ownerUserId: image.ownerUserId,
      storageKey: image.storageKey,
      mime: "image/webp",
      size: webp.length,
      width: image.size,
      height: image.size,
    })
    .returning({ id: files.id });
  return file!.id;
}
