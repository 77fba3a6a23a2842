/** Bulgarian Streamlined System, the same as kursove_translit() in migration 0002: queries and texts meet in Latin. */
const multi: [string, string][] = [
  ["щ", "sht"],
  ["ж", "zh"],
  ["ч", "ch"],
  ["ш", "sh"],
  ["ю", "yu"],
  ["я", "ya"],
  ["ц", "ts"],
  ["х", "h"],
];
const single = new Map([..."абвгдезийклмнопрстуфъьѝ"].map((c, i) => [c, "abvgdeziyklmnoprstufayi"[i]!]));

export function transliterate(text: string) {
  let out = text.toLowerCase();
  for (const [from, to] of multi) out = out.replaceAll(from, to);
  return [...out].map((c) => single.get(c) ?? c).join("");
}
