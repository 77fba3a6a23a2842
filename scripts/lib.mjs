// Shared by start.mjs and e2e.mjs: install what is missing and rebuild only what is out of date.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    shell: process.platform === "win32",
    ...options,
  });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(" ")} failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const info = statSync(target);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === "node_modules" || entry === "build" || entry === "dist" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const mtime = (file) => (existsSync(file) ? statSync(file).mtimeMs : 0);

/** npm install when node_modules is missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = path.join(root, "node_modules", ".package-lock.json");
  if (mtime(marker) >= mtime(path.join(root, "package-lock.json")) && existsSync(marker)) return;
  console.log("Installing dependencies…");
  run("npm", ["install", "--no-audit", "--no-fund"]);
}

const sources = [
  "apps/web/app",
  "apps/web/public",
  "apps/web/vite.config.ts",
  "apps/web/react-router.config.ts",
  "apps/api/src",
  "apps/api/build.mjs",
  "packages",
  "package-lock.json",
];

/** Builds the web app and the API server when a source is newer than the build. */
export function ensureBuilt() {
  const newestSource = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
  const outputs = [
    path.join(root, "apps/web/build/server/index.js"),
    path.join(root, "apps/api/dist/server.mjs"),
  ];
  const oldestOutput = Math.min(...outputs.map(mtime));
  if (oldestOutput > newestSource) return false;
  console.log("Building…");
  run("npm", ["run", "build"]);
  return true;
}
