// npm run bench: the benchmarks, never part of npm test. Each prints its table; see docs/performance.md.
// BENCH_ONLY=suite, BENCH_ONLY=catalogue or BENCH_ONLY=lists runs one of them (lists needs BENCH_LISTS_URL).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const only = process.env.BENCH_ONLY;
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// the budgets are measured on the built app, as it runs in production
if (only !== "catalogue" && only !== "lists" && process.env.BENCH_BUILD !== "0") run("npm", ["run", "build"]);
for (const [key, file] of [
  ["suite", "suite.ts"],
  ["catalogue", "catalogue-plan.ts"],
  ["lists", "lists.ts"],
]) {
  if (only && only !== key) continue;
  run(process.execPath, ["--import", "tsx", path.join(here, file)]);
}
