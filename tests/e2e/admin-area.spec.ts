import { expect, label, signInDemo, test } from "./fixtures";

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
