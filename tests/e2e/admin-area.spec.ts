import { expect, expectAccessible, label, signInDemo, test } from "./fixtures";

const adminPages = [
  "/admin",
  "/admin/approvals",
  "/admin/orders",
  "/admin/refunds",
  "/admin/payouts",
  "/admin/commission",
  "/admin/utilization",
  "/admin/reports",
  "/admin/users",
  "/en/admin",
  "/en/admin/orders",
  "/en/admin/payouts",
  "/en/admin/commission",
  "/en/admin/reports",
];
const providerPages = [
  "/dashboard/orders",
  "/dashboard/attendees",
  "/dashboard/refunds",
  "/dashboard/payouts",
  "/dashboard/reports",
  "/en/dashboard/orders",
  "/en/dashboard/payouts",
];

test("the admin area's money, approval, utilization and user pages pass axe in bg and en", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInDemo(page, "admin@example.com");
  for (const path of adminPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
    await expectAccessible(page);
  }
  // an order and a course's utilization open from their lists
  await page.goto("/admin/orders");
  await page
    .getByRole("link", { name: /^Отвори поръчка / })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Поръчка K-/ })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/admin/utilization");
  await page.locator("main a[href^='/admin/utilization/']").first().click();
  await expect(page).toHaveURL(/\/admin\/utilization\/[0-9a-f-]+$/);
  await expectAccessible(page);
});

test("the provider's orders, attendees, refund requests, payouts and reports pass axe", async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemo(page, "provider@example.com");
  for (const path of providerPages) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expectAccessible(page);
  }
});

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
    learner.getByText("Този акаунт е блокиран. Свържете се с нас, ако смятате, че е грешка."),
  ).toBeVisible();
  await context.close();
});
