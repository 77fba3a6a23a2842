import type { SandboxActionAnswer } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { localizePath } from "../../lib/locale";
import { withParam } from "./checkout.server";

/**
 * Where the test bank's page goes once the visitor has answered: a payment that is not an order's (a
 * promotion's) goes back to the page that sent it, with how the payment ended; an order's goes to its
 * payment page, which tells how the order stands; without an order, to the checkout.
 */
export function sandboxReturnPath({
  answer,
  orderId,
  returnTo,
  locale,
}: {
  answer: SandboxActionAnswer | null;
  orderId: string;
  returnTo: string | null;
  locale: Locale;
}) {
  if (returnTo && (answer ? answer.promotion_id !== null || answer.order_id === null : !orderId)) {
    const status = answer?.status;
    if (!status || status === "processing") return returnTo;
    return status === "succeeded"
      ? withParam(returnTo, "paid", "1")
      : withParam(returnTo, "payment", "failed");
  }
  const order = answer?.order_id ?? orderId;
  return order
    ? `${localizePath("/payment", locale)}?order_id=${encodeURIComponent(order)}`
    : localizePath("/checkout", locale);
}
