import admin from "@kursove/i18n/locales/en/admin.json";
import discounts from "@kursove/i18n/locales/en/discounts.json";
import editor from "@kursove/i18n/locales/en/editor.json";
import invoices from "@kursove/i18n/locales/en/invoices.json";
import learning from "@kursove/i18n/locales/en/learning.json";
import money from "@kursove/i18n/locales/en/money.json";
import orders from "@kursove/i18n/locales/en/orders.json";
import payouts from "@kursove/i18n/locales/en/payouts.json";
import rating from "@kursove/i18n/locales/en/rating.json";
import reports from "@kursove/i18n/locales/en/reports.json";
import review from "@kursove/i18n/locales/en/review.json";
import utilization from "@kursove/i18n/locales/en/utilization.json";

/** The English texts of the back office namespaces (lib/i18n-namespaces.ts): one chunk for the browser. */
export default {
  admin,
  discounts,
  editor,
  invoices,
  learning,
  money,
  orders,
  payouts,
  rating,
  reports,
  review,
  utilization,
};
