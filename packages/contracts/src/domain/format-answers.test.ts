import { AsyncLocalStorage } from "node:async_hooks";
import { afterEach, describe, expect, it } from "vitest";
import { formatAmount } from "./currency";
import { answered, type FormatAnswers, keepFormatAnswers } from "./format-answers";
import { formatSofiaDate } from "./sofia-format";

const none = { given: () => undefined, kept: () => undefined };
afterEach(() => keepFormatAnswers(none));

describe("format answers (PAGE-FORMATS)", () => {
  it("keeps what a render formats, under a key holding all its answer depends on", () => {
    const kept: FormatAnswers = {};
    keepFormatAnswers({ given: () => undefined, kept: () => kept });
    expect(formatAmount(14900, "EUR", "bg")).toBe("149,00\u00a0€");
    expect(formatAmount(14900, "EUR", "en")).toBe("€149.00");
    formatSofiaDate("2026-12-07T07:30:00.000Z", "bg-BG", { dateStyle: "long" });
    expect(kept["amount bg EUR"]).toEqual({ "14900": "149,00\u00a0€" });
    expect(kept["amount en EUR"]).toEqual({ "14900": "€149.00" });
    expect(kept['date bg-BG {"dateStyle":"long"}']).toEqual({
      [String(Date.parse("2026-12-07T07:30:00.000Z"))]: "7 декември 2026 г.",
    });
  });

  it("answers a given value without computing, and computes any other", () => {
    keepFormatAnswers({ given: () => ({ "amount bg EUR": { "100": "given" } }), kept: () => undefined });
    expect(formatAmount(100, "EUR", "bg")).toBe("given");
    expect(formatAmount(200, "EUR", "bg")).toBe("2,00\u00a0€");
    expect(formatAmount(100, "BGN", "bg")).toBe("1,00\u00a0лв.");
  });

  it("gives only a page's own answers, never an object's inherited properties", () => {
    keepFormatAnswers({ given: () => JSON.parse('{"f": {"__proto__": "x"}}'), kept: () => undefined });
    expect(answered("f", "constructor", () => "computed")).toBe("computed");
    expect(answered("f", "toString", () => "computed")).toBe("computed");
    expect(answered("f", "__proto__", () => "computed")).toBe("x");
  });

  it("keeps each of two renders running at once apart", async () => {
    const store = new AsyncLocalStorage<FormatAnswers>();
    keepFormatAnswers({ given: () => store.getStore(), kept: () => store.getStore() });
    const render = (minor: number) =>
      store.run({}, async () => {
        for (let i = 0; i < 3; i++) {
          formatAmount(minor + i, "EUR", "bg");
          await new Promise((resolve) => setTimeout(resolve, 1));
        }
        return store.getStore();
      });
    const [a, b] = await Promise.all([render(100), render(500)]);
    expect(Object.keys(a!["amount bg EUR"]!)).toEqual(["100", "101", "102"]);
    expect(Object.keys(b!["amount bg EUR"]!)).toEqual(["500", "501", "502"]);
    // outside a render nothing is kept
    expect(formatAmount(900, "EUR", "bg")).toBe("9,00\u00a0€");
  });
});
