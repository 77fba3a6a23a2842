import type { IndexResponse } from "@kursove/contracts";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { describe, expect, it } from "vitest";
import { useCountries } from "./countries";

const placeCountries = [
  { iso: "BG", name: "България", cities: [{ id: 7, name: "Добрич", districts: [] }] },
] as unknown as IndexResponse["countries"];

function CityNames() {
  return createElement(
    "p",
    null,
    useCountries()
      .flatMap((c) => c.cities.map((city) => city.name))
      .join(", ") || "—",
  );
}

/** A page under a root whose data has no countries, as root.tsx answers. */
function render(pageData: unknown) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      Component: Outlet,
      loader: () => null,
      children: [{ id: "page", index: true, Component: CityNames, loader: () => pageData }],
    },
  ]);
  return renderToString(
    createElement(Stub, {
      initialEntries: ["/"],
      hydrationData: { loaderData: { root: { locale: "bg" }, page: pageData } },
    }),
  );
}

describe("useCountries (PAGE-COUNTRIES)", () => {
  it("gives the countries the page's own loader sent", () => {
    expect(render({ placeCountries })).toContain("Добрич");
  });

  it("gives none on a page whose loader does not send them", () => {
    expect(render({ title: "Курс" })).toContain("<p>—</p>");
  });
});
