import { describe, expect, it } from "vitest";
import { pageFormatsJson } from "./page-formats";

describe("the page's formats script (PAGE-FORMATS)", () => {
  it("is nothing when the page formatted nothing", () => {
    expect(pageFormatsJson({})).toBeNull();
  });

  it("escapes '<' so an answer cannot close the script", () => {
    const json = pageFormatsJson({ f: { "1": "</script><script>alert(1)</script>" } })!;
    expect(json).not.toContain("<");
    expect(JSON.parse(json)).toEqual({ f: { "1": "</script><script>alert(1)</script>" } });
  });

  it("sends at most 600 answers, the first the page formatted", () => {
    const many = Object.fromEntries(Array.from({ length: 700 }, (_, i) => [String(i), `${i} €`]));
    const given = JSON.parse(pageFormatsJson({ first: { a: "A" }, amounts: many })!);
    expect(given.first).toEqual({ a: "A" });
    expect(Object.keys(given.amounts)).toHaveLength(599);
    expect(given.amounts["0"]).toBe("0 €");
    expect(given.amounts["599"]).toBeUndefined();
  });
});
