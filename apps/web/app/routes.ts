import { index, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

export type Page = { id: string; path?: string; file: string; children?: Page[] };

/** Every page once; each is registered in Bulgarian without a prefix and in English under /en. */
export const pages: Page[] = [
  { id: "home", path: "/", file: "routes/home.tsx" },
  { id: "courses", path: "/courses", file: "routes/courses.tsx" },
  { id: "course", path: "/courses/:slug", file: "routes/course.tsx" },
  { id: "provider", path: "/provider/:slug?", file: "routes/provider.tsx" },
  { id: "checkout", path: "/checkout", file: "routes/checkout.tsx" },
  { id: "payment", path: "/payment", file: "routes/payment.tsx" },
  { id: "thank-you", path: "/checkout/thank-you/:id", file: "routes/thank-you.ts" },
  { id: "cart-add", path: "/cart/add", file: "routes/cart-add.tsx" },
  { id: "certificate", path: "/certificates/:code", file: "routes/certificate.tsx" },
  { id: "wishlist-save", path: "/wishlist/save", file: "routes/wishlist-save.ts" },
  { id: "waitlist-join", path: "/waitlist/join", file: "routes/waitlist-join.ts" },
  { id: "consumers", path: "/consumers", file: "routes/landing.tsx" },
  { id: "business", path: "/business", file: "routes/landing.tsx" },
  { id: "kids", path: "/kids", file: "routes/landing.tsx" },
  { id: "open-courses", path: "/open-courses", file: "routes/landing.tsx" },
  { id: "login", path: "/login", file: "routes/login.tsx" },
  { id: "sign-up", path: "/sign-up", file: "routes/sign-up.tsx" },
  { id: "forgotten-password", path: "/auth/forgotten-password", file: "routes/forgotten-password.tsx" },
  { id: "reset", path: "/auth/reset", file: "routes/reset-password.tsx" },
  { id: "verify-email", path: "/auth/verify-email", file: "routes/verify-email.tsx" },
  { id: "become-provider", path: "/become-provider", file: "routes/become-provider.tsx" },
  {
    id: "profile",
    path: "/profile",
    file: "routes/profile/layout.tsx",
    children: [
      { id: "profile.personal", file: "routes/profile/personal.tsx" },
      { id: "profile.business", path: "business", file: "routes/profile/business.tsx" },
      { id: "profile.settings", path: "settings", file: "routes/profile/settings.tsx" },
      { id: "profile.password", path: "password", file: "routes/profile/password.tsx" },
      { id: "profile.account", path: "account", file: "routes/profile/account.tsx" },
      { id: "profile.courses", path: "courses", file: "routes/profile/courses.tsx" },
      { id: "profile.course", path: "courses/:id", file: "routes/profile/course-content.tsx" },
      { id: "profile.calendar", path: "calendar", file: "routes/profile/calendar.tsx" },
      { id: "profile.orders", path: "orders", file: "routes/profile/orders.tsx" },
      { id: "profile.order", path: "orders/:id", file: "routes/profile/order.tsx" },
      { id: "profile.reviews", path: "reviews", file: "routes/profile/reviews.tsx" },
      { id: "profile.rate", path: "reviews/:courseId", file: "routes/profile/rate-course.tsx" },
      { id: "profile.notifications", path: "notifications", file: "routes/profile/notifications.tsx" },
      { id: "profile.wishlist", path: "wishlist", file: "routes/profile/wishlist.tsx" },
      { id: "profile.certificates", path: "certificates", file: "routes/profile/certificates.tsx" },
      { id: "profile.waitlist", path: "waitlist", file: "routes/profile/waitlist.tsx" },
    ],
  },
  {
    id: "dashboard",
    path: "/dashboard",
    file: "routes/dashboard/layout.tsx",
    children: [
      { id: "dashboard.overview", file: "routes/dashboard/overview.tsx" },
      { id: "dashboard.instructors", path: "instructors", file: "routes/dashboard/instructors.tsx" },
      { id: "dashboard.profile", path: "profile", file: "routes/dashboard/profile.tsx" },
      { id: "dashboard.lectors", path: "lectors", file: "routes/dashboard/lectors.tsx" },
      { id: "dashboard.payments", path: "payments", file: "routes/dashboard/payments.tsx" },
      { id: "dashboard.bookings", path: "bookings", file: "routes/dashboard/bookings.tsx" },
      { id: "dashboard.reviews", path: "reviews", file: "routes/dashboard/reviews.tsx" },
      { id: "dashboard.orders", path: "orders", file: "routes/dashboard/orders.tsx" },
      { id: "dashboard.attendees", path: "attendees", file: "routes/dashboard/attendees.tsx" },
      { id: "dashboard.certificates", path: "certificates", file: "routes/dashboard/certificates.tsx" },
      { id: "dashboard.attendance", path: "attendance", file: "routes/dashboard/attendance.tsx" },
      {
        id: "dashboard.attendance-session",
        path: "attendance/:sessionId",
        file: "routes/dashboard/attendance-session.tsx",
      },
      { id: "dashboard.refunds", path: "refunds", file: "routes/dashboard/refunds.tsx" },
      { id: "dashboard.payouts", path: "payouts", file: "routes/dashboard/payouts.tsx" },
      { id: "dashboard.invoices", path: "invoices", file: "routes/dashboard/invoices.tsx" },
      { id: "dashboard.discount-codes", path: "discount-codes", file: "routes/dashboard/discount-codes.tsx" },
      { id: "dashboard.reports", path: "reports", file: "routes/dashboard/reports.tsx" },
      { id: "dashboard.courses", path: "courses", file: "routes/dashboard/courses.tsx" },
      { id: "dashboard.course-new", path: "courses/new", file: "routes/dashboard/course-new.tsx" },
      {
        id: "dashboard.course",
        path: "courses/:id",
        file: "routes/dashboard/course/layout.tsx",
        children: [
          { id: "dashboard.course.general", file: "routes/dashboard/course/general.tsx" },
          { id: "dashboard.course.booking", path: "booking", file: "routes/dashboard/course/booking.tsx" },
          {
            id: "dashboard.course.programme",
            path: "programme",
            file: "routes/dashboard/course/programme.tsx",
          },
          { id: "dashboard.course.media", path: "media", file: "routes/dashboard/course/media.tsx" },
          { id: "dashboard.course.promote", path: "promote", file: "routes/dashboard/course/promote.tsx" },
          { id: "dashboard.course.waitlist", path: "waitlist", file: "routes/dashboard/course/waitlist.tsx" },
        ],
      },
    ],
  },
  {
    id: "lector",
    path: "/lector",
    file: "routes/lector/layout.tsx",
    children: [
      { id: "lector.providers", file: "routes/lector/providers.tsx" },
      { id: "lector.sessions", path: "sessions", file: "routes/lector/sessions.tsx" },
      {
        id: "lector.attendance",
        path: "sessions/:sessionId/attendance",
        file: "routes/lector/attendance.tsx",
      },
    ],
  },
  { id: "become-lector", path: "/become-lector", file: "routes/become-lector.tsx" },
  {
    id: "admin",
    path: "/admin",
    file: "routes/admin/layout.tsx",
    children: [
      { id: "admin.dashboard", file: "routes/admin/dashboard.tsx" },
      { id: "admin.mailbox", path: "mailbox", file: "routes/admin/mailbox.tsx" },
      { id: "admin.providers", path: "providers", file: "routes/admin/providers.tsx" },
      { id: "admin.provider", path: "providers/:id", file: "routes/admin/provider.tsx" },
      { id: "admin.courses", path: "courses", file: "routes/admin/courses.tsx" },
      { id: "admin.course", path: "courses/:id", file: "routes/admin/course.tsx" },
      { id: "admin.revision", path: "course-revisions/:id", file: "routes/admin/revision.tsx" },
      { id: "admin.reviews", path: "reviews", file: "routes/admin/reviews.tsx" },
      { id: "admin.approvals", path: "approvals", file: "routes/admin/approvals.tsx" },
      { id: "admin.orders", path: "orders", file: "routes/admin/orders.tsx" },
      { id: "admin.order", path: "orders/:id", file: "routes/admin/order.tsx" },
      { id: "admin.refunds", path: "refunds", file: "routes/admin/refunds.tsx" },
      { id: "admin.payouts", path: "payouts", file: "routes/admin/payouts.tsx" },
      { id: "admin.payout", path: "payouts/:id", file: "routes/admin/payout.tsx" },
      { id: "admin.invoices", path: "invoices", file: "routes/admin/invoices.tsx" },
      { id: "admin.commission", path: "commission", file: "routes/admin/commission.tsx" },
      { id: "admin.discount-codes", path: "discount-codes", file: "routes/admin/discount-codes.tsx" },
      { id: "admin.utilization", path: "utilization", file: "routes/admin/utilization.tsx" },
      {
        id: "admin.utilization-course",
        path: "utilization/:courseId",
        file: "routes/admin/utilization-course.tsx",
      },
      { id: "admin.reports", path: "reports", file: "routes/admin/reports.tsx" },
      { id: "admin.users", path: "users", file: "routes/admin/users.tsx" },
      { id: "admin.messages", path: "messages", file: "routes/admin/messages.tsx" },
      { id: "admin.message", path: "messages/:id", file: "routes/admin/message.tsx" },
      { id: "admin.faq", path: "faq", file: "routes/admin/faq.tsx" },
      { id: "admin.blog", path: "blog", file: "routes/admin/blog.tsx" },
      { id: "admin.blog-post", path: "blog/:id", file: "routes/admin/blog-post.tsx" },
    ],
  },
  { id: "reauth", path: "/reauth", file: "routes/reauth.tsx" },
  { id: "sandbox-connect", path: "/sandbox/connect/:token", file: "routes/sandbox-connect.tsx" },
  { id: "sandbox-3ds", path: "/sandbox/3ds/:token", file: "routes/sandbox-3ds.tsx" },
  { id: "how-it-works", path: "/how-it-works", file: "routes/how-it-works.tsx" },
  { id: "faq", path: "/faq", file: "routes/faq.tsx" },
  { id: "contact-us", path: "/contact-us", file: "routes/contact-us.tsx" },
  { id: "blog", path: "/blog", file: "routes/blog.tsx" },
  { id: "blog-post", path: "/blog/:slug", file: "routes/blog-post.tsx" },
  { id: "guides", path: "/guides", file: "routes/guides.tsx" },
  { id: "terms", path: "/terms-of-use", file: "routes/legal.tsx" },
  { id: "privacy", path: "/privacy-policy", file: "routes/legal.tsx" },
  { id: "cookies", path: "/cookie-policy", file: "routes/legal.tsx" },
  { id: "not-found", path: "*", file: "routes/not-found.tsx" },
];

const localized = (path: string, locale: "bg" | "en") =>
  locale === "bg" ? path : path === "/" ? "/en" : `/en${path === "*" ? "/*" : path}`;

function build(list: Page[], locale: "bg" | "en", top: boolean): RouteConfigEntry[] {
  return list.map((page) => {
    const id = `${locale}.${page.id}`;
    if (page.path === undefined) return index(page.file, { id });
    const path = top ? localized(page.path, locale) : page.path;
    return page.children
      ? route(path, page.file, { id }, build(page.children, locale, false))
      : route(path, page.file, { id });
  });
}

export default [
  route("/switch-locale", "routes/switch-locale.ts", { id: "switch-locale" }),
  route("/sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("/sitemap-pages.xml", "routes/sitemap-pages.ts", { id: "sitemap-pages" }),
  route("/sitemap-courses.xml", "routes/sitemap-courses.ts", { id: "sitemap-courses" }),
  route("/robots.txt", "routes/robots.ts", { id: "robots" }),
  route("/logout", "routes/logout.ts", { id: "logout" }),
  route("/auth/resend-verification", "routes/resend-verification.ts", { id: "resend-verification" }),
  ...build(pages, "bg", true),
  ...build(pages, "en", true),
] satisfies RouteConfig;
