import path from "node:path";
import { type PlatformCompany, platformCompanyDefaults } from "@kursove/contracts";
import { holdLimitDefaults, maxPlacesPerItem, waitlistOfferHoursDefault } from "@kursove/contracts/constants";
import { type Currency, currencies, defaultCurrency } from "@kursove/contracts/currency";
import { z } from "zod";
import type { S3Settings } from "./platform/s3-storage";
import { StartupError } from "./platform/startup";

/** A URL of one of these schemes (`postgres:`...): another scheme names the wrong kind of server. */
const urlOf = (...schemes: string[]) =>
  z
    .string()
    .url()
    .refine(
      (v) => {
        // an address that is no URL at all is told by url() already
        const scheme = URL.canParse(v) ? new URL(v).protocol : schemes[0];
        return schemes.includes(scheme ?? "");
      },
      `expected a ${schemes.join(" or ")}// address`,
    );

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((v) => v === "true" || v === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./.data"),
  DATABASE_URL: urlOf("postgres:", "postgresql:").optional(),
  PUBLIC_URL: urlOf("http:", "https:").optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SEED_DEMO: bool,
  SIMULATED_CLOCK: bool,
  DISCOUNT_STACKING: bool,
  WEB_BUILD_DIR: z.string().optional(),
  OFFICE_EMAIL: z.string().email().default("office@kursove.bg"),
  SMTP_URL: urlOf("smtp:", "smtps:").optional(),
  MAIL_FROM: z.string().min(3).default("Kursove <no-reply@kursove.bg>"),
  APP_SECRET: z.string().min(32).optional(),
  TRUST_PROXY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().startsWith("sk_").optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith("whsec_").optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().startsWith("pk_").optional(),
  GUIDE_USER_URL: z.string().url().optional(),
  GUIDE_PROVIDER_URL: z.string().url().optional(),
  GUIDE_LECTOR_URL: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool,
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
  PUBLIC_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  REDIS_URL: urlOf("redis:", "rediss:").optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  CURRENCY: z.enum(currencies).default(defaultCurrency),
  SHOW_SECOND_CURRENCY: z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
  HOLD_LIMIT_PER_BOOKING: z.coerce
    .number()
    .int()
    .min(1)
    .max(maxPlacesPerItem)
    .default(holdLimitDefaults.perBooking),
  HOLD_LIMIT_PER_BUYER: z.coerce.number().int().min(1).max(10_000).default(holdLimitDefaults.perBuyer),
  HOLD_LIMIT_UNVERIFIED: z.coerce.number().int().min(0).max(10_000).default(holdLimitDefaults.unverified),
  WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(168).default(waitlistOfferHoursDefault),
  // the platform's company (ADR 036): commission invoices and the legal pages
  PLATFORM_COMPANY_NAME: z.string().trim().min(1).max(120).default(platformCompanyDefaults.name),
  PLATFORM_COMPANY_ID: z
    .string()
    .trim()
    .regex(/^[0-9]{9}([0-9]{4})?$/, "an ЕИК of 9 or 13 digits")
    .default(platformCompanyDefaults.companyId),
  PLATFORM_VAT_ID: z
    .string()
    .trim()
    .regex(/^(BG[0-9]{9,10})?$/, "BG and 9 or 10 digits, or empty when not registered for VAT")
    .default(platformCompanyDefaults.vatId),
  PLATFORM_ADDRESS: z.string().trim().min(1).max(200).default(platformCompanyDefaults.address),
  PLATFORM_MOL: z.string().trim().min(1).max(120).default(platformCompanyDefaults.mol),
  PLATFORM_COMPANY_NAME_EN: z.string().trim().min(1).max(120).default(platformCompanyDefaults.nameEn),
  PLATFORM_ADDRESS_EN: z.string().trim().min(1).max(200).default(platformCompanyDefaults.addressEn),
});

