/**
 * The performance budgets, measured on the built app against a real PostgreSQL.
 * Every figure is a ratio or a count taken side by side in the same run, so a busy machine moves both
 * sides alike. Run with `npm run bench` (BENCH_DATABASE_URL, default the local server; BENCH_COURSES,
 * default 100,000; BENCH_SECONDS per load test, default 10; BENCH_P3_COURSES, the large catalogue of P3,
 * default 1,000,000, 0 skips it; CHROMIUM, default /usr/bin/chromium). Needs `npm run build` first
 * (run.mjs does it). The catalogue grows in steps: 10,000 courses for P3's small side, BENCH_COURSES for
 * P1, P2, P4, P5, P7 and P8, then BENCH_P3_COURSES for P3's large side.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import pg from "pg";
import { openDatabase } from "../apps/api/src/db/client";
import { seedDemo, seedReference } from "../apps/api/src/db/seed/seed";
import { localStorage } from "../apps/api/src/platform/storage";
import { catalogueMix, catalogueP95, type Row, searchRows } from "./catalogue-latency";
import { coldPageRows } from "./cold-pages";
import { generateCourses } from "./generate";
import { type LighthouseResult, lighthouseScores } from "./lighthouse";
import { measureScripts } from "./page-scripts";
import { prepareRace, raceForPlaces } from "./race";
import { measureUpload } from "./upload";

const root = path.resolve(import.meta.dirname, "..");
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const size = Number(process.env.BENCH_COURSES ?? 100_000);
const smallSize = Math.min(10_000, size);
const largeSize = Number(process.env.BENCH_P3_COURSES ?? 1_000_000);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 32;
const name = `kursove_bench_${Date.now().toString(36)}`;
const server = path.join(root, "apps/api/dist/server.mjs");
if (!existsSync(server)) throw new Error("Build first: npm run build (npm run bench does it)");

/** What a browser says it accepts: the server compresses for it (stored pages are compressed once). */
const headers = { "accept-encoding": "br, gzip" };

async function load(url: string) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: result.requests.average,
    p97: result.latency.p97_5,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** Load on a route and on its baseline, each after a short warm-up, one after the other. */
