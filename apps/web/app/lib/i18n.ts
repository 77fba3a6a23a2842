import type { Locale } from "@kursove/i18n";
import bgAdmin from "@kursove/i18n/locales/bg/admin.json";
import bgBlog from "@kursove/i18n/locales/bg/blog.json";
import bgCatalog from "@kursove/i18n/locales/bg/catalog.json";
import bgCheckout from "@kursove/i18n/locales/bg/checkout.json";
import bgCommon from "@kursove/i18n/locales/bg/common.json";
import bgContact from "@kursove/i18n/locales/bg/contact.json";
import bgEditor from "@kursove/i18n/locales/bg/editor.json";
import bgErrors from "@kursove/i18n/locales/bg/errors.json";
import bgFaq from "@kursove/i18n/locales/bg/faq.json";
import bgGuides from "@kursove/i18n/locales/bg/guides.json";
import bgLearning from "@kursove/i18n/locales/bg/learning.json";
import bgLector from "@kursove/i18n/locales/bg/lector.json";
import bgMedia from "@kursove/i18n/locales/bg/media.json";
import bgMoney from "@kursove/i18n/locales/bg/money.json";
import bgNotifications from "@kursove/i18n/locales/bg/notifications.json";
import bgOrders from "@kursove/i18n/locales/bg/orders.json";
import bgPayments from "@kursove/i18n/locales/bg/payments.json";
import bgPayouts from "@kursove/i18n/locales/bg/payouts.json";
import bgProvider from "@kursove/i18n/locales/bg/provider.json";
import bgRating from "@kursove/i18n/locales/bg/rating.json";
import bgReports from "@kursove/i18n/locales/bg/reports.json";
import bgReview from "@kursove/i18n/locales/bg/review.json";
import bgUtilization from "@kursove/i18n/locales/bg/utilization.json";
import enAdmin from "@kursove/i18n/locales/en/admin.json";
import enBlog from "@kursove/i18n/locales/en/blog.json";
import enCatalog from "@kursove/i18n/locales/en/catalog.json";
import enCheckout from "@kursove/i18n/locales/en/checkout.json";
import enCommon from "@kursove/i18n/locales/en/common.json";
import enContact from "@kursove/i18n/locales/en/contact.json";
import enEditor from "@kursove/i18n/locales/en/editor.json";
import enErrors from "@kursove/i18n/locales/en/errors.json";
import enFaq from "@kursove/i18n/locales/en/faq.json";
import enGuides from "@kursove/i18n/locales/en/guides.json";
import enLearning from "@kursove/i18n/locales/en/learning.json";
import enLector from "@kursove/i18n/locales/en/lector.json";
import enMedia from "@kursove/i18n/locales/en/media.json";
import enMoney from "@kursove/i18n/locales/en/money.json";
import enNotifications from "@kursove/i18n/locales/en/notifications.json";
import enOrders from "@kursove/i18n/locales/en/orders.json";
import enPayments from "@kursove/i18n/locales/en/payments.json";
import enPayouts from "@kursove/i18n/locales/en/payouts.json";
import enProvider from "@kursove/i18n/locales/en/provider.json";
import enRating from "@kursove/i18n/locales/en/rating.json";
import enReports from "@kursove/i18n/locales/en/reports.json";
import enReview from "@kursove/i18n/locales/en/review.json";
import enUtilization from "@kursove/i18n/locales/en/utilization.json";
import i18next, { type i18n } from "i18next";

const resources = {
  bg: {
    common: bgCommon,
    errors: bgErrors,
    catalog: bgCatalog,
    provider: bgProvider,
    lector: bgLector,
    payments: bgPayments,
    editor: bgEditor,
    media: bgMedia,
    review: bgReview,
    checkout: bgCheckout,
    learning: bgLearning,
    orders: bgOrders,
    rating: bgRating,
    notifications: bgNotifications,
    money: bgMoney,
    payouts: bgPayouts,
    admin: bgAdmin,
    utilization: bgUtilization,
    reports: bgReports,
    guides: bgGuides,
    blog: bgBlog,
    faq: bgFaq,
    contact: bgContact,
  },
  en: {
    common: enCommon,
    errors: enErrors,
    catalog: enCatalog,
    provider: enProvider,
    lector: enLector,
    payments: enPayments,
    editor: enEditor,
    media: enMedia,
    review: enReview,
    checkout: enCheckout,
    learning: enLearning,
    orders: enOrders,
    rating: enRating,
    notifications: enNotifications,
    money: enMoney,
    payouts: enPayouts,
    admin: enAdmin,
    utilization: enUtilization,
    reports: enReports,
    guides: enGuides,
    blog: enBlog,
    faq: enFaq,
    contact: enContact,
  },
};

const instances = new Map<Locale, i18n>();

/** One ready i18next instance per locale (created synchronously, so SSR and hydration agree). */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      resources,
      lng: locale,
      fallbackLng: "bg",
      defaultNS: "common",
      ns: [
        "common",
        "errors",
        "catalog",
        "provider",
        "lector",
        "payments",
        "editor",
        "media",
        "review",
        "checkout",
        "learning",
        "orders",
        "rating",
        "notifications",
        "money",
        "payouts",
        "admin",
        "utilization",
        "reports",
      ],
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}
