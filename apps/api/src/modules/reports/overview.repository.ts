import { bookedOrderStates, sqlListOf } from "@kursove/contracts/domain/order-states";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../db/client";
import { heldOnCourseSql } from "../seats";
import { sofiaZoneSql } from "./reports.repository";

// The overview is a read model, like the reports (reports.repository.ts): it sums other modules'
// tables in a few reads rather than calling five services for one card each.

type Numeric = string | number | bigint;
const num = (value: Numeric | null | undefined) => Number(value ?? 0);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** Order states whose bookings the provider's bookings page lists. */
const bookingOrderStatuses = sql.raw(sqlListOf(bookedOrderStates));

/** The provider's sales and net share per Sofia week (keyed by its Monday) from `from` to `to`. */
export async function sumWeeklySales(db: Db, providerId: string, range: { from: Date; to: Date }) {
  const rows = await queryRows<{ week: string; sales: Numeric; net: Numeric; orders: Numeric }>(
    db,
    sql`select to_char(date_trunc('week', e.created_at at time zone ${sofiaZoneSql}), 'YYYY-MM-DD') as week,
        coalesce(sum(e.amount) filter (where e.kind = 'charge'), 0) as sales,
        coalesce(sum(e.amount) filter (where e.kind in ('provider_share', 'provider_share_reversal')), 0) as net,
        count(distinct i.order_id) filter (where e.kind = 'charge') as orders
      from ledger_entries e join order_items i on i.id = e.order_item_id
      where i.provider_id = ${providerId}
        and e.created_at >= ${at(range.from)} and e.created_at < ${at(range.to)}
      group by 1`,
  );
  return new Map(rows.map((r) => [r.week, { sales: num(r.sales), net: num(r.net), orders: num(r.orders) }]));
}

/** Bookings awaiting the provider's answer and its pending refund requests. */
export async function countWaiting(db: Db, providerId: string) {
  const [row] = await queryRows<{ bookings: Numeric; refund_requests: Numeric }>(
    db,
    sql`select
      (select count(*) from order_items i join orders o on o.id = i.order_id
        where i.provider_id = ${providerId} and i.booking_status = 'awaiting_approval'
          and o.status in ${bookingOrderStatuses}) as bookings,
      (select count(*) from refund_requests r
        where r.provider_id = ${providerId} and r.status = 'pending') as refund_requests`,
  );
  return { bookings: num(row?.bookings), refund_requests: num(row?.refund_requests) };
}

export type NextSessionRow = {
  course_id: string;
  course_title: string;
  slug: string;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
};

/** The provider's next sessions and booked hours not yet over at `now`, soonest first. */
export function listNextSessions(db: Db, providerId: string, now: Date, limit: number) {
  return queryRows<NextSessionRow>(
    db,
    sql`select * from (
        select c.id as course_id, c.title as course_title, c.slug, s.title, s.starts_at, s.ends_at
        from course_sessions s join courses c on c.id = s.course_id
        where c.provider_id = ${providerId} and c.status = 'approved' and s.ends_at > ${at(now)}
        union all
        select c.id, c.title, c.slug, c.title, sl.starts_at, sl.ends_at
        from course_slots sl join courses c on c.id = sl.course_id
        where c.provider_id = ${providerId} and c.status = 'approved' and sl.sold_count > 0
          and sl.ends_at > ${at(now)}
      ) x order by starts_at, course_id limit ${limit}`,
  );
}

/**
 * The provider's approved dated courses not ended at `now`, with the places left as the catalogue counts them
 * (capacity less sold and held); bookable courses count places per hour and are left out. The sums are taken
 * in the database and only the `limit` soonest courses are read: a provider of 140,000 courses made the
 * dashboard read every one of them into the server (4 s at a million courses).
 */
export async function listCoursesWithPlaces(db: Db, providerId: string, now: Date, limit: number) {
  const placesLeft = sql`greatest(0, courses.capacity - courses.sold_count - ${heldOnCourseSql()})`;
  const open = sql`courses.provider_id = ${providerId} and courses.status = 'approved'
    and courses.starts_at is not null and coalesce(courses.ends_at, courses.starts_at) >= ${at(now)}
    and not exists (select 1 from course_slots sl where sl.course_id = courses.id)`;
  const [rows, [sums]] = await Promise.all([
    queryRows<{
      id: string;
      title: string;
      starts_at: Date | string;
      capacity: Numeric;
      places_left: Numeric;
    }>(
      db,
      sql`select courses.id, courses.title, courses.starts_at, courses.capacity, ${placesLeft} as places_left
        from courses where ${open} order by courses.starts_at, courses.id limit ${limit}`,
    ),
    queryRows<{ capacity: Numeric | null; places_left: Numeric | null }>(
      db,
      sql`select sum(courses.capacity) as capacity, sum(${placesLeft}) as places_left from courses where ${open}`,
    ),
  ]);
  return {
    capacity: num(sums?.capacity),
    placesLeft: num(sums?.places_left),
    courses: rows.map((r) => ({ ...r, capacity: num(r.capacity), places_left: num(r.places_left) })),
  };
}
