import { describe, expect, it } from "vitest";
import { loader } from "../routes/switch-locale";
import { localPath } from "./locale";
import { safeRedirect } from "./session.server";

type LoaderArgs = Parameters<typeof loader>[0];
const switchTo = (query: string) =>
  loader({ request: new Request(`http://localhost/switch-locale?${query}`) } as LoaderArgs);

/** LOCALE-SWITCH: the language switcher's redirect stays on this site and is always a valid header. */
describe("switching the language with a hostile path", () => {
  it("keeps local paths and their query, encoded for a header", () => {
    expect(localPath("/courses?type=online&page=2")).toBe("/courses?type=online&page=2");
    expect(localPath("/курсове?q=лято")).toBe(
      "/%D0%BA%D1%83%D1%80%D1%81%D0%BE%D0%B2%D0%B5?q=%D0%BB%D1%8F%D1%82%D0%BE",
    );
    expect(localPath("/a\u0001b\u007f")).toBe("/a%01b%7F");
    expect(localPath("/\uFFFD%A?q=%")).toBe("/%EF%BF%BD%25A?q=%25");
  });

  it("refuses paths that leave the site or are not paths", () => {
    for (const raw of [
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "evil",
      "",
      null,
      "/a/..//evil",
    ])
      expect(localPath(raw), String(raw)).toBeNull();
  });

  it("redirects control characters, broken escapes and raw Cyrillic without a server error", () => {
    for (const path of ["%2Fa%0D%0Aset-cookie:x=1", "%2F%E0%A4%A", "/курсове", "%2Fx%00%01%1F", "/\t/evil"]) {
      const response = switchTo(`to=en&path=${path}`);
      expect(response.status, path).toBe(302);
      const location = response.headers.get("location") ?? "";
      expect(location, path).toMatch(/^\/en(\/[\x21-\x7e]*)?$/);
      expect(location, path).not.toMatch(/%(?![0-9A-F]{2})/);
      expect(location).not.toMatch(/^\/en\/\//);
    }
    expect(switchTo("to=bg&path=%2F%2Fevil.example").headers.get("location")).toBe("/");
    expect(switchTo("to=en&path=%2Fcourses%3Ftype%3Donline").headers.get("location")).toBe(
      "/en/courses?type=online",
    );
  });

  it("sends a signed-in visitor on only to an encoded path of this site", () => {
    expect(safeRedirect("/курсове?q=лято", "/profile")).toBe(localPath("/курсове?q=лято"));
    expect(safeRedirect("/\\evil.example", "/profile")).toBe("/profile");
    expect(safeRedirect("//evil.example", "/profile")).toBe("/profile");
    expect(safeRedirect("/profile/orders", "/profile")).toBe("/profile/orders");
  });
});
