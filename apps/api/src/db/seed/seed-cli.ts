import { loadConfig } from "../../config";
import { openStorage } from "../../platform/open-storage";
import { openDatabase } from "../client";
import { seedDemo, seedReference } from "./seed";

// Seeds on request, also in production (npm run db:seed).
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedReference(database.db);
const result = await seedDemo(database.db, openStorage(config), { currency: config.currency });
await database.close();
console.log(result.seeded ? "Demo data seeded." : "Demo data already present.");
