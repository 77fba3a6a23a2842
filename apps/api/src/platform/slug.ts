import { transliterate } from "./transliterate";

/** A URL slug from a company name, in Latin letters: "Академия Знание" -> "akademia-znanie". */
export function slugOf(name: string) {
  const slug = transliterate(name)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "provider";
}
