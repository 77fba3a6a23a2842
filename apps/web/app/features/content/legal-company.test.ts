import { platformCompanyDefaults } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { companyWords, fillTexts, pageTexts } from "./pages.server";

describe("the legal pages' company (INVOICE-PLATFORM-SETTINGS)", () => {
  it("names the company of the settings in both languages, and the defaults name the one before", () => {
    const company = {
      ...platformCompanyDefaults,
      name: "„Курсове Груп“ АД",
      nameEn: "Kursove Group JSC",
      companyId: "207654321",
    };
    const bg = fillTexts(pageTexts("bg", "terms"), companyWords("bg", company));
    expect(bg.intro).toContain("„Курсове Груп“ АД");
    expect(JSON.stringify(bg)).toContain("ЕИК 207654321");
    expect(JSON.stringify(bg)).not.toContain("{{");
    const en = fillTexts(pageTexts("en", "privacy"), companyWords("en", company));
    expect(en.intro).toContain("Kursove Group JSC");
    expect(JSON.stringify(en)).toContain("UIC 207654321, with its registered office at 12 Graf Ignatiev St.");
    const defaults = fillTexts(pageTexts("bg", "privacy"), companyWords("bg"));
    expect(JSON.stringify(defaults)).toContain("„Курсове“ ООД, ЕИК 206123456");
  });
});
