import { describe, expect, it } from "vitest";
import { apiGet, publicGet } from "./api.server";

/** The headers each API call carried, answered with `{}`. */
function recordingContext() {
  const sent: Headers[] = [];
  const apiFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(new Request(input, init).headers);
    return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
  }) as typeof fetch;
  return { context: { apiFetch, apiBase: "http://localhost:3000/api/v1" }, sent };
}

/** P8 (ADR 034): answers that are the same for everyone are asked without the visitor's session. */
describe("publicGet", () => {
  const request = new Request("http://localhost:3000/courses", {
    headers: { cookie: "auth._token.local=secret; i18n_redirected=bg", "x-forwarded-for": "203.0.113.9" },
  });

  it("leaves the session cookie out, so the API's public cache can answer signed-in visitors", async () => {
    const { context, sent } = recordingContext();
    await publicGet(context, request, "/courses?type=online", "bg");
    expect(sent[0]?.get("cookie")).toBeNull();
    expect(sent[0]?.get("authorization")).toBeNull();
    // the language and the visitor's address still go along
    expect(sent[0]?.get("content-language")).toBe("bg");
    expect(sent[0]?.get("x-forwarded-for")).toBe("203.0.113.9");
  });

  it("differs from apiGet, which asks as the visitor", async () => {
    const { context, sent } = recordingContext();
    await apiGet(context, request, "/user", "en");
    expect(sent[0]?.get("cookie")).toContain("auth._token.local=secret");
  });
});
