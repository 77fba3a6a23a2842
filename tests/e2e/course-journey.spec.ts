import { expect, type Page, signInDemo, solidPng, test } from "./fixtures";

/** A calendar date some days from today, far enough ahead for the deadlines. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const fillSession = async (page: Page, module: number, session: number, day: string) => {
  const row = page
    .getByRole("region", { name: `Модул ${module}` })
    .getByRole("group", { name: `Занятие ${session}` });
  await row.getByLabel(/^Заглавие на занятието/).fill(`Занятие ${module}.${session}`);
  await row.getByLabel(/^Дата/).fill(day);
  await row.getByLabel(/^Начален час/).fill("10:00");
  await row.getByLabel(/^Краен час/).fill("13:00");
  await expect(row.getByLabel(/^Продължителност/)).toHaveValue("180");
};

test("course journey: a provider builds a scheduled course with images and documents, an admin approves it, the public finds it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const title = `Акварелни пейзажи с мокра техника ${Date.now().toString(36)}`;

  // general
  await signInDemo(page, "provider@example.com");
  await page.goto("/dashboard/courses");
  await page.getByRole("link", { name: "Нов курс" }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/new$/);
  await page.getByLabel(/^Заглавие/).fill(title);
  await page.getByLabel(/^Кратко описание/).fill("Четири съботни сутрини в ателие с глина и колело.");
  await page.getByLabel(/^Категория/).selectOption({ index: 1 });
  await page.getByRole("checkbox", { name: "Присъствен" }).check();
  await page.getByLabel(/^Град/).selectOption({ index: 1 });
  await page.getByLabel(/^Адрес/).fill("ул. Граф Игнатиев 12");
  await page.getByRole("button", { name: "Създаване на курса" }).click();
  await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]+\/booking\?created=1$/);
  const id = page.url().match(/courses\/([0-9a-f-]+)\//)![1]!;

  // booking
  await page.getByLabel(/^Цена \(€\)/).fill("180");
  await page.getByLabel(/^Места за продажба/).fill("8");
  await page.getByRole("button", { name: "Запазване" }).click();
  await expect(page.getByText("Промените са запазени").first()).toBeVisible();

  // programme: two modules, three sessions, then one fewer after a confirmation
  await page.getByRole("link", { name: "Програма" }).click();
  await page.getByRole("button", { name: "Добавяне на модул" }).click();
  await page.getByRole("button", { name: "Добавяне на модул" }).click();
  const first = page.getByRole("region", { name: "Модул 1" });
  const second = page.getByRole("region", { name: "Модул 2" });
  await first.getByLabel(/^Заглавие на модула/).fill("Центриране");
  await first.getByLabel("Брой занятия").fill("2");
  await second.getByLabel(/^Заглавие на модула/).fill("Глазиране");
  await second.getByLabel("Брой занятия").fill("2");
  await fillSession(page, 1, 1, inDays(40));
  await fillSession(page, 1, 2, inDays(47));
  await fillSession(page, 2, 1, inDays(54));
  await fillSession(page, 2, 2, inDays(61));
  // the Save button's own answer (not an autosave's; the booking step's "saved" notice may still show)
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      r.url().includes("/programme") &&
      (r.request().postData() ?? "").includes("intent=save"),
  );
  await page.getByRole("button", { name: "Запазване" }).click();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText("Промените са запазени").first()).toBeVisible();
  await second.getByLabel("Брой занятия").fill("1");
  const dialog = page.getByRole("dialog", { name: "Намаляване на броя занятия" });
  await expect(dialog).toContainText("Намаляването ще изтрие последното занятие. Продължавате ли?");
  // the reduction is saved by the draft's autosave, 2 s after the change: the post without module 2's second session
  const reduced = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      r.url().includes("/programme") &&
      !(r.request().postData() ?? "modules.1.sessions.1").includes("modules.1.sessions.1"),
  );
  await dialog.getByRole("button", { name: "Да, изтрийте ги" }).click();
  await expect(second.getByRole("group", { name: /^Занятие/ })).toHaveCount(1);
  expect((await reduced).ok()).toBe(true);
  await page.reload();
  await expect(first.getByRole("group", { name: /^Занятие/ })).toHaveCount(2);
  await expect(second.getByRole("group", { name: /^Занятие/ })).toHaveCount(1);

  // images and documents
  await page.getByRole("link", { name: "Медия и документи" }).click();
  await page
    .getByLabel("Изберете изображение за корица")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await solidPng(1400, 500) });
  const coverCrop = page.getByRole("dialog", { name: "Изрязване на корицата" });
  await coverCrop.getByRole("button", { name: "Изрязване и качване" }).click();
  await expect(page.getByText("Корицата е запазена.")).toBeVisible();
  await page
    .getByLabel("Изберете изображение за миниатюра")
    .setInputFiles({ name: "thumb.png", mimeType: "image/png", buffer: await solidPng(600, 480) });
  const thumbCrop = page.getByRole("dialog", { name: "Изрязване на миниатюрата" });
  await thumbCrop.getByRole("button", { name: "Изрязване и качване" }).click();
  await expect(page.getByText("Миниатюрата е запазена.")).toBeVisible();
  await page
    .getByLabel(/^Заглавие/)
    .last()
    .fill("Списък с материали");
  await page
    .getByLabel(/^Описание/)
    .last()
    .fill("Какво да донесете на първото занятие");
  await page.getByLabel(/^Файл/).setInputFiles({
    name: "materiali.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n%материали\n"),
  });
  await page.getByRole("button", { name: "Качване", exact: true }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "materiali.pdf" })).toContainText("Не е запазен");
  await page.getByRole("button", { name: "Запазване на документите" }).click();
  await expect(page.getByText("Успешно добавени документи към курса")).toBeVisible();

  // submit
  await page.getByRole("button", { name: "Изпращане за одобрение" }).click();
  await expect(page.getByText("Курсът е изпратен за одобрение")).toBeVisible();
  // not public while in review
  expect((await page.request.get(`/api/v1/courses?q=${encodeURIComponent(title)}`)).ok()).toBe(true);
  const hidden = await (await page.request.get(`/api/v1/courses?q=${encodeURIComponent(title)}`)).json();
  expect(JSON.stringify(hidden)).not.toContain(title);

  // the admin previews and approves
  const context = await browser.newContext({ locale: "bg-BG" });
  const admin = await context.newPage();
  await signInDemo(admin, "admin@example.com");
  await admin.goto("/admin/courses");
  await admin.getByRole("link", { name: new RegExp(title) }).click();
  await expect(admin).toHaveURL(new RegExp(`/admin/courses/${id}$`));
  await expect(admin.getByRole("heading", { name: title, level: 2 })).toBeVisible();
  await expect(admin.getByText("Центриране").first()).toBeVisible();
  await expect(admin.getByText("Списък с материали").first()).toBeVisible();
  await expect(admin.getByText(/Доставчик: /)).toBeVisible();
  await admin.screenshot({ path: test.info().outputPath("admin-preview.png"), fullPage: true });
  await admin.getByRole("button", { name: "Одобряване на курса" }).click();
  await expect(admin.getByText("Курсът е одобрен и доставчикът е уведомен по имейл.")).toBeVisible();
  await expect(admin.getByText(/Последно решение на .+ от /)).toBeVisible();
  await expect(admin.getByRole("link", { name: "Публичната страница на курса" })).toBeFocused();
  await context.close();

  // the public finds it in the catalogue and opens it
  const visitor = await browser.newContext({ locale: "bg-BG" });
  const guest = await visitor.newPage();
  await guest.goto(`/courses?q=${encodeURIComponent(title)}`);
  const card = guest.getByRole("link", { name: title, exact: true }).first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(guest.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(guest.getByText("Глазиране").first()).toBeVisible();
  await guest.screenshot({ path: test.info().outputPath("public-course.png"), fullPage: true });
  await visitor.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a provider creates a course with the plain form, and a wrong field comes back beside it", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInDemo(page, "provider@example.com");
    await page.goto("/dashboard/courses/new");
    await page.getByLabel(/^Заглавие/).fill(`Без JavaScript ${Date.now().toString(36)}`);
    await page.getByLabel(/^Категория/).selectOption({ index: 1 });
    await page.getByRole("checkbox", { name: "Онлайн" }).check();
    await page.getByRole("button", { name: "Създаване на курса" }).click();
    await expect(page.getByText("Полето е задължително").first()).toBeVisible();
    await expect(page.getByLabel(/^Заглавие/)).toHaveValue(/^Без JavaScript /);
    await page.getByLabel(/^Линк към онлайн стаята/).fill("https://meet.example.com/bez-js");
    await page.getByRole("button", { name: "Създаване на курса" }).click();
    await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]+\/booking\?created=1$/);
    await expect(page.getByText("Курсът е създаден. Попълнете данните за записване.")).toBeVisible();
  });
});
