import { describe, expect, it } from "vitest";
import { i18nFor } from "./i18n";
import { moduleTitle } from "./module-title";

describe("moduleTitle", () => {
  const bg = i18nFor("bg").t;
  const en = i18nFor("en").t;

  it("numbers a module whose title has no number", () => {
    expect(moduleTitle(bg, "Въведение", 1)).toBe("Модул 1: Въведение");
    expect(moduleTitle(en, "Introduction", 2)).toBe("Module 2: Introduction");
  });

  it("does not number twice a title that starts with its module word and number, in either language", () => {
    expect(moduleTitle(bg, "Модул 1: Въведение", 1)).toBe("Модул 1: Въведение");
    expect(moduleTitle(bg, "модул 3 – Практика", 3)).toBe("модул 3 – Практика");
    expect(moduleTitle(en, "Module 1: Introduction", 1)).toBe("Module 1: Introduction");
    expect(moduleTitle(en, "Модул 2. Основи", 2)).toBe("Модул 2. Основи");
    // another number, or a number that only begins the same, is not this module's
    expect(moduleTitle(bg, "Модул 12: Финал", 1)).toBe("Модул 1: Модул 12: Финал");
    expect(moduleTitle(bg, "Модулна архитектура", 1)).toBe("Модул 1: Модулна архитектура");
  });
});
