import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { files } from "./files";
import { cities } from "./reference";
import { users } from "./users";

export const providers = pgTable(
  "providers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .unique()
      .references(() => users.id),
    slug: text("slug").notNull().unique(),
    /** pending (awaiting an administrator) -> approved | rejected */
    status: text("status").notNull().default("pending"),
    companyName: text("company_name").notNull(),
    companyOwner: text("company_owner").notNull(),
    vatId: text("vat_id").notNull(),
    /** registered under the VAT Act (ЗДДС): vat_id is then BG + ЕИК and invoices charge 20 % (ADR 036) */
    vatRegistered: boolean("vat_registered").notNull().default(false),
    iban: text("iban").notNull(),
    accountHolder: text("account_holder").notNull(),
    /** platform commission in basis points (1500 = 15%); null uses the platform default */
    commissionBp: integer("commission_bp"),
    punchline: text("punchline").notNull().default(""),
    welcomeText: text("welcome_text").notNull().default(""),
    description: text("description").notNull().default(""),
    phone: text("phone").notNull().default(""),
    website: text("website").notNull().default(""),
    email: text("email").notNull().default(""),
    address: text("address").notNull().default(""),
    cityId: integer("city_id").references(() => cities.id),
    logoFileId: uuid("logo_file_id").references(() => files.id),
    ratingAvg: integer("rating_avg_x100").notNull().default(0),
    ratingCount: integer("rating_count").notNull().default(0),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    contactFirstName: text("contact_first_name").notNull().default(""),
    contactLastName: text("contact_last_name").notNull().default(""),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** who approved or rejected the account last, when, and the reason of a rejection (mailed) */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decidedByUserId: uuid("decided_by_user_id").references(() => users.id, { onDelete: "set null" }),
    rejectionReason: text("rejection_reason"),
    /** the connected payout account at the payment gateway and its state, kept from the gateway's events */
    paymentAccountId: text("payment_account_id").unique(),
    paymentDetailsSubmitted: boolean("payment_details_submitted").notNull().default(false),
    paymentChargesEnabled: boolean("payment_charges_enabled").notNull().default(false),
    paymentPayoutsEnabled: boolean("payment_payouts_enabled").notNull().default(false),
    paymentAccountUpdatedAt: timestamp("payment_account_updated_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("providers_status_idx").on(t.status)],
);

/**
 * The spec's Provider.lectors[].pivot.status / Lector.providers[].pivot.status.
 * status: invited (by the provider, awaiting the lector) | requested (by the lector, awaiting the
 * provider) -> accepted (active) | declined; accepted -> revoked (by the provider) | left (by the lector).
 * An invitation to an address with no account yet has no lector_user_id until that address signs up.
 */
export const providerLectors = pgTable(
  "provider_lectors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    lectorUserId: uuid("lector_user_id").references(() => users.id, { onDelete: "cascade" }),
    invitedEmail: text("invited_email"),
    status: text("status").notNull().default("invited"),
    /** the lector's words with a request to teach for the provider */
    message: text("message").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("provider_lectors_user_uq").on(t.providerId, t.lectorUserId),
    uniqueIndex("provider_lectors_email_uq").on(t.providerId, sql`lower(${t.invitedEmail})`),
    index("provider_lectors_lector_idx").on(t.lectorUserId),
  ],
);

/** A become-provider request being filled in: the four steps are saved here until it is submitted. */
export const providerApplications = pgTable("provider_applications", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** the furthest step completed (0-4) */
  step: integer("step").notNull().default(0),
  data: jsonb("data").notNull().default({}),
  logoFileId: uuid("logo_file_id").references(() => files.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const instructors = pgTable(
  "instructors",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    order: integer("order").notNull().default(0),
    about: text("about").notNull().default(""),
    imageFileId: uuid("image_file_id").references(() => files.id),
    lectorUserId: uuid("lector_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("instructors_provider_idx").on(t.providerId)],
);
