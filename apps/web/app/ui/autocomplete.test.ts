import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const appDir = path.resolve(import.meta.dirname, "..");
const sources = readdirSync(appDir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".tsx"));

/** The element or component an attribute at `at` belongs to: the nearest tag opened before it. */
const tagAt = (text: string, at: number) =>
  /^<([A-Za-z][\w.]*)/.exec(text.slice(text.lastIndexOf("<", at)))?.[1];

/**
 * AUTOCOMPLETE: "street-address" is the whole address, several lines, and belongs only on a textarea;
 * a one-line address field is "address-line1", or browsers fill it with line breaks dropped or not at all.
 */
describe("address autocomplete tokens", () => {
  it("puts street-address only on multi-line fields", () => {
    const wrong: string[] = [];
    for (const file of sources) {
      const text = readFileSync(path.join(appDir, file), "utf8");
      for (const match of text.matchAll(/autoComplete=["{]+street-address/g)) {
        const tag = tagAt(text, match.index);
        if (tag !== "textarea" && tag !== "TextAreaField") wrong.push(`${file}: <${tag}>`);
      }
    }
    expect(sources.length).toBeGreaterThan(50);
    expect(wrong).toEqual([]);
  });

  it("fills the one-line address fields of the profile, the provider request and the payment", () => {
    for (const file of [
      "routes/profile/personal.tsx",
      "features/providers/request-fields.tsx",
      "features/checkout/payment-fields.tsx",
    ]) {
      const text = readFileSync(path.join(appDir, file), "utf8");
      expect(text, file).toMatch(/<TextField field=\{fields\.address\}[^>]*autoComplete="address-line1"/);
    }
  });
});
