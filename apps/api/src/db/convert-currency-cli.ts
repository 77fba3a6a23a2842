import { bgnPerEurText } from "@kursove/contracts/currency";
import { loadConfig } from "../config";
import { openDatabase } from "./client";
import { convertToEuro } from "./convert-currency";

// npm run currency:convert: converts an installation's stored amounts from leva to euro, once, in one
// transaction (docs/operations.md, "Switching from leva to euro"). Run it with the server stopped and the
// server's DATABASE_URL / DATA_DIR; exit code 1 when it refused or failed (nothing was changed then).
const config = loadConfig();
const where = config.databaseUrl
  ? `PostgreSQL ${redacted(config.databaseUrl)}`
  : `the embedded database in ${config.dataDir}`;
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
let code = 0;
try {
  await database.migrate();
  const result = await convertToEuro(database.db);
  if (result.status === "converted") {
    console.log(
      `Converted every stored amount from leva (BGN) to euro (EUR) at 1 EUR = ${bgnPerEurText} BGN`,
    );
    console.log(`in ${where}; rows per table:`);
    for (const [table, count] of Object.entries(result.counts)) console.log(`  ${table.padEnd(34)} ${count}`);
    console.log("Orders, payouts and promotions keep their original amount in leva (original_currency).");
  } else if (result.status === "already") {
    console.log(`The stored amounts in ${where} are already in euro: nothing to do.`);
  } else if (result.status === "empty") {
    console.log(
      `Nothing to convert: ${where} holds no prices, orders, promotions or payouts (it will sell in euro).\n` +
        "If the server's amounts are elsewhere, set DATABASE_URL or DATA_DIR as the server has them.",
    );
  } else {
    code = 1;
    const open = Object.entries(result.inFlight)
      .filter(([, n]) => n > 0)
      .map(([what, n]) => `  ${what}: ${n}`)
      .join("\n");
    console.error(
      `Nothing was converted: money is in flight in ${where}\n${open}\n` +
        "Start the server and let them finish (an order left unpaid is canceled an hour after its places\n" +
        "are released, a refund or transfer cut off is finished by the reconciliation job), then stop it\n" +
        "and run `npm run currency:convert` again.",
    );
  }
  if (code === 0 && result.status !== "empty" && config.currency !== "EUR")
    console.log("Set CURRENCY=EUR (or remove the setting) before starting the server again.");
} catch (error) {
  code = 1;
  console.error(`Nothing was converted: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await database.close();
}
process.exit(code);

function redacted(url: string) {
  try {
    const u = new URL(url);
    if (u.password) u.password = "***";
    return u.toString();
  } catch {
    return "(DATABASE_URL)";
  }
}
