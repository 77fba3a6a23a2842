import { createHash } from "node:crypto";
import {
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Database, openDatabase } from "../db/client";
import { seedDemo, seedReference } from "../db/seed/seed";
import { localStorage, type Storage } from "../platform/storage";

/**
 * Seeded template databases for the tests (ADR 020): migrating and seeding the demo catalogue took most
 * of each test file's time, so it is done once per kind of seed and run, and each test file starts from
 * a copy: `CREATE DATABASE ... TEMPLATE` on PostgreSQL, a dump of the data folder on PGlite. A template
 * is rebuilt when the API's sources change (a hash of them is in its name) or after two hours, since the
 * demo data's dates are relative to when it was seeded. Files the seed stores (course materials) are
 * kept beside it and copied into each test's own folder.
 */
export type Seed = "demo" | "reference" | "none";

const here = path.dirname(fileURLToPath(import.meta.url));
const maxAgeMs = 2 * 60 * 60 * 1000;
const folder = path.join(tmpdir(), "kursove-test-templates");

let hash: string | undefined;
/** A hash of the API's sources and the shared packages: what migrations and the seed are made of. */
function sourcesHash() {
  if (hash) return hash;
  const digest = createHash("sha256");
  const roots = [path.join(here, ".."), path.join(here, "../../../../packages")];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules") walk(full);
      } else if (!/\.test\.ts$/.test(entry.name)) {
        digest.update(full);
        digest.update(readFileSync(full));
      }
    }
  };
  for (const root of roots) walk(root);
  hash = digest.digest("hex").slice(0, 12);
  return hash;
}

/** Migrates and seeds a database as createTestApp used to for every test file. */
async function build(database: Database, seed: Seed, files: string) {
  await database.migrate();
  if (seed !== "none") await seedReference(database.db);
  if (seed === "demo") await seedDemo(database.db, localStorage(files), { images: false });
}

const fresh = (file: string) => existsSync(file) && Date.now() - statSync(file).mtimeMs < maxAgeMs;

type Engine = "pglite" | "postgres";
const filesOf = (engine: Engine, seed: Seed) => path.join(folder, `${sourcesHash()}-${engine}-${seed}-files`);

/** The seed's stored files, copied into a test's data folder, or put into the test's own storage. */
export async function copyTemplateFiles(engine: Engine, seed: Seed, dataDir: string, storage?: Storage) {
  const files = filesOf(engine, seed);
  if (!existsSync(files)) return;
  if (!storage) {
    cpSync(files, path.join(dataDir, "files"), { recursive: true });
    return;
  }
  for (const key of readdirSync(files, { recursive: true, encoding: "utf8" })) {
    const full = path.join(files, key);
    if (statSync(full).isFile()) await storage.put(key.split(path.sep).join("/"), readFileSync(full));
  }
}

/**
 * Runs `work` while holding a lock file, so one process of the run builds a template and the others
 * wait for it; a lock left by a killed process is taken over after five minutes.
 */
async function withLockFile<T>(lock: string, work: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      closeSync(openSync(lock, "wx"));
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 5 * 60 * 1000)
        rmSync(lock, { force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** A PGlite database in memory, copied from the seed's template (built first when missing or old). */
export async function pgliteFromTemplate(seed: Seed): Promise<Database> {
  mkdirSync(folder, { recursive: true });
  const name = path.join(folder, `${sourcesHash()}-${seed}.tar`);
  if (!fresh(name))
    await withLockFile(`${name}.lock`, async () => {
      if (fresh(name)) return;
      const files = filesOf("pglite", seed);
      rmSync(files, { recursive: true, force: true });
      const database = await openDatabase({});
      await build(database, seed, files);
      const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } })
        .$client;
      const dump = Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer());
      await database.close();
      writeFileSync(`${name}.part`, dump);
      renameSync(`${name}.part`, name);
    });
  return openDatabase({ loadDataDir: new Blob([readFileSync(name)]) });
}

/**
 * A new database on the PostgreSQL server of `url`, named `name`, copied from the seed's template
 * (built first when missing or old). An advisory lock on the server makes one process build it.
 */
export async function postgresFromTemplate(url: string, name: string, seed: Seed) {
  mkdirSync(folder, { recursive: true });
  const template = `kursove_tpl_${sourcesHash()}_${seed}`;
  const files = filesOf("postgres", seed);
  const marker = path.join(folder, `${template}.built`);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext($1))", [template]);
    const { rows } = await admin.query("select 1 from pg_database where datname = $1", [template]);
    if (rows.length === 0 || !fresh(marker)) {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.query(`create database ${template}`);
      const target = new URL(url);
      target.pathname = `/${template}`;
      const database = await openDatabase({ url: target.toString(), poolSize: 2 });
      rmSync(files, { recursive: true, force: true });
      try {
        await build(database, seed, files);
      } finally {
        await database.close();
      }
      writeFileSync(marker, new Date().toISOString());
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext($1))", [template]).catch(() => {});
    await admin.end();
  }
}
