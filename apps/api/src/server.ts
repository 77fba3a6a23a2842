import path from "node:path";
import { fileURLToPath } from "node:url";
import closeWithGrace from "close-with-grace";
import { bootstrap } from "./bootstrap";
import { loadConfig } from "./config";
import { demoAccounts, demoPassword } from "./db/seed/learners";
import { loadWebBuild, registerWeb } from "./platform/web";

const here = path.dirname(fileURLToPath(import.meta.url));
const config = loadConfig();
const { app, deps } = await bootstrap(config);
const web = await loadWebBuild(config.webBuildDir ?? path.resolve(here, "../../web/build"));
await registerWeb(app, web);

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, "shutting down after an error");
  await app.close();
  await deps.database.close();
});

await app.listen({ port: config.port, host: config.host });
const url = config.publicUrl;
const accounts = [
  ...demoAccounts,
  { email: "newprovider@example.com", role: "provider without a payout account" },
  { email: "applicant@example.com", role: "provider request awaiting approval" },
]
  .map((a) => `    ${a.email.padEnd(24)} ${a.role}`)
  .join("\n");
console.log(
  `\n  Kursove is running at ${url}  (English: ${url}/en, API docs: ${url}/api/v1/docs)\n` +
    `  Database: ${deps.database.kind === "pglite" ? `embedded PGlite in ${config.dataDir}` : "PostgreSQL"}\n` +
    (config.seedDemo ? `  Demo accounts (password ${demoPassword}):\n${accounts}\n` : ""),
);
