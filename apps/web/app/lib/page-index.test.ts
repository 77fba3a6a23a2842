import type { IndexResponse } from "@kursove/contracts";
import { createElement } from "react";
import { Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { renderRoutes } from "../test/render";
import { useCategories } from "./categories";
import { useCountries } from "./countries";

const pageCategories: IndexResponse["categories"] = [
  { id: 3, slug: "it", name: "ИТ", subcategories: [{ id: 31, slug: "web", name: "Уеб разработка" }] },
];
const placeCountries = [
  { iso: "BG", name: "България", cities: [{ id: 7, name: "Добрич", districts: [] }] },
] as unknown as IndexResponse["countries"];

function CategoryNames() {
  const names = useCategories().flatMap((c) => [c.name, ...c.subcategories.map((s) => s.name)]);
  return createElement("p", null, names.join(", ") || "—");
}

function CityNames() {
  const names = useCountries().flatMap((c) => c.cities.map((city) => city.name));
  return createElement("p", null, names.join(", ") || "—");
}

/** A page under a layout and a root whose data has no lists, as root.tsx answers. */
function render(Names: () => unknown, pageData: unknown, layoutData: unknown = null) {
  const page = { id: "page", index: true, Component: Names as () => null, loader: () => pageData };
  const layout = { id: "layout", Component: Outlet, loader: () => layoutData, children: [page] };
  return renderRoutes(
    [{ id: "root", path: "/", Component: Outlet, loader: () => null, children: [layout] }],
    {
      loaderData: { layout: layoutData, page: pageData },
    },
  );
}

describe("useCategories (PAGE-CATEGORIES)", () => {
  it("gives the categories the page's own loader sent", () => {
    expect(render(CategoryNames, { pageCategories })).toContain("ИТ, Уеб разработка");
  });

  it("gives none on a page whose loader does not send them", () => {
    expect(render(CategoryNames, { title: "Курс" })).toContain("<p>—</p>");
  });
});

describe("useCountries (PAGE-COUNTRIES)", () => {
  it("gives the countries the page's own loader sent", () => {
    expect(render(CityNames, { placeCountries })).toContain("Добрич");
  });

  it("gives none on a page whose loader does not send them", () => {
    expect(render(CityNames, { title: "Курс" })).toContain("<p>—</p>");
  });

  it("gives the innermost loader's list when a layout sends one too", () => {
    const layout = [{ iso: "GR", name: "Гърция", cities: [{ id: 9, name: "Солун", districts: [] }] }];
    expect(render(CityNames, { placeCountries }, { placeCountries: layout })).toContain("<p>Добрич</p>");
    expect(render(CityNames, { title: "Курс" }, { placeCountries: layout })).toContain("<p>Солун</p>");
  });
});
