import type { AdminProviderDetail } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { requestFieldValue, requestGroups } from "./request-groups";

describe("requestGroups", () => {
  it("asks every field of a request once, in the four steps of the form", () => {
    const fields = requestGroups.flatMap((g) => g.fields);
    expect(new Set(fields).size).toBe(fields.length);
    expect(requestGroups.map((g) => g.step)).toEqual([1, 2, 3, 4]);
  });

  it("shows the city by name, and no city as empty", () => {
    const provider = { city: null, iban: "BG80BNBG96611020345678" } as unknown as AdminProviderDetail;
    expect(requestFieldValue(provider, "city_id")).toBe("");
    expect(requestFieldValue({ ...provider, city: "Пловдив" }, "city_id")).toBe("Пловдив");
    expect(requestFieldValue(provider, "iban")).toBe("BG80BNBG96611020345678");
  });
});
