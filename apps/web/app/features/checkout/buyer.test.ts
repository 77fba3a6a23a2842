import type { IndexResponse, User } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { billingDefaults, buyerOf, heldItems, stripeBilling } from "./buyer";

const user = {
  first_name: "Мария",
  last_name: "Иванова",
  email: "maria@example.bg",
  email_verified: true,
  address: null,
  city: "sofia",
  post_code: "1000",
  country: "RO",
} as unknown as User;

describe("the checkout's buyer", () => {
  it("fills billing from the profile, naming its city, and bills an unknown country to Bulgaria", () => {
    const buyer = buyerOf(user);
    expect(buyer).toMatchObject({ firstName: "Мария", address: "", city: "sofia", emailVerified: true });
    const reference = [
      { cities: [{ slug: "sofia", name: "София" }] },
    ] as unknown as IndexResponse["countries"];
    const romania = billingDefaults(buyer, reference, [{ value: "BG" }, { value: "RO" }]);
    expect(romania).toMatchObject({ city: "София", countryIso: "RO", cardNumber: "", cardName: "" });
    const unknownCity = billingDefaults({ ...buyer, city: "Лом" }, reference, [{ value: "BG" }]);
    expect(unknownCity).toMatchObject({ city: "Лом", countryIso: "BG" });
  });

  it("buys only the items still held, and the soonest hold sets the timer", () => {
    const now = Date.parse("2026-03-01T10:00:00Z");
    const items = [
      { expired: false, held_until: "2026-03-01T10:20:00Z", subtotal: 5000 },
      { expired: false, held_until: "2026-03-01T10:10:00Z", subtotal: 2500 },
      { expired: false, held_until: "2026-03-01T09:59:00Z", subtotal: 9900 },
      { expired: true, held_until: "2026-03-01T11:00:00Z", subtotal: 100 },
    ];
    const held = heldItems(items, now);
    expect(held.valid).toHaveLength(2);
    expect(held.total).toBe(7500);
    expect(held.heldUntil).toBe("2026-03-01T10:10:00Z");
    expect(heldItems([], now)).toEqual({ valid: [], total: 0, heldUntil: null });
  });

  it("gives Stripe the billing typed, Bulgaria when no country was chosen", () => {
    expect(stripeBilling({ cardName: "M IVANOVA", city: "Варна" })).toEqual({
      name: "M IVANOVA",
      email: "",
      address: { line1: "", city: "Варна", postal_code: "", country: "BG" },
    });
  });
});
