import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("providers_status_idx").on(t.status)],
);

/** The spec's Provider.lectors[].pivot.status / Lector.providers[].pivot.status. */
export const providerLectors = pgTable(
  "provider_lectors",
  {
    providerId: uuid("provider_id")
      .notNull()
      .references(() => providers.id, { onDelete: "cascade" }),
    lectorUserId: uuid("lector_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** invited -> accepted (active) | revoked */
    status: text("status").notNull().default("invited"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.providerId, t.lectorUserId] })],
);

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
