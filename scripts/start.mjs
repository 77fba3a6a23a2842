// npm start: install what is missing, build what is out of date, then serve (migrations and demo data at boot).
import { spawn } from "node:child_process";
import path from "node:path";
import { ensureBuilt, ensureInstalled, root } from "./lib.mjs";

const major = Number(process.versions.node.split(".")[0]);
const minor = Number(process.versions.node.split(".")[1]);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Kursove needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

ensureInstalled();
ensureBuilt();

const env = { ...process.env };
// Demo data is seeded on a first run unless the operator asked for production without it.
if (env.NODE_ENV !== "production" && env.SEED_DEMO === undefined) env.SEED_DEMO = "true";
env.NODE_ENV = "production";

const server = spawn(
  process.execPath,
  ["--enable-source-maps", path.join(root, "apps/api/dist/server.mjs")],
  {
    cwd: root,
    env,
    stdio: "inherit",
  },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
