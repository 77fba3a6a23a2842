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

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const size = Number(process.env.BENCH_COURSES ?? 100_000);
const name = `kursove_bench_${Date.now().toString(36)}`;

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;

// capture the SQL of the page query to explain it afterwards
const seen: { text: string; values: unknown[] }[] = [];
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const first = args[0] as { text?: string; values?: unknown[] } | string;
  const text = typeof first === "string" ? first : first?.text;
  const values = (typeof first === "string" ? args[1] : (first?.values ?? args[1])) as unknown[];
  if (text && / offset /i.test(text)) seen.push({ text, values });
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof pg.Client.prototype.query;

try {
  const database = await openDatabase({ url: url.toString(), poolSize: 8 });
  await database.migrate();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kursove-bench-"));
  await seedReference(database.db);
  await seedDemo(database.db, localStorage(dataDir), { images: false });
  const started = Date.now();
  await database.db.execute(
    `insert into courses (provider_id, slug, status, title, description, category_id, subcategory_id, language, types, audience,
       price, capacity, starts_at, ends_at, rating_avg_x100, rating_count, sold_count, published_at, keywords)
     select p.id, 'gen-' || g, 'approved',
       (array['Python','Excel','Английски','Фотография','Маркетинг','Счетоводство','Йога','Роботика'])[1 + g % 8] || ' курс ' || g,
       'Генерирано описание на курс номер ' || g, sub.parent_id, sub.id,
       (array['bg','bg','bg','en','de'])[1 + g % 5],
       case g % 5 when 0 then array['online','group'] when 1 then array['onsite','group'] when 2 then array['recorded','individual']
         when 3 then array['online','certification'] else array['open','onsite'] end,
       case g % 4 when 0 then array['consumers'] when 1 then array['business'] when 2 then array['kids']
         else array['consumers','individuals'] end,
       4900 + (g * 37 % 150000), 10 + g % 30,
       now() + ((g % 400) - 100) * interval '1 day', now() + ((g % 400) - 90) * interval '1 day',
       300 + g % 200, g % 40, g % 70, now() - (g % 500) * interval '1 hour', array['ключова', 'дума']
     from generate_series(1, ${size}) g
     cross join lateral (select id from providers order by id offset (g % 7) limit 1) p
     cross join lateral (select id, parent_id from categories where parent_id is not null order by id offset (g % 40) limit 1) sub` as never,
  );
  await database.db.execute("analyze" as never);
  const loadSeconds = (Date.now() - started) / 1000;

  const config = {
    ...loadConfig({ NODE_ENV: "production", LOG_LEVEL: "silent", DATA_DIR: dataDir }),
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
    const page = seen[0];
    if (page) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const plan = await client.query(
        `explain (analyze, costs off, timing off, summary on) ${page.text}`,
        page.values,
      );
      await client.end();
      plans.push(`### ${label}\n\n\`\`\`\n${plan.rows.map((r) => r["QUERY PLAN"]).join("\n")}\n\`\`\``);
    }
  }
  await app.close();
  await database.close();
  const report = [
    `## Catalogue at ${size.toLocaleString("en")} courses (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, PostgreSQL)`,
    "",
    `Generated and analysed in ${loadSeconds.toFixed(0)} s. Times are whole API answers through \`app.inject\` (the page, its count, the price range and five facet counts), in milliseconds.`,
    "",
    "| case | request | median ms | p95 ms |",
    "|---|---|---|---|",
    ...rows,
    "",
    "The page query's plan:",
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
