import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** A variant docs/glossary.md bans, what to write instead, and optionally the only keys it applies to. */
type Rule = { banned: RegExp; instead: string; keys?: RegExp };
type Text = { at: string; key: string; text: string };

const bg: Rule[] = [
  { banned: /Успещно/u, instead: "Успешно" },
  {
    banned: /касов\p{L}* бележк\p{L}*|(?<!\p{L})(?:разписк|квитанци)\p{L}*/iu,
    instead: "потвърждение за плащане",
  },
  {
    banned: /^Отказана$/u,
    instead: "Отменена (a cancelled order)",
    keys: /^(?:common\.status\.order|orders\.status)\./,
  },
  {
    banned:
      /доставчи\p{L}* на (?:картови )?плащания|платежни?\p{L}* доставчи\p{L}*|обработващ\p{L}* картовите плащания/iu,
    instead: "платежен оператор",
  },
  {
    banned: /(?<!\p{L})(?:сеси|срещ)(?:я|и|а|ята|ата|ите)(?!\p{L})/iu,
    instead: "занятие (a course's session)",
  },
  { banned: /(?<!\p{L})акаунт\p{L}*/iu, instead: "профил" },
  { banned: /(?<!\p{L})инструктор\p{L}*/iu, instead: "преподавател (a provider's portfolio instructor)" },
  { banned: /промотир\p{L}*|популяриз\p{L}*/iu, instead: "промоция" },
  {
    banned:
      /(?<!\p{L})(?:върнат\p{L}*|връщан\p{L}*)\s+(?:на\s+)?сум\p{L}*|сум\p{L}*\s+(?:е|са|ще бъде|се)\s+(?:върнат\p{L}*|връща)|(?<!\p{L})(?:върнахме|върнем|върни|върнато|върнати|за връщане)(?!\p{L})/iu,
    instead: "възстановяване: „сумата е възстановена“, „Възстановихме“",
  },
  { banned: /заявк\p{L}* за (?:връщане|възстановяване)/iu, instead: "искане за възстановяване" },
  { banned: /(?<!\p{L})(?:ви|вие|вас|ваш\p{L}*)(?!\p{L})/u, instead: "Вие, Ви, Вас, Ваш… (capitalised)" },
  { banned: /(?<=\p{Ll}\s)Курсове(?![\p{L}“])/u, instead: "„Курсове“ (the brand inside a sentence)" },
  { banned: /(?<!\p{L})евра(?!\p{L})/u, instead: "евро" },
  { banned: /(?:\d|\}\}) ?%/u, instead: "45 % (a no-break space before %)" },
  { banned: /\d\.\d/u, instead: "a decimal comma: 129,90" },
];

const en: Rule[] = [
  { banned: /\b[Cc]anceled\b/u, instead: "cancelled (British spelling)" },
  { banned: /\b[Uu]tiliz/u, instead: "utilisation (British spelling)" },
  { banned: /\b[Cc]atalog\b/u, instead: "catalogue (British spelling)" },
  { banned: /\breceipts?\b/iu, instead: "payment confirmation" },
  { banned: /\bpayment (?:provider|operator)s?\b/iu, instead: "payment processor" },
  { banned: /\b(?:online meeting|the meeting|meetings)\b/iu, instead: "session" },
  {
    banned: /\bThe \{\{(?:amount|total)\}\} (?:was|has been|is being)\b/u,
    instead: "We refunded {{amount}} …",
  },
  // the learner's area keeps the spec's name in its tab and on its page (LEARNER-PAGES)
  {
    banned: /^My courses$/u,
    instead: "My Courses (the spec's name)",
    keys: /^(?:common\.profile|learning)\./,
  },
];

const dir = path.join(import.meta.dirname, "..", "locales");

function catalogTexts(locale: "bg" | "en"): Text[] {
  const texts: Text[] = [];
  const walk = (node: unknown, key: string, file: string) => {
    if (typeof node === "string") texts.push({ at: `${locale}/${file} ${key}`, key, text: node });
    else if (node && typeof node === "object")
      for (const [k, v] of Object.entries(node)) walk(v, key ? `${key}.${k}` : k, file);
  };
  for (const file of readdirSync(path.join(dir, locale)))
    walk(JSON.parse(readFileSync(path.join(dir, locale, file), "utf8")), file.replace(/\.json$/, ""), file);
  return texts;
}

