import { describe, expect, it } from "vitest";
import { guard, guardUser, pageAttributesOf } from "./guards.server";

type Role = "anonymous" | "learner" | "rejected" | "provider" | "admin";

const users = {
  learner: { is_admin: false, is_provider: false, is_lector: false },
  rejected: { is_admin: false, is_provider: false, is_lector: false },
  provider: { is_admin: false, is_provider: true, is_lector: false },
  admin: { is_admin: true, is_provider: false, is_lector: false },
};

/** The API's answer for a signed-in user: GET /user/header (what the guards read) or GET /user (the whole user). */
const signedInAnswer = (url: string, roles: (typeof users)[keyof typeof users]) => {
  const user = { id: "u1", name: "Ana", ...roles };
  return new Response(
    JSON.stringify(
      url.endsWith("/user/header")
        ? { user, cart: { count: 0, only_expired: false }, unread: 0 }
        : { ...user, email: "ana@example.com", email_verified: true, provider_slug: null },
    ),
    { status: 200 },
  );
};

function args(path: string, role: Role) {
  const headers: Record<string, string> = role === "anonymous" ? {} : { cookie: "auth._token.local=abc" };
  const apiFetch = (async (url: string) =>
    role === "anonymous"
      ? new Response(JSON.stringify({ code: "not_signed_in", message: "x" }), { status: 401 })
      : String(url).endsWith("/provider/request")
        ? new Response(JSON.stringify({ rejection: role === "rejected" ? { reason: "Липсва ЕИК" } : null }))
        : signedInAnswer(String(url), users[role])) as unknown as typeof fetch;
  return {
    request: new Request(`http://localhost${path}`, { headers }),
    context: { apiFetch, apiBase: "http://localhost/api/v1" },
  };
}

/** Where a guard sends a visitor: the redirect target, "pass", or the error status. */
async function outcome(path: string, role: Role, names?: string[]) {
  try {
    await guard(args(path, role), names);
    return "pass";
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get("location") ?? String(thrown.status);
    const status = (thrown as { init?: { status?: number } }).init?.status;
    return status ? String(status) : "error";
  }
}

describe("route guards", () => {
  it.each([
    // [path, role, guards, expected]
    ["/admin", "anonymous", undefined, "/login?redirect=%2Fadmin"],
    ["/admin/mailbox", "learner", undefined, "/"],
    ["/en/admin", "learner", undefined, "/en"],
    ["/admin", "admin", undefined, "pass"],
    ["/profile", "anonymous", undefined, "/login?redirect=%2Fprofile"],
    ["/en/profile/settings", "anonymous", undefined, "/en/login?redirect=%2Fen%2Fprofile%2Fsettings"],
    ["/profile", "learner", undefined, "pass"],
    ["/courses", "anonymous", undefined, "pass"],
    ["/login", "learner", ["guest"], "/profile"],
    ["/en/sign-up", "admin", ["guest"], "/en/profile"],
    ["/login", "anonymous", ["guest"], "pass"],
    ["/dashboard", "anonymous", ["provider"], "/login?redirect=%2Fdashboard"],
    ["/dashboard", "learner", ["provider"], "/profile"],
    ["/dashboard", "rejected", ["provider"], "/profile?notice=provider_rejected"],
    ["/en/dashboard/courses", "rejected", ["provider"], "/en/profile?notice=provider_rejected"],
    ["/dashboard", "provider", ["provider"], "pass"],
    ["/lector", "anonymous", ["lector"], "/login?redirect=%2Flector"],
    ["/en/lector/sessions", "anonymous", ["lector"], "/en/login?redirect=%2Fen%2Flector%2Fsessions"],
  ] as const)("%s as %s with %j -> %s", async (path, role, names, expected) => {
    expect(await outcome(path, role, names ? [...names] : undefined)).toBe(expected);
  });

  it("decides on the header's call alone, and guardUser adds GET /user once for pages that need the whole user", async () => {
    const asked: string[] = [];
    const context = {
      apiBase: "http://localhost/api/v1",
      apiFetch: (async (url: string) => {
        asked.push(String(url).replace("http://localhost/api/v1", ""));
        return signedInAnswer(String(url), users.admin);
      }) as unknown as typeof fetch,
    };
    const request = new Request("http://localhost/admin/users", {
      headers: { cookie: "auth._token.local=abc" },
    });
    expect(await guard({ request, context }, ["admin", "locale"])).toEqual({
      id: "u1",
      name: "Ana",
      ...users.admin,
    });
    expect(asked).toEqual(["/user/header"]);
    // a second loader of the same request shares both answers
    const whole = await guardUser({ request, context }, ["admin", "locale"]);
    expect(await guardUser({ request, context }, ["admin", "locale"])).toBe(whole);
    expect(whole).toMatchObject({ email: "ana@example.com", is_admin: true });
    expect(asked).toEqual(["/user/header", "/user"]);
  });

  it("answers an unknown guard name with a 500", async () => {
    expect(await outcome("/courses", "anonymous", ["nuxt-magic"])).toBe("500");
  });
});

