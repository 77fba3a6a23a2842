import { photoImageTypes, photoMaxBytes } from "@kursove/contracts/constants";

/**
 * Why a chosen photo cannot be cropped (an error key of the errors catalog), or null. Checked before the
 * crop dialog opens: a PDF used to open an empty black dialog and only the server refused it.
 */
export function photoFileError(file: { type: string; size: number }) {
  if (!(photoImageTypes as readonly string[]).includes(file.type)) return "image_type";
  if (file.size >= photoMaxBytes) return "field.image_too_large";
  return null;
}
