import type { SandboxActionAnswer } from "@kursove/contracts";
import { describe, expect, it } from "vitest";
import { sandboxReturnPath } from "./sandbox-return.server";

const order = "00000000-0000-4000-8000-000000000001";
const answerOf = (status: SandboxActionAnswer["status"], ids: Partial<SandboxActionAnswer> = {}) => ({
  status,
  order_id: null,
  promotion_id: null,
  payment_error: null,
  ...ids,
});

describe("the test bank's page, once answered", () => {
  it("sends an order's payment to its payment page, or to the checkout without an order", () => {
    const answer = answerOf("succeeded", { order_id: order });
    expect(sandboxReturnPath({ answer, orderId: "", returnTo: null, locale: "bg" })).toBe(
      `/payment?order_id=${order}`,
    );
    expect(sandboxReturnPath({ answer: null, orderId: "", returnTo: null, locale: "en" })).toBe(
      "/en/checkout",
    );
  });

  it("sends a promotion's payment back to its page, with how it ended", () => {
    const back = "/dashboard/promote?course=1";
    const paid = answerOf("succeeded", { promotion_id: "p1" });
    const failed = answerOf("requires_payment_method", { promotion_id: "p1" });
    expect(sandboxReturnPath({ answer: paid, orderId: "", returnTo: back, locale: "bg" })).toBe(
      `${back}&paid=1`,
    );
    expect(sandboxReturnPath({ answer: failed, orderId: "", returnTo: back, locale: "bg" })).toBe(
      `${back}&payment=failed`,
    );
    expect(sandboxReturnPath({ answer: null, orderId: "", returnTo: back, locale: "bg" })).toBe(back);
  });

  it("keeps an order's payment on the order even when a return page was sent", () => {
    const answer = answerOf("succeeded", { order_id: order });
    expect(sandboxReturnPath({ answer, orderId: "", returnTo: "/cart", locale: "bg" })).toBe(
      `/payment?order_id=${order}`,
    );
  });
});
