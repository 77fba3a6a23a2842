import type { CourseCard, CourseTiming, ProviderSummary, Review } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { now as clockNow } from "../../platform/clock";
import { fileUrl } from "../../platform/file-url";
import type { CourseCardRow, ProviderRow } from "./catalog.repository";

export const rating = (x100: number) => Math.round(x100 / 10) / 10;

export function courseTiming(startsAt: Date | null, endsAt: Date | null, now = clockNow()): CourseTiming {
  if (!startsAt || startsAt > now) return startsAt ? "future" : "ongoing";
  if (endsAt && endsAt < now) return "past";
  return "ongoing";
}

/** The price a buyer pays today: the early-bird price until its date, else the full price. */
export function currentPrice(
  price: number,
  earlyBirdPrice: number | null,
  earlyBirdUntil: string | null,
  now = clockNow(),
) {
  return earlyBirdPrice !== null && earlyBirdUntil !== null && earlyBirdUntil >= todayInSofia(now)
    ? earlyBirdPrice
    : price;
}

/** Cards of the catalogue: courses are priced in the currency of sale (CURRENCY). */
export const cardsIn = (currency: Currency) => (row: CourseCardRow) => toCourseCard(row, currency);

export function toCourseCard(row: CourseCardRow, currency: Currency): CourseCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    types: row.types as CourseCard["types"],
    audience: row.audience as CourseCard["audience"],
    language: row.language,
    category:
      row.categoryId !== null && row.categoryName !== null
        ? { id: row.categoryId, name: row.categoryName }
        : null,
    subcategory:
      row.subcategoryId !== null && row.subcategoryName !== null
        ? { id: row.subcategoryId, name: row.subcategoryName }
        : null,
    city: row.cityName,
    price: row.price,
    early_bird_price: row.earlyBirdPrice,
    early_bird_until: row.earlyBirdUntil,
    current_price: currentPrice(row.price, row.earlyBirdPrice, row.earlyBirdUntil),
    currency,
    starts_at: row.startsAt?.toISOString() ?? null,
    ends_at: row.endsAt?.toISOString() ?? null,
    timing: courseTiming(row.startsAt, row.endsAt),
    rating: rating(row.ratingAvg),
    rating_count: row.ratingCount,
    places_left: Math.max(0, row.capacity - row.soldCount - row.heldCount),
    capacity: row.capacity,
    thumbnail: row.thumbnailId
      ? { url: fileUrl(row.thumbnailId)!, width: row.thumbnailWidth, height: row.thumbnailHeight }
      : null,
    provider: { id: row.providerId, slug: row.providerSlug, name: row.providerName },
  };
}

export function toProviderSummary(row: ProviderRow): ProviderSummary {
  const p = row.provider;
  return {
    id: p.id,
    slug: p.slug,
    name: p.companyName,
    punchline: p.punchline,
    logo: p.logoFileId ? { url: fileUrl(p.logoFileId)!, width: row.logoWidth, height: row.logoHeight } : null,
    city: row.cityName,
    rating: rating(p.ratingAvg),
    rating_count: p.ratingCount,
    courses_count: row.coursesCount,
  };
}

type ReviewRow = {
  id: string;
  firstName: string;
  lastName: string;
  overall: number;
  content: number;
  outcomes: number;
  recommend: boolean;
  comment: string;
  reply: string | null;
  createdAt: Date;
};

/** Reviews are not anonymous but show only the first name and the surname's initial. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    author: `${row.firstName} ${row.lastName.slice(0, 1)}.`,
    overall: row.overall,
    content: row.content,
    outcomes: row.outcomes,
    recommend: row.recommend,
    comment: row.comment,
    reply: row.reply,
    date: row.createdAt.toISOString(),
  };
}
