/**
 * The catalogue at 100,000 courses on a real PostgreSQL: loads a generated catalogue next to the demo data,
 * times GET /api/v1/courses through the app and prints the query plan of its page query.
 * Run with `npm run bench` (BENCH_DATABASE_URL, default the local server).
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { buildApp } from "../apps/api/src/app";
import { loadConfig } from "../apps/api/src/config";
import { openDatabase } from "../apps/api/src/db/client";
import { seedDemo, seedReference } from "../apps/api/src/db/seed/seed";
import { createPaymentGateway } from "../apps/api/src/platform/payments/index";
import { localStorage } from "../apps/api/src/platform/storage";
import { generateCourses } from "./generate";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const size = Number(process.env.BENCH_COURSES ?? 100_000);
const name = `kursove_bench_${Date.now().toString(36)}`;

/** Cuts plan lines (long lists of ids) to 300 characters, so the report stays within lint:docs' limit. */
const shortLines = (text: string) =>
  text
    .split("\n")
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)} …` : line))
    .join("\n");

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

// capture the SQL of the catalogue's queries to explain them afterwards
const seen: { text: string; values: unknown[] }[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as { text?: string; values?: unknown[] } | string;
  const text = typeof first === "string" ? first : first?.text;
  const values = (typeof first === "string" ? args[1] : (first?.values ?? args[1])) as unknown[];
  if (text && /from "(courses|catalogue_facets)"/i.test(text)) seen.push({ text, values });
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

try {
  const database = await openDatabase({ url: url.toString(), poolSize: 8 });
  await database.migrate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kursove-bench-"));
  await seedReference(database.db);
  await seedDemo(database.db, localStorage(dataDir), { images: false });
  const started = Date.now();
  await generateCourses(database.db, size);
  const loadSeconds = (Date.now() - started) / 1000;

  const config = {
    // the database's own work: the public cache (ADR 017) would answer every repeat from memory
    ...loadConfig({
      NODE_ENV: "production",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      PUBLIC_CACHE_SECONDS: "0",
    }),
    seedDemo: false,
  };
  const app = await buildApp({
    config,
    database,
    storage: localStorage(dataDir),
    appSecret: "x".repeat(32),
    kickMail: () => {},
    payments: createPaymentGateway({ config, db: database.db, appSecret: "x".repeat(32) }),
  });
  const index = (await app.inject({ url: "/api/v1/index" })).json();
  const category = index.categories[0].id;
  const cases = {
    "two filters, a sort, page 3": `/api/v1/courses?category_id=${category}&type=online&sort=rating&page=3`,
    "free text (typo), page 1": "/api/v1/courses?q=pyton",
    "no filter, page 1": "/api/v1/courses",
  };
  const rows: string[] = [];
  const plans: string[] = [];
  for (const [label, path] of Object.entries(cases)) {
    for (let i = 0; i < 3; i++) await app.inject({ url: path });
    const times: number[] = [];
    for (let i = 0; i < 15; i++) {
      const t0 = performance.now();
      const res = await app.inject({ url: path });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode}`);
    }
    times.sort((a, b) => a - b);
    rows.push(`| ${label} | \`${path}\` | ${times[7]!.toFixed(1)} | ${times[13]!.toFixed(1)} |`);
    seen.length = 0;
    await app.inject({ url: path });
    // the page query, and the costliest of the others (a facet count, the count or the price range)
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const explained: { page: boolean; ms: number; text: string }[] = [];
    for (const q of [...seen]) {
      const plan = await client.query(
        `explain (analyze, costs off, timing off, summary on) ${q.text}`,
        q.values,
      );
      const text = plan.rows.map((r) => r["QUERY PLAN"]).join("\n");
      const ms = Number(/Execution Time: ([\d.]+) ms/.exec(text)?.[1] ?? 0);
      // the page picks its ids, sorted and cut; the cards of those ids, the counts and the facets follow
      explained.push({
        page: /^select "courses"\."id" from "courses"/i.test(q.text) && / limit /i.test(q.text),
        ms,
        text,
      });
    }
    await client.end();
    const pagePlan = explained.find((e) => e.page);
    const costliest = explained.filter((e) => !e.page).sort((a, b) => b.ms - a.ms)[0];
    if (pagePlan) plans.push(`### ${label}: the page\n\n\`\`\`\n${shortLines(pagePlan.text)}\n\`\`\``);
    if (costliest)
      plans.push(
        `### ${label}: the costliest of the ${explained.length - 1} other queries (${costliest.ms.toFixed(0)} ms)\n\n\`\`\`\n${shortLines(costliest.text)}\n\`\`\``,
      );
  }
  await app.close();
  await database.close();
  const report = [
    `## Catalogue at ${size.toLocaleString("en")} courses (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, PostgreSQL)`,
    "",
    `Generated and analysed in ${loadSeconds.toFixed(0)} s. Times are whole API answers through \`app.inject\` (the page's ids, their cards, the count, the price range and five facet counts, from the \`catalogue_facets\` summary when the filters allow), in milliseconds.`,
    "",
    "| case | request | median ms | p95 ms |",
    "|---|---|---|---|",
    ...rows,
    "",
    "The plans of the page query and of the costliest other query of each case:",
    "",
    ...plans,
    "",
  ].join("\n");
  console.log(report);
  if (process.env.BENCH_WRITE !== "0")
    writeFileSync(path.join(import.meta.dirname, "last-catalogue-plan.md"), report);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  pg.Client.prototype.query = query;
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
