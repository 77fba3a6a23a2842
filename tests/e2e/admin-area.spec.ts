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

test("on a phone the admin and dashboard menus wrap into rows, every entry in sight, no page wider @phone", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const expectMenuInView = async (name: string, active: string) => {
    const menu = page.getByRole("navigation", { name });
    // nothing hidden in a sideways strip: the menu does not scroll, every entry lies within the screen
    const layout = await menu.evaluate((nav) => {
      const list = nav.querySelector("ul")!;
      const width = document.documentElement.clientWidth;
      const outside = [...nav.querySelectorAll("a")].filter((a) => {
        const box = a.getBoundingClientRect();
        return box.left < 0 || box.right > width;
      });
      return { scrolls: list.scrollWidth > list.clientWidth, outside: outside.map((a) => a.textContent) };
    });
    expect(layout).toEqual({ scrolls: false, outside: [] });
    await expect(menu.getByRole("link", { name: active, exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
  };
  await signInDemo(page, "admin@example.com");
  await page.goto("/admin/users");
  await expectMenuInView("Раздели на админ панела", "Потребители");
  // a wide table scrolls in its own frame: the hidden names of its buttons once widened the whole page
  await page.goto("/admin/payouts");
  await expect(page.getByRole("button", { name: /^Изплати/ }).first()).toBeAttached();
  await expectFitsWidth(page);
  await page.context().clearCookies();
  await signInDemo(page, "provider@example.com");
  await page.goto("/dashboard/orders");
  await expectMenuInView("Раздели на таблото", "Поръчки и продажби");
});
