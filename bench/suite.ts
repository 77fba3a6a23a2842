/**
 * The performance budgets of issue 11, measured on the built app against a real PostgreSQL.
 * Every figure is a ratio or a count taken side by side in the same run, so a busy machine moves both
 * sides alike. Run with `npm run bench` (BENCH_DATABASE_URL, default the local server; BENCH_COURSES,
 * default 100,000; BENCH_SECONDS per load test, default 10). Needs `npm run build` first (run.mjs does it).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client";
import { seedDemo, seedReference } from "../apps/api/src/db/seed/seed";
import { localStorage } from "../apps/api/src/platform/storage";
import { generateCourses } from "./generate";

const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const size = Number(process.env.BENCH_COURSES ?? 100_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
const name = `kursove_bench_${Date.now().toString(36)}`;
const server = path.join(root, "apps/api/dist/server.mjs");
if (!existsSync(server)) throw new Error("Build first: npm run build (npm run bench does it)");

type Row = { id: string; what: string; value: string; goal: string; met: boolean | null; note?: string };

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: seconds });
  return {
    rps: result.requests.average,
    p97: result.latency.p97_5,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Load on a route and on its baseline, each after a short warm-up, one after the other. */
async function ratio(target: string, baseline: string) {
  await autocannon({ url: baseline, connections, duration: 2 });
  const base = await load(baseline);
  await autocannon({ url: target, connections, duration: 2 });
  const measured = await load(target);
  return { base, measured, ratio: measured.rps / base.rps };
}

/** The JavaScript a browser loads for a page: its external scripts and module preloads, and inline scripts. */
async function javascriptOf(base: string, pagePath: string) {
  const html = await (await fetch(base + pagePath)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*?(?:src|href)="([^"]+\.js)"[^>]*>/g))
    sources.add(match[1]!);
  // module imports written inside the inline bootstrap script
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g))
    sources.add(match[1]!);
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body, { level: 6 }).length;
  }
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = Buffer.from(match[1]!);
    if (body.length === 0) continue;
    raw += body.length;
    gzip += gzipSync(body, { level: 6 }).length;
  }
  return { files: sources.size, raw, gzip };
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let child: ChildProcess | undefined;

try {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kursove-bench-"));
  const started = Date.now();
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db, localStorage(path.join(dataDir, "files")), { images: false });
  await generateCourses(database.db, size);
  await database.close();
  const loadSeconds = (Date.now() - started) / 1000;

  const port = 4100 + Math.floor(Math.random() * 800);
  const base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      APP_SECRET: "bench-secret-of-at-least-thirty-two-characters",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; ; i++) {
    const ok = await fetch(`${base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (i > 120) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }

  const index = await (await fetch(`${base}/api/v1/index`)).json();
  const category = index.categories[0].id as number;
  const home = await (await fetch(`${base}/api/v1/home`)).json();
  const slug = home.top_courses?.[0]?.slug as string | undefined;
  const coursePath = `/courses/${slug ?? "gen-1"}`;
  const catalogue = `/api/v1/courses?category_id=${category}&type=online&sort=rating&page=3`;
  const assets = readdirSync(path.join(root, "apps/web/build/client/assets"));
  const staticFile = "/favicon.svg";

  const rows: Row[] = [];
  const p1 = await ratio(base + catalogue, `${base}/api/v1/health/live`);
  rows.push({
    id: "P1",
    what: `catalogue \`${catalogue}\` req/s ÷ bare JSON route (\`/api/v1/health/live\`), ${connections} connections`,
    value: `${p1.ratio.toFixed(3)} (${p1.measured.rps.toFixed(0)} ÷ ${p1.base.rps.toFixed(0)})`,
    goal: "≥ 0.25",
    met: p1.ratio >= 0.25 && p1.measured.failures === 0,
    note: `p97.5 ${p1.measured.p97} ms; failures ${p1.measured.failures}`,
  });
  for (const [label, pagePath] of [
    ["course page", coursePath],
    ["catalogue page", "/courses"],
  ] as const) {
    const p2 = await ratio(base + pagePath, base + staticFile);
    rows.push({
      id: "P2",
      what: `anonymous SSR of the ${label} (\`${pagePath}\`) req/s ÷ static file (\`${staticFile}\`)`,
      value: `${p2.ratio.toFixed(3)} (${p2.measured.rps.toFixed(0)} ÷ ${p2.base.rps.toFixed(0)})`,
      goal: "≥ 0.25",
      met: p2.ratio >= 0.25 && p2.measured.failures === 0,
      note: `p97.5 ${p2.measured.p97} ms; failures ${p2.measured.failures}`,
    });
  }
  const js = await javascriptOf(base, coursePath);
  rows.push({
    id: "P5",
    what: `JavaScript sent for the course page, gzip (${js.files} files and the inline scripts)`,
    value: `${(js.gzip / 1024).toFixed(1)} KB (${(js.raw / 1024).toFixed(0)} KB raw)`,
    goal: "≤ 100 KB",
    met: js.gzip <= 100 * 1024,
  });
  for (const [id, what, goal] of [
    ["P3", "catalogue p95 at 1M courses ÷ p95 at 10k courses", "≤ 2"],
    ["P4", "1000 concurrent buyers racing for 50 places", "exactly 50 paid, 0 oversold"],
    ["P6", "Lighthouse mobile on home, catalogue, course page", "≥ 95, 100, ≥ 95, 100"],
    ["P7", "server memory growth during a 1 GB video upload", "≤ 64 MB"],
  ] as const)
    rows.push({ id, what, value: "not measured yet", goal, met: null });

  const report = [
    `## Run: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL`,
    "",
    `${size.toLocaleString("en")} generated courses next to the demo data (loaded and analysed in ${loadSeconds.toFixed(0)} s); the built app (\`apps/api/dist/server.mjs\`, NODE_ENV=production) on its own process; autocannon, ${connections} connections, ${seconds} s per side after a 2 s warm-up; ${assets.length} built assets.`,
    "",
    "| id | what is measured | value | goal | met | notes |",
    "|---|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.id} | ${r.what} | ${r.value} | ${r.goal} | ${r.met === null ? "–" : r.met ? "yes" : "**no**"} | ${r.note ?? ""} |`,
    ),
    "",
  ].join("\n");
  console.log(report);
  if (process.env.BENCH_WRITE !== "0") writeFileSync(path.join(import.meta.dirname, "last-suite.md"), report);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  child?.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 1000));
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