describe("cart and page guards (noEmptyCart, pageAttributes)", () => {
  const item = (expired: boolean) => ({ id: "i", expired, held_until: "2030-01-01T00:00:00Z" });

  /** A signed-in learner (or a visitor) whose GET /cart answers `cart`, or fails with `cartStatus`. */
  function cartArgs(path: string, cart: { items: unknown[] } | null, cartStatus = 200) {
    const apiFetch = (async (url: string) => {
      if (url.endsWith("/cart")) {
        return cart && cartStatus === 200
          ? new Response(JSON.stringify(cart), { status: 200 })
          : new Response(JSON.stringify({ code: "unexpected", message: "x" }), { status: cartStatus });
      }
      return signedInAnswer(url, users.learner);
    }) as unknown as typeof fetch;
    return {
      request: new Request(`http://localhost${path}`, { headers: { cookie: "auth._token.local=abc" } }),
      context: { apiFetch, apiBase: "http://localhost/api/v1" },
    };
  }

  async function cartOutcome(path: string, cart: { items: unknown[] } | null, cartStatus = 200) {
    try {
      await guard(cartArgs(path, cart, cartStatus), ["profileAuth", "noEmptyCart", "locale"]);
      return "pass";
    } catch (thrown) {
      return thrown instanceof Response ? thrown.headers.get("location") : "error";
    }
  }

  it("lets a cart with a valid hold through to the checkout", async () => {
    expect(await cartOutcome("/checkout", { items: [item(true), item(false)] })).toBe("pass");
  });

  it("lets a cart whose holds all ran out through: the checkout says so and offers them again", async () => {
    expect(await cartOutcome("/checkout", { items: [item(true)] })).toBe("pass");
    expect(await cartOutcome("/en/checkout", { items: [item(true), item(true)] })).toBe("pass");
  });

  it("sends an empty cart or a failing cart to / in the page's language", async () => {
    expect(await cartOutcome("/checkout", { items: [] })).toBe("/");
    expect(await cartOutcome("/en/checkout", { items: [] })).toBe("/en");
    expect(await cartOutcome("/checkout", null, 500)).toBe("/");
  });

  it("sends visitors of the purchase pages to /login first", async () => {
    expect(await outcome("/checkout", "anonymous", ["profileAuth", "noEmptyCart"])).toBe(
      "/login?redirect=%2Fcheckout",
    );
    expect(await outcome("/en/payment?order_id=x", "anonymous")).toBe(
      "/en/login?redirect=%2Fen%2Fpayment%3Forder_id%3Dx",
    );
  });

  it("gives the purchase pages a focused, unindexed layout and other pages the site's", async () => {
    const checkout = cartArgs("/checkout", { items: [item(false)] });
    await guard(checkout, ["profileAuth", "noEmptyCart", "pageAttributes"]);
    expect(pageAttributesOf(checkout.request)).toEqual({ layout: "focused", noindex: true });
    const courses = cartArgs("/courses", null);
    await guard(courses);
    expect(pageAttributesOf(courses.request)).toEqual({ layout: "site", noindex: false });
  });
});
