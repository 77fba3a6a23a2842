import path from "node:path";
import { type AppDeps, buildApp } from "./app";
import type { Config } from "./config";
import { openDatabase } from "./db/client";
import { seedDemo, seedReference } from "./db/seed/seed";
import { localStorage } from "./platform/storage";

/** Opens the database, migrates it, seeds it when asked and builds the app. */
export async function bootstrap(config: Config) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const storage = localStorage(path.join(config.dataDir, "files"));
  await seedReference(database.db);
  const seeded = config.seedDemo ? await seedDemo(database.db, storage) : { seeded: false };
  const deps: AppDeps = { config, database, storage };
  const app = await buildApp(deps);
  return { app, deps, seeded: seeded.seeded };
}
