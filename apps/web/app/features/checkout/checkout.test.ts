import { describe, expect, it } from "vitest";
import { i18nFor } from "../../lib/i18n";
import { billingCountries } from "./billing-countries.server";
import {
  brandName,
  digitsOnly,
  formatCardNumber,
  formatCountdown,
  formatExpiry,
  isExpiryInFuture,
  parseExpiry,
  passesLuhn,
} from "./card-format";
import {
  addToCartPath,
  bookingChoice,
  clampQuantity,
  maxQuantity,
  safeErrorCode,
  wantedFromQuery,
} from "./cart";
import { holdLimitMessage } from "./hold-limits.server";
import { paymentStateOf } from "./order-state";

const courseId = "0b6f2a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const slotId = "1b6f2a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5c";

describe("card fields", () => {
  it("groups the card number by four and keeps only digits", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4000-0025 0000/3155")).toBe("4000 0025 0000 3155");
    expect(formatCardNumber("42424")).toBe("4242 4");
    expect(formatCardNumber("1234")).toBe("1234");
    expect(formatCardNumber("12345678901234567890123")).toBe("1234 5678 9012 3456 789");
    expect(digitsOnly(" 4242 4242 ")).toBe("42424242");
  });

  it("writes the expiry as MM/YY while typing", () => {
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("4")).toBe("04/");
    expect(formatExpiry("12")).toBe("12/");
    expect(formatExpiry("12", true)).toBe("12");
    expect(formatExpiry("123")).toBe("12/3");
    expect(formatExpiry("12/345")).toBe("12/34");
  });

  it("reads the expiry back as month and four-digit year", () => {
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("4/2031")).toEqual({ month: 4, year: 2031 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(parseExpiry("00/30")).toBeNull();
    expect(parseExpiry("1230")).toBeNull();
    const may2026 = new Date("2026-05-20T10:00:00Z");
    expect(isExpiryInFuture({ month: 5, year: 2026 }, may2026)).toBe(true);
    expect(isExpiryInFuture({ month: 4, year: 2026 }, may2026)).toBe(false);
  });

  it("checks card numbers with Luhn", () => {
    expect(passesLuhn("4242 4242 4242 4242")).toBe(true);
    expect(passesLuhn("4000000000000002")).toBe(true);
    expect(passesLuhn("4000002500003155")).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("4242")).toBe(false);
  });

  it("names card brands as printed on cards", () => {
    expect(brandName("visa")).toBe("Visa");
    expect(brandName("amex")).toBe("American Express");
    expect(brandName("maestro")).toBe("Maestro");
  });
});

describe("hold timer", () => {
  it("shows minutes and seconds left, rounding up and never below zero", () => {
    expect(formatCountdown(20 * 60_000)).toBe("20:00");
    expect(formatCountdown(18 * 60_000 + 41_200)).toBe("18:42");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(-5000)).toBe("00:00");
    expect(formatCountdown(12 * 3_600_000 - 8_000)).toBe("11:59:52");
  });
});

describe("what a visitor wanted", () => {
  it("travels through /cart/add and back", () => {
    const path = addToCartPath({ slug: "excel", courseId, slotId, quantity: 3, next: "checkout" }, "en");
    expect(path).toBe(
      `/en/cart/add?course=excel&course_id=${courseId}&slot_id=${slotId}&quantity=3&then=checkout`,
    );
    const query = new URL(path, "http://x").searchParams;
    expect(wantedFromQuery(query)).toEqual({ courseId, slotId, quantity: 3, next: "checkout" });
    expect(addToCartPath({ slug: "excel", courseId, quantity: 1, next: "course" }, "bg")).toBe(
      `/cart/add?course=excel&course_id=${courseId}&quantity=1&then=course`,
    );
  });

  it("refuses what is not a course and clamps the places", () => {
    expect(wantedFromQuery(new URLSearchParams("course_id=x"))).toBeNull();
    expect(wantedFromQuery(new URLSearchParams(`course_id=${courseId}&slot_id=../admin`))).toBeNull();
    expect(wantedFromQuery(new URLSearchParams(`course_id=${courseId}&quantity=900`))?.quantity).toBe(10);
    expect(wantedFromQuery(new URLSearchParams(`course_id=${courseId}&then=//evil`))?.next).toBe("course");
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(7.8, 5)).toBe(5);
    expect(maxQuantity(3)).toBe(3);
    // at most the places one buyer may hold of one course (HOLD_LIMIT_PER_BOOKING's default)
    expect(maxQuantity(400)).toBe(10);
    expect(safeErrorCode("no_places_left")).toBe("no_places_left");
    expect(safeErrorCode("<script>")).toBeNull();
  });
});

