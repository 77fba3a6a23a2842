import { indexResponse } from "@kursove/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("GET /api/v1/index", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers categories with subcategories, countries, languages, rankings and statuses", async () => {
    const res = await t.app.inject({ url: "/api/v1/index" });
    expect(res.statusCode).toBe(200);
    const body = indexResponse.parse(res.json());
    expect(Object.keys(res.json()).sort()).toEqual([
      "categories",
      "countries",
      "languages",
      "rankings",
      "statuses",
    ]);
    expect(body.categories.length).toBeGreaterThanOrEqual(8);
    for (const c of body.categories) {
      expect(c.subcategories.length).toBeGreaterThan(0);
      expect(Number.isInteger(c.id)).toBe(true);
    }
    expect(body.countries.map((c) => c.iso)).toEqual(["BG", "RO"]);
    const cities = body.countries[0]!.cities.map((c) => c.name);
    expect(cities).toEqual(["София", "Велико Търново", "Пловдив", "Добрич", "Варна", "Бургас"]);
    expect(body.countries[0]!.cities.every((c) => c.districts.length > 0)).toBe(true);
    expect(body.languages.map((l) => l.code)).toEqual(["bg", "en", "de", "es", "fr", "pt", "it"]);
    expect(body.rankings.map((r) => r.value)).toEqual([
      "rating",
      "newest",
      "hot",
      "bestsellers",
      "this_week",
      "latest",
    ]);
    expect(body.statuses.order.map((s) => s.value)).toContain("partially_refunded");
  });

  it("names everything in the language of Content-Language", async () => {
    const bg = (await t.app.inject({ url: "/api/v1/index" })).json();
    const en = (await t.app.inject({ url: "/api/v1/index", headers: { "content-language": "en" } })).json();
    expect(bg.countries[0].name).toBe("България");
    expect(en.countries[0].name).toBe("Bulgaria");
    expect(en.rankings[0].name).toBe("Highest rated");
    expect(bg.rankings[0].name).toBe("Най-висока оценка");
    expect(bg.categories[0].id).toBe(en.categories[0].id);
    expect(bg.categories[0].name).not.toBe(en.categories[0].name);
  });
});
