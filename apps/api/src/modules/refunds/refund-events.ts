import type { Db } from "../../db/client";
import { createEvents } from "../../platform/events";
import type { OrderMailDeps } from "../orders";

// Each event carries the transaction that made the change as `db`: the listener writes in it.
export type RefundEvents = {
  /** refunds of an order were recorded: an invoiced part gets its credit note (invoices, ADR 031) */
  refundsRecorded: {
    db: Db;
    mail: OrderMailDeps;
    orderId: string;
    orderNumber: string;
    refunds: { id: string; orderItemId: string; amount: number }[];
    at: Date;
  };
};

/** What happens to refunds, for the modules that own what follows from it (wired in app-wiring.ts). */
export const refundEvents = createEvents<RefundEvents>();
