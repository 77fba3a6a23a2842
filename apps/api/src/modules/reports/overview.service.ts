import { overviewWeeks, type ProviderOverview } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { addDays, mondayOf, sofiaInstant, todayInSofia } from "@kursove/contracts/domain/sofia-time";
import type { Db } from "../../db/client";
import { now } from "../../platform/clock";
import type { UserRow } from "../auth";
import { summarizeOwed } from "../payouts";
import { requireOwnProvider } from "../providers";
import * as repo from "./overview.repository";

const listed = 5;

const iso = (value: Date | string) => new Date(value).toISOString();

/** GET /provider/overview: the signed-in provider's week at a glance, on the business clock. */
export async function getProviderOverview(
  db: Db,
  user: UserRow,
  currency: Currency,
): Promise<ProviderOverview> {
  const provider = await requireOwnProvider(db, user);
  const instant = now();
  const today = todayInSofia(instant);
  const thisWeek = mondayOf(today);
  const firstWeek = addDays(thisWeek, -7 * (overviewWeeks - 1));
  const [weekly, waiting, sessions, courses, payouts] = await Promise.all([
    repo.sumWeeklySales(db, provider.id, {
      from: sofiaInstant(firstWeek, "00:00"),
      to: sofiaInstant(addDays(thisWeek, 7), "00:00"),
    }),
    repo.countWaiting(db, provider.id),
    repo.listNextSessions(db, provider.id, instant, listed),
    repo.listCoursesWithPlaces(db, provider.id, instant, listed),
    summarizeOwed(db, provider),
  ]);
  const weeks = Array.from({ length: overviewWeeks }, (_, i) => {
    const from = addDays(firstWeek, 7 * i);
    const sums = weekly.get(from);
    return { from, sales: sums?.sales ?? 0, net: sums?.net ?? 0, orders: sums?.orders ?? 0 };
  });
  const current = weeks.at(-1)!;
  return {
    currency,
    today,
    week: {
      from: thisWeek,
      to: addDays(thisWeek, 6),
      sales: current.sales,
      net: current.net,
      orders: current.orders,
    },
    weekly_sales: weeks.map(({ from, sales, net }) => ({ from, sales, net })),
    payouts,
    next_sessions: sessions.map((s) => ({
      course: { id: s.course_id, title: s.course_title, slug: s.slug },
      title: s.title,
      starts_at: iso(s.starts_at),
      ends_at: iso(s.ends_at),
    })),
    waiting,
    places: {
      capacity: courses.capacity,
      places_left: courses.placesLeft,
      courses: courses.courses.map((c) => ({
        id: c.id,
        title: c.title,
        starts_at: iso(c.starts_at),
        capacity: c.capacity,
        places_left: c.places_left,
      })),
    },
  };
}
