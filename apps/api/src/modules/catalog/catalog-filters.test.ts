import { courseListResponse, homeResponse, suggestResponse } from "@kursove/contracts";
import { catalogueMaxPage } from "@kursove/contracts/domain/paging";
import { thisWeek } from "@kursove/contracts/domain/sofia-time";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { now as businessNow } from "../../platform/clock";
import { createTestApp, type TestApp } from "../../test/test-app";

/** Every filter, sort and facet of GET /courses on the demo catalogue. */
describe("catalogue filters, sorts and facets", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const list = async (query: string) => {
    const res = await t.app.inject({ url: `/api/v1/courses?${query}` });
    expect(res.statusCode, query).toBe(200);
    return courseListResponse.parse(res.json());
  };
  const all = async (query: string) => {
    const first = await list(query);
    const pages = [first];
    for (let p = 2; p <= first.totalPages; p++) pages.push(await list(`${query}&page=${p}`));
    return pages.flatMap((x) => x.courses);
  };

  it("filters by price range in minor units", async () => {
    const courses = await all("price_min=10000&price_max=50000");
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((c) => c.price >= 10000 && c.price <= 50000)).toBe(true);
  });

  it("keeps the full price range in the answer whatever the price filter", async () => {
    const open = await list("");
    const filtered = await list("price_min=10000&price_max=50000");
    expect(filtered.filters.prices).toEqual(open.filters.prices);
  });

  it("filters by course language, also several", async () => {
    expect((await all("language=en")).every((c) => c.language === "en")).toBe(true);
    const both = await all("language=en,de");
    expect(new Set(both.map((c) => c.language))).toEqual(new Set(["en", "de"]));
  });

  it("filters onsite courses by city", async () => {
    const courses = await all("city=plovdiv");
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((c) => c.city === "Пловдив")).toBe(true);
  });

  it("filters by dates: courses running within the range", async () => {
    const from = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const courses = await all(`date_from=${from}`);
    expect(courses.length).toBeGreaterThan(0);
    expect(courses.every((c) => c.ends_at === null || c.ends_at >= `${from}T00:00`)).toBe(true);
  });

  it("filters by minimum rating, audience and provider", async () => {
    expect((await all("rating=4.5")).every((c) => c.rating >= 4.5)).toBe(true);
    const kids = await all("audience=kids");
    expect(kids.length).toBeGreaterThan(0);
    expect(kids.every((c) => c.audience.includes("kids"))).toBe(true);
    expect((await all("provider=akademia-znanie")).every((c) => c.provider.slug === "akademia-znanie")).toBe(
      true,
    );
  });

  it("finds Bulgarian words typed in Latin, and words with a typo", async () => {
    const latin = await list("q=python");
    expect(latin.total).toBeGreaterThan(0);
    const typo = await list("q=pyton");
    expect(typo.courses.some((c) => /python/i.test(c.title))).toBe(true);
    const excel = await list("q=exel");
    expect(excel.courses.some((c) => /excel/i.test(c.title))).toBe(true);
    const cyrillic = await list(`q=${encodeURIComponent("фотография")}`);
    expect(cyrillic.courses.some((c) => /фотограф/i.test(c.title))).toBe(true);
    const latinForCyrillic = await list("q=fotografiya");
    expect(latinForCyrillic.courses.some((c) => /фотограф/i.test(c.title))).toBe(true);
  });

  it("searches across languages and typos: a query's best matches come first (CATALOGUE-SEARCH-LANGUAGES)", async () => {
    const top = async (q: string, n: number) =>
      (await list(`q=${encodeURIComponent(q)}`)).courses.slice(0, n).map((c) => c.slug);
    const english = ["angliyski-a2-vecherna-grupa-plovdiv", "angliyski-za-biznes-komunikatsiya-b2"];
    for (const q of ["english", "englsh", "English course"]) {
      const found = await top(q, 4);
      expect(found, q).toEqual(expect.arrayContaining([...english, "angliyski-za-detsa-6-9-plovdiv"]));
    }
    // and the reverse: Bulgarian words find courses written in English
    expect(await top("английски", 5)).toContain("ielts-academic-preparation");
    expect(await top("дизайн", 12)).toContain("brand-identity-design-workshop");
    expect(await top("german", 3)).toEqual(
      expect.arrayContaining([
        "deutsch-b1-intensivkurs-goethe",
        "deutsch-fuer-pflegekraefte-b2",
        "nemski-ezik-a1-za-nachinaeshti",
      ]),
    );
    expect(await top("accounting", 1)).toEqual(["schetovodstvo-za-nachinaeshti"]);
    expect(await top("programming", 6)).toContain("vavedenie-v-programiraneto-s-python");
    // a name as Bulgarians spell it in Cyrillic finds its Latin title: ексел is no typo of "excel" by trigrams
    expect(await top("ексел", 3)).toContain("excel-za-finansisti-napredno-nivo");
    expect(await top("пайтън", 3)).toEqual(
      expect.arrayContaining(["python-za-analiz-na-danni", "vavedenie-v-programiraneto-s-python"]),
    );
    // the suggestions while typing match the same way
    const suggested = suggestResponse.parse(
      (await t.app.inject({ url: "/api/v1/courses/suggest?q=englsh" })).json(),
    );
    expect(suggested.courses.map((c) => c.slug)).toEqual(expect.arrayContaining(english));
  });

  it("sorts by rating, newest, latest, hot, best sellers and this week", async () => {
    const rating = (await list("sort=rating")).courses.map((c) => c.rating);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    // this week: every public course starting from now to the end of the sixth Sofia day on, soonest first
    const week = await all("sort=this_week");
    const { until } = thisWeek(businessNow());
    const everything = await all("");
    const starting = everything.filter(
      (c) => c.starts_at !== null && Date.parse(c.starts_at) > Date.now() && Date.parse(c.starts_at) < +until,
    );
    expect(week.length).toBeGreaterThan(0);
    expect(week.map((c) => c.slug).sort()).toEqual(starting.map((c) => c.slug).sort());
    const starts = week.map((c) => c.starts_at!);
    expect(starts).toEqual([...starts].sort());
    for (const sort of ["newest", "latest", "hot", "bestsellers"]) {
      const res = await list(`sort=${sort}`);
      expect(res.courses.length, sort).toBe(12);
    }
    // newest and latest entries: the most recently published and created come first
    const newest = await t.database.db.execute(
      "select c.slug from courses c join providers p on p.id = c.provider_id where c.status = 'approved' and p.status = 'approved' order by c.published_at desc, c.id limit 3" as never,
    );
    const slugs = (newest as unknown as { rows: { slug: string }[] }).rows.map((r) => r.slug);
    expect((await list("sort=newest")).courses.slice(0, 3).map((c) => c.slug)).toEqual(slugs);
    expect((await list("sort=latest")).courses[0]!.slug).toBe(slugs[0]);
    // hot: the courses promoted today (the demo has three) lead, then the most reviewed and sold
    const home = homeResponse.parse((await t.app.inject({ url: "/api/v1/home" })).json());
    const promoted = home.promoted_courses.map((c) => c.slug);
    expect(promoted).toHaveLength(3);
    const hot = (await list("sort=hot")).courses;
    expect(new Set(hot.slice(0, 3).map((c) => c.slug))).toEqual(new Set(promoted));
    const rest = hot.slice(3).map((c) => c.rating_count);
    expect(rest).toEqual([...rest].sort((a, b) => b - a));
  });

  it("takes this week in Sofia: from now to the end of the sixth day on (CATALOGUE-THIS-WEEK)", () => {
    // 00:30 on 23 November in Sofia (UTC+2): the week runs to midnight at the end of 29 November
    const now = new Date("2026-11-22T22:30:00Z");
    expect(thisWeek(now)).toEqual({ from: now, until: new Date("2026-11-29T22:00:00Z") });
    // summer time (UTC+3)
    expect(thisWeek(new Date("2026-07-01T10:00:00Z")).until).toEqual(new Date("2026-07-07T21:00:00Z"));
  });

  it("counts facets with the other filters applied but not their own", async () => {
    const index = (await t.app.inject({ url: "/api/v1/index" })).json();
    const category = index.categories[0];
    const res = await list(`category_id=${category.id}&type=online`);
    const onlineCount = res.filters.types.find((f) => f.value === "online")!.count;
    expect(onlineCount).toBe(res.total);
    // other types stay visible with their counts within the category
    const inCategory = await list(`category_id=${category.id}`);
    for (const f of res.filters.types) {
      expect(f.count).toBe(inCategory.filters.types.find((x) => x.value === f.value)!.count);
    }
    expect(res.filters.categories.length).toBeGreaterThan(1);
    expect(res.filters.languages.some((l) => l.value === "bg")).toBe(true);
    expect(res.filters.audiences.map((a) => a.value).sort()).toEqual([
      "business",
      "consumers",
      "individuals",
      "kids",
    ]);
    const cities = (await list("")).filters.cities.map((c) => c.value);
    expect(cities).toEqual(
      expect.arrayContaining(["sofia", "plovdiv", "varna", "burgas", "veliko-tarnovo", "dobrich"]),
    );
  });

  it("suggests courses and providers while typing, in either script", async () => {
    const res = await t.app.inject({ url: `/api/v1/courses/suggest?q=${encodeURIComponent("exel")}` });
    expect(res.statusCode).toBe(200);
    const body = suggestResponse.parse(res.json());
    expect(body.courses.some((c) => /excel/i.test(c.title))).toBe(true);
    const providers = suggestResponse.parse(
      (await t.app.inject({ url: "/api/v1/courses/suggest?q=akadem" })).json(),
    );
    expect(providers.providers.some((p) => p.slug === "akademia-znanie")).toBe(true);
    expect((await t.app.inject({ url: "/api/v1/courses/suggest?q=a" })).statusCode).toBe(422);
  });

  it("finds a course again after its provider is renamed", async () => {
    await t.database.db.execute(
      "update providers set company_name = 'Звездна академия' where slug = 'akademia-znanie'" as never,
    );
    try {
      const res = await list(`q=${encodeURIComponent("звездна")}`);
      expect(res.total).toBeGreaterThan(0);
      expect(res.courses.every((c) => c.provider.slug === "akademia-znanie")).toBe(true);
    } finally {
      await t.database.db.execute(
        "update providers set company_name = 'Академия Знание ЕООД' where slug = 'akademia-znanie'" as never,
      );
    }
  });

  it("answers a page past the end with no courses and the real number of pages", async () => {
    const res = await list("page=999");
    expect(res.courses).toEqual([]);
    expect(res.page).toBe(999);
    expect(res.totalPages).toBeLessThan(999);
  });

  it("goes at most a thousand pages deep, refusing deeper ones in the language asked (CATALOGUE-DEEP-PAGES)", async () => {
    expect(catalogueMaxPage).toBe(1000);
    expect((await t.app.inject({ url: `/api/v1/courses?page=${catalogueMaxPage}` })).statusCode).toBe(200);
    for (const [lang, words] of [
      ["bg", "Стойността е твърде голяма"],
      ["en", "The value is too large"],
    ] as const) {
      const deeper = await t.app.inject({
        url: `/api/v1/courses?category_id=1&page=${catalogueMaxPage + 1}`,
        headers: { "content-language": lang },
      });
      expect(deeper.statusCode).toBe(422);
      expect(deeper.json()).toMatchObject({ code: "validation_failed", errors: { page: [words] } });
    }
  });
});
