import blog from "@kursove/i18n/locales/en/blog.json";
import catalog from "@kursove/i18n/locales/en/catalog.json";
import certificates from "@kursove/i18n/locales/en/certificates.json";
import checkout from "@kursove/i18n/locales/en/checkout.json";
import common from "@kursove/i18n/locales/en/common.json";
import contact from "@kursove/i18n/locales/en/contact.json";
import errors from "@kursove/i18n/locales/en/errors.json";
import faq from "@kursove/i18n/locales/en/faq.json";
import guides from "@kursove/i18n/locales/en/guides.json";
import lector from "@kursove/i18n/locales/en/lector.json";
import media from "@kursove/i18n/locales/en/media.json";
import notifications from "@kursove/i18n/locales/en/notifications.json";
import payments from "@kursove/i18n/locales/en/payments.json";
import provider from "@kursove/i18n/locales/en/provider.json";

/** The English texts of the public namespaces (lib/i18n-namespaces.ts): one chunk for the browser. */
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
