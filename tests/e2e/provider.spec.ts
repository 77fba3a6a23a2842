import { expect, signInDemo, solidPng, test } from "./fixtures";

test("the provider guard sends visitors to sign in and learners to their profile", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await page.getByLabel(/^Имейл/).fill("learner@example.com");
  await page.getByLabel(/^Парола/).fill("demo12345");
  await page.getByRole("button", { name: "Вход" }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test("a provider's overview shows the week's sales, the next sessions and eight weeks of sales", async ({
  page,
}) => {
  await signInDemo(page, "provider@example.com");
  await page.goto("/dashboard");
  const sales = page.getByRole("region", { name: "Продажби тази седмица" });
  await expect(sales).toContainText(/\d,\d\d\s€/);
  await expect(sales.getByRole("link", { name: "Отчети →" })).toHaveAttribute("href", "/dashboard/reports");
  const sessions = page.getByRole("region", { name: "Следващи занятия" });
  await expect(sessions.getByRole("listitem").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Следващо изплащане към Вас" })).toBeVisible();
  await expect(page.getByRole("img", { name: /^Продажби за последните 8 седмици/ })).toBeVisible();
  // the approval card and the lectors stay
  await expect(page.getByRole("heading", { name: "Профилът е одобрен" })).toBeVisible();
});

test("a provider manages its instructors with a cropped photo, deleting one after confirming", async ({
  page,
}) => {
  await page.goto("/login");
  await page.getByLabel(/^Имейл/).fill("provider@example.com");
  await page.getByLabel(/^Парола/).fill("demo12345");
  await page.getByRole("button", { name: "Вход" }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByRole("button", { name: /Меню на профила/ }).click();
  await page.getByRole("link", { name: "Табло на доставчика" }).click();
  await expect(page.getByRole("heading", { name: "Профилът е одобрен" })).toBeVisible();
  await expect(page.getByText("lector@example.com")).toBeVisible();

  await page.getByRole("link", { name: "Екип в портфолиото" }).click();
  await expect(page.getByRole("heading", { name: "Добавяне на преподавател" })).toBeVisible();
  const name = `Ива Петкова ${Date.now().toString(36)}`;
  await page.getByLabel(/^Име и фамилия/).fill(name);
  await page.getByLabel("Роля").fill("Лектор по Excel");
  await page.getByLabel("Подредба").fill("500");
  // a file that is not an image is refused before any crop dialog opens
  await page
    .getByLabel(/^Снимка/)
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n") });
  await expect(
    page.getByRole("alert").filter({ hasText: "Моля, качете изображение от правилния тип" }),
  ).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Изрежете снимката" })).toHaveCount(0);
  await page
    .getByLabel(/^Снимка/)
    .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: await solidPng(640, 480) });
  await expect(page.getByRole("dialog", { name: "Изрежете снимката" })).toBeVisible();
  await page.getByRole("button", { name: "Използвай" }).click();
  await expect(page.getByRole("img", { name: "Изрязана снимка" })).toBeVisible();
  await page.getByRole("button", { name: "Добавяне на преподавател" }).click();
  await expect(page.getByText("Преподавателят е запазен.")).toBeVisible();
  const list = page.locator("section[aria-labelledby='instructors-heading'] li");
  const item = list.filter({ hasText: name });
  await expect(item).toBeVisible();
  // higher order first
  await expect(list.first()).toContainText(name);

  await item.getByRole("button", { name: /^Изтриване/ }).click();
  const question = page.getByRole("dialog", { name: "Изтриване на преподавателя" });
  await question.getByRole("button", { name: "Отказ" }).click();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: /^Изтриване/ }).click();
  await question.getByRole("button", { name: "Да, изтрийте" }).click();
  await expect(page.getByText("Успешно изтриване")).toBeVisible();
  await expect(list.filter({ hasText: name })).toHaveCount(0);
});
