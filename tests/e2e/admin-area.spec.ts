import { expect, expectFitsWidth, label, signInDemo, test } from "./fixtures";

test("an admin blocks an account and its owner can no longer sign in", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signInDemo(page, "admin@example.com");
  await page.goto("/admin/users?q=learner39%40example.com");
  const card = page.locator("main").getByText("learner39@example.com").first();
  await expect(card).toBeVisible();
  await page
    .getByRole("link", { name: /^Блокирай/ })
    .first()
    .click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/Причина/).fill("Нарушаване на общите условия");
  await dialog.getByRole("button", { name: /^Блокирай/ }).click();
  await expect(page.getByText(/блокиран/i).first()).toBeVisible();

  const context = await browser.newContext({ locale: "bg-BG" });
  const learner = await context.newPage();
  await learner.goto("/login");
  await label(learner, "Имейл").fill("learner39@example.com");
  await label(learner, "Парола").fill("demo12345");
  await learner.getByRole("button", { name: "Вход" }).click();
  await expect(
    learner.getByText("Този профил е блокиран. Свържете се с нас, ако смятате, че е грешка."),
  ).toBeVisible();
  await context.close();
});

test("on a phone the admin and dashboard menus fold behind the current section, no page wider @phone", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const expectMenuFolded = async (name: string, active: string) => {
    const menu = page.getByRole("navigation", { name });
    const toggle = menu.locator("summary");
    // closed, one line: the section's own heading is in the upper half of the first screen
    await expect(toggle).toHaveText(`Раздел: ${active}`);
    await expect(menu.getByRole("link")).toHaveCount(0);
    const heading = await page.getByRole("heading", { level: 2, name: active, exact: true }).boundingBox();
    expect(heading!.y + heading!.height).toBeLessThan(page.viewportSize()!.height / 2);
    // the keyboard opens it; every entry lies within the screen and the current one is marked
    await toggle.focus();
    await page.keyboard.press("Enter");
    const current = menu.getByRole("link", { name: active, exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    const outside = await menu.evaluate((nav) => {
      const width = document.documentElement.clientWidth;
      return [...nav.querySelectorAll("details a")]
        .filter((a) => {
          const box = a.getBoundingClientRect();
          return box.left < 0 || box.right > width;
        })
        .map((a) => a.textContent);
    });
    expect(outside).toEqual([]);
    // Escape from an entry closes it and puts the focus back on its button
    await current.focus();
    await page.keyboard.press("Escape");
    await expect(menu.getByRole("link")).toHaveCount(0);
    await expect(toggle).toBeFocused();
  };
  await signInDemo(page, "admin@example.com");
  await page.goto("/admin/users");
  await expectMenuFolded("Раздели на админ панела", "Потребители");
  // a wide table scrolls in its own frame: the hidden names of its buttons once widened the whole page
  await page.goto("/admin/payouts");
  await expect(page.getByRole("button", { name: /^Изплати/ }).first()).toBeAttached();
  await expectFitsWidth(page);
  await page.context().clearCookies();
  await signInDemo(page, "provider@example.com");
  await page.goto("/dashboard/orders");
  await expectMenuFolded("Раздели на таблото", "Поръчки и продажби");
});
