import { beforeEach, describe, expect, it, vi } from "vitest";

const answer = vi.hoisted(() => ({ results: [] as Array<{ outcome: string }> }));
vi.mock("../../lib/api.server", () => ({
  callApi: async () => ({ ok: true, data: { period: "2026-11-27", results: answer.results } }),
}));

const { payOut } = await import("./payouts-admin.server");

const run = (url: string) => {
  const form = new FormData();
  form.set("intent", "run");
  return payOut({ request: new Request(url, { method: "POST" }), context: {} as never }, form);
};

describe("the admin's payout run message", () => {
  beforeEach(() => {
    answer.results = [];
  });

  it("says apart, in both languages, a payout another attempt is still transferring: not paid, not ok", async () => {
    answer.results = [{ outcome: "paid" }, { outcome: "in_progress" }];
    const bg = await run("http://localhost/admin/payouts");
    expect(bg.ok).toBe(false);
    expect(bg.message).toContain("Изплатени: 1.");
    expect(bg.message).toContain("1 изплащане все още се превежда");
    const en = await run("http://localhost/en/admin/payouts");
    expect(en.message).toContain(
      "1 payout is still being transferred by an earlier attempt and is not paid yet",
    );
  });

  it("says nothing of transfers in progress when there are none", async () => {
    answer.results = [{ outcome: "paid" }, { outcome: "skipped" }];
    const en = await run("http://localhost/en/admin/payouts");
    expect(en).toEqual({ ok: true, message: "Paid: 1. Failed: 0. Skipped: 1." });
  });
});
