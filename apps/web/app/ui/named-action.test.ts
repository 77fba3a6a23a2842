import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const app = path.join(import.meta.dirname, "..");

describe("named actions (named-action.ts)", () => {
  it("names no action with a visually hidden ': …' after its label", () => {
    // browsers read such a span as "Изплати : Академия Знание": the hidden span is a block, spaced apart
    const found = readdirSync(app, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".tsx"))
      .filter((file) => /className="sr-only">\s*[:,]/.test(readFileSync(path.join(app, file), "utf8")));
    expect(found).toEqual([]);
  });
});
