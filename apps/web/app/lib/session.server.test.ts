import { afterEach, describe, expect, it } from "vitest";
import { authCookie, authCookieHeader, clearAuthCookieHeader } from "./session.server";

/** SESSION-COOKIE: the session cookie is out of scripts' reach, not sent cross-site, and https-only on https. */
describe("the session cookie", () => {
  const before = process.env.PUBLIC_URL;
  afterEach(() => {
    if (before === undefined) delete process.env.PUBLIC_URL;
    else process.env.PUBLIC_URL = before;
  });
  const attributes = (header: string) => header.split("; ").slice(1);

  it("is HttpOnly, SameSite=Lax, for the whole site, for 60 days, and Secure on an https site", () => {
    delete process.env.PUBLIC_URL;
    const plain = authCookieHeader(new Request("http://localhost:3000/login"), "tok");
    expect(plain.startsWith(`${authCookie}=tok; `)).toBe(true);
    expect(attributes(plain)).toEqual(["Max-Age=5184000", "Path=/", "HttpOnly", "SameSite=Lax"]);
    process.env.PUBLIC_URL = "https://kursove.bg";
    const secure = authCookieHeader(new Request("http://10.0.0.5:3000/login"), "tok");
    expect(attributes(secure)).toEqual(["Max-Age=5184000", "Path=/", "HttpOnly", "SameSite=Lax", "Secure"]);
  });

  it("is cleared with the same flags", () => {
    process.env.PUBLIC_URL = "https://kursove.bg";
    const cleared = clearAuthCookieHeader(new Request("https://kursove.bg/logout"));
    expect(cleared).toBe(`${authCookie}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure`);
  });
});
