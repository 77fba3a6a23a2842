import type { Category } from "@kursove/contracts";
import { createElement } from "react";
import { useLoaderData } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInPage } from "../../test/render";
import { CategoryMenu } from "./category-menu";
import { askCategories, forgetHeaderCategories, headerCategoriesOf } from "./header-categories";

const named = (name: string): Category[] => [
  { id: 3, slug: "it", name, subcategories: [{ id: 31, slug: "web", name: `${name} web` }] },
];

type MenuState = Parameters<typeof CategoryMenu>[0]["categories"];

/** The open menu's content, its state given as the root's data beside the language. */
function Menu() {
  const { categories } = useLoaderData() as { categories: MenuState };
  return createElement(CategoryMenu, { categories, retry: () => {} });
}

/** The open menu's content in a language, under a router as in the header. */
const renderMenu = (categories: MenuState, locale: "bg" | "en" = "bg") =>
  renderInPage(Menu, { locale, root: { categories } });

/** A stand-in for the browser's fetch that answers the index in the language asked. */
function answerIndex(fail = 0) {
  let failures = fail;
  const calls: string[] = [];
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const locale = new Headers(init.headers).get("content-language") ?? "";
    calls.push(locale);
    if (failures-- > 0) return new Response("{}", { status: 503 });
    return Response.json({ categories: named(locale === "en" ? "IT" : "ИТ") });
  });
  vi.stubGlobal("fetch", fetch);
  return { calls, fetch };
}

afterEach(() => {
  forgetHeaderCategories();
  vi.unstubAllGlobals();
});

describe("the header's categories menu (HEADER-CATEGORIES)", () => {
  it("says the categories are on the way while they load, in both languages", () => {
    const bg = renderMenu({ state: "loading" });
    expect(bg).toMatch(/<p role="status"[^>]*>Категориите се зареждат…<\/p>/);
    expect(renderMenu({ state: "loading" }, "en")).toContain("Loading the categories…");
  });

  it("says they failed and offers a retry button", () => {
    const bg = renderMenu({ state: "failed" });
    expect(bg).toMatch(/<p role="alert"[^>]*>Категориите не можаха да се заредят.<\/p>/);
    expect(bg).toMatch(/<button type="button"[^>]*>Опитайте отново<\/button>/);
    const en = renderMenu({ state: "failed" }, "en");
    expect(en).toContain("The categories could not be loaded.");
    expect(en).toMatch(/<button type="button"[^>]*>Try again<\/button>/);
  });

  it("lists each category and subcategory as a link into the catalogue", () => {
    const html = renderMenu({ state: "ready", categories: named("Software") }, "en");
    expect(html).toContain('href="/en/courses?category_id=3"');
    expect(html).toContain('href="/en/courses?subcategory_id=31&amp;category_id=3"');
    expect(html).not.toContain('role="status"');
  });

  it("asks the API once per language for the page's life, anonymously", async () => {
    const { calls, fetch } = answerIndex();
    const [first, again] = await Promise.all([askCategories("bg"), askCategories("bg")]);
    expect(first[0]!.name).toBe("ИТ");
    expect(again).toBe(first);
    expect((await askCategories("en"))[0]!.name).toBe("IT");
    expect(await askCategories("bg")).toBe(first);
    expect(calls).toEqual(["bg", "en"]);
    expect(fetch.mock.calls[0]![0]).toBe("/api/v1/index");
    expect(fetch.mock.calls[0]![1]).toMatchObject({ credentials: "omit" });
  });

  it("asks again after a failed answer, so the retry can succeed", async () => {
    const { calls } = answerIndex(1);
    await expect(askCategories("bg")).rejects.toThrow("GET /index 503");
    expect((await askCategories("bg"))[0]!.name).toBe("ИТ");
    expect(calls).toEqual(["bg", "bg"]);
  });

  it("shows the page's own categories at once, and never another language's answer", () => {
    const fromPage = named("ИТ");
    expect(headerCategoriesOf("bg", fromPage, null)).toEqual({ state: "ready", categories: fromPage });
    expect(headerCategoriesOf("bg", [], null)).toEqual({ state: "loading" });
    expect(headerCategoriesOf("bg", [], { locale: "en", categories: named("IT") })).toEqual({
      state: "loading",
    });
    expect(headerCategoriesOf("en", [], { locale: "en", categories: named("IT") })).toMatchObject({
      state: "ready",
    });
    expect(headerCategoriesOf("en", [], { locale: "en", categories: null })).toEqual({ state: "failed" });
  });
});