describe("the booking form's slot", () => {
  const slots = [
    { id: "a", places_left: 0 },
    { id: "b", places_left: 1 },
    { id: "c", places_left: 2 },
  ];
  it("takes a bookable course's places from its slot, never from the course's sum", () => {
    const course = { places_left: 7, slots };
    expect(bookingChoice(course, "c")).toMatchObject({ slot: { id: "c" }, left: 2 });
    // the slot chosen was just sold (the page's data reloaded after a booking): the first open one instead
    expect(bookingChoice(course, "a")).toMatchObject({ slot: { id: "b" }, left: 1 });
    expect(bookingChoice(course, "")).toMatchObject({ slot: { id: "b" }, left: 1 });
    expect(bookingChoice({ places_left: 7, slots: [slots[0]!] }, "a")).toMatchObject({ slot: null, left: 0 });
    expect(bookingChoice({ places_left: 7, slots: [] }, "")).toMatchObject({ slot: null, left: 7 });
  });
});

describe("the buyer's caps of holds", () => {
  const say = (locale: "bg" | "en") => (key: string, options: { count: number }) =>
    i18nFor(locale).t(key, options);

  it("says each refusal of a cap with the cap the API names, in both languages", () => {
    const perBooking = { code: "hold_limit_per_booking", errors: { max_places: ["10"] } };
    expect(holdLimitMessage(perBooking, say("bg"))).toBe(
      "Можете да запазите най-много 10 места за един курс.",
    );
    expect(holdLimitMessage(perBooking, say("en"))).toBe("You can hold at most 10 places of one course.");
    const inCart = { code: "hold_limit_per_booking", errors: { "items.2.max_places": ["1"] } };
    expect(holdLimitMessage(inCart, say("bg"))).toBe("Можете да запазите най-много 1 място за един курс.");
    expect(
      holdLimitMessage({ code: "hold_limit_per_buyer", errors: { max_places: ["30"] } }, say("bg")),
    ).toBe(
      "Можете да имате най-много 30 запазени места общо. Платете местата в количката или премахнете някои от тях.",
    );
    expect(
      holdLimitMessage({ code: "hold_limit_unverified", errors: { max_places: ["2"] } }, say("en")),
    ).toBe(
      "Until you verify your email address, you can hold at most 2 places in all. Verify it with the link we sent you.",
    );
  });

  it("leaves other refusals, and caps without a number, to the API's message", () => {
    expect(
      holdLimitMessage({ code: "no_places_left", errors: { places_left: ["0"] } }, say("bg")),
    ).toBeNull();
    expect(holdLimitMessage({ code: "hold_limit_per_buyer" }, say("bg"))).toBeNull();
    expect(
      holdLimitMessage({ code: "hold_limit_per_buyer", errors: { max_places: ["x"] } }, say("bg")),
    ).toBeNull();
  });
});

describe("billing countries", () => {
  it("lists Bulgaria and Romania first, then the rest of the EU by name in the page language", () => {
    const bg = billingCountries("bg");
    expect(bg.slice(0, 2).map((c) => c.value)).toEqual(["BG", "RO"]);
    expect(bg[0]!.label).toBe("България");
    expect(bg).toHaveLength(27);
    const en = billingCountries("en");
    expect(en.slice(2, 4).map((c) => c.label)).toEqual(["Austria", "Belgium"]);
    expect(en.at(-1)!.label).toBe("Sweden");
  });
});

describe("payment page states", () => {
  it("groups the order states as the payment page tells them", () => {
    const error = { code: "card_declined", message: "x" };
    expect(paymentStateOf({ status: "paid", payment_error: null })).toBe("paid");
    expect(paymentStateOf({ status: "completed", payment_error: null })).toBe("paid");
    expect(paymentStateOf({ status: "partially_refunded", payment_error: null })).toBe("paid");
    expect(paymentStateOf({ status: "awaiting_payment", payment_error: null })).toBe("processing");
    expect(paymentStateOf({ status: "pending", payment_error: null })).toBe("processing");
    expect(paymentStateOf({ status: "awaiting_payment", payment_error: error })).toBe("failed");
    expect(paymentStateOf({ status: "refunded", payment_error: null })).toBe("refunded");
    expect(paymentStateOf({ status: "canceled", payment_error: error })).toBe("canceled");
  });
});
