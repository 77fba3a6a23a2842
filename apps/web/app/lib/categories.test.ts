import type { IndexResponse } from "@kursove/contracts";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { useCategories } from "./categories";

const pageCategories: IndexResponse["categories"] = [
  { id: 3, slug: "it", name: "ИТ", subcategories: [{ id: 31, slug: "web", name: "Уеб разработка" }] },
];

function CategoryNames() {
  return createElement(
    "p",
    null,
    useCategories()
      .flatMap((c) => [c.name, ...c.subcategories.map((s) => s.name)])
      .join(", ") || "—",
  );
}

/** A page under a root whose data has no categories, as root.tsx answers. */
function render(pageData: unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => null,
      children: [{ id: "page", index: true, Component: CategoryNames, loader: () => pageData }],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: ["/"],
      hydrationData: { loaderData: { root: { locale: "bg" }, page: pageData } },
    }),
  );
}

describe("useCategories (PAGE-CATEGORIES)", () => {
  it("gives the categories the page's own loader sent", () => {
    expect(render({ pageCategories })).toContain("ИТ, Уеб разработка");
  });

  it("gives none on a page whose loader does not send them", () => {
    expect(render({ title: "Курс" })).toContain("<p>—</p>");
  });
});
