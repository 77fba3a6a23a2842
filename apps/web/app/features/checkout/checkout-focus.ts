import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import type { PurchaseReply } from "./checkout-actions.server";

/**
 * A refused purchase: the focus goes to its first field to correct, else to its message, brought into view
 * (it is announced as an alert). The pay button it was on is disabled while paying, and the focus fell to the
 * page's start.
 */
export function useRefusalInView(answer: PurchaseReply | undefined) {
  const errorBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (answer?.result?.error && Object.keys(answer.result.error).length > 0) {
      const box = errorBox.current;
      const field = box?.closest("form")?.querySelector<HTMLElement>("[aria-invalid='true']");
      if (field) return field.focus();
      box?.scrollIntoView({ block: "center" });
      box?.focus({ preventScroll: true });
    }
  }, [answer]);
  return errorBox;
}

/** Proceed to checkout (#billing): the billing step comes into view and takes the focus, on each click. */
export function useBillingStep() {
  const location = useLocation();
  const billingHeading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key changes with each click
  useEffect(() => {
    if (location.hash !== "#billing") return;
    billingHeading.current?.scrollIntoView({ block: "start" });
    billingHeading.current?.focus({ preventScroll: true });
  }, [location.hash, location.key]);
  return billingHeading;
}
