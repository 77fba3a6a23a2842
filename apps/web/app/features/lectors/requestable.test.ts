import type { LectorArea, ProviderSummary } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { matchesProviderSearch, requestableProviders } from "./requestable";

const provider = (id: string): ProviderSummary => ({
  id,
  slug: id,
  name: id,
  punchline: "",
  logo: null,
  city: null,
  rating: 0,
  rating_count: 0,
  courses_count: 0,
});
const link = (id: string, status: LectorArea["providers"][number]["pivot"]["status"]) =>
  ({ id, pivot: { status } }) as LectorArea["providers"][number];

describe("requestableProviders", () => {
  const all = ["a", "b", "c", "d", "e"].map(provider);

  it("offers every provider to a user who is not a lector yet", () => {
    expect(requestableProviders(all, undefined)).toHaveLength(5);
  });

  it("hides providers the lector works with, asked or is invited by, and keeps revoked or left ones", () => {
    const links = [link("a", "accepted"), link("b", "requested"), link("c", "invited"), link("d", "revoked")];
    expect(requestableProviders(all, [...links, link("e", "left")]).map((p) => p.id)).toEqual(["d", "e"]);
  });
});

describe("matchesProviderSearch", () => {
  const academy = { ...provider("a"), name: "Академия Код", city: "Пловдив", punchline: "Python for teens" };

  it("matches the name, city or punchline in any case, and everything for a blank search", () => {
    expect(["академия", "ПЛОВДИВ", "python", "  "].map((q) => matchesProviderSearch(academy, q))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(matchesProviderSearch(academy, "java")).toBe(false);
  });
});
