import { describe, expect, it } from "vitest";
import { isLinkAllowed } from "./link-rules";

describe("the editor's link rules (the same as the server's)", () => {
  it("allows http(s) addresses with a host, mailto and paths of the site", () => {
    for (const href of [
      "https://example.com",
      "http://example.com/a?b=1#c",
      "mailto:a@b.bg",
      "/courses",
      " /en/blog ",
    ])
      expect(isLinkAllowed(href), href).toBe(true);
  });

  it("refuses scripts, data, other hosts without a scheme and relative paths", () => {
    for (const href of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "/\\evil.example",
      "https://",
      "https:evil.example",
      "courses",
      "#top",
      "ftp://example.com",
    ])
      expect(isLinkAllowed(href), href).toBe(false);
  });
});
