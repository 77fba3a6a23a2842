import { expect, test } from "./fixtures";

test("the footer links to every information page, the office mail and the top", async ({ page }) => {
  await page.goto("/courses");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "office@kursove.bg" })).toHaveAttribute(
    "href",
    "mailto:office@kursove.bg",
  );
  for (const name of ["Facebook", "Instagram", "LinkedIn", "YouTube"]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", /^https:\/\//);
  }
  const pages: [string, string][] = [
    ["Как работи", "Как работи"],
    ["Често задавани въпроси", "Често задавани въпроси"],
    ["Контакти", "Контакти"],
    ["Блог", "Блог"],
    ["Ръководства", "Ръководства"],
    ["Общи условия", "Общи условия"],
    ["Политика за бисквитките", "Политика за бисквитките"],
  ];
  for (const [link, heading] of pages) {
    await page.locator("footer").getByRole("link", { name: link, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
  }
  // the last navigation's own scroll to the top must be over before the footer is scrolled to and clicked
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.getByRole("link", { name: /Към началото/ }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the contact page shows the office mail, phone and address in English", async ({ page }) => {
  await page.goto("/en/contact-us");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
  await expect(page.locator("main").getByRole("link", { name: "office@kursove.bg" })).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "+359 2 123 4567" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Graf Ignatiev");
});

test("the how-it-works page has the steps for learners, providers and lectors", async ({ page }) => {
  await page.goto("/how-it-works");
  for (const heading of ["За курсисти", "За доставчици на курсове", "За лектори"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // each step links to where it is done, and each role has its manual
  const provider = page.locator("section#provider");
  await expect(provider.getByRole("link", { name: "Свържете сметка →" })).toHaveAttribute(
    "href",
    "/dashboard/payments",
  );
  await expect(provider.getByRole("link", { name: /Ръководство за доставчици/ })).toHaveAttribute(
    "href",
    "/api/v1/guides/provider.pdf?lang=bg",
  );
  await page.getByRole("link", { name: /Разгледайте курсовете/ }).click();
  await expect(page).toHaveURL(/\/courses$/);
});

test("the manuals page downloads each role's manual as a PDF in the page's language", async ({ page }) => {
  await page.goto("/en/guides");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("User manuals");
  for (const title of ["User guide", "Guide for course providers", "Guide for lectors"]) {
    await expect(page.getByRole("heading", { level: 2, name: title })).toBeVisible();
  }
  const download = page.waitForEvent("download");
  await page
    .getByRole("listitem")
    .filter({ hasText: "Guide for lectors" })
    .getByRole("link", { name: /Download/ })
    .click();
  expect((await download).suggestedFilename()).toBe("kursove-lector-guide-en.pdf");
});

test("on a phone the menu button opens the navigation and the categories together @phone", async ({
  page,
}) => {
  await page.goto("/");
  const toggle = page.getByRole("button", { name: "Отвори менюто" });
  await toggle.click();
  await expect(page.getByRole("button", { name: "Затвори менюто" })).toHaveAttribute("aria-expanded", "true");
  const panel = page.locator("header").locator("nav[aria-label='Основна навигация']").last();
  await expect(panel.getByRole("link", { name: "Курсове" })).toBeVisible();
  const subcategories = page.locator("header a[href*='subcategory_id']:visible");
  await expect(subcategories.first()).toBeVisible();
  // Escape from a category closes the whole menu and gives the focus back to its button, which opens both again
  await subcategories.first().focus();
  await page.keyboard.press("Escape");
  await expect(subcategories).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "Курсове" })).toBeHidden();
  await expect(toggle).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(panel.getByRole("link", { name: "Курсове" })).toBeVisible();
  await expect(subcategories.first()).toBeVisible();
  await page.getByRole("button", { name: "Затвори менюто" }).click();
  await expect(subcategories).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "Курсове" })).toBeHidden();
});

test("the category menu asks for its categories when it opens, and retries after a failure", async ({
  page,
}) => {
  // HEADER-CATEGORIES (ADR 044): a page that does not name categories leaves them out of its data
  const asked: string[] = [];
  let failing = true;
  await page.route("**/api/v1/index", async (route) => {
    asked.push(route.request().headers()["content-language"] ?? "");
    if (failing) {
      failing = false;
      return route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
    }
    return route.continue();
  });
  await page.goto("/how-it-works");
  expect(asked).toEqual([]);
  const button = page.getByRole("button", { name: "Категории" });
  await button.click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Категориите не можаха да се заредят." }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Опитайте отново" }).click();
  await expect(button).toBeFocused();
  const sub = page.locator("header a[href*='subcategory_id']").first();
  await expect(sub).toBeVisible();
  await sub.focus();
  await page.keyboard.press("Escape");
  await expect(sub).toBeHidden();
  await expect(button).toBeFocused();
  // asked once more, not again on opening: the answer stays for the page's life
  await button.click();
  await expect(sub).toBeVisible();
  expect(asked).toEqual(["bg", "bg"]);
  await sub.click();
  await expect(page).toHaveURL(/\/courses\?subcategory_id=\d+&category_id=\d+/);
});

test("on a phone a category of the menu opens its catalogue, in English too @phone", async ({ page }) => {
  await page.goto("/en/how-it-works");
  await page.getByRole("button", { name: "Open menu" }).click();
  const sub = page.locator("header a[href*='subcategory_id']:visible").first();
  await expect(sub).toBeVisible();
  const name = (await sub.textContent())?.trim() ?? "";
  expect(name).toMatch(/^[^А-я]+$/);
  await sub.click();
  await expect(page).toHaveURL(/\/en\/courses\?subcategory_id=\d+&category_id=\d+/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
});

test("every page answers with the right language attribute and a title", async ({ page }) => {
  // eighteen full page loads, each waiting for hydration
  test.setTimeout(90_000);
  for (const path of [
    "/",
    "/courses",
    "/provider",
    "/faq",
    "/how-it-works",
    "/contact-us",
    "/terms-of-use",
    "/privacy-policy",
    "/cookie-policy",
  ]) {
    const bg = await page.goto(path);
    expect(bg?.status(), path).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "bg");
    expect(await page.title()).toMatch(/Курсове/);
    const en = await page.goto(path === "/" ? "/en" : `/en${path}`);
    expect(en?.status(), `/en${path}`).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.title()).toMatch(/Kursove/);
  }
});
