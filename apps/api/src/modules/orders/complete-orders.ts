import { and, asc, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { courseSlots, courses, orderItems, orders } from "../../db/schema/index";
import { now } from "../../platform/clock";
import { completableOrderStates } from "./order-states";
import * as repo from "./orders.repository";
import { holdsItem, itemTimesOf } from "./user-orders.service";

/**
 * Moves paid (or partly refunded) orders to completed once the course of every item the learner still
 * holds has ended (ORDER-STATES: paid -> completed), through the state machine; answers how many moved.
 * Claims stay possible from completed for 30 days.
 */
export async function completeEndedOrders(db: Db, at: Date = now()) {
  const instant = at.toISOString();
  const end = sql`coalesce(${courseSlots.endsAt}, ${courses.endsAt}, ${courses.startsAt})`;
  const candidates = await db
    .select()
    .from(orders)
    .where(
      and(
        inArray(orders.status, completableOrderStates),
        sql`not exists (select 1 from ${orderItems}
          inner join ${courses} on ${courses.id} = ${orderItems.courseId}
          left join ${courseSlots} on ${courseSlots.id} = ${orderItems.slotId}
          where ${orderItems.orderId} = ${orders.id} and ${orderItems.refunded} < ${orderItems.total}
            and ${orderItems.bookingStatus} <> 'refused'
            and (${end} is null or ${end} > ${instant}::timestamptz))`,
      ),
    )
    .orderBy(asc(orders.paidAt))
    .limit(500);
  let moved = 0;
  for (const order of candidates) {
    const items = (await repo.findOrderItems(db, order.id)).filter((item) => holdsItem(order, item));
    const times = await itemTimesOf(db, order, items);
    const ended = items.every((item) => {
      const t = times.get(item.id);
      const itemEnd = t?.endsAt ?? t?.startsAt;
      return !!itemEnd && itemEnd <= at;
    });
    if (!ended) continue;
    const done = await db.transaction((t) =>
      repo.moveOrder(t as unknown as Db, order, "completed", "course_ended"),
    );
    if (done) moved++;
  }
  return moved;
}
