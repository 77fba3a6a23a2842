/**
 * Every list that grows with the catalogue, asked from outside (docs/performance.md, Run 16): the catalogue's
 * sorts, filters and deep pages, a provider's page, the sitemap's files, the admin's and the provider's lists.
 * Each request is made twice, one at a time; the table gives both times, the status and the size.
 *
 * Against a running server on a large catalogue (see bench/generate.ts; the public cache off shows the cold
 * costs): BENCH_LISTS_URL=http://127.0.0.1:3110 node --import tsx bench/lists.ts, or BENCH_ONLY=lists npm run bench
 * with BENCH_LISTS_URL set. The demo accounts sign in (password demo12345).
 */
const base = process.env.BENCH_LISTS_URL;
if (!base) {
  console.log("bench/lists.ts: set BENCH_LISTS_URL to a running server; skipped");
  process.exit(0);
}

const catalogue = [
  "",
  ...["rating", "newest", "hot", "bestsellers", "this_week", "latest"].map((s) => `sort=${s}`),
  "category_id=1",
  "subcategory_id=3",
  "type=online&type=group",
  "city=sofia",
  "language=en",
  "audience=kids",
  "price_min=1000&price_max=50000",
  "rating=4",
  "date_from=2026-12-01&date_to=2026-12-31",
  "provider=akademia-znanie",
  "category_id=1&type=online&sort=rating&page=3",
  "category_id=1&price_min=2000&price_max=9000&sort=bestsellers",
  ...["python", "english", "английски", "уеб дизайн", "zzzqqq"].map((q) => `q=${encodeURIComponent(q)}`),
  ...[50, 5000, 10000].map((p) => `page=${p}`),
  "category_id=1&page=10000",
].map((q) => `/api/v1/courses${q ? `?${q}` : ""}`);

const anonymous = [
  ...catalogue,
  `/api/v1/courses/suggest?q=${encodeURIComponent("анг")}`,
  "/api/v1/home",
  "/api/v1/providers/akademia-znanie",
  "/api/v1/sitemap",
  "/sitemap.xml",
  "/sitemap-courses.xml?page=1",
  "/courses",
  "/courses?city=sofia",
  "/provider/akademia-znanie",
];
const admin = ["/api/v1/admin/courses?status=approved", "/api/v1/admin/courses?status=approved&page=10000"];
admin.push("/api/v1/admin/approvals", "/api/v1/admin/orders", "/api/v1/admin/users");
const provider = [
  "/api/v1/provider/courses",
  "/api/v1/provider/courses?page=500",
  "/api/v1/provider/overview",
];
provider.push("/api/v1/provider/certificates");

async function signIn(email: string) {
  const res = await fetch(`${base}/api/v1/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "demo12345" }),
  });
  return ((await res.json()) as { t: string }).t;
}

async function time(path: string, token?: string) {
  const started = performance.now();
  const res = await fetch(base + path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const size = (await res.arrayBuffer()).byteLength;
  return { ms: performance.now() - started, status: res.status, size };
}

console.log(`| request | first, second (ms) | status | bytes |\n|---|---|---|---|`);
const groups: [string[], string | undefined][] = [
  [anonymous, undefined],
  [admin, await signIn("admin@example.com")],
  [provider, await signIn("provider@example.com")],
];
for (const [paths, token] of groups) {
  for (const path of paths) {
    const first = await time(path, token);
    const second = await time(path, token);
    const shown = decodeURIComponent(path).replaceAll("|", "\\|");
    console.log(
      `| \`${shown}\` | ${first.ms.toFixed(0)}, ${second.ms.toFixed(0)} | ${second.status} | ${second.size} |`,
    );
  }
}
