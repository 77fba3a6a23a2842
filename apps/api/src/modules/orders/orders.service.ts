import type { Billing, Order, OrderStatus } from "@kursove/contracts";
import type { Currency } from "@kursove/contracts/currency";
import { type Locale, translate } from "@kursove/i18n";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client";
import { orders, providers } from "../../db/schema/index";
import { AppError } from "../../platform/errors";
import { paymentErrorCode } from "../payments";
import * as repo from "./orders.repository";

/** GET /orders/{id}: one order of the signed-in user (another's is 404, as if it did not exist). */
export async function getOrder(db: Db, userId: string, id: string, locale: Locale): Promise<Order> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order || order.userId !== userId) throw new AppError(404, "order_not_found");
  return presentOrder(db, order, locale);
}

export async function presentOrder(db: Db, order: repo.OrderRow, locale: Locale): Promise<Order> {
  const items = await repo.findOrderItems(db, order.id);
  const { courseById, slotById } = await repo.findItemSchedules(db, items);
  const providerIds = [...new Set(items.map((i) => i.providerId))];
  const providerRows =
    providerIds.length === 0
      ? []
      : await db
          .select({ id: providers.id, name: providers.companyName })
          .from(providers)
          .where(inArray(providers.id, providerIds));
  const providerById = new Map(providerRows.map((p) => [p.id, p]));
  const method = order.paymentMethod as { brand?: string; last4?: string } | null;
  const errorCode =
    order.status === "awaiting_payment" && order.lastPaymentError
      ? paymentErrorCode(order.lastPaymentError)
      : null;
  return {
    id: order.id,
    number: order.number,
    date: order.createdAt.toISOString(),
    status: order.status as OrderStatus,
    total: order.total,
    currency: order.currency as Currency,
    items: items.map((item) => {
      const course = courseById.get(item.courseId);
      const slot = item.slotId ? slotById.get(item.slotId) : undefined;
      return {
        id: item.id,
        course: { id: item.courseId, slug: course?.slug ?? "", title: item.title },
        provider: { id: item.providerId, name: providerById.get(item.providerId)?.name ?? "" },
        slot: slot
          ? { id: slot.id, starts_at: slot.startsAt.toISOString(), ends_at: slot.endsAt.toISOString() }
          : null,
        starts_at: (slot?.startsAt ?? course?.startsAt)?.toISOString() ?? null,
        ends_at: (slot?.endsAt ?? course?.endsAt)?.toISOString() ?? null,
        quantity: item.quantity,
        unit_price: item.unitPrice,
        total: item.total,
        discount: item.discount,
        attendees: item.attendees,
        booking_status: item.bookingStatus as "confirmed" | "awaiting_approval" | "refused",
        refunded: item.refunded,
      };
    }),
    payment_method: method?.last4 ? { type: "card", brand: method.brand ?? "", last4: method.last4 } : null,
    billing: order.billing as Billing,
    paid_at: order.paidAt?.toISOString() ?? null,
    payment_error: errorCode ? { code: errorCode, message: translate(locale, errorCode) } : null,
  };
}
