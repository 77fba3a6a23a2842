import type { Billing } from "@kursove/contracts";
import { type Currency, formatMoney, type MoneyDisplay } from "@kursove/contracts/currency";
import { formatSofiaDate } from "@kursove/contracts/domain/sofia-time";
import { createTranslator, type Locale } from "@kursove/i18n";
import bgMail from "@kursove/i18n/locales/bg/mail.json";
import enMail from "@kursove/i18n/locales/en/mail.json";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { providers } from "../../db/schema/index";
import { renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import type { OrderItemRow, OrderRow } from "./orders.repository";
import { findItemSchedules, findUserForMail } from "./orders.repository";

export type OrderMailDeps = {
  publicUrl: string;
  officeEmail: string;
  /** whether amounts show the other of euro and lev beside them (SHOW_SECOND_CURRENCY) */
  money: MoneyDisplay;
};

const receipts = { bg: bgMail.receipt, en: enMail.receipt };
const receiptText = createTranslator({ bg: { receipt: receipts.bg }, en: { receipt: receipts.en } });
const tags: Record<Locale, string> = { bg: "bg-BG", en: "en-GB" };

/** An amount of an order as its mails and PDF say it: in the order's currency, the other beside it as set. */
export const orderMoney = (
  display: MoneyDisplay,
  order: { currency: string },
  amount: number,
  locale: Locale,
) => formatMoney(amount, order.currency as Currency, locale, display);

const formatWhen = (date: Date, locale: Locale, withHour: boolean) =>
  formatSofiaDate(date, tags[locale], {
    day: "numeric",
    month: "long",
    year: "numeric",
    ...(withHour ? { hour: "2-digit", minute: "2-digit" } : {}),
  });

/**
 * The receipt of a paid order as rows of a mail table: each course with its dates and places, the card,
 * who is billed and the total (items, dates, places and a receipt).
 */
export async function receiptRows(
  db: Db,
  display: MoneyDisplay,
  order: OrderRow,
  items: OrderItemRow[],
  locale: Locale,
) {
  const labels = receipts[locale];
  const { courseById: courseDates, slotById: slots } = await findItemSchedules(db, items);
  const rows: [string, string][] = [[labels.orderNumber, order.number]];
  for (const item of items) {
    const slot = item.slotId ? slots.get(item.slotId) : undefined;
    const course = courseDates.get(item.courseId);
    const when = slot
      ? formatWhen(slot.startsAt, locale, true)
      : course?.startsAt
        ? formatWhen(course.startsAt, locale, false) +
          (course.endsAt &&
          formatWhen(course.endsAt, locale, false) !== formatWhen(course.startsAt, locale, false)
            ? ` – ${formatWhen(course.endsAt, locale, false)}`
            : "")
        : "";
    const places = receiptText(locale, "receipt", "places", { count: item.quantity });
    rows.push([
      `${item.title}${when ? `, ${when}` : ""} (${places})`,
      orderMoney(display, order, item.total, locale),
    ]);
    // DISCOUNT-CODES: the price already has the discount off; the row says how much it was
    if (item.discount > 0)
      rows.push([labels.discount, `−${orderMoney(display, order, item.discount, locale)}`]);
  }
  const method = order.paymentMethod as { brand?: string; last4?: string } | null;
  if (method?.last4) rows.push([labels.card, `${(method.brand ?? "").toUpperCase()} •••• ${method.last4}`]);
  const billing = order.billing as Billing;
  rows.push([
    labels.billedTo,
    `${billing.firstName} ${billing.lastName}, ${billing.address}, ${billing.postCode} ${billing.city}, ${billing.country}`,
  ]);
  if (order.paidAt) rows.push([labels.date, formatWhen(order.paidAt, locale, true)]);
  rows.push([labels.total, orderMoney(display, order, order.total, locale)]);
  return rows;
}

/** The order confirmation, queued in the same transaction that makes the order paid. */
export async function queueOrderPaidMail(
  db: Db,
  deps: OrderMailDeps,
  order: OrderRow,
  items: OrderItemRow[],
) {
  const user = await findUserForMail(db, order.userId);
  const billing = order.billing as Billing;
  const locale: Locale = user?.language === "en" ? "en" : "bg";
  const to = user?.email ?? billing.email;
  const rendered = renderMail("order_paid", locale, {
    name: user?.firstName ?? billing.firstName,
    publicUrl: deps.publicUrl,
    officeEmail: deps.officeEmail,
    url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}/checkout/thank-you/${order.id}`,
    vars: { number: order.number },
    rows: await receiptRows(db, deps.money, order, items, locale),
  });
  await enqueueMail(db, {
    kind: "order_paid",
    to,
    locale,
    ...rendered,
    attachments: [{ kind: "payment_confirmation", id: order.id }],
  });
}

/** Tells the learner the provider's answer to a booking that needed its approval (and the refund of a refusal). */
export async function queueBookingDecisionMail(
  db: Db,
  deps: OrderMailDeps,
  order: OrderRow,
  item: OrderItemRow,
  decision: "booking_approved" | "booking_refused",
) {
  const user = await findUserForMail(db, order.userId);
  if (!user) return;
  const locale: Locale = user.language === "en" ? "en" : "bg";
  const [provider] = await db
    .select({ name: providers.companyName })
    .from(providers)
    .where(eq(providers.id, item.providerId));
  const rendered = renderMail(decision, locale, {
    name: user.firstName,
    publicUrl: deps.publicUrl,
    officeEmail: deps.officeEmail,
    url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}/payment?order_id=${order.id}`,
    vars: {
      course: item.title,
      provider: provider?.name ?? "",
      number: order.number,
      amount: orderMoney(deps.money, order, item.total, locale),
    },
  });
  await enqueueMail(db, { kind: decision, to: user.email, locale, ...rendered });
}

/** Why a payment was paid back on its own (payment_returned mail), by the reason recorded. */
const returnReasons = [
  "places_gone",
  "course_canceled",
  "paid_after_cancel",
  "order_has_other_payment",
  "order_missing",
] as const;

/**
 * Tells the customer that a payment which bought nothing was paid back in full, and why (CHECKOUT-STRAY):
 * queued in the transaction that records the refund, so once.
 */
export async function queuePaymentReturnedMail(
  db: Db,
  deps: OrderMailDeps,
  order: OrderRow,
  amount: number,
  reason: string,
) {
  const user = await findUserForMail(db, order.userId);
  const billing = order.billing as Billing;
  const locale: Locale = user?.language === "en" ? "en" : "bg";
  const texts = locale === "en" ? enMail : bgMail;
  const known = (returnReasons as readonly string[]).includes(reason) ? reason : "order_missing";
  const rendered = renderMail("payment_returned", locale, {
    name: user?.firstName ?? billing.firstName,
    publicUrl: deps.publicUrl,
    officeEmail: deps.officeEmail,
    url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}/payment?order_id=${order.id}`,
    vars: {
      number: order.number,
      amount: orderMoney(deps.money, order, amount, locale),
      reason: texts.returnReasons[known as (typeof returnReasons)[number]],
    },
  });
  await enqueueMail(db, { kind: "payment_returned", to: user?.email ?? billing.email, locale, ...rendered });
}
