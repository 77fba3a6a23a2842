import { describe, expect, it } from "vitest";
import { blogListFilters, blogListSearch } from "./blog-list-filters";

const url = (search: string) => new URL(`https://kursove.bg/admin/blog${search}`);

describe("the admin blog list's filters", () => {
  it("keeps a known state and language and a trimmed search, and drops the rest", () => {
    expect(blogListFilters(url("?status=draft&locale=en&q=%20глина%20"))).toEqual({
      status: "draft",
      locale: "en",
      q: "глина",
    });
    expect(blogListFilters(url("?status=gone&locale=de"))).toEqual({ status: "all", locale: "", q: "" });
    expect(blogListFilters(url(`?q=${"x".repeat(150)}`)).q).toHaveLength(100);
  });

  it("links each tab with the language and search kept", () => {
    const filters = blogListFilters(url("?status=published&locale=bg&q=ток"));
    expect(blogListSearch(filters).toString()).toBe("status=published&locale=bg&q=%D1%82%D0%BE%D0%BA");
    expect(blogListSearch(filters, "all").toString()).toBe("locale=bg&q=%D1%82%D0%BE%D0%BA");
    expect(blogListSearch(blogListFilters(url(""))).toString()).toBe("");
  });
});
