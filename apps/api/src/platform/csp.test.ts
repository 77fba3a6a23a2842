import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { dataPolicy, inlineScriptHashes, newNonce, pagePolicy } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const directive = (policy: string, name: string) =>
  policy
    .split(/;\s*/)
    .find((d) => d.startsWith(`${name} `))
    ?.split(" ")
    .slice(1) ?? [];

/** CSP: the pages' policy allows no inline script that the server did not render itself. */
describe("Content-Security-Policy", () => {
  it("hashes exactly the inline scripts of a page, byte for byte, and skips scripts loaded from a file", () => {
    const first = 'window.__ctx = {"a":"б"};';
    const second = "\n  import('/assets/entry.js');\n";
    const html = `<html><head><script nonce="x">${first}</script><script src="/assets/a.js"></script>
      <script type="module" async="">${second}</script></head><body><SCRIPT>${first}</SCRIPT></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)]);
    expect(inlineScriptHashes("<p>no scripts</p>")).toEqual([]);
  });

  it("allows inline scripts only by the nonce or the hashes, never by 'unsafe-inline' or eval", () => {
    const nonce = newNonce();
    expect(Buffer.from(nonce, "base64")).toHaveLength(16);
    expect(newNonce()).not.toBe(nonce);
    const options = { stripe: false, https: false };
    const byNonce = pagePolicy({ nonce }, options);
    expect(directive(byNonce, "script-src")).toEqual(["'self'", `'nonce-${nonce}'`]);
    const byHash = pagePolicy({ hashes: [sha("a"), sha("b")] }, options);
    expect(directive(byHash, "script-src")).toEqual(["'self'", sha("a"), sha("b")]);
    for (const policy of [byNonce, byHash]) {
      expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|\*(?!\.)/);
      expect(directive(policy, "object-src")).toEqual(["'none'"]);
      expect(directive(policy, "base-uri")).toEqual(["'self'"]);
      expect(directive(policy, "frame-ancestors")).toEqual(["'self'"]);
      expect(directive(policy, "default-src")).toEqual(["'self'"]);
      expect(directive(policy, "form-action")).toEqual(["'self'"]);
      expect(policy).not.toMatch(/stripe|upgrade-insecure-requests/);
    }
  });

  it("lets Stripe's card fields in only when the gateway is Stripe, and upgrades http on an https site", () => {
    const policy = pagePolicy({ nonce: "n" }, { stripe: true, https: true });
    expect(directive(policy, "script-src")).toContain("https://js.stripe.com");
    expect(directive(policy, "connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
    expect(policy).toMatch(/; upgrade-insecure-requests$/);
  });

  describe("on API answers", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it("gives JSON answers, refusals included, a policy under which nothing runs or is framed", async () => {
      for (const url of ["/api/v1/courses", "/api/v1/user", "/api/v1/no-such-route"]) {
        const res = await t.app.inject({ url });
        expect(res.headers["content-type"], url).toMatch(/json/);
        expect(res.headers["content-security-policy"], url).toBe(dataPolicy);
      }
      expect(dataPolicy).toMatch(/^default-src 'none'; frame-ancestors 'none'$/);
    });

    it("keeps the API documentation working with its own hashed policy", async () => {
      const res = await t.app.inject({ url: "/api/v1/docs" });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-security-policy"]).not.toBe(dataPolicy);
      expect(res.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    });
  });
});
