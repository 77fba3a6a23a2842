import type { MoneyDisplay } from "@kursove/contracts/currency";
import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { findOrder, findUserOrder, presentUserOrder } from "../orders";
import { receiptPdf } from "./receipt-pdf";

/** The payment confirmation PDF of a paid order, as the order_paid mail carries it. */
export async function paymentConfirmationFile(db: Db, money: MoneyDisplay, orderId: string, locale: Locale) {
  const order = await findOrder(db, orderId);
  if (!order?.paidAt) throw new Error(`order ${orderId} has no payment confirmation`);
  const content = await receiptPdf(await presentUserOrder(db, order, locale), locale, money);
  return {
    filename: `payment-confirmation-${order.number}.pdf`,
    contentType: "application/pdf",
    content,
  };
}

/** The receipt of the user's paid order as a PDF (404 for another user's order or one never paid). */
export async function getUserReceipt(
  db: Db,
  money: MoneyDisplay,
  userId: string,
  orderId: string,
  locale: Locale,
) {
  const order = await findUserOrder(db, userId, orderId);
  // only an order that was paid has a receipt
  if (!order.paidAt) throw new AppError(404, "order_not_found");
  return {
    number: order.number,
    pdf: await receiptPdf(await presentUserOrder(db, order, locale), locale, money),
  };
}
