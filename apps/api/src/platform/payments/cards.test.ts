import { describe, expect, it } from "vitest";
import { cardBehaviour, cardBrand, luhnValid, type SandboxCard, validateCard } from "./cards";

const now = new Date("2026-05-15T12:00:00Z");
const card = (over: Partial<SandboxCard> = {}): SandboxCard => ({
  number: "4242424242424242",
  cvc: "123",
  expMonth: 12,
  expYear: 2030,
  ...over,
});

describe("the sandbox's card checks", () => {
  it("checks the Luhn digit", () => {
    for (const good of ["4242424242424242", "5555555555554444", "378282246310005", "4000002500003155"])
      expect(luhnValid(good), good).toBe(true);
    for (const bad of ["4242424242424241", "5555555555554440", "1234567812345678"])
      expect(luhnValid(bad), bad).toBe(false);
  });

  it("takes 12 to 19 digits, spaces between groups allowed", () => {
    expect(validateCard(card({ number: "4242 4242 4242 4242" }), now)).toBeNull();
    expect(validateCard(card({ number: "378282246310005", cvc: "1234" }), now)).toBeNull();
    for (const number of [
      "4242-4242-4242-4242",
      "4242424242424241",
      "42424242424",
      "4242x24242424242",
      "",
      "00000000000000000000",
    ])
      expect(validateCard(card({ number }), now), number).toEqual({
        field: "number",
        code: "incorrect_number",
      });
  });

  it("refuses a wrong month, a past expiry and a wrong security code", () => {
    expect(validateCard(card({ expMonth: 13 }), now)).toEqual({
      field: "exp_month",
      code: "invalid_expiry_month",
    });
    expect(validateCard(card({ expMonth: 0 }), now)).toEqual({
      field: "exp_month",
      code: "invalid_expiry_month",
    });
    expect(validateCard(card({ expYear: 2025 }), now)).toEqual({
      field: "exp_year",
      code: "invalid_expiry_year",
    });
    expect(validateCard(card({ expYear: 2099 }), now)).toEqual({
      field: "exp_year",
      code: "invalid_expiry_year",
    });
    // valid to the end of its month: May 2026 still pays on 15 May, April 2026 does not
    expect(validateCard(card({ expMonth: 5, expYear: 2026 }), now)).toBeNull();
    expect(validateCard(card({ expMonth: 5, expYear: 2026 }), new Date("2026-05-31T23:59:59Z"))).toBeNull();
    expect(validateCard(card({ expMonth: 5, expYear: 2026 }), new Date("2026-06-01T00:00:00Z"))).toEqual({
      field: "exp_month",
      code: "invalid_expiry_month",
    });
    expect(validateCard(card({ expMonth: 4, expYear: 2026 }), now)).toEqual({
      field: "exp_month",
      code: "invalid_expiry_month",
    });
    // a two-digit year is this century's
    expect(validateCard(card({ expYear: 30 }), now)).toBeNull();
    expect(validateCard(card({ expYear: 25 }), now)?.code).toBe("invalid_expiry_year");
    for (const cvc of ["12", "12345", "12a", ""])
      expect(validateCard(card({ cvc }), now), cvc).toEqual({ field: "cvc", code: "invalid_cvc" });
  });

  it("knows the brands and Stripe's test cards; other valid numbers pay", () => {
    expect(cardBrand("4242424242424242")).toBe("visa");
    expect(cardBrand("5555555555554444")).toBe("mastercard");
    expect(cardBrand("2223003122003222")).toBe("mastercard");
    expect(cardBrand("378282246310005")).toBe("amex");
    expect(cardBrand("6011111111111117")).toBe("unknown");
    expect(cardBehaviour("4242424242424242")).toEqual({ kind: "succeed" });
    expect(cardBehaviour("5555555555554444")).toEqual({ kind: "succeed" });
    expect(cardBehaviour("4000002500003155")).toEqual({ kind: "authenticate" });
    // Stripe's cards that require authentication never pay straight through (4000 0000 0000 3220 did)
    for (const number of ["4000002760003184", "4000000000003220", "4000000000003063", "4000003800000446"]) {
      expect(luhnValid(number), number).toBe(true);
      expect(cardBehaviour(number), number).toEqual({ kind: "authenticate" });
    }
    expect(cardBehaviour("4000000000009995")).toMatchObject({
      kind: "fail",
      lastErrorCode: "insufficient_funds",
    });
  });
});
