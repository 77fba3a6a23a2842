import { expect, signInDemo, test } from "./fixtures";

// ADR 017: the public cache and the translation chunks, seen from a browser.

test("anonymous public pages are shared between visitors; a signed-in visitor always gets their own", async ({
  page,
  request,
}) => {
  // any write empties the cache (a journey signing in on the other worker too), so the pair is retried
  await expect(async () => {
    await request.get("/courses?type=online");
    const shared = await request.get("/courses?type=online");
    expect(shared.headers()["x-cache"]).toBe("hit");
    expect(shared.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=30");
    expect(await shared.text()).toContain('<html lang="bg"');
  }).toPass({ timeout: 15_000 });

  await signInDemo(page, "learner@example.com");
  const mine = await page.goto("/courses?type=online");
  expect(mine?.headers()["x-cache"]).toBeUndefined();
  // a page made for someone signed in is kept by no browser or proxy
  expect(mine?.headers()["cache-control"]).toBe("private, no-store");
  // the header is the signed-in learner's, not the visitor's page from the cache
  await expect(page.getByRole("button", { name: /Меню на профила/ })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Вход" })).toHaveCount(0);
});

test("the back office's texts arrive when a public page navigates into it without reloading", async ({
  page,
}) => {
  await signInDemo(page, "learner@example.com");
  // a whole page load of a public page: only the public part of the Bulgarian texts is in the browser
  await page.goto("/courses");
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/(bg|en)-(public|back-office)-/.test(r.url())) chunks.push(new URL(r.url()).pathname);
  });
  await page.getByRole("button", { name: /Меню на профила/ }).click();
  await page.getByRole("link", { name: "Профил", exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("link", { name: "Поръчки", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Моите поръчки" })).toBeVisible();
  await expect(
    page.getByText("Всички Ваши поръчки, потвържденията за плащане и възстановените суми."),
  ).toBeVisible();
  expect(chunks.some((c) => c.includes("/bg-back-office-"))).toBe(true);
  expect(chunks.some((c) => c.includes("/en-"))).toBe(false);
  // no text is left as its key
  expect((await page.locator("main").textContent()) ?? "").not.toMatch(/\b(orders|common|errors)[.:][a-z]/);
});

// PAGE-TEXTS (ADR 039): a course page brings only the texts it can show, in its HTML, and hydrates without
// downloading a translation chunk; the first navigation brings the rest of the language's public texts.
test("the course page hydrates with the texts in its HTML, and a navigation brings the others", async ({
  page,
}) => {
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/(bg|en)-(public|back-office)-/.test(r.url())) chunks.push(new URL(r.url()).pathname);
  });
  const answer = await page.goto("/en/courses/executive-coaching-for-leaders");
  const html = (await answer?.text()) ?? "";
  const texts = JSON.parse(
    /<script type="application\/json" id="page-texts"[^>]*>(.*?)<\/script>/s.exec(html)![1]!,
  );
  // the page's own texts, in its language, not the catalogue's filters: a third of the public part at most
  expect(texts.common.course.bookNow).toBe("Book now");
  expect(texts.common.nav.courses).toBeTruthy();
  expect(texts.catalog?.filters).toBeUndefined();
  expect(JSON.stringify(texts).length).toBeLessThan(25_000);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(chunks).toEqual([]);
  // a navigation in the browser: the English public texts arrive and the catalogue renders its filters
  await page.getByRole("banner").getByRole("link", { name: "Courses", exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(chunks.some((c) => c.includes("/en-public-"))).toBe(true);
  expect(chunks.some((c) => c.includes("/bg-"))).toBe(false);
  expect((await page.locator("main").textContent()) ?? "").not.toMatch(/\b(catalog|common|errors)[.:][a-z]/);
});

test("a page's head asks for its one stylesheet before the scripts' preloads", async ({ page }) => {
  // ADR 043: the first paint waits for the stylesheet, so it is not queued behind the scripts
  const answer = await page.goto("/courses/personalni-funktsionalni-trenirovki");
  const head = /<head>(.*?)<\/head>/s.exec((await answer?.text()) ?? "")![1]!;
  const links = [...head.matchAll(/<link ([^>]*)\/?>/g)].map((m) => m[1]!);
  expect(links.filter((l) => l.includes('rel="modulepreload"')).length).toBeGreaterThan(1);
  expect(links[0]).toMatch(/rel="stylesheet"/);
  expect(links.filter((l) => l.includes('rel="stylesheet"'))).toHaveLength(1);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
});

// PAGE-FORMATS (ADR 046): the amounts, dates and ratings the server formatted come with the page, so
// hydrating starts no Intl formatter; without them (the control) the same page starts several
test("the catalogue hydrates on the server's formatted amounts and dates, without Intl", async ({ page }) => {
  await page.addInitScript(() => {
    const made: string[] = [];
    (window as unknown as { intlMade: string[] }).intlMade = made;
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const real = Intl[name];
      Intl[name] = new Proxy(real, {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args);
        },
        apply(target, self, args) {
          made.push(name);
          return Reflect.apply(target, self, args);
        },
      });
    }
  });
  const made = () => page.evaluate(() => (window as unknown as { intlMade: string[] }).intlMade.length);

  const answer = await page.goto("/courses");
  expect((await answer?.text()) ?? "").toContain('id="page-formats"');
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(
    page
      .locator("main")
      .getByText(/\d,\d\d\s€/)
      .first(),
  ).toBeVisible();
  expect(await made()).toBe(0);

  await page.route("**/courses", async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /<script type="application\/json" id="page-formats".*?<\/script>/s,
      "",
    );
    await route.fulfill({ response, body: html });
  });
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  expect(await made()).toBeGreaterThan(0);
});

// ADR 046: a phone opening a course page asks for the similar courses only when the visitor scrolls near them
test("a course page on a phone asks for its similar courses, and their cards' code, only when they come near", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const asked: string[] = [];
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith("/similar")) asked.push(r.url());
    if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
  });
  await page.goto("/courses/personalni-funktsionalni-trenirovki");
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.waitForLoadState("networkidle");
  expect(asked).toEqual([]);
  // ADR 048: neither the cards' code nor the header's open menus come with the page (P5)
  const onDemand = /\/assets\/(similar-course-list|course-card|category-menu|account-menu)-/;
  expect(scripts.filter((script) => onDemand.test(script))).toEqual([]);
  const similar = page.getByRole("region", { name: "Подобни курсове" });
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole("article").first()).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(scripts.some((script) => script.includes("/assets/similar-course-list-"))).toBe(true);
});
