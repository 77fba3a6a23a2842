import path from "node:path";
import { type AppDeps, buildApp } from "./app";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { checkStoredCurrency } from "./db/convert-currency";
import { seedDemo, seedReference } from "./db/seed/seed";
import { cancelAbandonedOrders, reconcilePayments } from "./modules/checkout";
import { issueCommissionInvoices, platformParty } from "./modules/invoices";
import { sendSessionReminders } from "./modules/learning";
import { discardAbandonedUploads } from "./modules/media";
import { completeEndedOrders } from "./modules/orders";
import { settlePendingPayouts } from "./modules/payouts";
import { offerFreedPlaces } from "./modules/waitlist";
import { now as businessNow, enableSimulatedClock } from "./platform/clock";
import { startHousekeeping, startPeriodic } from "./platform/housekeeping";
import { createMailTransport } from "./platform/mail/mail-transport";
import { startOutboxWorker } from "./platform/mail/outbox";
import { openStorage } from "./platform/open-storage";
import { createPaymentGateway } from "./platform/payments/index";
import { connectScaleOut } from "./platform/scale-out";
import { resolveAppSecret } from "./platform/secrets";
import {
  addressOf,
  checkWritable,
  databaseStartupError,
  rootMessage,
  StartupError,
} from "./platform/startup";

/**
 * Opens and migrates the database. A setting at fault (PostgreSQL out of reach, DATA_DIR not writable)
 * stops the boot naming it (StartupError).
 */
async function openMigrated(config: Config) {
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    await database.migrate();
    return database;
  } catch (error) {
    await database?.close().catch(() => {});
    throw databaseStartupError(config, error);
  }
}

/** Opens the database, migrates it, seeds it when asked, starts the mail worker and builds the app. */
export async function bootstrap(config: Config) {
  enableSimulatedClock(config.simulatedClock);
  // DATA_DIR holds the embedded database, the files (without S3) and the secret (without APP_SECRET)
  if (!config.databaseUrl || !config.s3 || !config.appSecret) checkWritable(config.dataDir, config.dataDir);
  if (!config.s3) checkWritable(path.join(config.dataDir, "files"), config.dataDir);
  const database = await openMigrated(config);
  // the stored amounts must be in the currency of sale: leva to euro is `npm run currency:convert`
  await checkStoredCurrency(database.db, config.currency).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const storage = openStorage(config);
  await seedReference(database.db);
  const seeded = config.seedDemo
    ? await seedDemo(database.db, storage, { currency: config.currency })
    : { seeded: false };
  const transport = createMailTransport(config, database.db);
  let kick = () => {};
  const appSecret = resolveAppSecret(config.appSecret, config.dataDir);
  const deps: AppDeps = {
    config,
    database,
    storage,
    appSecret,
    kickMail: () => kick(),
    payments: createPaymentGateway({ config, db: database.db, appSecret }),
  };
  const app = await buildApp(deps);
  // several processes: rate limits in Redis, public caches emptied together (platform/scale-out.ts)
  if (config.redisUrl) {
    const redisUrl = config.redisUrl;
    await connectScaleOut(app, redisUrl).catch(async (error: unknown) => {
      await app.close().catch(() => {});
      await database.close().catch(() => {});
      throw new StartupError(
        "REDIS_URL",
        `the Redis server of REDIS_URL (${addressOf(redisUrl)}) cannot be reached: ${rootMessage(error)}`,
        { cause: error },
      );
    });
  }
  const worker = startOutboxWorker(database.db, transport, app.log);
  kick = worker.kick;
  const stopHousekeeping = startHousekeeping(database.db, app.log, [
    (now) => discardAbandonedUploads({ db: database.db, storage }, now),
    (now) => cancelAbandonedOrders({ db: database.db, gateway: deps.payments }, now),
    // orders complete when their courses end, on the business clock (the simulated one in journeys)
    () => completeEndedOrders(database.db, businessNow()),
    // reminders go a day before a session on the business clock too
    () =>
      sendSessionReminders(
        database.db,
        { publicUrl: config.publicUrl, officeEmail: config.officeEmail },
        businessNow(),
      ).then(() => kick()),
    // the platform's commission of last month is invoiced to each provider once (INVOICE-COMMISSION)
    () =>
      issueCommissionInvoices(
        database.db,
        {
          publicUrl: config.publicUrl,
          officeEmail: config.officeEmail,
          money: { second: config.showSecondCurrency },
          platform: platformParty(config.platformCompany),
        },
        businessNow(),
      ).then(() => kick()),
  ]);
  const reconcileDeps = {
    db: database.db,
    gateway: deps.payments,
    mail: {
      publicUrl: config.publicUrl,
      officeEmail: config.officeEmail,
      money: { second: config.showSecondCurrency },
    },
  };
  // a process killed just after a charge left its order waiting: every open payment is asked about now
  // (CHECKOUT-CRASH); a checkout meanwhile settles its buyer's own orders first
  void reconcilePayments(reconcileDeps, new Date(), app.log, { atBoot: true }).catch((err: unknown) =>
    app.log.error({ err }, "payment reconciliation at boot failed; the periodic round tries again"),
  );
  const payoutDeps = { db: database.db, gateway: deps.payments, currency: config.currency };
  // payments whose webhook was lost, automatic refunds and payouts cut off halfway: every five minutes
  const stopReconciling = startPeriodic(
    app.log,
    "payment reconciliation",
    [
      (now) => reconcilePayments(reconcileDeps, now, app.log),
      // pending payouts no attempt holds any more (PAYOUT-SETTLE, ADR 050)
      (now) => settlePendingPayouts(payoutDeps, now, app.log),
    ],
    5 * 60 * 1000,
    60_000,
    database.db,
  );
  // places freed on full courses go to the first learner waiting, every minute (WAITLIST-OFFER, ADR 029)
  const waitlistDeps = {
    db: database.db,
    notify: { publicUrl: config.publicUrl, officeEmail: config.officeEmail },
    offerHours: config.waitlistOfferHours,
  };
  const stopOffering = startPeriodic(
    app.log,
    "waitlist offers",
    [(now) => offerFreedPlaces(waitlistDeps, now).then((n) => n > 0 && kick())],
    60_000,
    20_000,
    database.db,
  );
  app.addHook("onClose", async () => {
    stopHousekeeping();
    stopReconciling();
    stopOffering();
    await worker.stop();
  });
  return { app, deps, seeded: seeded.seeded };
}