/** The seeded FAQ's questions and answers: its string literals, Bulgarian when they hold Cyrillic. */
function seedFaqTexts(locale: "bg" | "en"): Text[] {
  const file = path.join(import.meta.dirname, "../../../apps/api/src/db/seed/data/faq.ts");
  const literals = [...readFileSync(file, "utf8").matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1] ?? "");
  return literals
    .filter((text) => /\p{Script=Cyrillic}/u.test(text) === (locale === "bg"))
    .map((text) => ({ at: `seed FAQ “${text.slice(0, 40)}…”`, key: "faq", text }));
}

function violations(texts: Text[], rules: Rule[]) {
  const found: string[] = [];
  for (const { at, key, text } of texts) {
    for (const rule of rules) {
      if (rule.keys && !rule.keys.test(key)) continue;
      const match = text.match(rule.banned);
      if (match) found.push(`${at}: “${match[0]}” – write ${rule.instead}`);
    }
  }
  return found;
}

describe("glossary (docs/glossary.md)", () => {
  it("catches the variants it names", () => {
    const caught = (rules: Rule[], text: string, key = "any") =>
      violations([{ at: "sample", key, text }], rules);
    for (const text of [
      "Успещно добавени документи",
      "Изтеглете касовата бележка",
      "чрез доставчика на картови плащания",
      "Брой сесии",
      "Блокирай акаунта",
      "Сумата е върната по картата",
      "Заявки за връщане",
      "Благодарим ви!",
      "Екипът на Курсове",
      "45% биха го препоръчали",
      "Например 129.90",
    ])
      expect(caught(bg, text).length, text).toBeGreaterThan(0);
    expect(caught(bg, "Отказана", "common.status.order.canceled")).toHaveLength(1);
    expect(caught(bg, "Отказана, сумата е възстановена", "checkout.bookings.status.refused")).toEqual([]);
    expect(caught(bg, "45\u00a0% биха го препоръчали. Благодарим Ви! Екипът на „Курсове“")).toEqual([]);
    for (const text of ["The order was canceled", "Download receipt (PDF)", "The BGN 1,639.00 was refunded"])
      expect(caught(en, text.replace("BGN 1,639.00", "{{amount}}")).length, text).toBeGreaterThan(0);
    expect(caught(en, "My courses", "learning.courses.title")).toHaveLength(1);
    expect(caught(en, "My courses", "editor.list.title")).toEqual([]);
  });

  it("keeps the banned Bulgarian variants out of the catalogs, mails, guides and legal pages", () => {
    expect(violations(catalogTexts("bg"), bg)).toEqual([]);
  });

  it("keeps the banned English variants out of the catalogs", () => {
    expect(violations(catalogTexts("en"), en)).toEqual([]);
  });

  it("keeps the banned variants out of the seeded FAQ", () => {
    expect(violations(seedFaqTexts("bg"), bg)).toEqual([]);
    expect(violations(seedFaqTexts("en"), en)).toEqual([]);
  });

  it("puts every count next to a noun in a plural key", () => {
    // "{{count}} курса" needs key_one / key_other; "{{count}} от {{max}} знака", "{{count}} мин." and
    // "Виж всички ({{count}})" do not
    const counted =
      /\{\{count\}\}\s+(?!от\s|of\s|selected|мин\.|ч\.|min\b|h\b)\p{L}|\{\{\w+\}\}\s+(?:места|курса|дни|занятия)(?!\p{L})/u;
    const found = [...catalogTexts("bg"), ...catalogTexts("en")]
      .filter(({ key, text }) => counted.test(text) && !/_(?:zero|one|other)$/.test(key))
      .map(({ at, text }) => `${at}: “${text}” – split into key_one / key_other and pass count`);
    expect(found).toEqual([]);
  });

  it("gives every plural key both its one and other forms", () => {
    for (const locale of ["bg", "en"] as const) {
      const keys = new Set(catalogTexts(locale).map((t) => t.at));
      for (const at of keys) {
        if (at.endsWith("_one")) expect(keys.has(at.replace(/_one$/, "_other")), at).toBe(true);
      }
    }
  });
});
