import type { Currency } from "@kursove/contracts/currency";
import { defaultCommissionBp } from "@kursove/contracts/domain/commission";
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../client";
import * as t from "../schema/index";

/** The demo learner's purchases: a future, an ongoing (two providers in one order) and a past course. */
const purchases = [
  { slugs: ["sql-za-biznes-analizi"], paidDaysAgo: 3 },
  { slugs: ["javascript-i-react-ot-nulata", "power-bi-ot-nulata"], paidDaysAgo: 20 },
  { slugs: ["emotsionalna-inteligentnost-na-rabotnoto-myasto"], paidDaysAgo: 35 },
] as const;

/**
 * Paid orders of the demo learner, as checkout and the sandbox gateway would have left them: the order
 * with its history, items at the price of the day, places sold, the ledger (charge = commission +
 * provider share) and the sandbox's succeeded payment, so a cancellation can be refunded for real.
 */
export async function seedLearnerOrders(tx: Db, learnerId: string, now: Date, currency: Currency) {
  const [learner] = await tx.select().from(t.users).where(eq(t.users.id, learnerId));
  if (!learner) return;
  const billing = {
    firstName: learner.firstName,
    lastName: learner.lastName,
    email: learner.email,
    address: "ул. „Граф Игнатиев“ 12",
    city: "София",
    postCode: "1000",
    country: "България",
    countryIso: "BG",
  };
  for (const [index, purchase] of purchases.entries()) {
    const courses = await tx
      .select({
        id: t.courses.id,
        title: t.courses.title,
        price: t.courses.price,
        providerId: t.courses.providerId,
      })
      .from(t.courses)
      .where(inArray(t.courses.slug, [...purchase.slugs]));
    if (courses.length !== purchase.slugs.length) continue;
    const paidAt = new Date(now.getTime() - purchase.paidDaysAgo * 86_400_000);
    const total = courses.reduce((sum, c) => sum + c.price, 0);
    const intentId = `pi_sb_demo_learner_${index + 1}`;
    const [order] = await tx
      .insert(t.orders)
      .values({
        number: sql<string>`'K-' || nextval('order_number_seq')::text`,
        userId: learnerId,
        status: "paid",
        total,
        currency,
        billing,
        paymentIntentId: intentId,
        paymentMethod: { type: "card", brand: "visa", last4: "4242" },
        lastEventAt: paidAt,
        paidAt,
        createdAt: new Date(paidAt.getTime() - 5 * 60_000),
        updatedAt: paidAt,
      })
      .returning();
    if (!order) continue;
    await tx.insert(t.sandboxPaymentIntents).values({
      id: intentId,
      clientSecret: `${intentId}_secret_demo`,
      amount: total,
      currency: currency.toLowerCase(),
      status: "succeeded",
      metadata: { order_id: order.id },
      cardBrand: "visa",
      cardLast4: "4242",
      createdAt: order.createdAt,
      updatedAt: paidAt,
    });
    await tx.insert(t.orderEvents).values([
      {
        orderId: order.id,
        fromStatus: null,
        toStatus: "pending",
        reason: "checkout",
        createdAt: order.createdAt,
      },
      {
        orderId: order.id,
        fromStatus: "pending",
        toStatus: "awaiting_payment",
        reason: "checkout",
        createdAt: order.createdAt,
      },
      {
        orderId: order.id,
        fromStatus: "awaiting_payment",
        toStatus: "paid",
        reason: intentId,
        createdAt: paidAt,
      },
    ]);
    // the in-app notice of the payment; only the newest order's is still unread
    await tx.insert(t.notifications).values({
      userId: learnerId,
      kind: "order_paid",
      data: { number: order.number, total, path: `/profile/orders/${order.id}` },
      dedupeKey: `order_paid:${order.id}`,
      readAt: index === 0 ? null : paidAt,
      createdAt: paidAt,
    });
    for (const course of courses) {
      const [item] = await tx
        .insert(t.orderItems)
        .values({
          orderId: order.id,
          courseId: course.id,
          providerId: course.providerId,
          title: course.title,
          quantity: 1,
          unitPrice: course.price,
          total: course.price,
          commissionBp: defaultCommissionBp,
          createdAt: order.createdAt,
        })
        .returning({ id: t.orderItems.id });
      const commission = Math.round((course.price * defaultCommissionBp) / 10_000);
      const base = {
        orderId: order.id,
        orderItemId: item!.id,
        providerId: course.providerId,
        currency,
        gatewayRef: intentId,
      };
      await tx.insert(t.ledgerEntries).values([
        { ...base, kind: "charge", amount: course.price, createdAt: paidAt },
        { ...base, kind: "commission", amount: commission, createdAt: paidAt },
        { ...base, kind: "provider_share", amount: course.price - commission, createdAt: paidAt },
      ]);
      await tx
        .update(t.courses)
        .set({ soldCount: sql`${t.courses.soldCount} + 1` })
        .where(eq(t.courses.id, course.id));
    }
  }
}