/** Anti-hoarding caps of the cart's holds (places one buyer may hold), see HOLD_LIMIT_* in .env.example. */
export type HoldLimits = {
  /** of one course, or one hour of a bookable course */
  perBooking: number;
  /** in all the buyer's valid holds */
  perBuyer: number;
  /** in all, while the buyer's email is not verified */
  unverified: number;
};

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  seedDemo: boolean;
  /** SIMULATED_CLOCK=true: admins may move the business clock forward (end-to-end journeys; sandbox only) */
  simulatedClock: boolean;
  /** DISCOUNT_STACKING=true: a cart may carry several discount codes (DISCOUNT-CODES, ADR 030) */
  discountStacking: boolean;
  webBuildDir: string | undefined;
  officeEmail: string;
  /** unset: mail is delivered to the dev mailbox table */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** signs robot-check challenges; unset: a random secret kept in DATA_DIR */
  appSecret: string | undefined;
  /** behind a reverse proxy: trust X-Forwarded-For from it (true, or its addresses) */
  trustProxy: boolean | string;
  /** set: payments and connected accounts go through Stripe; unset: the built-in sandbox gateway */
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  /** pk_...: given to the browser, whose Stripe Elements take the card */
  stripePublishableKey: string | undefined;
  /** the downloadable manuals (their addresses are settings, not part of the product) */
  guides: { user: string | undefined; provider: string | undefined; lector: string | undefined };
  /** set (S3_BUCKET): files live in an S3-compatible bucket; unset: in DATA_DIR/files */
  s3: S3Settings | undefined;
  /** the in-process cache of anonymous public answers and pages (ADR 017); 0 seconds turns it off */
  publicCache: { seconds: number; megabytes: number };
  /** set (REDIS_URL): several processes share rate limits and clear each other's public cache through Redis */
  redisUrl: string | undefined;
  /** set: GET /metrics answers Prometheus scrapes that send it as a bearer token; unset: no /metrics */
  metricsToken: string | undefined;
  holdLimits: HoldLimits;
  /** WAITLIST_OFFER_HOURS (default 12): how long a place offered from a waiting list is held (WAITLIST-OFFER) */
  waitlistOfferHours: number;
  /** the currency of sale (CURRENCY): every amount is kept, charged and paid out in its minor units */
  currency: Currency;
  /** SHOW_SECOND_CURRENCY (on unless "false"): the other of euro and lev is shown beside every amount */
  showSecondCurrency: boolean;
  /** PLATFORM_*: the platform's company, issuer of commission invoices and named on the legal pages */
  platformCompany: PlatformCompany;
};

/**
 * Parses every environment variable once; a bad value stops the boot naming the variable (never its
 * value, which may be a secret).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    const setting = String(parsed.error.issues[0]?.path[0] ?? "settings");
    throw new StartupError(setting, `Invalid environment: ${problems}`);
  }
  const e = parsed.data;
  if (e.SIMULATED_CLOCK && e.STRIPE_SECRET_KEY)
    throw new StartupError(
      "SIMULATED_CLOCK",
      "Invalid environment: SIMULATED_CLOCK works only with the sandbox gateway",
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ""),
    logLevel: e.LOG_LEVEL,
    // demo data is seeded on first run unless in production, where it must be asked for
    simulatedClock: e.SIMULATED_CLOCK,
    discountStacking: e.DISCOUNT_STACKING,
    seedDemo: e.SEED_DEMO || (env.SEED_DEMO === undefined && e.NODE_ENV !== "production"),
    webBuildDir: e.WEB_BUILD_DIR,
    officeEmail: e.OFFICE_EMAIL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    appSecret: e.APP_SECRET,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    stripePublishableKey: e.STRIPE_PUBLISHABLE_KEY,
    guides: { user: e.GUIDE_USER_URL, provider: e.GUIDE_PROVIDER_URL, lector: e.GUIDE_LECTOR_URL },
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    // off in development, where a page must show the code just edited
    publicCache: {
      seconds: e.PUBLIC_CACHE_SECONDS ?? (e.NODE_ENV === "development" ? 0 : 30),
      megabytes: e.PUBLIC_CACHE_MB,
    },
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    holdLimits: {
      perBooking: e.HOLD_LIMIT_PER_BOOKING,
      perBuyer: e.HOLD_LIMIT_PER_BUYER,
      unverified: e.HOLD_LIMIT_UNVERIFIED,
    },
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
    currency: e.CURRENCY,
    showSecondCurrency: e.SHOW_SECOND_CURRENCY,
    platformCompany: {
      name: e.PLATFORM_COMPANY_NAME,
      companyId: e.PLATFORM_COMPANY_ID,
      vatId: e.PLATFORM_VAT_ID,
      address: e.PLATFORM_ADDRESS,
      mol: e.PLATFORM_MOL,
      nameEn: e.PLATFORM_COMPANY_NAME_EN,
      addressEn: e.PLATFORM_ADDRESS_EN,
    },
    trustProxy:
      e.TRUST_PROXY === undefined || e.TRUST_PROXY === "false"
        ? false
        : e.TRUST_PROXY === "true"
          ? true
          : e.TRUST_PROXY,
  };
}
