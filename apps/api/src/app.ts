import zlib from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import multipart from "@fastify/multipart";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import { localeFromHeader, translate } from "@kursove/i18n";
import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import {
  authWiring,
  cartWiring,
  paymentEventWiring,
  wireCourseEvents,
  wirePlaceEvents,
  wireProviderEvents,
  wireRefundEvents,
} from "./app-wiring";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { attendanceRoutes } from "./modules/attendance";
import { authPlugin, authRoutes } from "./modules/auth";
import { authoringRoutes } from "./modules/authoring";
import { bookingsRoutes } from "./modules/bookings";
import { cartRoutes } from "./modules/cart";
import { catalogRoutes } from "./modules/catalog";
import { certificatesRoutes } from "./modules/certificates";
import { checkoutRoutes } from "./modules/checkout";
import { commissionRoutes } from "./modules/commission";
import { blogRoutes, contactRoutes, faqRoutes, guidesRoutes } from "./modules/content";
import { approvalsRoutes, courseReviewRoutes } from "./modules/course-review";
import { discountsRoutes } from "./modules/discounts";
import { filesRoutes } from "./modules/files";
import { healthRoutes } from "./modules/health";
import { instructorsRoutes } from "./modules/instructors";
import { invoicesRoutes } from "./modules/invoices";
import { learningRoutes } from "./modules/learning";
import { lectorsRoutes } from "./modules/lectors";
import { mediaRoutes } from "./modules/media";
import { notificationsRoutes } from "./modules/notifications";
import { adminOrdersRoutes, ordersRoutes, userOrdersRoutes } from "./modules/orders";
import { paymentsRoutes } from "./modules/payments";
import { payoutsRoutes } from "./modules/payouts";
import { providerApprovalRoutes, providersRoutes } from "./modules/providers";
import { receiptsRoutes } from "./modules/receipts";
import { referenceRoutes } from "./modules/reference";
import { countAutomaticRefunds, refundsRoutes } from "./modules/refunds";
import { adminOverviewRoutes, overviewRoutes, reportsRoutes, utilizationRoutes } from "./modules/reports";
import { reviewsRoutes } from "./modules/reviews";
import { adminUsersRoutes, usersRoutes } from "./modules/users";
import { waitlistRoutes } from "./modules/waitlist";
import { wishlistRoutes } from "./modules/wishlist";
import { authCookieName } from "./platform/auth-cookie";
import { answerClientError } from "./platform/client-errors";
import { dataPolicy, permissionsPolicy } from "./platform/csp";
import { registerErrorHandling } from "./platform/error-handler";
import { AppError } from "./platform/errors";
import { parseJsonBodies } from "./platform/json-body";
import { localePlugin } from "./platform/locale";
import { registerMetrics } from "./platform/metrics";
import { refuseNulCharacters } from "./platform/nul-characters";
import { documentRoute, securitySchemes } from "./platform/openapi";
import type { PaymentGateway } from "./platform/payments/gateway";
import { clearPublicCacheOnWrites, PublicCache, publicCachePlugin } from "./platform/public-cache";
import type { Storage } from "./platform/storage";

export type AppDeps = {
  config: Config;
  database: Database;
  storage: Storage;
  /** signs robot-check challenges */
  appSecret: string;
  /** asks the mail worker to send queued mail now */
  kickMail: () => void;
  /** connected payout accounts and payment events: the sandbox, or Stripe with STRIPE_SECRET_KEY */
  payments: PaymentGateway;
  /** set with REDIS_URL once connected: whether both links to Redis are up now (the health check says it) */
  redisReady?: () => boolean;
};

/** A registered route, for the tests that call every route: none can escape them. */
export type RouteEntry = { method: string; url: string; schema: Record<string, unknown> | undefined };

declare module "fastify" {
  interface FastifyInstance {
    deps: AppDeps;
    routeTable: RouteEntry[];
  }
}

export type App = FastifyInstance;

