/**
 * How the web app's translation namespaces reach the browser: a page downloads only its own
 * language, and the back office's namespaces only once a page of it opens. The server holds everything.
 * `i18n-namespaces.test.ts` reads every page's imports and fails when a public page uses a back-office
 * namespace, or a namespace is in neither list.
 */
export const publicNamespaces = [
  "common",
  "errors",
  "catalog",
  "checkout",
  "notifications",
  "lector",
  "payments",
  "provider",
  "blog",
  "faq",
  "contact",
  "guides",
  "media",
  "certificates",
] as const;

export const backOfficeNamespaces = [
  "admin",
  "discounts",
  "editor",
  "invoices",
  "learning",
  "money",
  "orders",
  "payouts",
  "rating",
  "reports",
  "review",
  "utilization",
] as const;

export type TranslationPart = "public" | "back-office";

/** The areas behind a sign-in (profile, provider dashboard, lector area, admin), in either language. */
const backOfficePath = /^(?:\/en)?\/(?:profile|dashboard|lector|admin)(?:\/|$)/;

/** The parts of the translations a path needs. */
export function partsFor(pathname: string): TranslationPart[] {
  return backOfficePath.test(pathname) ? ["public", "back-office"] : ["public"];
}
