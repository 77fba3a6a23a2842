import { expect, expectAccessible, type Page, signInDemo, test } from "./fixtures";
import { buyCourse } from "./purchase";

// Runs in the "clock" project: its own server with SIMULATED_CLOCK, so moving time changes no other journey.
const course = { slug: "sql-za-biznes-analizi", title: "SQL за бизнес анализи" };
const provider = "Академия Знание ЕООД";

async function asUser(page: Page, email: string) {
  const context = await page.context().browser()!.newContext({ locale: "bg-BG" });
  const other = await context.newPage();
  await signInDemo(other, email);
  return other;
}

test("a learner buys, an admin refunds part, the course ends and its claims pass, the admin pays out and the provider sees it", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signInDemo(page, "learner23@example.com");
  const number = await buyCourse(page, course);

  // the admin finds the order and refunds 10 leva of it
  const admin = await asUser(page, "admin@example.com");
  await admin.goto("/admin/orders");
  await admin.getByRole("searchbox", { name: "Търсене" }).fill(number);
  await admin.getByRole("button", { name: "Покажи" }).click();
  await admin.getByRole("link", { name: `Отвори поръчка ${number}` }).click();
  await expect(admin.getByRole("heading", { name: `Поръчка ${number}` })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByLabel(`Сума за възстановяване за „${course.title}“ (€)`).fill("10,00");
  await admin.locator("#refund-reason").fill("Една от сесиите беше отменена");
  await admin.getByRole("button", { name: "Възстанови сумата" }).click();
  const confirm = admin.getByRole("dialog", { name: "Да възстановим ли 10,00 € (19,56 лв.)?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Възстанови сумата" }).click();
  await expect(admin.getByText("Възстановихме 10,00 € (19,56 лв.) по картата на курсиста.")).toBeVisible();
  await expect(admin.getByText("Частично възстановена").first()).toBeVisible();
  await expect(admin.getByText("Решение на администратор")).toBeVisible();

  // the learner sees the refund on the order
  await page.goto("/profile/orders");
  await page.getByRole("link", { name: `Отвори поръчка ${number}` }).click();
  await expect(page.getByText("Частично възстановена").first()).toBeVisible();
  await expect(page.getByText(/Възстановена сума: 10,00/)).toBeVisible();

  // before the course ends nothing of it is owed; then the course ends and 30 days of claims pass
  await admin.goto("/admin/payouts");
  const origin = new URL(admin.url()).origin;
  const moved = await admin.request.put("/api/v1/admin/clock", {
    data: { offset_days: 400 },
    headers: { origin },
  });
  expect(moved.ok()).toBe(true);

  // the admin pays the provider out
  await admin.goto("/admin/payouts");
  await expectAccessible(admin);
  const row = admin.getByRole("row", { name: new RegExp(provider) });
  await row.getByRole("link", { name: `Изплати: ${provider}`, exact: true }).click();
  const pay = admin.getByRole("dialog", { name: "Изплащане към доставчик" });
  await expect(pay).toBeVisible();
  await pay.getByRole("button", { name: /^Изплати / }).click();
  await expect(admin.getByText(new RegExp(`^Изплатени .+ на „${provider}“\\.$`))).toBeVisible();
  const history = admin.getByRole("table", { name: /Направени изплащания/ });
  await expect(history.getByRole("row", { name: new RegExp(provider) })).toContainText("Изплатено");

  // the provider sees the payout with the sale in it, the refund taken off
  const owner = await asUser(page, "provider@example.com");
  await owner.goto("/dashboard/payouts");
  await expect(owner.getByRole("heading", { name: "Получени изплащания" })).toBeVisible();
  const received = owner.getByRole("table", { name: /Получени изплащания/ });
  await expect(received.getByText("Изплатено").first()).toBeVisible();
  await received
    .getByRole("link", { name: /Покажи продажбите/ })
    .first()
    .click();
  await expect(owner.getByRole("cell", { name: number })).toBeVisible();
  await expectAccessible(owner);
});
