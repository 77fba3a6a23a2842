import type { Order } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { paymentTextKey } from "./order-state";

const withBookings = (...statuses: string[]) =>
  ({ items: statuses.map((booking_status) => ({ booking_status })) }) as unknown as Pick<Order, "items">;

describe("paymentTextKey", () => {
  it("explains a refund of a refused booking apart from other refunds", () => {
    expect(paymentTextKey(withBookings("confirmed", "refused"), "refunded")).toBe(
      "payment.text.refusedBooking",
    );
    expect(paymentTextKey(withBookings("confirmed"), "refunded")).toBe("payment.text.refunded");
    expect(paymentTextKey(withBookings("refused"), "canceled")).toBe("payment.text.canceled");
  });
});
