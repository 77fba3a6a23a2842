import { expect, test } from "./fixtures";

test("landing pages show a curated catalogue per audience and link into it", async ({ page }) => {
  await page.goto("/kids");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Занимания, които децата обичат");
  await expect(page.locator("main article").first()).toBeVisible();
  await page.getByRole("link", { name: /Вижте/ }).click();
  await expect(page).toHaveURL(/\/courses\?audience=kids/);
  await page.goto("/consumers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Курсове за всеки ден и за хобито Ви");
  await page.goto("/en/business");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Training that grows your team");
  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "Отворени курсове" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Отворени курсове");
});

test("a visitor who wants to book is asked to sign in first and comes back to the course", async ({
  page,
}) => {
  await page.goto("/courses?type=online&sort=rating");
  const first = page.locator("main article h3 a").first();
  const title = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.getByRole("link", { name: "Добави в количката" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=.*reason=cart/);
  await expect(
    page.getByText("Трябва да влезете в профила си, преди да добавяте курсове в количката"),
  ).toBeVisible();
  await page.getByLabel(/^Имейл/).fill("learner@example.com");
  await page.getByLabel(/^Парола/).fill("demo12345");
  await page.getByRole("button", { name: "Вход" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("the course page carries Course and BreadcrumbList data, canonical and language alternates", async ({
  page,
  request,
}) => {
  const list = await (await request.get("/api/v1/courses?sort=rating")).json();
  const slug = list.courses[0].slug;
  await page.goto(`/courses/${slug}`);
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const types = ld.map((text) => JSON.parse(text)["@type"]);
  expect(types).toEqual(expect.arrayContaining(["Course", "BreadcrumbList"]));
  const course = JSON.parse(ld.find((x) => x.includes('"Course"'))!);
  expect(course.offers.priceCurrency).toBe("EUR");
  expect(course.aggregateRating.reviewCount).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    "href",
    new RegExp(`/courses/${slug}$`),
  );
  await expect(page.locator('link[hreflang="en"]')).toHaveAttribute(
    "href",
    new RegExp(`/en/courses/${slug}$`),
  );
  await expect(page.getByRole("heading", { name: "Подобни курсове" })).toBeVisible();
});

test("sitemap.xml indexes sitemap files of the public pages in both languages and robots.txt points to it", async ({
  request,
}) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  for (const area of ["/profile", "/dashboard", "/en/lector", "/become-provider", "/reauth", "/sandbox/"])
    expect(robots).toContain(`Disallow: ${area}\n`);
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("application/xml");
  const files = [...(await index.text()).matchAll(/<sitemap><loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
  expect(files.map((f) => new URL(f).pathname)).toEqual(["/sitemap-pages.xml", "/sitemap-courses.xml"]);
  const xml = (
    await Promise.all(
      files.map(async (f) => (await request.get(new URL(f).pathname + new URL(f).search)).text()),
    )
  ).join("");
  expect(xml).toContain("/courses/");
  expect(xml).toContain("/provider/akademia-znanie");
  expect(xml).toContain('hreflang="en"');
  expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(70);
  expect((await request.get("/sitemap-courses.xml?page=2")).status()).toBe(404);
});

test("every catalogue and course page is complete without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "bg-BG" });
  const page = await context.newPage();
  await page.goto("/courses?category_id=1");
  await expect(page.locator("main article").first()).toBeVisible();
  await page.locator("main article h3 a").first().click();
  await expect(page.getByRole("heading", { name: "Общ преглед" })).toBeVisible();
  await expect(page.getByText("Свободни места")).toBeVisible();
  // the similar courses come only with JavaScript (ADR 042): no lasting "loading" in their place
  await expect(page.getByRole("heading", { name: "Подобни курсове" })).toBeHidden();
  await context.close();
});

test("a signed-in provider finds its own page at /provider, others the list", async ({ page }) => {
  await page.goto("/provider");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Доставчици на курсове");
  await page.goto("/login");
  await page.getByLabel(/^Имейл/).fill("provider@example.com");
  await page.getByLabel(/^Парола/).fill("demo12345");
  await page.getByRole("button", { name: "Вход" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto("/provider");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Академия Знание ЕООД");
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.some((x) => JSON.parse(x)["@type"] === "Organization")).toBe(true);
});
