#!/usr/bin/env node
// A module writes only its own tables (ADR 027; `npm run lint:writes`, part of `npm run lint`).
// `tableOwners` below is the one map of which module owns each table of apps/api/src/db/schema; a table
// without an owner fails the check. In a module's code (apps/api/src/modules/<name>/, tests and fixtures
// left out) a drizzle `.insert(t)`, `.update(t)`, `.delete(t)` or a raw `INSERT INTO t`, `UPDATE t SET`,
// `DELETE FROM t` on a table another module owns fails it too: call the owner's exported function, or
// emit an event the owner listens to (app-wiring.ts). Tests, fixtures and db/seed may write any table.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const schemaDir = join(root, "apps/api/src/db/schema");
const modulesDir = join(root, "apps/api/src/modules");

/** The module that owns each table; `platform` for the tables of apps/api/src/platform (mail, limits, leases). */
export const tableOwners = {
  // accounts: sign-up, sign-in, sessions and mailed links; users changes profiles through auth
  users: "auth",
  auth_sessions: "auth",
  email_tokens: "auth",
  rate_limit_buckets: "platform",
  captcha_uses: "platform",
  job_leases: "platform",
  outbox: "platform",
  dev_mailbox: "platform",
  audit_log: "platform",
  stored_currency: "platform",
  countries: "reference",
  cities: "reference",
  districts: "reference",
  languages: "reference",
  categories: "reference",
  files: "files",
  providers: "providers",
  provider_applications: "providers",
  provider_lectors: "lectors",
  session_clocked_times: "lectors",
  instructors: "instructors",
  courses: "authoring",
  course_modules: "authoring",
  course_sessions: "authoring",
  course_slots: "authoring",
  course_revisions: "authoring",
  promotions: "authoring",
  course_documents: "media",
  catalogue_facets: "catalog",
  search_words: "catalog",
  // a cart item is a hold of places (CART-HOLD): seats takes and frees them, the cart asks seats
  cart_items: "seats",
  orders: "orders",
  order_items: "orders",
  order_events: "orders",
  ledger_entries: "orders",
  stray_payments: "orders",
  refund_requests: "refunds",
  refunds: "refunds",
  refund_plans: "refunds",
  invoices: "invoices",
  invoice_counters: "invoices",
  payouts: "payouts",
  payout_lines: "payouts",
  commission_rates: "commission",
  discount_codes: "discounts",
  discount_code_courses: "discounts",
  cart_discounts: "discounts",
  discount_redemptions: "discounts",
  payment_events: "payments",
  sandbox_accounts: "payments",
  sandbox_account_links: "payments",
  sandbox_payment_intents: "payments",
  sandbox_money_movements: "payments",
  calendar_feeds: "learning",
  wishlist_items: "wishlist",
  waitlist_entries: "waitlist",
  notifications: "notifications",
  notification_preferences: "notifications",
  reviews: "reviews",
  contact_messages: "content",
  faq_groups: "content",
  faq_items: "content",
  blog_posts: "content",
  certificates: "certificates",
  session_attendance: "attendance",
};

/**
 * Columns another module keeps on an owner's table: that module may update just these (drizzle
 * `.update(t).set({ ... })` naming only them). The sold counts sit on courses and slots beside the
 * capacity their CHECK compares them with, but places are sold and freed by seats (ADR 026).
 */
export const columnOwners = {
  courses: { seats: ["soldCount"] },
  course_slots: { seats: ["soldCount"] },
};

/** The TypeScript files below a folder, tests and fixtures left out. */
export function sourceFiles(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$|fixtures\.ts$/.test(entry.name))
      found.push(path);
  }
  return found;
}

/** Drizzle table variables to their SQL names, from the schema files. */
export function schemaTables() {
  const tables = new Map();
  for (const file of sourceFiles(schemaDir)) {
    const text = readFileSync(file, "utf8");
    for (const [, variable, name] of text.matchAll(/export const (\w+)\s*=\s*pgTable\(\s*["'`](\w+)["'`]/g)) {
      tables.set(variable, name);
    }
  }
  return tables;
}

/** Each write of a file: the table's SQL name and the line. */
export function writesOf(text, tables) {
  const names = new Set(tables.values());
  const lineOf = (index) => text.slice(0, index).split("\n").length;
  const found = [];
  for (const match of text.matchAll(/\.(insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)/g)) {
    if (!tables.has(match[2])) continue;
    // the keys of an update's .set({ ... }) when it is the next call: the columns it writes
    const set =
      match[1] === "update"
        ? text.slice(match.index + match[0].length).match(/^\s*\.set\(\{([\s\S]*?)\}\)/)
        : null;
    const columns = set ? [...set[1].matchAll(/(?:^|,)\s*(\w+)\s*:/g)].map((m) => m[1]) : null;
    found.push({ table: tables.get(match[2]), line: lineOf(match.index), columns });
  }
  const raw = /\b(?:insert\s+into|delete\s+from)\s+"?(\w+)|\bupdate\s+"?(\w+)"?\s+set\b/gi;
  for (const match of text.matchAll(raw)) {
    const name = match[1] ?? match[2];
    if (names.has(name)) found.push({ table: name, line: lineOf(match.index) });
  }
  return found;
}

/** The problems found: tables without an owner, and writes into another module's table. */
export function checkTableWrites() {
  const problems = [];
  const tables = schemaTables();
  const modules = new Set(
    readdirSync(modulesDir, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name),
  );
  for (const name of new Set(tables.values())) {
    const owner = tableOwners[name];
    if (!owner)
      problems.push(`table ${name} has no owner: add it to tableOwners in scripts/lint-table-writes.mjs`);
    else if (owner !== "platform" && !modules.has(owner))
      problems.push(`table ${name}: owner ${owner} is no module`);
  }
  for (const module of modules) {
    for (const file of sourceFiles(join(modulesDir, module))) {
      const path = relative(root, file).split("\\").join("/");
      for (const { table, line, columns } of writesOf(readFileSync(file, "utf8"), tables)) {
        const owner = tableOwners[table];
        const kept = columnOwners[table]?.[module];
        if (kept && columns && columns.length > 0 && columns.every((c) => kept.includes(c))) continue;
        if (owner && owner !== module) {
          problems.push(
            `${path}:${line}: ${module} writes ${table}, which ${owner} owns; call ${owner}'s functions`,
          );
        }
      }
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkTableWrites();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(
      `lint:writes: ${problems.length} problem(s); a module writes only its own tables (ADR 027)`,
    );
    process.exit(1);
  }
  console.log("lint:writes: every table has an owner, and modules write only their own tables");
}
