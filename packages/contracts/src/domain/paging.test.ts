import { describe, expect, it } from "vitest";
import { catalogueMaxPage, lastPage, maxPage, pageFrom, pageOf } from "./paging";

describe("paging", () => {
  it("reads the page from the address, 1 when it is missing or wrong", () => {
    expect(pageOf(new URL("https://x.bg/admin/users?page=3"))).toBe(3);
    expect(pageOf(new URL("https://x.bg/admin/users"))).toBe(1);
    expect(pageOf(new URL("https://x.bg/admin/users?page=-2"))).toBe(1);
    expect(pageOf(new URL("https://x.bg/admin/users?page=abc"))).toBe(1);
  });
  it("keeps whole pages up to the highest the API answers", () => {
    expect(pageFrom("2.7")).toBe(2);
    expect(pageFrom("99999")).toBe(maxPage);
    expect(pageFrom(null)).toBe(1);
  });
  it("ends a list at its last page, never past the highest the API answers", () => {
    expect(lastPage(0, 12)).toBe(1);
    expect(lastPage(25, 12)).toBe(3);
    expect(lastPage(1_000_000, 12)).toBe(maxPage);
    expect(lastPage(1_000_000, 12, catalogueMaxPage)).toBe(catalogueMaxPage);
  });
});
