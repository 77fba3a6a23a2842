/**
 * P8: pages the public cache cannot answer. A course page with a different course on every request (so
 * every request misses the cache, as a crawler or a long tail of visitors would), and the catalogue page of a
 * signed-in visitor (never cached: it carries the visitor's name, cart and wishlist). Each is compared with a
 * static file of the same server, as P2 is.
 *
 * Run alone against a database kept between runs (the catalogue is generated once, which takes minutes):
 * `BENCH_COLD_DATABASE_URL=postgres://…/kursove_cold node --import tsx bench/cold-pages.ts` (BENCH_SERVER: another
 * build's `server.mjs`, to measure a change against the code before it on the same data).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import { openDatabase } from "../apps/api/src/db/client";
import type { Row } from "./catalogue-latency";

const connections = 32;
const headers = { "accept-encoding": "br, gzip" };

/** Every public course's page, shuffled, so a run never asks for the same course twice in a row. */
export async function coursePaths(url: string) {
  const database = await openDatabase({ url, poolSize: 1 });
  try {
    const result = await database.db.execute<{ slug: string }>(
      sql`select c.slug from courses c join providers p on p.id = c.provider_id
          where c.status = 'approved' and p.status = 'approved' order by md5(c.slug)`,
    );
    const rows = "rows" in result ? result.rows : (result as unknown as { slug: string }[]);
    return rows.map((r) => `/courses/${encodeURIComponent(r.slug)}`);
  } finally {
    await database.close();
  }
}

/**
 * A generated learner with a verified email and the demo password, signed in through `POST /login` as a
 * browser would be; answers the web's session cookie.
 */
export async function signedInCookie(url: string, base: string) {
  const database = await openDatabase({ url, poolSize: 1 });
  const email = `cold-${Date.now().toString(36)}@bench.kursove.test`;
  try {
    await database.db.execute(
      sql`insert into users (username, email, password_hash, first_name, last_name, email_verified_at)
          select ${email.split("@")[0]}, ${email}, password_hash, 'Студент', 'Бенчев', now()
          from users where email = 'learner@example.com'`,
    );
  } finally {
    await database.close();
  }
  const res = await fetch(`${base}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-language": "bg" },
    body: JSON.stringify({ email, password: "demo12345" }),
  });
  if (!res.ok) throw new Error(`login of the bench learner failed: ${res.status} ${await res.text()}`);
  const { t } = (await res.json()) as { t: string };
  return `auth._token.local=${t}`;
}

type Load = { rps: number; p97: number; failures: number; requests: number };

async function load(
  base: string,
  options: { path?: string; paths?: string[]; cookie?: string },
  duration: number,
) {
  let next = 0;
  const paths = options.paths;
  const result = await autocannon({
    url: base + (options.path ?? paths?.[0] ?? "/"),
    connections,
    duration,
    headers: { ...headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
    // a different course on every request: the path rotates through the list
    ...(paths
      ? {
          requests: [
            {
              setupRequest: (request: Record<string, unknown>) => {
                request.path = paths[next++ % paths.length];
                return request;
              },
            },
          ],
        }
      : {}),
  });
  return {
    rps: result.requests.average,
    p97: result.latency.p97_5,
    failures: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  } satisfies Load;
}

/** P8's two rows against a running server with the public cache on, as in production. */
export async function coldPageRows(
  base: string,
  url: string,
  seconds: number,
  staticFile = "/favicon.svg",
): Promise<Row[]> {
  const paths = await coursePaths(url);
  const cookie = await signedInCookie(url, base);
  // the first courses of the list warm the code paths, the measured ones come after them
  const warm = paths.slice(0, 2000);
  const measured = paths.slice(2000);
  const rows: Row[] = [];
  const ratio = async (
    label: string,
    target: { path?: string; paths?: string[]; cookie?: string },
    what: string,
  ) => {
    await load(base, { path: staticFile }, 2);
    const baseLoad = await load(base, { path: staticFile }, seconds);
    await load(base, target.paths ? { ...target, paths: warm } : target, 2);
    const page = await load(base, target, seconds);
    const value = page.rps / baseLoad.rps;
    rows.push({
      id: "P8",
      what,
      value: `${value.toFixed(3)} (${page.rps.toFixed(0)} ÷ ${baseLoad.rps.toFixed(0)})`,
      goal: "≥ 0.10",
      met: value >= 0.1 && page.failures === 0,
      note: `${label}: p97.5 ${page.p97} ms; ${page.requests} requests; failures ${page.failures}`,
    });
  };
  await ratio(
    "course page",
    { paths: measured },
    `SSR of a course page not in the cache (a different one of ${paths.length.toLocaleString("en")} courses on each request) req/s ÷ static file (\`${staticFile}\`)`,
  );
  await ratio(
    "signed-in catalogue",
    { path: "/courses", cookie },
    `SSR of the catalogue page \`/courses\` for a signed-in visitor req/s ÷ static file (\`${staticFile}\`)`,
  );
  return rows;
}

/** Alone: a kept database (generated on the first run), the built server on its own process. */
async function main() {
  const url = process.env.BENCH_COLD_DATABASE_URL;
  if (!url) throw new Error("Set BENCH_COLD_DATABASE_URL to a database this bench may fill and keep");
  const size = Number(process.env.BENCH_COURSES ?? 100_000);
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const server = path.resolve(
    process.env.BENCH_SERVER ?? path.join(import.meta.dirname, "../apps/api/dist/server.mjs"),
  );
  const root = path.resolve(path.dirname(server), "../../..");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "kursove-cold-"));
  {
    const { seedDemo, seedReference } = await import("../apps/api/src/db/seed/seed");
    const { localStorage } = await import("../apps/api/src/platform/storage");
    const { generateCourses } = await import("./generate");
    const database = await openDatabase({ url, poolSize: 4 });
    await database.migrate();
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from courses where slug like 'gen-%'`,
    );
    const have = ("rows" in result ? result.rows : (result as unknown as { n: number }[]))[0]!.n;
    if (have === 0) {
      await seedReference(database.db);
      await seedDemo(database.db, localStorage(path.join(dataDir, "files")), { images: false });
    }
    if (have < size) await generateCourses(database.db, size - have, have + 1);
    await database.close();
  }
  const port = Number(process.env.PORT ?? 4100 + Math.floor(Math.random() * 800));
  const child: ChildProcess = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      APP_SECRET: "bench-secret-of-at-least-thirty-two-characters",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      if (
        await fetch(`${base}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      if (i > 120) throw new Error("the server did not start");
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const row of await coldPageRows(base, url, seconds))
      console.log(
        `| ${row.id} | ${row.what} | ${row.value} | ${row.goal} | ${row.met ? "yes" : "**no**"} |\n- ${row.note}`,
      );
  } finally {
    // the last requests of the load test are still being answered: let them finish before stopping
    await new Promise((r) => setTimeout(r, 3000));
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
