import { expect, test } from "./fixtures";

test.describe("a visitor", () => {
  test("sees home in Bulgarian, switches to English and back @mobile", async ({ page, context }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Научете нещо ново");
    await expect(page.getByRole("heading", { name: "Най-високо оценени курсове" })).toBeVisible();
    // the demo's courses with a paid promotion running today lead the page
    const sections = await page.getByRole("heading", { level: 2 }).allTextContents();
    expect(sections.indexOf("Препоръчани курсове")).toBeGreaterThanOrEqual(0);
    expect(sections.indexOf("Препоръчани курсове")).toBeLessThan(
      sections.indexOf("Най-високо оценени курсове"),
    );

    await page.getByRole("link", { name: "Switch to English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { name: "Highest rated courses" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    expect(cookie?.value).toBe("en");
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);

    // the cookie now sends the unprefixed home to English
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);

    await page.getByRole("link", { name: "Превключи на български" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
  });

  test("searches, opens a course and sees its programme", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Търсене на курс" }).fill("Python");
    await page.getByRole("button", { name: "Търси" }).click();
    await expect(page).toHaveURL(/\/courses\?q=Python/);
    // the catalogue, not the home page's cards, before reading the first result
    await expect(page.getByText(/Намерен/)).toBeVisible();
    const first = page.locator("main article h3 a").first();
    const title = (await first.textContent())?.trim() ?? "";
    await first.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("heading", { name: "Общ преглед" })).toBeVisible();
    await expect(page.getByText("Свободни места")).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  });

  test("goes from the category menu to the catalogue with category_id and subcategory_id", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Категории" }).click();
    const sub = page.locator("header a[href*='subcategory_id']").first();
    await sub.click();
    await expect(page).toHaveURL(/\/courses\?subcategory_id=\d+&category_id=\d+/);
    await expect(page.getByText(/Намерен/)).toBeVisible();
  });

  test("hits a 404 page in both languages", async ({ page }) => {
    const bg = await page.goto("/no-such-page");
    expect(bg?.status()).toBe(404);
    await expect(page).toHaveTitle("Тази страница не може да бъде намерена");
    await expect(page.getByRole("heading", { name: "Опа!" })).toBeVisible();
    await page.getByRole("link", { name: "Обратно към началото" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    const en = await page.goto("/en/no-such-page");
    expect(en?.status()).toBe(404);
    await expect(page).toHaveTitle("This page could not be found");
    await expect(page.getByRole("heading", { name: "Oops!" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go back home" })).toBeVisible();

    // A missing course has its own message, and leads back to the catalogue
    const course = await page.goto("/courses/no-such-course");
    expect(course?.status()).toBe(404);
    await expect(page).toHaveTitle("Курсът не съществува");
    await expect(page.getByRole("heading", { level: 1, name: "Курсът не съществува" })).toBeVisible();
    await page.getByRole("link", { name: "Към всички курсове" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    expect((await page.goto("/en/courses/no-such-course"))?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "This course does not exist" })).toBeVisible();
  });

  test("accepts the cookie notice once", async ({ page }) => {
    await page.goto("/faq");
    const notice = page.getByRole("region", { name: "Известие за бисквитките" });
    await expect(notice).toBeVisible();
    await notice.getByRole("button", { name: "Разбрах" }).click();
    await expect(notice).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieAccepted"))).toBe("true");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(notice).toBeHidden();
  });

  test("reads the legal pages with the facts of the spec", async ({ page }) => {
    await page.goto("/terms-of-use");
    await expect(page.getByText("Последна промяна: 1 януари 2026 г.")).toBeVisible();
    await expect(page.locator("main")).toContainText("30 дни");
    await page.goto("/en/privacy-policy");
    await expect(page.locator("main")).toContainText("16");
    await page.goto("/en/cookie-policy");
    await expect(page.locator("main")).toContainText("i18n_redirected");
  });

  test("opens a provider page from the providers list", async ({ page }) => {
    await page.goto("/en/provider");
    await page.locator("main article h2 a").first().click();
    await expect(page).toHaveURL(/\/en\/provider\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { name: "About" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Instructors" })).toBeVisible();
  });
});

test.describe("a visitor whose browser prefers English", () => {
  test.use({ locale: "en-US" });

  test("lands on the English site on the first visit, until choosing Bulgarian", async ({ page }) => {
    await page.goto("/courses");
    await expect(page).toHaveURL(/\/en\/courses$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Превключи на български" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/courses$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
    // the cookie now wins over the browser's language
    await page.goto("/faq");
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
  });
});

test("choosing another category in the catalogue drops the old subcategory", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Категории" }).click();
  await page.locator("header a[href*='subcategory_id']").first().click();
  await expect(page).toHaveURL(/subcategory_id=/);
  await expect(page.getByText(/Намерен/)).toBeVisible();
  const select = page.getByLabel("Категория");
  const options = await select
    .locator("option")
    .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  const current = await select.inputValue();
  await select.selectOption(options.find((v) => v && v !== current)!);
  await expect(page).not.toHaveURL(/subcategory_id=/);
  await expect(page.locator("main article").first()).toBeVisible();
});
