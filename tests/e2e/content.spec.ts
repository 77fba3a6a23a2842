import { expect, expectAccessible, label, signInDemo, solidPng, test } from "./fixtures";

test("a visitor reports an issue from a page; an admin reads it in the inbox and resolves it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const email = `reporter-${id}@example.com`;
  const text = `Филтърът по град не връща курсове в Пловдив (${id}).`;

  await page.goto("/courses");
  await page.locator("footer").getByRole("link", { name: "Сигнал за проблем" }).click();
  await expect(page).toHaveURL(/\/contact-us\?type=report&page=%2Fcourses$/);
  await expect(page.getByRole("radio", { name: "Подаване на сигнал за проблем" })).toBeChecked();
  await expect(page.locator("main")).toContainText("/courses");
  await expectAccessible(page);

  // a message too short is refused beside its field, keeping what was typed
  await label(page, "Вашето име").fill("Мария Петрова");
  await label(page, "Имейл за отговор").fill(email);
  await label(page, "Съобщение").fill("Грешка");
  await label(page, "Съобщение").press("Tab");
  await expect(page.getByText("Напишете съобщение от поне 10 знака")).toBeVisible();
  await expect(label(page, "Вашето име")).toHaveValue("Мария Петрова");

  await label(page, "Съобщение").fill(text);
  await page.getByText("Аз не съм робот").click();
  await expect(page.getByText("Проверено")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Изпратете съобщението" }).click();
  await expect(page.getByText("Благодарим Ви! Съобщението е изпратено.")).toBeVisible();
  await expect(page.locator("main")).toContainText(email);

  // the admin finds it among the new messages, reads it and resolves it
  const context = await browser.newContext({ locale: "bg-BG" });
  const admin = await context.newPage();
  await signInDemo(admin, "admin@example.com");
  await admin.goto("/admin/messages?status=new");
  await expectAccessible(admin);
  await admin
    .getByRole("link", { name: /Мария Петрова/ })
    .first()
    .click();
  await expect(admin.getByRole("heading", { level: 2, name: /Съобщение от Мария Петрова/ })).toBeVisible();
  const main = admin.locator("main");
  await expect(main).toContainText("Подаване на сигнал за проблем");
  await expect(main).toContainText(text);
  await expect(main).toContainText("/courses");
  await expect(main.getByRole("link", { name: "Отговорете по имейл" })).toHaveAttribute(
    "href",
    new RegExp(`^mailto:${email}`),
  );
  await expectAccessible(admin);
  await label(admin, "Вътрешна бележка").fill("Предадено на екипа за каталога.");
  await admin.getByRole("button", { name: "Отбележете като решено" }).click();
  await expect(admin.getByText("Съобщението е отбелязано като решено.")).toBeVisible();
  await admin.goto("/admin/messages?status=resolved");
  await expect(admin.getByRole("link", { name: /Мария Петрова/ }).first()).toBeVisible();

  // the sender got the acknowledgement with a copy of the message
  await admin.goto(`/admin/mailbox?to=${encodeURIComponent(email)}`);
  const mail = admin.locator("main li", { hasText: "Получихме съобщението Ви" }).first();
  await mail.locator("summary").click();
  await expect(mail.locator("pre")).toContainText(text);
  await context.close();
});

test("an admin adds a question to the FAQ and visitors find it in both languages", async ({ page }) => {
  test.setTimeout(90_000);
  const id = Date.now().toString(36);
  await signInDemo(page, "admin@example.com");
  await page.goto("/admin/faq");
  await expect(page.getByRole("heading", { level: 2, name: "Често задавани въпроси" })).toBeVisible();
  await expectAccessible(page);
  const form = page.locator("form", { has: page.getByRole("button", { name: "Добавяне на въпроса" }) });
  await form.getByLabel("Група").selectOption({ label: "За курсисти / For learners" });
  await form.getByLabel("Въпрос на български").fill(`Мога ли да подаря курс (${id})?`);
  await form.getByLabel("Въпрос на английски").fill(`Can I give a course as a gift (${id})?`);
  await form.getByLabel("Отговор на български").fill("Да. При поръчката въведете имената на участника.");
  await form.getByLabel("Отговор на английски").fill("Yes. Enter the attendee's names at checkout.");
  await form.getByRole("button", { name: "Добавяне на въпроса" }).click();
  await expect(page.getByText("Въпросът е добавен.")).toBeVisible();

  await page.goto("/faq");
  await page.getByLabel("Търсене във въпросите").fill(id);
  const question = page.getByText(`Мога ли да подаря курс (${id})?`);
  await expect(question).toBeVisible();
  // with three matches or fewer the answers open by themselves
  await expect(page.getByText("Да. При поръчката въведете имената на участника.")).toBeVisible();
  await page.goto(`/en/faq?q=${id}`);
  await expect(page.getByText(`Can I give a course as a gift (${id})?`)).toBeVisible();
});

test("an admin writes an article in the rich-text editor, adds a cover and publishes it to the blog", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = Date.now().toString(36);
  const title = `Пет навика за учене всеки ден ${id}`;
  await signInDemo(page, "admin@example.com");
  await page.goto("/admin/blog");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Нова статия" }).first().click();
  await expect(page.getByRole("heading", { name: "Нова статия" })).toBeVisible();

  await label(page, "Заглавие").fill(title);
  await label(page, "Резюме").fill("Кратки навици, които помагат да завършите курса си.");
  const body = page.getByRole("textbox", { name: "Текст на статията" });
  await body.click();
  await page.keyboard.type("Учете по малко всеки ден. ");
  await page.getByRole("button", { name: "Удебелен" }).click();
  await expect(page.getByRole("button", { name: "Удебелен" })).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Постоянството печели.");
  await page.getByRole("button", { name: "Удебелен" }).click();
  await page.keyboard.press("Enter");
  await page.keyboard.type("Вижте ");
  await page.getByRole("button", { name: "Връзка", exact: true }).click();
  await page.getByLabel("Адрес на връзката").fill("/courses");
  await page.getByRole("button", { name: "Добави връзката" }).click();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Публикувай" }).click();
  await expect(page.getByText(/Статията е публикувана/)).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Текст на статията" }).locator("strong")).toHaveText(
    "Постоянството печели.",
  );

  // the cover: checked by content, cropped to 1200 x 630
  await page.getByLabel("Изображение за корица").setInputFiles({
    name: "cover.png",
    mimeType: "image/png",
    buffer: await solidPng(1600, 900),
  });
  await page.getByRole("button", { name: "Качи корицата" }).click();
  await expect(page.getByText("Корицата е запазена.")).toBeVisible();

  await page.getByRole("link", { name: "Виж статията" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const article = page.locator("article");
  await expect(article.locator("strong")).toHaveText("Постоянството печели.");
  await expect(article.getByRole("link", { name: "/courses" })).toHaveAttribute("href", "/courses");
  const cover = page.locator("main img").first();
  await expect(cover).toHaveAttribute("width", "1200");
  await expect(cover).toHaveAttribute("height", "630");
  await expectAccessible(page);

  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});
