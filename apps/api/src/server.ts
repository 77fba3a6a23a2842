import path from "node:path";
import { fileURLToPath } from "node:url";
import closeWithGrace from "close-with-grace";
import { bootstrap } from "./bootstrap";
import { loadConfig } from "./config";
import { demoAccounts, demoPassword } from "./db/seed/learners";
import { closeGracefully } from "./platform/graceful-close";
import { StartupError, startupFailureText } from "./platform/startup";
import { loadWebBuild, registerWeb } from "./platform/web";

const here = path.dirname(fileURLToPath(import.meta.url));

/** Loads the settings, opens what they name and listens; a failure ends the process with one clear line. */
async function start() {
  const config = loadConfig();
  const { app, deps } = await bootstrap(config);
  const web = await loadWebBuild(config.webBuildDir ?? path.resolve(here, "../../web/build"));
  await registerWeb(app, web);

  closeWithGrace({ delay: 10_000 }, async ({ err }) => {
    if (err) app.log.error({ err }, "shutting down after an error");
    await closeGracefully(app);
    await deps.database.close();
  });

  await app.listen({ port: config.port, host: config.host }).catch(async (error: unknown) => {
    await app.close().catch(() => {});
    await deps.database.close().catch(() => {});
    const code = (error as { code?: string }).code;
    if (code === "EADDRINUSE" || code === "EACCES" || code === "EADDRNOTAVAIL")
      throw new StartupError("PORT", `cannot listen on HOST ${config.host}, PORT ${config.port}: ${code}`, {
        cause: error,
      });
    throw error;
  });
  return { config, deps };
}

const started = await start().catch((error: unknown) => {
  console.error(startupFailureText(error));
  process.exit(1);
});
const { config, deps } = started;
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
