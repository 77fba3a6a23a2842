import type { Db } from "../../db/client";
import { createEvents } from "../../platform/events";

// Emitted after the transaction that freed the places committed: `db` is the database, not that
// transaction, so the listener takes its own locks in its own order (ADR 038).
export type PlaceEvents = {
  /**
   * places of these courses (or of their hours) were freed: a hold released, an item refunded in full,
   * an order annulled, the capacity raised; the waiting list offers them at once (WAITLIST-OFFER-AT-ONCE)
   */
  placesFreed: { db: Db; courseIds: string[] };
};

/** What happens to places, for the modules that act on freed ones (wired in app-wiring.ts). */
export const placeEvents = createEvents<PlaceEvents>();

/** Tells the listener that places of these courses were freed, once per course; nothing when none. */
export async function emitPlacesFreed(db: Db, courseIds: Iterable<string>) {
  const unique = [...new Set(courseIds)];
  if (unique.length > 0) await placeEvents.emit("placesFreed", { db, courseIds: unique });
}
