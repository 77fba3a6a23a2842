// Writes the API's OpenAPI document (JSON) to the file named on the command line, for `npm run lint`:
// the app is built without listening, on no database, since describing routes runs none of them.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import type { Database } from "./db/client";
import { createPaymentGateway } from "./platform/payments/index";
import { localStorage } from "./platform/storage";

const out = process.argv[2];
if (!out) throw new Error("usage: openapi-cli <file.json>");
const dataDir = mkdtempSync(path.join(tmpdir(), "kursove-openapi-"));
try {
  // the site's address, as in the office mail's domain (docs/operations.md), not a local one
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DATA_DIR: dataDir,
    PUBLIC_URL: "https://kursove.bg",
  });
  const database = { db: {} } as Database;
  const appSecret = "openapi-document-only-never-signs-anything";
  const app = await buildApp({
    config,
    database,
    storage: localStorage(path.join(dataDir, "files")),
    appSecret,
    kickMail: () => {},
    payments: createPaymentGateway({ config, db: database.db, appSecret }),
  });
  await app.ready();
  writeFileSync(out, JSON.stringify(app.swagger(), null, 2));
  await app.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
