/**
 * The server's CPU time per request, read from `/proc/<pid>/stat` (Linux) around a run of requests sent one
 * after another: where a page's cost is, without autocannon's own load on the machine. Used for P8's
 * cold pages (docs/performance.md, Runs 12 and 15); the database's processes are not counted.
 *
 * `node --import tsx bench/server-cpu.ts <base> <server pid> <requests> <kind> [cookie]`, kind one of:
 * `course` (a different public course on each request; needs BENCH_CPU_DATABASE_URL, the server's
 * database), `static` (`/favicon.svg`), `signed` (`/courses` with the cookie `auth._token.local=<token>`).
 * Compare builds by starting two servers on one database and running rounds in turns.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { coursePaths } from "./cold-pages";

/** User and system CPU of a process so far, in ms (clock ticks of 10 ms). */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

export async function serverCpu(
  base: string,
  pid: number,
  requests: number,
  kind: "course" | "static" | "signed",
  cookie = "",
) {
  let courses: string[] = [];
  if (kind === "course") {
    const url = process.env.BENCH_CPU_DATABASE_URL;
    if (!url) throw new Error("Set BENCH_CPU_DATABASE_URL to the server's database");
    // a random stretch of the shuffled list, so rounds in turns do not share pages
    const all = await coursePaths(url);
    const from = Math.floor(Math.random() * Math.max(1, all.length - requests - 20));
    courses = all.slice(from, from + requests + 20);
  }
  const path = (i: number) =>
    kind === "course" ? courses[i % courses.length]! : kind === "static" ? "/favicon.svg" : "/courses";
  const headers = { "accept-encoding": "br, gzip", ...(cookie ? { cookie } : {}) };
  const ask = async (i: number) => {
    const response = await fetch(base + path(i), { headers });
    if (response.status !== 200) throw new Error(`${path(i)} answered ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  };
  // the first requests warm the code paths (and, for courses, use pages the measured ones do not)
  for (let i = 0; i < 20; i++) await ask(requests + i);
  const cpuBefore = cpuMs(pid);
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < requests; i++) bytes += await ask(i);
  return {
    cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / requests,
    wallMsPerRequest: (performance.now() - started) / requests,
    bytesPerRequest: Math.round(bytes / requests),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [base, pid, requests = "150", kind = "course", cookie = ""] = process.argv.slice(2);
  if (!base || !pid || !["course", "static", "signed"].includes(kind))
    throw new Error("usage: server-cpu.ts <base> <pid> <requests> <course|static|signed> [cookie]");
  const result = await serverCpu(base, Number(pid), Number(requests), kind as "course", cookie);
  console.log(
    `${kind}: CPU ${result.cpuMsPerRequest.toFixed(1)} ms, wall ${result.wallMsPerRequest.toFixed(1)} ms, ${result.bytesPerRequest} bytes per request`,
  );
}
