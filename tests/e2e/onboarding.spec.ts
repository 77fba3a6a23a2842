import type { Browser, Page } from "@playwright/test";
import { expect, expectAccessible, label, sectionMenu, signInDemo, solidPng, test } from "./fixtures";

async function signUp(page: Page, id: string) {
  await page.goto("/sign-up");
  await label(page, "Име").fill("Калина");
  await label(page, "Фамилия").fill("Маринова");
  await label(page, "Потребителско име").fill(`kalina-${id}`);
  await label(page, "Имейл").fill(`onboarding-${id}@example.com`);
  await label(page, "Парола").fill("Quiet-harbour-71");
  await label(page, "Повторете паролата").fill("Quiet-harbour-71");
  await page.getByRole("checkbox", { name: /Приемам/ }).check();
  await page.getByText("Аз не съм робот").click();
  await expect(page.getByText("Проверено")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Създаване на профил" }).click();
  await expect(page).toHaveURL(/\/profile\?welcome=1$/);
}

const stepHeading = (page: Page, step: number, name: string) =>
  page.getByRole("heading", { level: 2, name: `Стъпка ${step} от 5: ${name}` });

async function approveAsAdmin(browser: Browser, company: string) {
  const context = await browser.newContext({ locale: "bg-BG" });
  const admin = await context.newPage();
  await signInDemo(admin, "admin@example.com");
  await admin.goto("/admin");
  await expect(admin.getByText("Доставчици, които очакват одобрение")).toBeVisible();
  await admin.getByRole("link", { name: "Прегледайте заявките" }).click();
  await expect(admin.getByRole("heading", { name: "Заявки на доставчици" })).toBeVisible();
  await admin.getByRole("link", { name: new RegExp(company) }).click();
  await expect(admin.getByRole("heading", { level: 2, name: company })).toBeVisible();
  await expect(admin.getByText("BG80BNBG96611020345678")).toBeVisible();
  await admin.getByRole("button", { name: "Одобряване" }).click();
  await expect(admin.getByText("Доставчикът е одобрен и уведомен по имейл.")).toBeVisible();
  await expect(admin.getByRole("status").filter({ hasText: /^Одобрен$/ })).toBeVisible();
  // the pressed button went with the decision: the focus waits on the link that stays
  await expect(admin.getByRole("link", { name: "Вижте страницата на доставчика" })).toBeFocused();
  await context.close();
}

test("a new user becomes a provider in four steps, the admin approves it and its page goes public @phone", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = Date.now().toString(36);
  const company = `Школа ${id}`;
  await signUp(page, id);

  await page.getByRole("link", { name: /Станете доставчик/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Станете доставчик" })).toBeVisible();
  await expect(stepHeading(page, 1, "Фирма")).toBeVisible();

  // step 1: a company name of 31 characters is refused
  await label(page, "Име на фирмата").fill("Д".repeat(31));
  await label(page, "Собственик на фирмата").fill("Калина Маринова");
  await label(page, "ДДС или ЕИК номер").fill("BG204567891");
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(page.getByText("Името на фирмата може да е най-много 30 знака")).toBeVisible();
  await expect(page.getByText("Моля, попълнете всички полета (правилно)")).toBeVisible();
  await expectAccessible(page);
  await label(page, "Име на фирмата").fill(company);
  await page.getByRole("button", { name: /Напред/ }).click();

  // step 2: the names come from the account; a bad phone is refused
  await expect(stepHeading(page, 2, "Контакт")).toBeVisible();
  await expect(label(page, "Име")).toHaveValue("Калина");
  await label(page, "Телефон").fill("12");
  await label(page, "Адрес").fill("ул. Раковски 10");
  await page.getByLabel("Град").selectOption({ label: "Пловдив" });
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(page.getByText("Въведете валиден телефонен номер")).toBeVisible();
  await label(page, "Телефон").fill("0888 123 456");
  await page.getByRole("button", { name: /Напред/ }).click();

  // step 3, then Back keeps what was typed
  await expect(stepHeading(page, 3, "Плащания")).toBeVisible();
  await page.getByRole("button", { name: /Назад/ }).click();
  await expect(stepHeading(page, 2, "Контакт")).toBeVisible();
  await expect(label(page, "Телефон")).toHaveValue("+359888123456");
  await expect(label(page, "Адрес")).toHaveValue("ул. Раковски 10");
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(stepHeading(page, 3, "Плащания")).toBeVisible();
  await label(page, "IBAN").fill("BG81 BNBG 9661 1020 3456 78");
  await label(page, "Титуляр на сметката").fill(`${company} ЕООД`);
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(page.getByText(/Въведете валиден IBAN/)).toBeVisible();
  await label(page, "IBAN").fill("bg80 bnbg 9661 1020 3456 78");
  await page.getByRole("button", { name: /Напред/ }).click();

  // step 4: the logo with a preview, the texts with the page preview
  await expect(stepHeading(page, 4, "Публичен профил")).toBeVisible();
  await label(page, "Девиз").fill("Езици с удоволствие");
  await expect(page.getByRole("figure").getByText("Езици с удоволствие")).toBeVisible();
  await label(page, "Описание").fill("Малки групи, опитни преподаватели и много практика.");
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(page.getByText("Качете лого")).toBeVisible();
  await page.getByLabel("Лого", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await solidPng(320, 160),
  });
  await expect(page.getByRole("img", { name: "Преглед на логото" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: /Напред/ }).click();

  // review, then submit
  await expect(stepHeading(page, 5, "Преглед")).toBeVisible();
  await expect(page.getByText(company, { exact: true })).toBeVisible();
  await expect(page.getByText("BG80BNBG96611020345678")).toBeVisible();
  await expect(page.locator("dd", { hasText: "Пловдив" })).toBeVisible();
  await expectAccessible(page);
  await expect(page.getByRole("img", { name: "Преглед на логото" })).toBeVisible();
  await page.getByRole("button", { name: "Изпращане за одобрение" }).click();
  await expect(page.getByRole("heading", { name: "Заявката Ви е изпратена" })).toBeVisible();
  await page.getByRole("link", { name: "Към таблото" }).click();
  await expect(page.getByRole("heading", { name: "Очаква одобрение" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();

  // before approval the public cannot see the page
  const slug = `shkola-${id}`;
  const visitor = await browser.newContext({ locale: "bg-BG" });
  const anonymous = await visitor.newPage();
  const hidden = await anonymous.goto(`/provider/${slug}`);
  expect(hidden?.status()).toBe(404);

  await approveAsAdmin(browser, company);

  const shown = await anonymous.goto(`/provider/${slug}`);
  expect(shown?.status()).toBe(200);
  await expect(anonymous.getByRole("heading", { level: 1, name: company })).toBeVisible();
  await expect(anonymous.getByText("Езици с удоволствие")).toBeVisible();
  await visitor.close();

  // the provider keeps its portfolio up to date, with a live preview
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { name: "Профилът е одобрен" })).toBeVisible();
  await (await sectionMenu(page, "Раздели на таблото"))
    .getByRole("link", { name: "Профил и портфолио" })
    .click();
  await expect(page.getByRole("heading", { name: "Профил и портфолио", level: 2 })).toBeVisible();
  await label(page, "Девиз").fill("Говорим езици от първия час");
  await expect(page.getByRole("figure").getByText("Говорим езици от първия час")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Запазване на промените" }).click();
  await expect(page.getByText("Промените са запазени.")).toBeVisible();
  await page.getByRole("link", { name: "Вижте публичната страница" }).click();
  await expect(page.getByText("Говорим езици от първия час")).toBeVisible();
});

/** Fills the four steps with valid data and sends the request (the detailed checks are in the first test). */
async function sendRequest(page: Page, company: string) {
  await page.goto("/become-provider");
  await label(page, "Име на фирмата").fill(company);
  await label(page, "Собственик на фирмата").fill("Калина Маринова");
  await label(page, "ДДС или ЕИК номер").fill("204567891");
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(stepHeading(page, 2, "Контакт")).toBeVisible();
  await label(page, "Телефон").fill("+359 2 987 6543");
  await label(page, "Адрес").fill("бул. Витоша 1");
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(stepHeading(page, 3, "Плащания")).toBeVisible();
  await label(page, "IBAN").fill("BG80BNBG96611020345678");
  await label(page, "Титуляр на сметката").fill(company);
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(stepHeading(page, 4, "Публичен профил")).toBeVisible();
  await page.getByLabel("Лого", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await solidPng(200, 200),
  });
  await label(page, "Девиз").fill("Учим с желание");
  await label(page, "Описание").fill("Курсове по програмиране за начинаещи.");
  await page.getByRole("button", { name: /Напред/ }).click();
  await expect(stepHeading(page, 5, "Преглед")).toBeVisible();
  await page.getByRole("button", { name: "Изпращане за одобрение" }).click();
  await expect(page.getByRole("heading", { name: "Заявката Ви е изпратена" })).toBeVisible();
}

test("an admin rejects a request with a reason; the user reads it, corrects the request and sends it again", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = Date.now().toString(36);
  const company = `Код ${id}`;
  await signUp(page, id);
  await sendRequest(page, company);

  const context = await browser.newContext({ locale: "bg-BG" });
  const admin = await context.newPage();
  await signInDemo(admin, "admin@example.com");
  await admin.goto("/admin/providers");
  await admin.getByRole("link", { name: new RegExp(company) }).click();
  await expect(admin.getByRole("heading", { level: 2, name: company })).toBeVisible();
  await admin.getByRole("button", { name: "Отхвърляне", exact: true }).click();
  const reason = admin.getByLabel(/Причина за отказа/);
  await expect(reason).toBeFocused();
  await reason.fill("Кратко");
  await admin.getByRole("button", { name: "Отхвърляне на заявката" }).click();
  await expect(admin.getByText("Напишете причина от поне 10 знака")).toBeVisible();
  await expectAccessible(admin);
  await reason.fill("Логото не се чете, качете го в по-висока резолюция.");
  await admin.getByRole("button", { name: "Отхвърляне на заявката" }).click();
  await expect(admin.getByText("Заявката е отхвърлена и доставчикът е уведомен по имейл.")).toBeVisible();
  await expect(admin.getByRole("status").filter({ hasText: /^Отхвърлен$/ })).toBeVisible();
  await admin.getByRole("link", { name: /Обратно към заявките/ }).click();
  await expect(admin.getByRole("link", { name: /Отхвърлени/ })).toHaveAttribute("aria-current", "page");
  await expect(admin.getByRole("link", { name: new RegExp(company) })).toBeVisible();
  await expectAccessible(admin);
  await admin.goto(`/admin/mailbox?to=onboarding-${id}%40example.com`);
  const mail = admin.locator("main li", { hasText: "не е одобрена" }).first();
  await mail.locator("summary").click();
  await expect(mail.locator("pre")).toContainText("Логото не се чете");
  await expect(mail.locator("pre")).toContainText("/become-provider");
  await context.close();

  // the user is no provider now: the request opens again with the reason, at the review
  await page.goto("/become-provider");
  await expect(page.getByText("Предишната Ви заявка не беше одобрена.")).toBeVisible();
  await expect(page.getByText(/Логото не се чете/)).toBeVisible();
  await expect(stepHeading(page, 5, "Преглед")).toBeVisible();
  await page.getByRole("link", { name: /Промяна: Публичен профил/ }).click();
  await expect(stepHeading(page, 4, "Публичен профил")).toBeVisible();
  await page.getByLabel("Лого", { exact: true }).setInputFiles({
    name: "logo.png",
    mimeType: "image/png",
    buffer: await solidPng(600, 600),
  });
  await page.getByRole("button", { name: /Напред/ }).click();
  await page.getByRole("button", { name: "Изпращане за одобрение" }).click();
  await expect(page.getByRole("heading", { name: "Заявката Ви е изпратена" })).toBeVisible();
});

test("an existing provider opening /become-provider is sent to the profile and told so @mobile", async ({
  page,
}) => {
  await signInDemo(page, "provider@example.com");
  await page.goto("/become-provider");
  await expect(page).toHaveURL(/\/profile\?notice=already_provider$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Вие вече сте регистриран доставчик" }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Към таблото" }).click();
  await expect(page.getByRole("heading", { name: "Профилът е одобрен" })).toBeVisible();
});

test("a visitor opening /become-provider signs in first", async ({ page }) => {
  await page.goto("/become-provider");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbecome-provider$/);
  await page.goto("/en/become-provider");
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fbecome-provider$/);
});
