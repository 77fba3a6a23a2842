// Part of `npm run lint`: writes the API's OpenAPI document (apps/api/src/openapi-cli.ts) and lints it with
// Redocly CLI under redocly.yaml. Offline: no telemetry, no update check, the rules come with the package.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { root, run } from "./lib.mjs";

const bin = (name) => path.join(root, "node_modules", ".bin", name);
const dir = mkdtempSync(path.join(tmpdir(), "kursove-openapi-lint-"));
const document = path.join(dir, "openapi.json");
try {
  run(bin("tsx"), ["apps/api/src/openapi-cli.ts", document]);
  run(bin("redocly"), ["lint", document, "--format=stylish"], {
    env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
  });
} finally {
  rmSync(dir, { recursive: true, force: true });
}
