import type { Locale } from "@kursove/i18n";
import { asc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { cartItems, cities, courseSlots, courses, files, providers } from "../../db/schema/index";

const thumbnails = alias(files, "thumbnails");

/** What decides whether a course is on sale (catalog: approved course of an approved provider). */
export async function findCourseForSale(db: Db, courseId: string) {
  const [row] = await db
    .select({
      id: courses.id,
      status: courses.status,
      types: courses.types,
      startsAt: courses.startsAt,
      lastSellDate: courses.lastSellDate,
      providerStatus: providers.status,
      providerPayoutsEnabled: providers.paymentPayoutsEnabled,
    })
    .from(courses)
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .where(eq(courses.id, courseId));
  return row ?? null;
}

export async function findSlot(db: Db, slotId: string) {
  const [row] = await db
    .select({ id: courseSlots.id, courseId: courseSlots.courseId, startsAt: courseSlots.startsAt })
    .from(courseSlots)
    .where(eq(courseSlots.id, slotId));
  return row ?? null;
}

/** The user's cart items with what the cart shows of their course and slot, oldest first. */
export function findCartRows(db: Db, locale: Locale, userId: string) {
  return db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      attendees: cartItems.attendees,
      heldUntil: cartItems.heldUntil,
      // the database's clock decides, as it does when holds are counted
      expired: sql<boolean>`${cartItems.heldUntil} <= now()`,
      orderId: cartItems.orderId,
      course: {
        id: courses.id,
        slug: courses.slug,
        title: courses.title,
        types: courses.types,
        startsAt: courses.startsAt,
        endsAt: courses.endsAt,
        price: courses.price,
        earlyBirdPrice: courses.earlyBirdPrice,
        earlyBirdUntil: courses.earlyBirdUntil,
        requiresBookingApproval: courses.requiresBookingApproval,
      },
      cityName: locale === "bg" ? cities.nameBg : cities.nameEn,
      thumbnailId: thumbnails.id,
      thumbnailWidth: thumbnails.width,
      thumbnailHeight: thumbnails.height,
      provider: { id: providers.id, slug: providers.slug, name: providers.companyName },
      slotId: courseSlots.id,
      slotStartsAt: courseSlots.startsAt,
      slotEndsAt: courseSlots.endsAt,
    })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .innerJoin(providers, eq(providers.id, courses.providerId))
    .leftJoin(cities, eq(cities.id, courses.cityId))
    .leftJoin(thumbnails, eq(thumbnails.id, courses.thumbnailFileId))
    .leftJoin(courseSlots, eq(courseSlots.id, cartItems.slotId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
}

export type CartRow = Awaited<ReturnType<typeof findCartRows>>[number];

/** The user's holds alone, for the header's count (GET /user/header): no course, price or discount. */
export function findHoldStates(db: Db, userId: string) {
  return db
    .select({
      heldUntil: cartItems.heldUntil,
      // the database's clock decides, as findCartRows does
      expired: sql<boolean>`${cartItems.heldUntil} <= now()`,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
}
