import Fastify from "fastify";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDeps } from "../app";
import { loadConfig } from "../config";
import { createTestApp, type TestApp } from "../test/test-app";
import { permissionsPolicy } from "./csp";
import { PublicCache } from "./public-cache";
import { registerWeb, withoutTrailingSlash } from "./web";

/** TRAILING-SLASH: a page's address with a trailing slash is sent, permanently, to the one without. */
describe("page addresses with a trailing slash", () => {
  const app = Fastify();
  beforeAll(async () => {
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: "/tmp/kursove-web-test" });
    app.decorate("deps", { config } as AppDeps);
    app.decorate("publicCache", new PublicCache({ seconds: 0, megabytes: 0 }));
    // a redirect is answered before React Router is asked: a build that is never loaded proves it
    await registerWeb(app, {
      build: async (): Promise<ServerBuild> => {
        throw new Error("no page is rendered for a redirect");
      },
    });
  });
  afterAll(() => app.close());

  const pages = [
    "/business",
    "/consumers",
    "/kids",
    "/open-courses",
    "/terms-of-use",
    "/privacy-policy",
    "/cookie-policy",
    "/courses",
    "/courses/intro-to-python",
    "/faq",
    "/profile/orders",
  ];

  it("redirects every page, in both languages, keeping the method and the query", async () => {
    for (const page of [...pages, ...pages.map((p) => `/en${p}`), "/en"]) {
      for (const method of ["GET", "HEAD", "POST"] as const) {
        const res = await app.inject({ method, url: `${page}/?sort=rating&page=2` });
        expect(res.statusCode, `${method} ${page}/`).toBe(308);
        expect(res.headers.location, page).toBe(`${page}?sort=rating&page=2`);
      }
      expect((await app.inject({ url: `${page}//` })).headers.location).toBe(page);
    }
  });

  it("never redirects to another site or with an invalid header", () => {
    expect(withoutTrailingSlash("/")).toBeNull();
    expect(withoutTrailingSlash("/kids?x=/")).toBeNull();
    expect(withoutTrailingSlash("//evil.example/")).toBe("/");
    expect(withoutTrailingSlash("///evil.example/x/")).toBe("/x");
    expect(withoutTrailingSlash("/a/..//evil.example/")).toBe("/evil.example");
    expect(withoutTrailingSlash("/\\evil.example/")).toBe("/");
    expect(withoutTrailingSlash("/курсове/?q=лято")).toBe(
      "/%D0%BA%D1%83%D1%80%D1%81%D0%BE%D0%B2%D0%B5?q=%D0%BB%D1%8F%D1%82%D0%BE",
    );
  });
});

/** PERMISSIONS-POLICY: no answer lets a page use the camera, microphone or location. */
describe("Permissions-Policy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "reference" });
  });
  afterAll(() => t.close());

  it("is sent on API answers and refusals, allowing payments only here and in Stripe's frames", async () => {
    for (const url of ["/api/v1/health", "/api/v1/user", "/api/v1/no-such-route"]) {
      const res = await t.app.inject({ url });
      expect(res.headers["permissions-policy"], url).toBe(permissionsPolicy);
    }
    expect(permissionsPolicy).toMatch(/(^|, )camera=\(\)/);
    expect(permissionsPolicy).toMatch(/(^|, )microphone=\(\)/);
    expect(permissionsPolicy).toMatch(/(^|, )geolocation=\(\)/);
    expect(permissionsPolicy).toMatch(/payment=\(self "https:\/\/js\.stripe\.com"\)/);
  });
});
