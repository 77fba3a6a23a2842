import { z } from "zod";
import { currency } from "./common";

/** A Sofia calendar date, YYYY-MM-DD. */
const day = z.iso.date();
const amount = z.number().int();
const count = z.number().int();

/** How many weeks of sales the provider's overview charts. */
export const overviewWeeks = 8;

/**
 * GET /provider/overview: the signed-in provider's week at a glance, on the business clock. Money in minor
 * units of `currency`, from the ledger like the reports; weeks run Monday to Sunday in Sofia.
 */
export const providerOverview = z.object({
  currency,
  /** the business clock's Sofia date */
  today: day,
  /** this week so far: sales (what learners paid), the provider's net after commission and refunds */
  week: z.object({ from: day, to: day, sales: amount, net: amount, orders: count }),
  /** the last eight weeks, oldest first, this one last */
  weekly_sales: z.array(z.object({ from: day, sales: amount, net: amount })),
  /** the next payout: owed now, owed later, and when the soonest later part becomes payable */
  payouts: z.object({
    owed_now: amount,
    upcoming_amount: amount,
    next_payable_at: z.string().nullable(),
    account_ready: z.boolean(),
  }),
  /** the next sessions (and booked hours) of the provider's approved courses, soonest first, at most 5 */
  next_sessions: z.array(
    z.object({
      course: z.object({ id: z.uuid(), title: z.string(), slug: z.string() }),
      title: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
    }),
  ),
  /** what waits for the provider's answer */
  waiting: z.object({ bookings: count, refund_requests: count }),
  /** approved dated courses that have not ended: places left of capacity, the soonest five listed */
  places: z.object({
    capacity: count,
    places_left: count,
    courses: z.array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        starts_at: z.string(),
        capacity: count,
        places_left: count,
      }),
    ),
  }),
});
export type ProviderOverview = z.infer<typeof providerOverview>;
