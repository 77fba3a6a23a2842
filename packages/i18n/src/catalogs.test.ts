import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { localeFromHeader, translate } from "./index";

const dir = path.join(import.meta.dirname, "..", "locales");
const keys = (o: unknown, prefix = ""): string[] =>
  o && typeof o === "object"
    ? Object.entries(o).flatMap(([k, v]) => keys(v, `${prefix}${k}.`))
    : [prefix.slice(0, -1)];

describe("catalogs", () => {
  for (const file of readdirSync(path.join(dir, "bg"))) {
    it(`keeps bg and en of ${file} in step`, () => {
      const bg = JSON.parse(readFileSync(path.join(dir, "bg", file), "utf8"));
      const en = JSON.parse(readFileSync(path.join(dir, "en", file), "utf8"));
      expect(keys(en).sort()).toEqual(keys(bg).sort());
    });
  }

  it("has no empty message and no Latin-only Bulgarian sentence", () => {
    const bg = JSON.parse(readFileSync(path.join(dir, "bg", "common.json"), "utf8"));
    const walk = (o: unknown, at: string): void => {
      if (typeof o === "string") {
        expect(o.trim(), at).not.toBe("");
        return;
      }
      for (const [k, v] of Object.entries(o as object)) walk(v, `${at}.${k}`);
    };
    walk(bg, "common");
  });
});

describe("languages", () => {
  it("picks the language from Content-Language or Accept-Language, defaulting to bg", () => {
    expect(localeFromHeader(undefined)).toBe("bg");
    expect(localeFromHeader("en")).toBe("en");
    expect(localeFromHeader("en-GB,en;q=0.9")).toBe("en");
    expect(localeFromHeader("de-DE,de;q=0.9,en;q=0.5")).toBe("en");
    expect(localeFromHeader("fr-FR")).toBe("bg");
    expect(localeFromHeader("bg-BG,bg;q=0.9,en;q=0.8")).toBe("bg");
  });

  it("translates the API's error messages in both languages", () => {
    expect(translate("en", "login_failed")).toBe("Email and password do not match");
    expect(translate("en", "validation_failed")).toBe("The given data was invalid");
    expect(translate("bg", "too_many_attempts")).toBe("Моля, изчакайте, преди да опитате отново");
    expect(translate("bg", "no.such.key")).toBe("no.such.key");
  });
});
