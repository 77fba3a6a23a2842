import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { type App, buildApp } from "../app";
import { loadConfig } from "../config";
import { type Database, openDatabase } from "../db/client";
import { devMailboxTransport } from "../platform/mail/mail-transport";
import { type DevMailboxEntry, deliverDueMail, listDevMailbox } from "../platform/mail/outbox";
import { createPaymentGateway, type PaymentGateway } from "../platform/payments/index";
import { connectScaleOut } from "../platform/scale-out";
import { localStorage, type Storage } from "../platform/storage";
import { copyTemplateFiles, pgliteFromTemplate, postgresFromTemplate, type Seed } from "./templates";

export type TestApp = {
  app: App;
  database: Database;
  dataDir: string;
  /** delivers queued mail to the dev mailbox and returns the newest mail to an address */
  lastMailTo(address: string): Promise<DevMailboxEntry | undefined>;
  /** the PostgreSQL database's address (PostgreSQL only) */
  databaseUrl?: string;
  /** another connection pool to the same PostgreSQL database, as a second process has (PostgreSQL only) */
  openAnother(): Promise<Database>;
  close(): Promise<void>;
};

/** Whether this test project runs on a real PostgreSQL server (TEST_DATABASE_URL), not PGlite. */
export const onPostgres = process.env.KURSOVE_TEST_DB === "postgres" && !!process.env.TEST_DATABASE_URL;

/**
 * A fresh database for one test file, migrated and seeded: a copy of the seed's template (templates.ts),
 * PGlite in memory or a new database on TEST_DATABASE_URL's server.
 */
async function freshDatabase(
  seed: Seed,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!onPostgres || !url) {
    const database = await pgliteFromTemplate(seed);
    return { database, drop: async () => {} };
  }
  const name = `kursove_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await postgresFromTemplate(url, name, seed);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ url: target.toString(), poolSize: 5 });
  return {
    database,
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Builds the app on a fresh, migrated database; with seed "demo" the demo catalogue is loaded (without images). */
export async function createTestApp(
  options: {
    seed?: "demo" | "reference" | "none";
    /** replaces the payment gateway, e.g. one that refuses; gets the default (sandbox) one to wrap */
    payments?: (sandbox: PaymentGateway) => PaymentGateway;
    /** replaces the local storage in the test's data folder, e.g. with an S3-compatible one */
    storage?: Storage;
    /** a second process of another test app: its database (not seeded again) and its files */
    sharing?: TestApp;
    /** connects the app to Redis as REDIS_URL would (platform/scale-out.ts) */
    redisUrl?: string;
    /** more settings, as environment variables */
    env?: Record<string, string>;
  } = {},
): Promise<TestApp> {
  const dataDir = options.sharing?.dataDir ?? mkdtempSync(path.join(tmpdir(), "kursove-test-"));
  const seed = options.seed ?? "demo";
  const { database, drop, url } = options.sharing
    ? { database: await options.sharing.openAnother(), drop: async () => {}, url: undefined }
    : await freshDatabase(seed);
  if (!options.sharing) await copyTemplateFiles(database.kind, seed, dataDir, options.storage);
  const storage = options.storage ?? localStorage(path.join(dataDir, "files"));
  const config = {
    ...loadConfig({
      NODE_ENV: "test",
      LOG_LEVEL: (process.env.TEST_LOG_LEVEL ?? "silent") as "silent",
      DATA_DIR: dataDir,
      ...options.env,
    }),
    seedDemo: false,
  };
  const appSecret = "test-secret-of-at-least-thirty-two-chars";
  const gateway = createPaymentGateway({ config, db: database.db, appSecret });
  const app = await buildApp({
    config,
    database,
    storage,
    appSecret,
    kickMail: () => {},
    payments: options.payments ? options.payments(gateway) : gateway,
  });
  if (options.redisUrl) await connectScaleOut(app, options.redisUrl);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    databaseUrl: url,
    async openAnother() {
      if (!url) throw new Error("a second process needs PostgreSQL (TEST_DATABASE_URL)");
      return openDatabase({ url, poolSize: 5 });
    },
    async lastMailTo(address) {
      const transport = devMailboxTransport(database.db);
      while ((await deliverDueMail(database.db, transport)).sent > 0) {
        // keep going until the outbox is empty
      }
      const { data } = await listDevMailbox(database.db, { to: address, page: 1 });
      return data[0];
    },
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await drop();
      if (!options.sharing) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
