import { describe, expect, it } from "vitest";
import { localeCookieHeader, localeOfPath, localizePath, readCookie, stripLocale } from "./locale";

describe("locale paths (bg without prefix, en under /en)", () => {
  it("reads the locale of a path", () => {
    expect(localeOfPath("/")).toBe("bg");
    expect(localeOfPath("/courses")).toBe("bg");
    expect(localeOfPath("/en")).toBe("en");
    expect(localeOfPath("/en/courses/x")).toBe("en");
    expect(localeOfPath("/english-course")).toBe("bg");
  });
  it("moves a path between locales", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/faq", "en")).toBe("/en/faq");
    expect(localizePath("/faq", "bg")).toBe("/faq");
    expect(stripLocale("/en")).toBe("/");
    expect(stripLocale("/en/faq")).toBe("/faq");
  });
  it("remembers the locale in i18n_redirected for 365 days, path /, SameSite Lax", () => {
    expect(localeCookieHeader("en")).toBe("i18n_redirected=en; Max-Age=31536000; Path=/; SameSite=Lax");
    expect(readCookie("a=1; i18n_redirected=en", "i18n_redirected")).toBe("en");
    expect(readCookie(null, "i18n_redirected")).toBeUndefined();
  });
});
