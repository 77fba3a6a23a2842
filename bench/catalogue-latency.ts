/** Latency of catalogue requests against a running server: P3's mix, and P9 and P10 (search, orders). */
import { transliterate } from "../apps/api/src/platform/transliterate";
import { subjects, topics } from "./vocabulary";

export type Row = {
  id: string;
  what: string;
  value: string;
  goal: string;
  met: boolean | null;
  note?: string;
};

/** Catalogue requests of many shapes (categories, types, sorts, pages), for P3's latency. */
export function catalogueMix(categories: number[]) {
  const urls: string[] = [];
  for (const category of categories.slice(0, 3))
    for (const type of ["online", "onsite"])
      for (const sort of ["rating", "newest"])
        for (const page of [1, 3])
          urls.push(`/api/v1/courses?category_id=${category}&type=${type}&sort=${sort}&page=${page}`);
  return urls;
}

/**
 * Free-text searches as visitors type them: a subject as written, typed in Latin, with a typo, being typed
 * (its first letters), and with a second word.
 */
export function searchMix() {
  const words = subjects.filter((_, i) => i % 15 === 3).map((w) => w.split(" ")[0]!);
  const queries = words.flatMap((word) => {
    const latin = transliterate(word);
    const typo = latin.slice(0, -2) + latin.slice(-1);
    const topic = topics[word.length % topics.length]!.split(" ").at(-1)!;
    return [word, latin, typo, latin.slice(0, 4), `${word} ${topic}`];
  });
  return queries.map((q) => `/api/v1/courses?q=${encodeURIComponent(q)}`);
}

/** The catalogue without a filter: the default order (running and upcoming first) and every sort. */
export const sortsMix = ["", "rating", "newest", "latest", "hot", "bestsellers", "this_week"].map((sort) =>
  sort ? `/api/v1/courses?sort=${sort}` : "/api/v1/courses",
);

/** The filtered page of P1, asked as often as a mix has requests: the yardstick of P9 and P10. */
const filteredMix = (catalogue: string, count: number) => Array.from({ length: count }, () => catalogue);

/** P9 and P10 at one size, against a server with the public cache off. */
export async function searchRows(base: string, catalogue: string, courses: number): Promise<Row[]> {
  const searches = searchMix();
  await catalogueP95(base, [...searches, ...sortsMix, catalogue]);
  const filtered = await catalogueP95(base, filteredMix(catalogue, searches.length));
  const search = await catalogueP95(base, searches);
  const sorts = await catalogueP95(base, [...sortsMix, ...sortsMix, ...sortsMix]);
  const at = `at ${courses.toLocaleString("en")} courses`;
  return [
    {
      id: "P9",
      what: `free-text search p95 (${searches.length} queries: words, Latin, typos, prefixes, two words) ÷ the filtered page's p95, ${at}, public cache off`,
      value: `${(search.p95 / filtered.p95).toFixed(2)} (${search.p95.toFixed(0)} ms ÷ ${filtered.p95.toFixed(0)} ms)`,
      goal: "≤ 3",
      met: search.p95 <= 3 * filtered.p95 && search.failures === 0,
      note: `failures ${search.failures}`,
    },
    {
      id: "P10",
      what: `the catalogue without a filter (default order and every sort) p95 ÷ the filtered page's p95, ${at}, public cache off`,
      value: `${(sorts.p95 / filtered.p95).toFixed(2)} (${sorts.p95.toFixed(0)} ms ÷ ${filtered.p95.toFixed(0)} ms)`,
      goal: "≤ 3",
      met: sorts.p95 <= 3 * filtered.p95 && sorts.failures === 0,
      note: `failures ${sorts.failures}`,
    },
  ];
}

/** p95 latency (ms) of the mix, each asked twice, four at a time, with the public cache off. */
export async function catalogueP95(base: string, urls: string[]) {
  const queue = [...urls, ...urls];
  const times: number[] = [];
  let failures = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const started = performance.now();
        const res = await fetch(base + next);
        await res.arrayBuffer();
        if (!res.ok) failures++;
        times.push(performance.now() - started);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { p95: times[Math.ceil(times.length * 0.95) - 1]!, failures, count: times.length };
}
