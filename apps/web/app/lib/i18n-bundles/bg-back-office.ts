import admin from "@kursove/i18n/locales/bg/admin.json";
import discounts from "@kursove/i18n/locales/bg/discounts.json";
import editor from "@kursove/i18n/locales/bg/editor.json";
import invoices from "@kursove/i18n/locales/bg/invoices.json";
import learning from "@kursove/i18n/locales/bg/learning.json";
import money from "@kursove/i18n/locales/bg/money.json";
import orders from "@kursove/i18n/locales/bg/orders.json";
import payouts from "@kursove/i18n/locales/bg/payouts.json";
import rating from "@kursove/i18n/locales/bg/rating.json";
import reports from "@kursove/i18n/locales/bg/reports.json";
import review from "@kursove/i18n/locales/bg/review.json";
import utilization from "@kursove/i18n/locales/bg/utilization.json";

/** The Bulgarian texts of the back office namespaces (lib/i18n-namespaces.ts): one chunk for the browser. */
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
