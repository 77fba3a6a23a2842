import type { Category } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { activeChipsOf, type ChipWords } from "./active-chips";
import { fromSearchParams } from "./filters";

const categories: Category[] = [
  { id: 3, name: "IT", slug: "it", subcategories: [{ id: 7, name: "Python", slug: "python" }] },
];
const cities = [{ value: "sofia", name: "София", count: 4 }];
// each word names its key and options, so a test sees what was asked for
const words: ChipWords = {
  t: (key, options) => (options ? `${key} ${JSON.stringify(options)}` : key),
  number: (value) => `n${value}`,
  money: (minor) => `${minor}¢`,
  day: (date) => `d${date}`,
};
const chipsOf = (search: string) => activeChipsOf(fromSearchParams(search), cities, categories, words);

describe("the catalogue's chosen-filter chips", () => {
  it("show no chip when nothing is chosen", () => {
    expect(chipsOf("")).toEqual([]);
  });

  it("name the category and subcategory, and removing the category drops both", () => {
    const [category, subcategory] = chipsOf("?category_id=3&subcategory_id=7");
    expect([category?.label, subcategory?.label]).toEqual(["IT", "Python"]);
    expect(category?.next).toEqual({});
    expect(subcategory?.next).toEqual({ category_id: "3" });
  });

  it("show a price range as one chip, or its single end as from / to", () => {
    expect(chipsOf("?price_min=1000&price_max=5000")[0]).toMatchObject({
      key: "price",
      label: "1000¢ – 5000¢",
      next: {},
    });
    expect(chipsOf("?price_max=5000")[0]?.label).toBe('active.priceTo {"price":"5000¢"}');
  });

  it("read a search out by its words and a city by its name, falling back to the slug", () => {
    expect(chipsOf("?q=python")[0]).toMatchObject({ key: "q", name: "python" });
    expect(chipsOf("?city=sofia")[0]?.label).toBe("София");
    expect(chipsOf("?city=varna")[0]?.label).toBe("varna");
  });

  it("give each type and language its own chip that removes only it", () => {
    const chips = chipsOf("?type=online&type=onsite&language=en");
    expect(chips.map((c) => c.key)).toEqual(["type-online", "type-onsite", "language-en"]);
    expect(chips[0]?.next).toEqual({ type: ["onsite"], language: ["en"] });
  });
});
