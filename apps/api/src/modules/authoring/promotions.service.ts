import { createPromotionBody, type Promotion, type PromotionPayment } from "@kursove/contracts";
import { type Currency, promotionPricePerDay } from "@kursove/contracts/currency";
import { todayInSofia } from "@kursove/contracts/domain/sofia-time";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { promotions } from "../../db/schema/index";
import { now } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import { parseOrRefuse } from "../../platform/forms";
import { type GatewayEvent, gatewayCurrency, type PaymentGateway } from "../../platform/payments/gateway";
import type { UserRow } from "../auth";
import { requireOwnProvider } from "../providers";
import { type FieldErrors, refuseIfAny, requireOwnCourse } from "./authoring.service";
import * as repo from "./promotions.repository";

const maxDays = 365;
const dayMs = 86_400_000;

/** The calendar days from one date to another, both included. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

type Found = NonNullable<Awaited<ReturnType<typeof repo.findPromotion>>>;
const toPromotion = ({ promotion: p, courseTitle, courseSlug }: Found): Promotion => ({
  id: p.id,
  course_id: p.courseId,
  course_title: courseTitle,
  course_slug: courseSlug,
  date_from: p.dateFrom,
  date_to: p.dateTo,
  total_days: p.totalDays,
  amount: p.amount,
  currency: p.currency as Currency,
  price_per_day: promotionPricePerDay(p.currency as Currency),
  status: p.status as Promotion["status"],
  created_at: new Date(p.createdAt).toISOString(),
  paid_at: p.paidAt ? new Date(p.paidAt).toISOString() : null,
});

async function presentPromotion(db: Db, id: string) {
  const found = await repo.findPromotion(db, id);
  if (!found) throw new AppError(404, "not_found");
  return toPromotion(found);
}

/**
 * POST /provider/courses/{id}/promotions: promote an approved course on Sofia days from..to, both
 * included, at 2.99 лв. a day converted to the currency of sale. It awaits payment until the
 * checkout marks it paid.
 */
export async function createPromotion(
  db: Db,
  user: UserRow,
  courseId: string,
  body: unknown,
  currency: Currency,
  /**
   * Test only: `false` checks the overlap without the course's lock, so promotions.concurrency.test.ts's
   * control can show racing requests booking the same days twice. Never set in the application.
   */
  options: { lock?: boolean } = {},
) {
  const { provider, course } = await requireOwnCourse(db, user, courseId);
  if (course.status !== "approved") throw new AppError(409, "course_not_approved");
  const v = parseOrRefuse(createPromotionBody, body);
  const errors: FieldErrors = {};
  const totalDays = daysBetween(v.date_from, v.date_to);
  if (v.date_from < todayInSofia(now())) errors.date_from = ["field.date_in_past"];
  if (v.date_to < v.date_from) errors.date_to = ["field.date_to_before_from"];
  else if (totalDays > maxDays) errors.date_to = ["field.promotion_too_long"];
  refuseIfAny(errors);
  const id = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    // the check and the insert under the course's lock: a parallel request waits, then sees this one
    if (options.lock !== false) await repo.lockCourseForPromotion(t, course.id);
    if (await repo.overlapsPromotion(t, course.id, v.date_from, v.date_to))
      throw new AppError(409, "promotion_overlaps");
    const row = await repo.insertPromotion(t, {
      courseId: course.id,
      providerId: provider.id,
      dateFrom: v.date_from,
      dateTo: v.date_to,
      totalDays,
      amount: totalDays * promotionPricePerDay(currency),
      currency,
      status: "awaiting_payment",
      createdByUserId: user.id,
    });
    return row.id;
  });
  return presentPromotion(db, id);
}

/** GET /provider/promotions: one page of the provider's promotions, latest first. */
export async function listOwnPromotions(db: Db, user: UserRow, page: number) {
  const provider = await requireOwnProvider(db, user);
  const { rows, total } = await repo.listPromotions(db, eq(promotions.providerId, provider.id), page);
  return { data: rows.map(toPromotion), last_page: Math.max(1, Math.ceil(total / repo.promotionPageSize)) };
}

/** GET /provider/courses/{id}/promotions: every promotion of an own course, latest first. */
export async function listCoursePromotions(db: Db, user: UserRow, courseId: string) {
  const { course } = await requireOwnCourse(db, user, courseId);
  const { rows } = await repo.listPromotions(db, eq(promotions.courseId, course.id));
  return { data: rows.map(toPromotion) };
}

