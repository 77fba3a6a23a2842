import { createHash } from "node:crypto";
import { expect, label, signInDemo, test } from "./fixtures";

// The headers of every HTML answer, and a Content-Security-Policy that lets through exactly the
// inline scripts the server rendered (by the answer's nonce, or by hash on a page from the public cache).

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptSources = (policy: string) =>
  policy
    .split(/;\s*/)
    .find((d) => d.startsWith("script-src "))
    ?.split(" ")
    .slice(1) ?? [];

/** Checks the headers of an HTML answer and that its policy allows each of its inline scripts; gives the policy. */
function expectGuarded(url: string, headers: Record<string, string>, html: string) {
  expect(headers["content-type"], url).toBe("text/html; charset=utf-8");
  expect(headers["permissions-policy"], url).toMatch(/(^|, )camera=\(\), microphone=\(\), geolocation=\(\)/);
  expect(headers["strict-transport-security"], url).toMatch(/max-age=\d{6,}/);
  expect(headers["x-content-type-options"], url).toBe("nosniff");
  expect(headers["referrer-policy"], url).toBe("same-origin");
  const policy = headers["content-security-policy"] ?? "";
  expect(policy, url).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
  expect(policy, url).toMatch(/(^|; )object-src 'none'(;|$)/);
  const allowed = scriptSources(policy);
  expect(allowed, url).toContain("'self'");
  expect(allowed.join(" "), url).not.toMatch(/unsafe-inline|unsafe-eval|^\*$| \* /);
  const nonce = allowed.find((s) => s.startsWith("'nonce-"))?.slice(7, -1);
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
    ([, attributes]) => !/\ssrc=/.test(` ${attributes}`),
  );
  expect(inline.length, `${url}: the page has inline scripts to check`).toBeGreaterThan(1);
  for (const [, attributes = "", text = ""] of inline) {
    const byNonce = nonce !== undefined && attributes.includes(`nonce="${nonce}"`);
    expect(byNonce || allowed.includes(sha(text)), `${url}: ${text.slice(0, 60)}`).toBe(true);
  }
  return { policy, nonce };
}

test("every page answer carries the security headers and a policy that allows exactly its inline scripts", async ({
  request,
  page,
}) => {
  const list = await (await request.get("/api/v1/courses")).json();
  const slug = list.courses[0].slug as string;
  const pages = [
    "/",
    "/courses?sort=newest",
    `/courses/${slug}`,
    "/en/courses?sort=newest",
    "/login",
    "/faq",
  ];
  for (const url of pages) {
    const answer = await request.get(url);
    expect(answer.status(), url).toBe(200);
    expectGuarded(url, answer.headers(), await answer.text());
  }
  // a missing page is an HTML answer too
  const missing = await request.get("/no-such-page-here");
  expect(missing.status()).toBe(404);
  expectGuarded("/no-such-page-here", missing.headers(), await missing.text());

  // a page from the public cache goes to many visitors: no nonce, only the hashes of its own scripts
  // (any write on the other worker, a sign-in too, empties the cache: the pair is retried until it hits)
  await expect(async () => {
    await request.get("/courses?type=online");
    const shared = await request.get("/courses?type=online");
    expect(shared.headers()["x-cache"]).toBe("hit");
    const { policy, nonce } = expectGuarded("/courses?type=online", shared.headers(), await shared.text());
    expect(nonce).toBeUndefined();
    expect(policy).toMatch(/'sha256-/);
  }).toPass({ timeout: 15_000 });

  // a signed-in visitor's pages are rendered for them, each with a nonce of its own
  await signInDemo(page, "learner@example.com");
  const nonces = new Set<string | undefined>();
  for (let i = 0; i < 2; i++) {
    const mine = await page.request.get("/courses?type=online");
    expect(mine.headers()["x-cache"]).toBeUndefined();
    nonces.add(expectGuarded("/courses (signed in)", mine.headers(), await mine.text()).nonce);
  }
  expect(nonces.size).toBe(2);
  expect([...nonces].every((n) => n && Buffer.from(n, "base64").length === 16)).toBe(true);
});

test("a HEAD of a page answers GET's headers, and a trailing slash leads to the page", async ({
  request,
}) => {
  for (const url of ["/", "/courses", "/en/faq", "/no-such-page-here"]) {
    const head = await request.head(url);
    expect(head.headers()["content-type"], url).toBe("text/html; charset=utf-8");
    expect(head.headers()["content-security-policy"], url).toMatch(/(^|; )frame-ancestors 'self'(;|$)/);
    expect(head.headers()["permissions-policy"], url).toMatch(/camera=\(\)/);
  }
  const pages = ["/business", "/consumers", "/kids", "/open-courses", "/terms-of-use", "/privacy-policy"];
  for (const url of [...pages, "/cookie-policy", ...pages.map((p) => `/en${p}`), "/en/cookie-policy"]) {
    const moved = await request.get(`${url}/?page=1`, { maxRedirects: 0 });
    expect(moved.status(), url).toBe(308);
    expect(moved.headers().location, url).toBe(`${url}?page=1`);
    expect((await request.get(`${url}/`)).status(), url).toBe(200);
  }
});

test("pages work under their policy, and a script slipped into a page does not run", async ({ browser }) => {
  const context = await browser.newContext({ locale: "bg-BG" });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
  });
  // the second visit is served from the public cache under the hashed policy, and still hydrates
  await expect(async () => {
    await page.goto("/courses?type=online&sort=rating");
    const cached = await page.goto("/courses?type=online&sort=rating");
    expect(cached?.headers()["x-cache"]).toBe("hit");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  }).toPass({ timeout: 20_000 });
  await page.getByRole("link", { name: "Вход" }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  expect(refused).toEqual([]);

  // what an injected <script> or inline handler would be: refused by the browser, reported, never run
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    const image = document.createElement("img");
    image.setAttribute("onerror", "window.__handler = true");
    image.src = "data:,";
    document.body.append(image);
  });
  await expect.poll(() => refused.length).toBeGreaterThanOrEqual(2);
  expect(await page.evaluate(() => "__injected" in window || "__handler" in window)).toBe(false);
  await context.close();
});

test("a site opened at another address than PUBLIC_URL takes signed-in forms", async ({ page }) => {
  test.setTimeout(60_000);
  // PUBLIC_URL is http://127.0.0.1:<port>; a phone on the network opens the address the server printed
  const other = new URL(test.info().project.use.baseURL ?? "");
  other.hostname = "localhost";
  const answer = await page.request.post(`${other.origin}/api/v1/login`, {
    data: { email: "lector@example.com", password: "demo12345" },
    headers: { origin: other.origin },
  });
  const { t } = (await answer.json()) as { t: string };
  await page
    .context()
    .addCookies([
      { name: "auth._token.local", value: t, url: other.origin, httpOnly: true, sameSite: "Lax" },
    ]);
  await page.goto(`${other.origin}/profile`);
  await label(page, "Мобилен телефон").fill("+359 888 000 222");
  const saved = page.waitForResponse(
    (r) => r.request().method() === "POST" && /\/profile\.data/.test(r.url()),
  );
  await page.getByRole("button", { name: "Запазване" }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText("Действието е изпратено от друг сайт")).toHaveCount(0);
  await page.reload();
  await expect(label(page, "Мобилен телефон")).toHaveValue("+359 888 000 222");
});
