import { buffer } from "node:stream/consumers";
import type { imageFormats } from "@kursove/contracts/constants";
import sharp from "sharp";
import type { Storage } from "../../platform/storage";

/**
 * Responsive images: a public image in a smaller width and in AVIF or WebP, made with sharp the
 * first time it is asked for and kept in storage beside the original. Only the widths and formats of
 * `imageWidths` and `imageFormats` exist, so one image has at most 16 variants however its addresses are
 * written.
 */
export type VariantFormat = (typeof imageFormats)[number];

const resizable = new Set(["image/webp", "image/jpeg", "image/png", "image/avif"]);

export const variantKey = (fileId: string, width: number, format: VariantFormat) =>
  `variants/${fileId}/${width}.${format}`;

/**
 * The variant of a stored image: its bytes and type, or null when the file is not an image that can be
 * resized. A width above the original's gives the original's width (images are never enlarged).
 */
export async function imageVariant(
  storage: Storage,
  file: { id: string; storageKey: string; mime: string; width: number | null },
  width: number,
  format: VariantFormat,
): Promise<{ bytes: Buffer; mime: string } | null> {
  if (!resizable.has(file.mime)) return null;
  const target = file.width ? Math.min(width, file.width) : width;
  const key = variantKey(file.id, target, format);
  const mime = `image/${format}`;
  const kept = await storage.read(key);
  if (kept) return { bytes: await buffer(kept.stream), mime };
  const original = await storage.read(file.storageKey);
  if (!original) return null;
  const resized = sharp(await buffer(original.stream), { limitInputPixels: 40_000_000 }).resize({
    width: target,
    withoutEnlargement: true,
  });
  const bytes = await (format === "avif"
    ? resized.avif({ quality: 55, effort: 2 })
    : resized.webp({ quality: 80 })
  ).toBuffer();
  await storage.put(key, bytes, mime);
  return { bytes, mime };
}
