import { describe, expect, it } from "vitest";
import { emailBreakPieces } from "./email-text";

describe("emailBreakPieces", () => {
  it("breaks an address only after the @ and before each dot, keeping its words whole", () => {
    expect(emailBreakPieces("maria.ivanova@kompania.example.com")).toEqual([
      "maria",
      ".ivanova@",
      "kompania",
      ".example",
      ".com",
    ]);
    expect(emailBreakPieces("maria.ivanova@kompania.example.com").join("")).toBe(
      "maria.ivanova@kompania.example.com",
    );
  });
});