async function ratio(target: string, baseline: string) {
  await autocannon({ url: baseline, connections, duration: 2, headers });
  const base = await load(baseline);
  await autocannon({ url: target, connections, duration: 2, headers });
  const measured = await load(target);
  return { base, measured, ratio: measured.rps / base.rps };
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let child: ChildProcess | undefined;
let dataDir = "";

try {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "kursove-bench-"));
  const started = Date.now();
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  await seedReference(database.db);
  await seedDemo(database.db, localStorage(path.join(dataDir, "files")), { images: false });
  await generateCourses(database.db, smallSize);
  await database.close();
  const loadSeconds = (Date.now() - started) / 1000;

  const startServer = async (env: Record<string, string> = {}) => {
    const port = 4100 + Math.floor(Math.random() * 800);
    const started = spawn(process.execPath, [server], {
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
        // the race's buyers come from 1000 addresses (X-Forwarded-For), as they would behind a proxy
        TRUST_PROXY: "true",
        ...env,
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    const address = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      const ok = await fetch(`${address}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 120) throw new Error("the server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    return { child: started, base: address };
  };
  const stopServer = async (running: ChildProcess) => {
    running.kill("SIGTERM");
    await new Promise((r) => running.once("exit", r));
  };

  // P3, small side: the catalogue's own work (public cache off) at 10,000 courses
  const small = await startServer({ PUBLIC_CACHE_SECONDS: "0" });
  const categories = (
    (await (await fetch(`${small.base}/api/v1/index`)).json()).categories as { id: number }[]
  ).map((c) => c.id);
  const mix = catalogueMix(categories);
  // warm-up: every shape once (a first request pays for loading pages and planning), then measured
  await catalogueP95(small.base, mix);
  const p3Small = await catalogueP95(small.base, mix);
  await stopServer(small.child);

  // the main catalogue, and the race's course and buyers
  {
    const grow = await openDatabase({ url: url.toString(), poolSize: 4 });
    if (size > smallSize) await generateCourses(grow.db, size - smallSize, smallSize + 1);
    await grow.close();
  }
  const race = await prepareRace(url.toString(), 1000, 50);
  const rows: Row[] = [];
  const filteredPage = (category: number) =>
    `/api/v1/courses?category_id=${category}&type=online&sort=rating&page=3`;
  {
    const uncached = await startServer({ PUBLIC_CACHE_SECONDS: "0" });
    rows.push(...(await searchRows(uncached.base, filteredPage(categories[0]!), size)));
    await stopServer(uncached.child);
  }
  const main = await startServer();
  child = main.child;
  const base = main.base;

  const index = await (await fetch(`${base}/api/v1/index`)).json();
  const category = index.categories[0].id as number;
  const home = await (await fetch(`${base}/api/v1/home`)).json();
  const slug = home.top_courses?.[0]?.slug as string | undefined;
  const coursePath = `/courses/${slug ?? "gen-1"}`;
  const catalogue = filteredPage(category);
  const assets = readdirSync(path.join(root, "apps/web/build/client/assets")).filter(
    (f) => !/\.(br|gz)$/.test(f),
  );
  const staticFile = "/favicon.svg";

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
  // P8: the pages the public cache cannot answer (a course page asked for the first time, the catalogue of a
  // signed-in visitor), against the same static file
  rows.push(...(await coldPageRows(base, url.toString(), seconds, staticFile)));
  const js = await measureScripts(base, coursePath);
  rows.push({
    id: "P5",
    what: `JavaScript a browser loads for the course page until it is interactive, gzip (${js.files} files and the inline scripts)`,
    value: `${(js.gzip / 1024).toFixed(1)} KB (${(js.raw / 1024).toFixed(0)} KB raw)`,
    goal: "≤ 140 KB",
    met: js.gzip <= 140 * 1024,
    note: `sent as Brotli: ${(js.sent / 1024).toFixed(1)} KB; largest: ${js.largest}`,
  });

  const audited = await lighthouseScores(base, ["/", "/courses", coursePath]);
  const worst = (key: keyof LighthouseResult["scores"]) => Math.min(...audited.map((a) => a.scores[key]));
  const p6 = {
    performance: worst("performance"),
    accessibility: worst("accessibility"),
    practices: worst("best-practices"),
    seo: worst("seo"),
  };
  rows.push({
    id: "P6",
    what: "Lighthouse 12 (mobile, simulated slow 4G) on home, catalogue and course page: the lowest of each category",
    value: `${p6.performance}, ${p6.accessibility}, ${p6.practices}, ${p6.seo}`,
    goal: "≥ 95, 100, ≥ 95, 100",
    met: p6.performance >= 95 && p6.accessibility === 100 && p6.practices >= 95 && p6.seo === 100,
    note: audited
      .map(
        (a) =>
          `${a.path}: ${Object.values(a.scores).join("/")}${a.misses.length ? ` (${a.misses.join("; ")})` : ""}`,
      )
      .join("<br>"),
  });

  const upload = await measureUpload(base, url.toString(), main.child.pid!);
  rows.push({
    id: "P7",
    what: `peak growth of the server's resident memory while receiving a ${(upload.bytes / 2 ** 30).toFixed(2)} GB video upload`,
    value: `${(upload.growth / 2 ** 20).toFixed(1)} MB (from ${(upload.before / 2 ** 20).toFixed(0)} MB)`,
    goal: "≤ 64 MB",
    met: upload.status === 200 && upload.growth <= 64 * 2 ** 20,
    note: `answer ${upload.status} in ${upload.seconds.toFixed(1)} s (${(upload.bytes / 2 ** 20 / upload.seconds).toFixed(0)} MB/s)`,
  });

  const raced = await raceForPlaces(base, race);
  rows.push({
    id: "P4",
    what: `${race.buyers.length} concurrent buyers (hold, checkout, sandbox pay with 4242) racing for ${race.places} places`,
    value: `${raced.paid} paid, ${raced.oversold} oversold, ${raced.otherErrors} errors other than 409`,
    goal: `exactly ${race.places} paid, 0 oversold, 0 other errors`,
    met: raced.paid === race.places && raced.oversold === 0 && raced.otherErrors === 0,
    note: `${raced.refused} refused with 409; answers ${JSON.stringify(raced.statuses)}; ${raced.seconds.toFixed(1)} s; sold_count ${raced.soldCount}`,
  });
  await stopServer(main.child);
  child = undefined;

  if (largeSize > size) {
    const grow = await openDatabase({ url: url.toString(), poolSize: 4 });
    await generateCourses(grow.db, largeSize - size, size + 1);
    await grow.close();
    const large = await startServer({ PUBLIC_CACHE_SECONDS: "0" });
    child = large.child;
    await catalogueP95(large.base, mix);
    const p3Large = await catalogueP95(large.base, mix);
    const p3 = p3Large.p95 / p3Small.p95;
    rows.push({
      id: "P3",
      what: `catalogue p95 at ${largeSize.toLocaleString("en")} courses ÷ p95 at ${smallSize.toLocaleString("en")} (${mix.length} shapes of request, each twice, 4 at a time, after a warm-up round, public cache off)`,
      value: `${p3.toFixed(2)} (${p3Large.p95.toFixed(0)} ms ÷ ${p3Small.p95.toFixed(0)} ms)`,
      goal: "≤ 2",
      met: p3 <= 2 && p3Large.failures === 0 && p3Small.failures === 0,
      note: `failures ${p3Small.failures} and ${p3Large.failures}`,
    });
    rows.push(...(await searchRows(large.base, filteredPage(categories[0]!), largeSize)));
    await stopServer(large.child);
    child = undefined;
  } else {
    rows.push({
      id: "P3",
      what: "catalogue p95 at 1M courses ÷ p95 at 10k",
      value: "skipped (BENCH_P3_COURSES)",
      goal: "≤ 2",
      met: null,
    });
  }
  rows.sort((a, b) => a.id.localeCompare(b.id, "en", { numeric: true }));
  rmSync(dataDir, { recursive: true, force: true });

  const report = [
    `## Run: ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PostgreSQL`,
    "",
    `${size.toLocaleString("en")} generated courses next to the demo data (P3: ${smallSize.toLocaleString("en")} and ${largeSize.toLocaleString("en")}; the first ${smallSize.toLocaleString("en")} loaded and analysed in ${loadSeconds.toFixed(0)} s); the built app (\`apps/api/dist/server.mjs\`, NODE_ENV=production) on its own process; autocannon, ${connections} connections, \`Accept-Encoding: br, gzip\` as a browser sends it, ${seconds} s per side after a 2 s warm-up; ${assets.length} built assets.`,
    "",
    "| id | what is measured | value | goal | met |",
    "|---|---|---|---|---|",
    ...rows.map(
      (r) =>
        `| ${r.id} | ${r.what} | ${r.value} | ${r.goal} | ${r.met === null ? "–" : r.met ? "yes" : "**no**"} |`,
    ),
    "",
    // notes below the table, one line each, so no Markdown line grows past what lint:docs allows
    ...rows.flatMap((r) => (r.note ? r.note.split("<br>").map((note) => `- ${r.id}: ${note}`) : [])),
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
