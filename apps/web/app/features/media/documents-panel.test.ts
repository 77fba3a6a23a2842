import { describe, expect, it } from "vitest";
import { splitSaveErrors } from "./documents-panel";

describe("saving the course documents", () => {
  it("puts a refused save's messages on each document's fields, with one line above the button", () => {
    const refused = splitSaveErrors(
      {
        "documents.0.description": ["Полето е задължително"],
        "documents.2.label": ["Стойността е твърде дълга"],
      },
      "Подадените данни са невалидни",
    );
    expect(refused.fields).toEqual({
      "documents.0.description": ["Полето е задължително"],
      "documents.2.label": ["Стойността е твърде дълга"],
    });
    // not the field messages again, without saying where
    expect(refused.general).toEqual(["Подадените данни са невалидни"]);
    const other = splitSaveErrors({ "documents.1.id": ["Невалидна стойност"] }, "x");
    expect(other).toEqual({ fields: {}, general: ["Невалидна стойност"] });
  });
});