/** Builds the whole HTTP app from its dependencies, without listening: tests inject into it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const app = Fastify({
    logger:
      deps.config.logLevel === "silent"
        ? false
        : { level: deps.config.logLevel, redact: ["req.headers.authorization", "req.headers.cookie"] },
    genReqId: (req) =>
      (req.headers["x-request-id"] as string | undefined)?.slice(0, 64) || crypto.randomUUID(),
    requestIdHeader: false,
    // a malformed address (`/api/v1/courses/%`) is refused before any route or hook runs: still in the
    // error format and the language of the request (API.md), not Fastify's English FST_ERR_BAD_URL
    frameworkErrors: (_error, request, reply) => {
      const locale = localeFromHeader(request.headers["content-language"]);
      (reply as FastifyReply)
        .status(400)
        .send({ message: translate(locale, "validation_failed"), code: "validation_failed" });
    },
    // what Node's parser refuses before any route (a Content-Length that is no number): the same format
    clientErrorHandler: answerClientError,
    trustProxy: deps.config.trustProxy,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  wireCourseEvents();
  wireProviderEvents();
  wireRefundEvents();
  wirePlaceEvents(deps, app.log);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  parseJsonBodies(app);
  app.decorate("deps", deps);
  app.decorate("routeTable", [] as RouteEntry[]);
  app.addHook("onRoute", (route) => {
    for (const method of [route.method].flat())
      app.routeTable.push({ method, url: route.url, schema: route.schema as RouteEntry["schema"] });
  });
  app.decorate("publicCache", new PublicCache(deps.config.publicCache));
  clearPublicCacheOnWrites(app);
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
    // an API answer is kept nowhere unless its route says so (the catalogue's public answers, files):
    // personal answers (a learner's courses, orders, cart) must not stay in a browser's or proxy's cache
    if (!request.url.startsWith("/api/")) return;
    if (!reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
    // JSON and files are never documents of this site: opened by themselves, nothing in them may run
    // (the API documentation's pages carry their own policy)
    if (
      !reply.hasHeader("content-security-policy") &&
      !/^text\/html/.test(String(reply.getHeader("content-type")))
    )
      reply.header("content-security-policy", dataPolicy);
  });

  await app.register(localePlugin);
  // before compression, whose answer hook would otherwise turn the payload into a stream first
  await app.register(publicCachePlugin, { cookieName: authCookieName, prefix: "/api/" });
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    // quality 4 compresses about as fast as gzip and smaller; the pages' shared copies are compressed once
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  registerErrorHandling(app);
  registerMetrics(app, deps.config.metricsToken, {
    countAutomaticRefunds: () => countAutomaticRefunds(deps.database.db),
  });
  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 20 } });
  // the pages' Content-Security-Policy, with a nonce or hashes, is set where they are rendered (platform/web.ts)
  await app.register(helmet, {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    // not helmet's no-referrer: with it Chromium posts forms with `Origin: null`, which React Router's
    // CSRF check refuses, so no form would work without JavaScript; other sites still get no referrer
    referrerPolicy: { policy: "same-origin" },
  });
  // helmet has no Permissions-Policy; set on the raw answer as helmet does, so the pages, which React Router
  // answers past Fastify's reply (platform/web.ts), carry it too
  app.addHook("onRequest", async (_request, reply) => {
    reply.raw.setHeader("permissions-policy", permissionsPolicy);
  });

  await app.register(swagger, {
    openapi: {
      // 3.1: JSON Schema proper, so zod's nullable unions are described as they are
      openapi: "3.1.0",
      info: {
        title: "Kursove API",
        version: "1.0.0",
        description: "The HTTP contract of the Kursove marketplace.",
      },
      servers: [{ url: deps.config.publicUrl }],
      components: { securitySchemes },
    },
    transform: documentRoute,
  });
  await app.register(swaggerUi, {
    routePrefix: "/api/v1/docs",
    // the documentation's pages load their scripts from files; Swagger UI styles its parts inline
    staticCSP: {
      "default-src": "'self'",
      "script-src": "'self'",
      "style-src": "'self' 'unsafe-inline'",
      "img-src": "'self' data:",
      "object-src": "'none'",
      "base-uri": "'self'",
      "frame-ancestors": "'self'",
    },
  });

  await app.register(
    async (api) => {
      await api.register(authPlugin);
      // after the session is read, so closed areas still refuse visitors first
      refuseNulCharacters(api);
      await api.register(healthRoutes);
      await api.register(authRoutes, authWiring);
      await api.register(usersRoutes);
      await api.register(providerApprovalRoutes);
      await api.register(adminOverviewRoutes);
      await api.register(providersRoutes);
      await api.register(instructorsRoutes);
      await api.register(overviewRoutes);
      await api.register(lectorsRoutes);
      await api.register(paymentsRoutes);
      await api.register(referenceRoutes);
      await api.register(catalogRoutes);
      await api.register(cartRoutes, cartWiring(api as unknown as App));
      await api.register(courseReviewRoutes);
      await api.register(authoringRoutes);
      await api.register(filesRoutes);
      await api.register(mediaRoutes);
      await api.register(checkoutRoutes);
      await api.register(bookingsRoutes);
      await api.register(ordersRoutes);
      await api.register(paymentEventWiring);
      await api.register(userOrdersRoutes);
      await api.register(receiptsRoutes);
      await api.register(certificatesRoutes);
      await api.register(attendanceRoutes);
      await api.register(invoicesRoutes);
      await api.register(learningRoutes);
      await api.register(reviewsRoutes);
      await api.register(wishlistRoutes);
      await api.register(waitlistRoutes);
      await api.register(notificationsRoutes);
      await api.register(adminOrdersRoutes);
      await api.register(refundsRoutes);
      await api.register(payoutsRoutes);
      await api.register(commissionRoutes);
      await api.register(discountsRoutes);
      await api.register(adminUsersRoutes);
      await api.register(approvalsRoutes);
      await api.register(utilizationRoutes);
      await api.register(reportsRoutes);
      await api.register(contactRoutes);
      await api.register(faqRoutes);
      await api.register(blogRoutes);
      await api.register(guidesRoutes);
      api.all("/*", async () => {
        throw new AppError(404, "route_not_found");
      });
    },
    { prefix: "/api/v1" },
  );
  return app;
}
