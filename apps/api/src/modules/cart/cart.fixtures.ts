import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { cartItems, courseSlots, courses, providers, users } from "../../db/schema/index";

const hour = 3_600_000;
let counter = 0;

/**
 * Test support: a course of its own, on sale (approved, of the demo provider "Академия Знание", which
 * can receive payouts), starting in ten days; override any column. With `slots` it is a bookable (on
 * demand) course with those date-and-hour slots (hours from now, capacity).
 */
export async function saleCourse(
  db: Db,
  overrides: Partial<typeof courses.$inferInsert> = {},
  slots: { inHours: number; capacity: number }[] = [],
) {
  const [provider] = await db.select().from(providers).where(eq(providers.slug, "akademia-znanie"));
  counter += 1;
  const startsAt = new Date(Date.now() + 240 * hour);
  const [course] = await db
    .insert(courses)
    .values({
      providerId: provider!.id,
      slug: `cart-course-${Date.now().toString(36)}-${counter}`,
      status: "approved",
      title: `Курс за количката ${counter}`,
      types: slots.length ? ["online", "on_demand", "individual"] : ["online", "group"],
      price: 10_000,
      capacity: 5,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * hour),
      lastSellDate: new Date(startsAt.getTime() - hour),
      publishedAt: new Date(),
      ...overrides,
    })
    .returning();
  const slotRows = slots.length
    ? await db
        .insert(courseSlots)
        .values(
          slots.map((s) => ({
            courseId: course!.id,
            startsAt: new Date(Date.now() + s.inHours * hour),
            endsAt: new Date(Date.now() + (s.inHours + 1) * hour),
            capacity: s.capacity,
          })),
        )
        .returning()
    : [];
  return { course: course!, slots: slotRows, provider: provider! };
}

/** Lets a course's holds run out now, as if their 20 minutes had passed. */
export function expireHolds(db: Db, courseId: string) {
  return db
    .update(cartItems)
    .set({ heldUntil: new Date(Date.now() - 1000) })
    .where(eq(cartItems.courseId, courseId));
}

/** Marks an address verified, as its mailed link does (the unverified cap of holds no longer applies). */
export async function verifyAddress(db: Db, email: string) {
  const [user] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(eq(users.email, email))
    .returning({ id: users.id });
  return user!.id;
}

/** Sets when every hold of a course ends, as if time had passed since they were placed. */
export function setHeldUntil(db: Db, courseId: string, heldUntil: Date) {
  return db.update(cartItems).set({ heldUntil }).where(eq(cartItems.courseId, courseId));
}
