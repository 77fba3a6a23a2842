import { describe, expect, it } from "vitest";
import { action } from "../routes/resend-verification";
import { resendNotice } from "./resend-notice";

/** The resend action as a page posts it, with the API answering `status` and `body`. */
async function resendAnswer(status: number, body: unknown) {
  const apiFetch = (async () =>
    new Response(status === 202 ? null : JSON.stringify(body), { status })) as unknown as typeof fetch;
  const request = new Request("http://localhost:3000/auth/resend-verification", {
    method: "POST",
    body: new URLSearchParams({ back: "/profile/orders" }),
  });
  const args = { request, context: { apiFetch, apiBase: "http://localhost:3000/api/v1" }, params: {} };
  const response = (await action(args as unknown as Parameters<typeof action>[0])) as Response;
  return new URL(response.headers.get("location") ?? "", "http://localhost:3000").searchParams;
}

describe("resend verification", () => {
  it("tells why a resend was refused, not only when it was too soon", async () => {
    const refused = await resendAnswer(403, { code: "cross_site_refused", message: "refused" });
    expect(resendNotice(refused)).toEqual({ sent: false, code: "cross_site_refused" });
    const soon = await resendAnswer(429, { code: "too_many_attempts", message: "wait" });
    expect(resendNotice(soon)).toEqual({ sent: false, code: "too_many_attempts" });
    expect(resendNotice(await resendAnswer(202, null))).toEqual({ sent: true });
  });

  it("reads an unknown reason in the address as an unexpected error, and nothing asked as null", () => {
    expect(resendNotice(new URLSearchParams("resend=Your+account+is+hacked"))).toEqual({
      sent: false,
      code: "unexpected",
    });
    expect(resendNotice(new URLSearchParams("tab=orders"))).toBeNull();
  });
});
