import { sql } from "drizzle-orm";
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    language: text("language").notNull().default("bg"),
    country: text("country"),
    city: text("city"),
    district: text("district"),
    mobile: text("mobile"),
    address: text("address"),
    postCode: text("post_code"),
    newsletter: boolean("newsletter").notNull().default(false),
    notifications: boolean("notifications").notNull().default(false),
    avatarFileId: uuid("avatar_file_id"),
    /** business profile, printed on invoices */
    companyName: text("company_name"),
    companyVatId: text("company_vat_id"),
    companyAddress: text("company_address"),
    /** the company's responsible person (МОЛ), printed on invoices */
    companyMol: text("company_mol"),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    isAdmin: boolean("is_admin").notNull().default(false),
    blockedAt: timestamp("blocked_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_username_lower_key").on(sql`lower(${t.username})`),
    uniqueIndex("users_email_lower_key").on(sql`lower(${t.email})`),
  ],
);
