import { test as plain } from "@playwright/test";
import { expect, test } from "./fixtures";

test("a visitor searches, filters, pages, opens a course and its provider, then reads the list in English", async ({
  page,
}) => {
  test.slow();
  await page.goto("/");
  const search = page.getByRole("searchbox", { name: "Търсене на курс" });
  await search.pressSequentially("python", { delay: 40 });
  const combobox = page.getByRole("combobox", { name: "Търсене на курс" });
  await expect(combobox).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByRole("option", { name: "Python за анализ на данни" })).toBeVisible();
  await search.press("ArrowDown");
  await expect(search).toHaveAttribute("aria-activedescendant", /course-python-za-analiz-na-danni$/);
  await search.press("Escape");
  await expect(combobox).toHaveAttribute("aria-expanded", "false");
  await page.getByRole("button", { name: "Търси" }).click();
  await expect(page).toHaveURL(/\/courses\?q=python$/);
  await expect(page.getByText("Намерени са 2 курса")).toBeVisible();

  // the search words are a chip whose × brings back the whole catalogue
  await page.getByRole("link", { name: "Премахни „python“" }).click();
  await expect(page).toHaveURL(/\/courses$/);

  const category = page.getByLabel("Категория");
  const programming = await category
    .locator("option", { hasText: "Програмиране и ИТ" })
    .getAttribute("value");
  await category.selectOption(programming!);
  await expect(page).toHaveURL(new RegExp(`/courses\\?category_id=${programming}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Програмиране и ИТ");

  await page.getByRole("checkbox", { name: /^Онлайн/ }).check();
  await expect(page).toHaveURL(/category_id=\d+&type=online$/);
  await expect(page.getByRole("checkbox", { name: /^Онлайн/ })).toBeChecked();

  await page.getByLabel("От (€)").fill("200");
  await page.getByLabel("От (€)").press("Enter");
  await expect(page).toHaveURL(/type=online&price_min=20000$/);

  await page.getByLabel("Подреждане").selectOption("rating");
  await expect(page).toHaveURL(/type=online&price_min=20000&sort=rating$/);
  const ratings = await page.locator("main article").evaluateAll((cards) => cards.length);
  expect(ratings).toBeGreaterThan(0);

  // removing the category (its chip) keeps the other filters and gives more than one page
  await page.getByRole("link", { name: "Премахни „Програмиране и ИТ“" }).click();
  await expect(page).toHaveURL(/\/courses\?type=online&price_min=20000&sort=rating$/);
  await page.getByRole("link", { name: "Страница 2" }).click();
  await expect(page).toHaveURL(/type=online&price_min=20000&sort=rating&page=2$/);
  await expect(page.getByText(/страница 2 от/)).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/courses\?type=online&price_min=20000&sort=rating$/);
  // page 1 itself is on screen, not page 2 a moment longer
  await expect(page.getByText(/страница 2 от/)).toBeHidden();
  await expect(page.getByRole("checkbox", { name: /^Онлайн/ })).toBeChecked();
  await expect(page.getByLabel("От (€)")).toHaveValue("200");
  await expect(page.getByLabel("Подреждане")).toHaveValue("rating");

  const first = page.locator("main article h3 a").first();
  const title = (await first.textContent())?.trim() ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const provider = page.locator("main a[href*='/provider/']").first();
  const providerName = (await provider.textContent())?.trim() ?? "";
  await provider.click();
  await expect(page).toHaveURL(/\/provider\/[a-z0-9-]+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(providerName);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await page.goBack();
  await expect(page).toHaveURL(/\/courses\?type=online&price_min=20000&sort=rating$/);
  // the catalogue itself is on screen again, so the language link carries its address
  await expect(page.getByRole("link", { name: "Switch to English" })).toHaveAttribute(
    "href",
    /path=%2Fcourses%3F/,
  );
  await page.getByRole("link", { name: "Switch to English" }).click();
  await expect(page).toHaveURL(/\/en\/courses\?type=online&price_min=20000&sort=rating$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("All courses");
  await expect(page.getByRole("checkbox", { name: /^Online/ })).toBeChecked();
  await expect(page.getByText(/\d+ courses found/)).toBeVisible();
});

test("a list already fetched comes from the page cache when the visitor returns to it", async ({ page }) => {
  await page.goto("/courses");
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith(".data") && (url.searchParams.get("_routes") ?? "").includes("courses")) {
      fetched.push(url.search);
    }
  });
  const online = page.getByRole("navigation", { name: "Бързи филтри" }).getByRole("link", { name: "Онлайн" });
  await online.click();
  await expect(page).toHaveURL(/\/courses\?type=online$/);
  await online.click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(online).not.toHaveAttribute("aria-current");
  await online.click();
  await expect(page).toHaveURL(/\/courses\?type=online$/);
  await expect(online).toHaveAttribute("aria-current", "true");
  expect(fetched.filter((search) => search.includes("type=online"))).toHaveLength(1);
});

test("a quick filter and the chips of active filters are links that keep the others", async ({ page }) => {
  await page.goto("/courses?type=onsite");
  const quick = page.getByRole("navigation", { name: "Бързи филтри" });
  await quick.getByRole("link", { name: "Със сертификат" }).click();
  await expect(page).toHaveURL(/\/courses\?type=onsite&type=certification$/);
  await expect(quick.getByRole("link", { name: "Със сертификат" })).toHaveAttribute("aria-current", "true");
  await page.getByRole("link", { name: "Премахни „Присъствен“" }).click();
  await expect(page).toHaveURL(/\/courses\?type=certification$/);
});

test("an impossible combination says so and offers to clear the filters", async ({ page }) => {
  await page.goto("/courses?q=python&price_max=4000");
  await expect(page.getByRole("heading", { name: "Няма курсове по тези критерии" })).toBeVisible();
  await page.getByRole("link", { name: "Изчисти филтрите" }).first().click();
  await expect(page).toHaveURL(/\/courses\?q=python$/);
  await expect(page.locator("main article").first()).toBeVisible();
});

test("on a phone the Filters button opens the drawer and shows how many results a change gives @phone", async ({
  page,
}) => {
  await page.goto("/courses");
  await expect(page.getByLabel("Категория")).toBeHidden();
  await page.getByRole("button", { name: "Филтри" }).click();
  const drawer = page.getByRole("dialog", { name: "Филтри" });
  await expect(drawer).toBeVisible();
  await drawer.getByRole("checkbox", { name: /^Присъствен/ }).check();
  await expect(page).toHaveURL(/type=onsite/);
  await drawer.getByRole("button", { name: /Покажи \d+ курса/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole("button", { name: /Филтри/ })).toContainText("1");
});

plain.describe("without JavaScript", () => {
  plain.use({ javaScriptEnabled: false });

  plain("the filter form is a plain GET form that filters the list", async ({ page }) => {
    await page.goto("/courses");
    const form = page.getByRole("region", { name: "Филтри" });
    await form.getByRole("checkbox", { name: /^Присъствен/ }).check();
    await form.getByLabel("До (€)").fill("300");
    await form.getByRole("button", { name: "Приложи филтрите" }).click();
    // the form sends every field and leva; the page answers with one clean address in minor units
    await expect(page).toHaveURL(/\/courses\?type=onsite&price_max=30000$/);
    await expect(page.getByText(/Намерен/)).toBeVisible();
    const types = await page.locator("main article").evaluateAll((cards) => cards.map((c) => c.textContent));
    expect(types.length).toBeGreaterThan(0);
    for (const text of types) expect(text).toContain("Присъствен");
    await page.getByRole("link", { name: "Премахни „Присъствен“" }).click();
    await expect(page).toHaveURL(/\/courses\?price_max=30000$/);
  });

  plain(
    "filter combinations are followed but not indexed, and links to them are nofollow",
    async ({ page }) => {
      await page.goto("/courses?type=onsite");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      const quick = page.getByRole("navigation", { name: "Бързи филтри" });
      await expect(quick.getByRole("link", { name: "Със сертификат" })).toHaveAttribute("rel", "nofollow");
      await expect(page.getByRole("link", { name: "Премахни „Присъствен“" })).not.toHaveAttribute("rel", /./);
      await page.goto("/courses?type=onsite&type=certification");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex,follow");
    },
  );

  plain("on a phone the Filters link opens the drawer without JavaScript", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/courses");
    await expect(page.getByLabel("Категория")).toBeHidden();
    await page.getByRole("link", { name: "Филтри" }).click();
    await expect(page.getByLabel("Категория")).toBeVisible();
    await page.getByRole("checkbox", { name: /^Онлайн/ }).check();
    await page.getByRole("button", { name: "Приложи филтрите" }).click();
    await expect(page).toHaveURL(/\/courses\?type=online$/);
    await expect(page.getByLabel("Категория")).toBeHidden();
  });
});
