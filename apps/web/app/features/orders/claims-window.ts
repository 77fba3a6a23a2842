import type { UserOrderDetail } from "@kursove/contracts";
import { isOrderStateIn, refundableOrderStates } from "@kursove/contracts/domain/order-states";

/**
 * When the learner may no longer ask anything of an item because its claims window has closed (CLAIMS-30-DAYS:
 * 30 days after the course ended), the day it closed; null while an action is open, a request waits, or
 * the item is not the learner's to ask about (cancelled, refused or refunded in full).
 */
export function claimsEndedOn(
  order: Pick<UserOrderDetail, "status">,
  item: Pick<UserOrderDetail["items"][number], "refunded" | "total" | "booking_status">,
  action: UserOrderDetail["actions"][number] | undefined,
) {
  if (action?.refund !== "none" || action.pending_request || !action.claims_until) return null;
  const holds =
    isOrderStateIn(refundableOrderStates, order.status) &&
    item.booking_status !== "refused" &&
    item.refunded < item.total;
  return holds ? action.claims_until : null;
}
