import { describe, expect, it } from "vitest";
import { guard } from "./guards.server";

type Role = "anonymous" | "learner" | "provider" | "admin";

const users = {
  learner: { is_admin: false, is_provider: false, is_lector: false },
  provider: { is_admin: false, is_provider: true, is_lector: false },
  admin: { is_admin: true, is_provider: false, is_lector: false },
};

function args(path: string, role: Role) {
  const headers: Record<string, string> = role === "anonymous" ? {} : { cookie: "auth._token.local=abc" };
  const apiFetch = (async () =>
    role === "anonymous"
      ? new Response(JSON.stringify({ code: "not_signed_in", message: "x" }), { status: 401 })
      : new Response(JSON.stringify({ name: "Ana", ...users[role] }), {
          status: 200,
        })) as unknown as typeof fetch;
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

describe("route guards (spec 6)", () => {
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
    ["/dashboard", "provider", ["provider"], "pass"],
    ["/lector", "anonymous", ["lector"], "/login?redirect=%2Flector"],
    ["/en/lector/sessions", "anonymous", ["lector"], "/en/login?redirect=%2Fen%2Flector%2Fsessions"],
  ] as const)("%s as %s with %j -> %s", async (path, role, names, expected) => {
    expect(await outcome(path, role, names ? [...names] : undefined)).toBe(expected);
  });

  it("answers an unknown guard name with a 500", async () => {
    expect(await outcome("/courses", "anonymous", ["nuxt-magic"])).toBe("500");
  });
});