/** DELETE /provider/promotions/{id}: cancels an own promotion that awaits payment; a paid one stays. */
export async function cancelPromotion(db: Db, user: UserRow, id: string) {
  const provider = await requireOwnProvider(db, user);
  const found = await repo.findPromotion(db, id);
  if (!found || found.promotion.providerId !== provider.id) throw new AppError(404, "not_found");
  if (found.promotion.status === "paid") throw new AppError(409, "promotion_paid");
  const moved = await repo.movePromotion(db, id, ["awaiting_payment", "canceled"], { status: "canceled" });
  if (!moved) throw new AppError(409, "promotion_paid");
  return presentPromotion(db, id);
}

/**
 * Marks a promotion paid once its payment succeeded (the checkout calls this). Idempotent: a second call
 * for a paid promotion answers it unchanged. A canceled one is refused, so overlaps cannot sneak in.
 */
export async function markPromotionPaid(db: Db, promotionId: string, paymentIntentId: string) {
  const moved = await repo.movePromotion(db, promotionId, ["awaiting_payment"], {
    status: "paid",
    paidAt: now(),
    paymentIntentId,
  });
  if (moved) return presentPromotion(db, promotionId);
  const found = await repo.findPromotion(db, promotionId);
  if (!found) throw new AppError(404, "not_found");
  if (found.promotion.status === "canceled") throw new AppError(409, "promotion_canceled");
  return toPromotion(found);
}

export type PromotionPaymentDeps = { db: Db; gateway: PaymentGateway; publishableKey: string | undefined };

/**
 * POST /provider/promotions/{id}/pay: opens the card payment of an own promotion awaiting payment, through
 * the same gateway as orders (PROMOTION-PRICE: total days x 2.99 BGN). The same promotion always gets the same
 * payment (idempotency key), so paying again after a declined card retries it.
 */
export async function payPromotion(
  deps: PromotionPaymentDeps,
  user: UserRow,
  id: string,
): Promise<PromotionPayment> {
  const provider = await requireOwnProvider(deps.db, user);
  const found = await repo.findPromotion(deps.db, id);
  if (!found || found.promotion.providerId !== provider.id) throw new AppError(404, "not_found");
  if (found.promotion.status === "paid") throw new AppError(409, "promotion_paid");
  if (found.promotion.status === "canceled") throw new AppError(409, "promotion_canceled");
  const intent = await deps.gateway.createPaymentIntent({
    amount: found.promotion.amount,
    currency: gatewayCurrency(found.promotion.currency),
    purpose: { promotionId: id },
    idempotencyKey: `promotion-${id}`,
    description: `Kursove promotion ${found.courseSlug} ${found.promotion.dateFrom}..${found.promotion.dateTo}`,
    receiptEmail: user.email,
  });
  await repo.movePromotion(deps.db, id, ["awaiting_payment"], { paymentIntentId: intent.id });
  return {
    secret: intent.clientSecret,
    promotion_id: id,
    amount: found.promotion.amount,
    gateway: deps.gateway.name,
    publishable_key: deps.gateway.name === "stripe" ? (deps.publishableKey ?? null) : null,
  };
}

/**
 * A promotion's payment_intent.succeeded, inside the event's transaction: the promotion is paid. One
 * canceled meanwhile keeps its cancel, and its money is paid back after the commit (the follow-up).
 */
export async function applyPromotionPaymentEvent(tx: Db, event: GatewayEvent) {
  const intent = event.paymentIntent;
  const promotionId = intent?.metadata.promotion_id;
  if (!intent || !promotionId || event.type !== "payment_intent.succeeded") return null;
  const paid = await repo.movePromotion(tx, promotionId, ["awaiting_payment"], {
    status: "paid",
    paidAt: event.created,
    paymentIntentId: intent.id,
  });
  if (paid) return null;
  const found = await repo.findPromotion(tx, promotionId);
  if (found?.promotion.status !== "canceled") return null;
  return { paymentIntentId: intent.id, amount: intent.amount, promotionId };
}

/** The platform's income from promotions paid in a period, for the admin's reports. */
export const sumPromotionIncome = (db: Db, filter: Parameters<typeof repo.sumPaidPromotions>[1]) =>
  repo.sumPaidPromotions(db, filter);

/**
 * SQL over courses for the catalogue (home and the hot sort): whether a paid promotion runs on the Sofia
 * date of the business clock, and when the latest such was paid.
 */
export const runningPromotionSql = (today = todayInSofia(now())) => ({
  isPromoted: repo.isPromotedOn(today),
  paidAt: repo.promotionPaidAtOn(today),
});
