/**
 * The names of the catalogue's subjects in Bulgarian and English, written in Latin as the search compares
 * them (transliterate.ts), so a query in one language finds courses written in the other (ADR 009,
 * CATALOGUE-SEARCH-LANGUAGES). Each line is one subject; Bulgarian words are given as the stem every form
 * of the word starts with. Keep it small: the subjects of the catalogue's categories.
 */
export const synonymGroups: readonly (readonly string[])[] = [
  ["english", "angliyski"],
  ["german", "deutsch", "nemski"],
  ["french", "frenski"],
  ["spanish", "ispanski"],
  ["italian", "italianski"],
  ["bulgarian", "balgarski"],
  ["language", "languages", "ezik", "ezits"],
  ["programming", "coding", "programirane"],
  ["python", "piton", "paytan"],
  ["excel", "eksel"],
  ["design", "dizayn"],
  ["accounting", "bookkeeping", "schetovod"],
  ["finance", "finances", "finans"],
  ["taxes", "tax", "danats"],
  ["photography", "photo", "fotograf"],
  ["drawing", "painting", "risuvane", "zhivopis"],
  ["ceramics", "pottery", "keramika"],
  ["calligraphy", "kaligrafiya"],
  ["kids", "children", "detsa"],
  ["management", "upravlenie", "menidzhmant"],
  ["leadership", "liderstvo"],
  ["sales", "prodazhbi"],
  ["negotiation", "negotiations", "pregovori"],
  ["entrepreneurship", "predpriemachestvo"],
  ["security", "cybersecurity", "sigurnost"],
  ["nutrition", "hranene"],
  ["mathematics", "math", "matematika"],
  ["robotics", "robotika"],
  ["speaking", "govorene"],
];

/**
 * Words that say nothing of the subject ("course", "for", "и"), in Latin: a query leaves them out unless it
 * has no other word, so "курс по английски" asks for English courses whatever their titles call them.
 */
export const searchStopWords: ReadonlySet<string> = new Set([
  ...["a", "an", "and", "the", "for", "of", "in", "on", "to", "with", "by", "at", "from"],
  ...["course", "courses", "class", "classes", "training", "lesson", "lessons"],
  ...["i", "v", "vav", "za", "na", "s", "sas", "po", "ot", "do", "pri", "ili", "kak"],
  ...["kurs", "kursa", "kursat", "kursove", "obuchenie", "obucheniya", "urok", "urotsi", "zanyatie"],
]);
