// npm run bench: the benchmarks, never part of npm test. Each prints its table; see docs/performance.md.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "..");
const result = spawnSync(process.execPath, ["--import", "tsx", path.join(here, "catalogue-plan.ts")], {
  cwd: root,
  stdio: "inherit",
});
process.exit(result.status ?? 1);
