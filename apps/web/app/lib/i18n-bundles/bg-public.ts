import blog from "@kursove/i18n/locales/bg/blog.json";
import catalog from "@kursove/i18n/locales/bg/catalog.json";
import certificates from "@kursove/i18n/locales/bg/certificates.json";
import checkout from "@kursove/i18n/locales/bg/checkout.json";
import common from "@kursove/i18n/locales/bg/common.json";
import contact from "@kursove/i18n/locales/bg/contact.json";
import errors from "@kursove/i18n/locales/bg/errors.json";
import faq from "@kursove/i18n/locales/bg/faq.json";
import guides from "@kursove/i18n/locales/bg/guides.json";
import lector from "@kursove/i18n/locales/bg/lector.json";
import media from "@kursove/i18n/locales/bg/media.json";
import notifications from "@kursove/i18n/locales/bg/notifications.json";
import payments from "@kursove/i18n/locales/bg/payments.json";
import provider from "@kursove/i18n/locales/bg/provider.json";

/** The Bulgarian texts of the public namespaces (lib/i18n-namespaces.ts): one chunk for the browser. */
export default {
  blog,
  catalog,
  certificates,
  checkout,
  common,
  contact,
  errors,
  faq,
  guides,
  lector,
  media,
  notifications,
  payments,
  provider,
};
