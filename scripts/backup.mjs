#!/usr/bin/env node
// Backs up or restores a Kursove installation on PostgreSQL (BACKUPS, docs/operations.md "Backups"):
//
//   node scripts/backup.mjs backup  <folder>   pg_dump of DATABASE_URL (custom format) + DATA_DIR/files
//   node scripts/backup.mjs restore <folder>   into DATABASE_URL (an empty database) + DATA_DIR/files
//
// The dump is taken first and the files after it, so every file the dump refers to is in the copy (files
// are written once and never changed). Restore wants the server stopped and an empty target database.
// PGlite installations: stop the server and copy DATA_DIR instead. Needs pg_dump and pg_restore of the
// server's major version or newer on PATH.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const [command, folder] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
const dataDir = path.resolve(process.env.DATA_DIR ?? "./.data");

function fail(message) {
  console.error(`backup: ${message}`);
  process.exit(1);
}

function run(program, args) {
  const result = spawnSync(program, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (result.error) fail(`${program} could not run: ${result.error.message}`);
  if (result.status !== 0) fail(`${program} failed (exit ${result.status})`);
}

if (!["backup", "restore"].includes(command ?? "") || !folder)
  fail("usage: node scripts/backup.mjs backup|restore <folder>  (with DATABASE_URL and DATA_DIR set)");
if (!url) fail("DATABASE_URL is not set: on the embedded database, stop the server and copy DATA_DIR");

const target = path.resolve(folder);
const dump = path.join(target, "database.dump");
const files = path.join(target, "files");
const manifest = path.join(target, "backup.json");

if (command === "backup") {
  mkdirSync(target, { recursive: true });
  run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${dump}`, url]);
  const source = path.join(dataDir, "files");
  if (existsSync(source)) cpSync(source, files, { recursive: true });
  writeFileSync(
    manifest,
    `${JSON.stringify({ takenAt: new Date().toISOString(), files: existsSync(source) }, null, 2)}\n`,
  );
  console.log(`backup: ${target} (database.dump, files/)`);
} else {
  if (!existsSync(dump) || !existsSync(manifest))
    fail(`${target} holds no backup (database.dump, backup.json)`);
  const { files: hasFiles } = JSON.parse(readFileSync(manifest, "utf8"));
  run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", `--dbname=${url}`, dump]);
  if (hasFiles) cpSync(files, path.join(dataDir, "files"), { recursive: true });
  console.log(`restore: ${target} into the database and ${path.join(dataDir, "files")}`);
}
