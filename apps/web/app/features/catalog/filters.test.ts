import { describe, expect, it } from "vitest";
import {
  applyTypedPrices,
  clearFilters,
  clearKeys,
  countActive,
  countFacets,
  dropInvalid,
  filterLinkRel,
  fromSearchParams,
  isIndexable,
  isSameQuery,
  levaToMinor,
  onlyKeys,
  queryKey,
  setPrice,
  setValue,
  toggleCategory,
  toggleSingle,
  toggleSubcategory,
  toggleThisWeek,
  toggleValue,
  toSearch,
  toSearchParams,
  withPage,
} from "./filters";

const bounds = { min: 3500, max: 189000 };

describe("catalogue filters", () => {
  it("sets a category, and removes it with its subcategory and fields when toggled again", () => {
    const chosen = toggleCategory({ q: "excel", page: "3" }, 1);
    expect(chosen).toEqual({ q: "excel", category_id: "1" });
    const deeper = { ...chosen, subcategory_id: "2", field_level: "beginner", type: ["online"] };
    expect(toggleCategory(deeper, 1)).toEqual({ q: "excel", type: ["online"] });
  });

  it("drops the subcategory and fields of the old category when another category is chosen", () => {
    expect(toggleCategory({ category_id: "1", subcategory_id: "2", field_x: "y" }, 8)).toEqual({
      category_id: "8",
    });
  });

  it("chooses a subcategory with its category, and removes only the subcategory when toggled again", () => {
    const chosen = toggleSubcategory({ category_id: "8", subcategory_id: "9" }, 1, 2);
    expect(chosen).toEqual({ category_id: "1", subcategory_id: "2" });
    expect(toggleSubcategory(chosen, 1, 2)).toEqual({ category_id: "1" });
    expect(toggleSubcategory({ category_id: "1", subcategory_id: "3" }, 1, 2)).toEqual({
      category_id: "1",
      subcategory_id: "2",
    });
  });

  it("adds a slug to a list filter and removes it when toggled again", () => {
    const one = toggleValue({ page: "2" }, "type", "online");
    expect(one).toEqual({ type: ["online"] });
    const two = toggleValue(one, "type", "onsite");
    expect(two).toEqual({ type: ["online", "onsite"] });
    expect(toggleValue(two, "type", "online")).toEqual({ type: ["onsite"] });
    expect(toggleValue({ language: ["de"] }, "language", "de")).toEqual({});
  });

  it("sets or clears a single value and defaults the type to open when none is chosen", () => {
    expect(toggleSingle({}, "audience", "kids")).toEqual({ audience: "kids", type: ["open"] });
    expect(toggleSingle({ type: ["online"] }, "audience", "kids")).toEqual({
      type: ["online"],
      audience: "kids",
    });
    expect(toggleSingle({ audience: "kids", type: ["open"], page: "2" }, "audience", "kids")).toEqual({
      type: ["open"],
    });
    expect(toggleSingle({ audience: "business", type: ["online"] }, "audience", "kids").audience).toBe(
      "kids",
    );
  });

  it("sets a plain value or removes it when empty, and removes keys", () => {
    expect(setValue({ page: "4" }, "city", "sofia")).toEqual({ city: "sofia" });
    expect(setValue({ city: "sofia" }, "city", "")).toEqual({});
    expect(
      clearKeys({ date_from: "2026-01-01", date_to: "2026-01-07", q: "x" }, "date_from", "date_to"),
    ).toEqual({ q: "x" });
    expect(clearFilters({ q: "x", sort: "rating", type: ["online"], city: "sofia", page: "2" })).toEqual({
      q: "x",
      sort: "rating",
    });
  });

  it("drops a price limit equal to (or beyond) the bound of the range", () => {
    expect(setPrice({}, 3500, 189000, bounds)).toEqual({});
    expect(setPrice({}, 1000, 500000, bounds)).toEqual({});
    expect(setPrice({ page: "2" }, 20000, 189000, bounds)).toEqual({ price_min: "20000" });
    expect(setPrice({ price_min: "9000" }, 3500, 50000, bounds)).toEqual({ price_max: "50000" });
    expect(setPrice({}, 50000, 20000, bounds)).toEqual({ price_min: "20000", price_max: "50000" });
    expect(setPrice({ price_min: "9000" }, undefined, undefined, bounds)).toEqual({});
  });

  it("turns the leva typed in the form into minor units within the bounds", () => {
    expect(levaToMinor("12,50")).toBe(1250);
    expect(levaToMinor("200")).toBe(20000);
    expect(levaToMinor("")).toBeUndefined();
    expect(levaToMinor("abc")).toBeUndefined();
    expect(applyTypedPrices({ type: ["online"], price_from: "200", price_to: "1890" }, bounds)).toEqual({
      type: ["online"],
      price_min: "20000",
    });
    expect(applyTypedPrices({ price_min: "9000" }, bounds)).toEqual({ price_min: "9000" });
  });

  it("does not put page 1 in the filters, but other pages", () => {
    expect(withPage({ type: ["online"], page: "3" }, 1)).toEqual({ type: ["online"] });
    expect(withPage({ type: ["online"] }, 2)).toEqual({ type: ["online"], page: "2" });
    expect(fromSearchParams("page=1&q=x")).toEqual({ q: "x" });
    expect(toSearch(withPage({}, 1))).toBe("");
  });

  it("round-trips through a query string, reading lists as repeated keys or comma lists", () => {
    const filters = { category_id: "1", type: ["online", "onsite"], q: "уеб дизайн", page: "2" };
    expect(fromSearchParams(toSearchParams(filters))).toEqual(filters);
    expect(toSearchParams(filters).toString()).toBe(
      "category_id=1&type=online&type=onsite&q=%D1%83%D0%B5%D0%B1+%D0%B4%D0%B8%D0%B7%D0%B0%D0%B9%D0%BD&page=2",
    );
    expect(fromSearchParams("type=online,onsite&language=bg&language=de,bg&city=&q=%20")).toEqual({
      type: ["online", "onsite"],
      language: ["bg", "de"],
    });
  });

  it("gives the same cache key for the same filters in any order", () => {
    expect(queryKey({ type: ["onsite", "online"], q: "x" })).toBe(
      queryKey({ q: "x", type: ["online", "onsite"] }),
    );
    expect(queryKey({ q: "x" })).not.toBe(queryKey({ q: "y" }));
    expect(isSameQuery(new URLSearchParams("a=1&b=2"), new URLSearchParams("b=2&a=1"))).toBe(true);
    expect(isSameQuery(new URLSearchParams("a=1&b="), new URLSearchParams("a=1"))).toBe(false);
  });

  it("drops values the API would refuse", () => {
    expect(
      dropInvalid({ type: ["online", "flying"], sort: "random", rating: "4.5", category_id: "x", q: "ok" }),
    ).toEqual({ type: ["online"], rating: "4.5", q: "ok" });
  });

  it("drops a page deeper than the catalogue goes, so the address leads to its first page (CATALOGUE-DEEP-PAGES)", () => {
    expect(dropInvalid({ category_id: "1", page: "1000" })).toEqual({ category_id: "1", page: "1000" });
    expect(dropInvalid({ category_id: "1", page: "1001" })).toEqual({ category_id: "1" });
    expect(dropInvalid({ page: "71435" })).toEqual({});
  });

  it("counts the chosen filters, a price or date range once", () => {
    expect(countActive({ q: "x", sort: "rating", page: "2" })).toBe(0);
    expect(countActive({ type: ["online", "onsite"], price_min: "1", price_max: "9", city: "sofia" })).toBe(
      4,
    );
    expect(countActive({ date_to: "2026-01-01" })).toBe(1);
  });

  it("counts facets: a category with its subcategory, a range or a search is one (CATALOGUE-CRAWL)", () => {
    expect(countFacets({})).toBe(0);
    expect(countFacets({ category_id: "1", subcategory_id: "2", page: "3" })).toBe(1);
    expect(countFacets({ price_min: "100", price_max: "900" })).toBe(1);
    expect(countFacets({ type: ["online", "onsite"] })).toBe(2);
    expect(countFacets({ category_id: "1", q: "excel" })).toBe(2);
    expect(countFacets({ type: ["online"], sort: "this_week" })).toBe(2);
    expect(countFacets({ type: ["online"], sort: "rating" })).toBe(1);
  });

  it("indexes category pages and single facets only; combinations are noindex and their links nofollow (CATALOGUE-CRAWL)", () => {
    expect(isIndexable({})).toBe(true);
    expect(isIndexable({ category_id: "1", subcategory_id: "2", page: "2" })).toBe(true);
    expect(isIndexable({ type: ["online"] })).toBe(true);
    expect(isIndexable({ type: ["online"], page: "2" })).toBe(false);
    expect(isIndexable({ category_id: "1", type: ["online"] })).toBe(false);
    expect(isIndexable({ sort: "rating" })).toBe(false);
    expect(isIndexable({ q: "excel" })).toBe(false);
    expect(filterLinkRel({ category_id: "1" })).toBeUndefined();
    expect(filterLinkRel(toggleValue({ category_id: "1" }, "type", "online"))).toBe("nofollow");
    expect(filterLinkRel(toggleValue({ type: ["online"] }, "type", "certification"))).toBe("nofollow");
  });

  it("makes the This week quick filter the API's this_week sort, so both find the same courses (CATALOGUE-THIS-WEEK)", () => {
    const on = toggleThisWeek({ type: ["online"], sort: "rating", page: "2" });
    expect(toSearch(on)).toBe("?type=online&sort=this_week");
    expect(toggleThisWeek(on)).toEqual({ type: ["online"] });
  });

  it("keeps only the filters of the keys asked for", () => {
    const filters = { category_id: "3", type: ["online"], sort: "rating", page: "2" };
    expect(onlyKeys(filters, ["category_id", "page"])).toEqual({ category_id: "3", page: "2" });
    expect(onlyKeys(filters, [])).toEqual({});
  });
});
