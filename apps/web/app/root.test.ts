import { describe, expect, it } from "vitest";
import { loader } from "./root";

type Answer = { status: number; body: unknown };

/** Runs the root loader for a page, the API answering each path from `answers`; answers what it asked. */
async function loadRoot(path: string, answers: Record<string, Answer>, cookie = "auth._token.local=abc") {
  const asked: string[] = [];
  const apiFetch = (async (url: string) => {
    const at = String(url).replace("http://localhost/api/v1", "");
    asked.push(at);
    const answer = answers[at] ?? { status: 404, body: { code: "not_found", message: "x" } };
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as unknown as typeof fetch;
  const request = new Request(`http://localhost${path}`, {
    headers: cookie ? { cookie: `i18n_redirected=bg; ${cookie}` } : { cookie: "i18n_redirected=bg" },
  });
  const result = (await loader({
    request,
    context: { apiFetch, apiBase: "http://localhost/api/v1" },
    params: {},
  } as never)) as unknown as { data: Record<string, unknown>; init: { headers: Record<string, string> } };
  return { body: result.data, setCookie: result.init?.headers?.["set-cookie"], asked };
}

const ana = { id: "u1", name: "Ана Петрова", is_admin: false, is_provider: true, is_lector: false };
const header = (cart: { count: number; only_expired: boolean }, unread: number): Answer => ({
  status: 200,
  body: { user: ana, cart, unread },
});

/** HEADER-CART, HEADER-USER, the bell: the root's header comes from GET /user/header alone (ADR 047). */
describe("the root loader's header", () => {
  it("shows the user, the cart's valid holds and the unread count from one call", async () => {
    const { body, setCookie, asked } = await loadRoot("/courses", {
      "/user/header": header({ count: 2, only_expired: false }, 3),
    });
    expect(asked).toEqual(["/user/header"]);
    expect(body).toMatchObject({
      user: { name: "Ана Петрова", is_admin: false, is_provider: true, is_lector: false },
      cartCount: 2,
      cartExpired: false,
      unreadCount: 3,
    });
    expect(setCookie).toBeUndefined();
  });

  it("says when every hold ran out", async () => {
    const { body } = await loadRoot("/", { "/user/header": header({ count: 0, only_expired: true }, 0) });
    expect(body).toMatchObject({ cartCount: 0, cartExpired: true });
  });

  it("clears a cookie whose session is gone and shows a visitor's header", async () => {
    const { body, setCookie, asked } = await loadRoot("/courses", {
      "/user/header": { status: 401, body: { code: "not_signed_in", message: "x" } },
    });
    expect(asked).toEqual(["/user/header"]);
    expect(body).toMatchObject({ user: null, cartCount: 0, cartExpired: false, unreadCount: 0 });
    expect(setCookie).toMatch(/^auth\._token\.local=; Max-Age=0;/);
  });

  it("keeps the user signed in when the header's call fails: GET /user names them, the counts are 0", async () => {
    const { body, setCookie, asked } = await loadRoot("/courses", {
      "/user/header": { status: 500, body: { code: "unexpected", message: "x" } },
      "/user": { status: 200, body: { ...ana, email: "ana@example.com", provider_slug: "ana" } },
    });
    expect(asked).toEqual(["/user/header", "/user"]);
    expect(body).toMatchObject({
      user: { name: "Ана Петрова", is_provider: true },
      cartCount: 0,
      unreadCount: 0,
    });
    expect(setCookie).toBeUndefined();
  });

  it("asks nothing for a visitor without a session cookie", async () => {
    const { body, asked, setCookie } = await loadRoot("/courses", {}, "");
    expect(asked).toEqual([]);
    expect(body).toMatchObject({ user: null, cartCount: 0 });
    expect(setCookie).toBeUndefined();
  });
});
