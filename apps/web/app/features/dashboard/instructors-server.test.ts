import { describe, expect, it } from "vitest";
import { saveInstructor } from "./instructors.server";

/** The API answering one call, as the web's server sees it. */
function api(status: number, body: unknown) {
  const calls: { url: string; method: string }[] = [];
  const apiFetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, method: init.method ?? "GET" });
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  const args = {
    request: new Request("http://site.test/en/dashboard/instructors", { method: "POST" }),
    context: { apiFetch, apiBase: "http://api.test/api/v1" },
  };
  return { args, calls };
}

const deleteForm = (id: string) => {
  const form = new FormData();
  form.set("intent", "delete");
  form.set("id", id);
  return form;
};

describe("saveInstructor", () => {
  it("passes on why a deletion was refused, keeping the spec's empty error", async () => {
    const message =
      "This instructor teaches sessions that are not over yet. Give them another instructor first.";
    const { args, calls } = api(409, { code: "instructor_in_use", message });
    const answer = await saveInstructor(args as never, deleteForm("7d3b1c9e-0000-4000-8000-000000000001"));
    expect(calls).toEqual([
      { url: "http://api.test/api/v1/instructors/7d3b1c9e-0000-4000-8000-000000000001", method: "DELETE" },
    ]);
    expect(answer).toEqual({ success: false, intent: "delete", error: "", refusal: message });
  });

  it("answers success after a deletion", async () => {
    const { args } = api(200, []);
    expect(await saveInstructor(args as never, deleteForm("7d3b1c9e-0000-4000-8000-000000000002"))).toEqual({
      success: true,
      intent: "delete",
    });
  });
});
