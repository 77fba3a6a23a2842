import type { Locator } from "@playwright/test";
import { expect, expectAccessible, type Page, signInDemo, solidPng, test } from "./fixtures";

/** A Sofia-ish calendar date some days from today (far enough ahead for the deadlines). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Creates a complete online course as the signed-in provider through the API; submits it when asked. */
async function createCourse(page: Page, title: string, submit: boolean) {
  const origin = new URL(page.url()).origin;
  const headers = { origin, "content-language": "bg" };
  const index = await (await page.request.get("/api/v1/index")).json();
  const category = index.categories.find((c: { subcategories: unknown[] }) => c.subcategories.length > 0);
  const general = {
    title,
    description: "Кратък курс за проверка на одобрението.",
    overview: "Две онлайн срещи.",
    outcomes: ["Основи"],
    audience_text: "Начинаещи",
    keywords: ["проба"],
    category_id: category.id,
    subcategory_id: category.subcategories[0].id,
    language: "bg",
    types: ["online", "group"],
    audience: ["consumers"],
    frequency: "one_off",
    meeting_url: "https://meet.example.com/proba",
  };
  const created = await page.request.post("/api/v1/provider/courses", { headers, data: general });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const booking = await page.request.put(`/api/v1/provider/courses/${id}`, {
    headers,
    data: {
      ...general,
      price: 24000,
      early_bird_price: null,
      early_bird_until: null,
      capacity: 12,
      group_size: null,
      payment_deadline: null,
      cancellation_deadline: null,
      last_sell_date: null,
      requires_booking_approval: false,
    },
  });
  expect(booking.status()).toBe(200);
  const session = (day: number) => ({
    title: `Среща ${day}`,
    description: "",
    date: inDays(day),
    start_hour: "18:00",
    end_hour: "20:00",
    instructor_id: null,
    duration_minutes: 120,
  });
  const modules = await page.request.put(`/api/v1/provider/courses/${id}/modules`, {
    headers,
    data: { modules: [{ title: "Основи", description: "", sessions: [session(30), session(37)] }] },
  });
  expect(modules.status()).toBe(200);
  if (submit)
    expect((await page.request.post(`/api/v1/provider/courses/${id}/submit`, { headers })).status()).toBe(
      200,
    );
  return id as string;
}

test("a provider uploads a cropped cover and saves two documents", async ({ page }) => {
  // uploads, crops and re-encodes several images: slow on a busy two-core machine
  test.setTimeout(90_000);
  await signInDemo(page, "provider@example.com");
  const id = await createCourse(page, `Медия ${Date.now().toString(36)}`, false);
  await page.goto(`/dashboard/courses/${id}/media`);
  await expect(page.getByRole("heading", { name: "Снимки, видео и документи" })).toBeVisible();

  await page
    .getByLabel("Изберете изображение за корица")
    .setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: await solidPng(1600, 600) });
  const dialog = page.getByRole("dialog", { name: "Изрязване на корицата" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Изрязване и качване" }).click();
  await expect(page.getByText("Корицата е запазена.")).toBeVisible();
  const cover = page.getByRole("img", { name: "Текущата корица на курса" });
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
    .toEqual([1150, 300]);

  // refused at once in the browser: 2 MB or more
  await page.getByLabel("Изберете изображение за миниатюра").setInputFiles({
    name: "big.png",
    mimeType: "image/png",
    buffer: Buffer.alloc(2 * 1024 * 1024),
  });
  await expect(page.getByText("Изображението трябва да е по-малко от 2 MB")).toBeVisible();

  const documents = [
    { label: "Програма", description: "Темите по срещи", name: "programa.pdf", mime: "application/pdf" },
    { label: "Бележки", description: "Кратки бележки", name: "belezhki.txt", mime: "text/plain" },
  ];
  for (const d of documents) {
    await page
      .getByLabel(/^Заглавие/)
      .last()
      .fill(d.label);
    await page
      .getByLabel(/^Описание/)
      .last()
      .fill(d.description);
    await page.getByLabel(/^Файл/).setInputFiles({
      name: d.name,
      mimeType: d.mime,
      buffer: Buffer.from(d.mime === "application/pdf" ? "%PDF-1.4\n%проба\n" : "Бележки към курса\n"),
    });
    await page.getByRole("button", { name: "Качване", exact: true }).click();
    await expect(page.getByRole("listitem").filter({ hasText: d.name })).toContainText("Не е запазен");
  }
  await expect(page.getByText("Имате качени файлове, които още не са запазени към курса.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Запазване на документите" }).click();
  await expect(page.getByText("Успешно добавени документи към курса")).toBeVisible();
  const list = page.getByRole("list", { name: "Документи на курса" }).getByRole("listitem");
  await expect(list).toHaveCount(2);
  await expect(list.filter({ hasText: "Запазен" })).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole("list", { name: "Документи на курса" }).getByRole("listitem")).toHaveCount(2);
  await expect(page.getByLabel("Заглавие").first()).toHaveValue("Програма");
  // a removal is saved at once, so it is asked first
  await page.getByRole("button", { name: "Премахване на belezhki.txt" }).click();
  const question = page.getByRole("dialog", { name: "Премахване на документа" });
  await question.getByRole("button", { name: "Отказ" }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole("list", { name: "Документи на курса" }).getByRole("listitem")).toHaveCount(2);
  await page.getByRole("button", { name: "Премахване на belezhki.txt" }).click();
  await question.getByRole("button", { name: "Да, премахнете го" }).click();
  await expect(page.getByText("Файлът belezhki.txt е премахнат.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Документи на курса" }).getByRole("listitem")).toHaveCount(1);
});

test("an admin rejects one course in review with a reason and approves another", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signInDemo(page, "provider@example.com");
  const stamp = Date.now().toString(36);
  const rejectTitle = `За отказ ${stamp}`;
  const approveTitle = `За одобрение ${stamp}`;
  await createCourse(page, rejectTitle, true);
  await createCourse(page, approveTitle, true);

  const context = await browser.newContext({ locale: "bg-BG" });
  const admin = await context.newPage();
  await signInDemo(admin, "admin@example.com");
  await admin.goto("/admin/courses");
  await expect(admin.getByRole("link", { name: "Очакват одобрение" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectAccessible(admin);

  await admin.getByRole("link", { name: new RegExp(rejectTitle) }).click();
  await expect(admin.getByRole("heading", { name: rejectTitle, level: 2 })).toBeVisible();
  await expect(admin.getByRole("heading", { name: "Програма" })).toBeVisible();
  await expectAccessible(admin);
  await admin.getByRole("button", { name: "Отхвърляне", exact: true }).click();
  await admin.getByRole("button", { name: "Отхвърляне на курса" }).click();
  await expect(admin.getByText("Полето е задължително")).toBeVisible();
  await admin.getByLabel(/^Причина за отказа/).fill("Кратко");
  await expect(admin.getByText("Напишете причина от поне 10 знака")).toBeVisible();
  await admin.getByLabel(/^Причина за отказа/).fill("Добавете описание на всяка среща.");
  await admin.getByRole("button", { name: "Отхвърляне на курса" }).click();
  await expect(admin.getByText("Курсът е отхвърлен и доставчикът е уведомен по имейл.")).toBeVisible();
  await expect(admin.getByRole("status").filter({ hasText: /^Отхвърлен$/ })).toBeVisible();

  await admin.goto("/admin/courses");
  await expect(admin.getByRole("link", { name: new RegExp(rejectTitle) })).toHaveCount(0);
  await admin.getByRole("link", { name: new RegExp(approveTitle) }).click();
  await admin.getByRole("button", { name: "Одобряване на курса" }).click();
  await expect(admin.getByText("Курсът е одобрен и доставчикът е уведомен по имейл.")).toBeVisible();
  await expect(admin.getByRole("status").filter({ hasText: /^Одобрен$/ })).toBeVisible();
  await context.close();
});

test("a provider requests a promotion of an approved course, priced per day, and cancels it @mobile", async ({
  page,
}) => {
  await signInDemo(page, "provider@example.com");
  const list = await (await page.request.get("/api/v1/provider/courses?status=approved")).json();
  const course = list.data[0];
  await page.goto(`/dashboard/courses/${course.id}/promote`);
  await expect(page.getByRole("heading", { name: "Промоция", level: 2 })).toBeVisible();
  // the phone run takes other days and length: two promotions of one course may not overlap, and each run
  // finds its own in the list by its price
  const phone = test.info().project.name === "mobile";
  const start = phone ? 70 : 40;
  const days = phone ? 4 : 3;
  const total = phone ? "6,12 € (11,97 лв.)" : "4,59 € (8,98 лв.)";
  await page.getByLabel(/^От дата/).fill(inDays(start));
  await page.getByLabel(/^До дата/).fill(inDays(start + days - 1));
  await expect(page.getByText(`${days} дни × 1,53 € (2,99 лв.) = ${total}`)).toBeVisible();
  await page.getByRole("button", { name: "Създаване на промоцията" }).click();
  await expect(page.getByText("Промоцията е създадена и очаква плащане.")).toBeVisible();
  const item = page
    .getByRole("region", { name: "Промоции на курса" })
    .getByRole("listitem")
    .filter({ hasText: "Очаква плащане" })
    .filter({ hasText: total });
  await expect(item).toHaveCount(1);
  await expectAccessible(page);
  await item.getByRole("button", { name: /^Отменяне/ }).click();
  await expect(page.getByText("Промоцията е отменена.")).toBeVisible();
  await expect(item).toHaveCount(0);
});

/** The promote page of the signed-in provider's first approved course; answers the course's id. */
async function openPromotePage(page: Page) {
  const list = await (await page.request.get("/api/v1/provider/courses?status=approved")).json();
  const id: string = list.data[0].id;
  await page.goto(`/dashboard/courses/${id}/promote`);
  return id;
}

/**
 * Requests a promotion of `days` days from `start` days ahead. Each test (and each project's run) takes its
 * own days and length: promotions of one course may not overlap, and each is found by its price.
 */
async function requestPromotion(page: Page, start: number, days: number, total: string) {
  await page.getByLabel(/^От дата/).fill(inDays(start));
  await page.getByLabel(/^До дата/).fill(inDays(start + days - 1));
  await expect(page.getByText(`${days} дни × 1,53 € (2,99 лв.) = ${total}`)).toBeVisible();
  await page.getByRole("button", { name: "Създаване на промоцията" }).click();
  await expect(page.getByText("Промоцията е създадена и очаква плащане.")).toBeVisible();
}

const field = (scope: Locator, name: string) => scope.getByLabel(new RegExp(`^${name}( \\*)?$`));

async function fillCard(form: Locator, number: string) {
  await field(form, "Номер на картата").fill(number);
  await field(form, "Валидна до").fill("12/34");
  await form.getByLabel(/^Код за сигурност/).fill("123");
  await field(form, "Име върху картата").fill("Мария Иванова");
}

/** The promotion costing `total` in the course's list, and its "Pay by card" in the payments. */
const promotionOf = (page: Page, total: string) => ({
  listed: page
    .getByRole("region", { name: "Промоции на курса" })
    .getByRole("listitem")
    .filter({ hasText: total }),
  pay: page
    .getByRole("region", { name: "Плащане на промоциите" })
    .getByRole("listitem")
    .filter({ hasText: total })
    .getByRole("link", { name: /^Плащане с карта на промоцията от / }),
});

test("a provider pays a promotion by card: a declined card charges nothing, another one pays it @mobile", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInDemo(page, "provider@example.com");
  const courseId = await openPromotePage(page);
  const phone = test.info().project.name === "mobile";
  const start = phone ? 130 : 100;
  const days = phone ? 6 : 5;
  const total = phone ? "9,18 € (17,95 лв.)" : "7,65 € (14,96 лв.)";
  await requestPromotion(page, start, days, total);
  const promotion = promotionOf(page, total);
  await expect(promotion.listed).toContainText("Очаква плащане");

  await promotion.pay.click();
  await expect(page).toHaveURL(/\/promote\?pay=[0-9a-f-]+#/);
  const form = page.getByRole("form", { name: "Плащане на промоцията с карта" });
  await expect(form).toContainText(`Общо за плащане: ${total}`);
  await expect(form.getByRole("heading", { name: "Плащане на промоцията с карта" })).toBeFocused();
  await fillCard(form, "4000 0000 0000 0002");
  await form.getByRole("button", { name: `Плати ${total}` }).click();
  await expect(
    form.getByRole("alert").filter({ hasText: "Картата е отхвърлена и нищо не е таксувано" }),
  ).toBeVisible();
  // the card typed is not kept, and nothing was paid
  await expect(field(form, "Номер на картата")).toHaveValue("");
  await expect(promotion.listed).toContainText("Очаква плащане");
  await expectAccessible(page);

  await fillCard(form, "4242 4242 4242 4242");
  await form.getByRole("button", { name: `Плати ${total}` }).click();
  await expect(page).toHaveURL(/\/promote\?paid=1$/);
  await expect(
    page.getByRole("status").filter({ hasText: "Промоцията е платена и ще се показва в избраните дни." }),
  ).toBeVisible();
  await expect(promotion.listed).toContainText("Платена");
  await expect(promotion.pay).toHaveCount(0);
  const listed = await (await page.request.get(`/api/v1/provider/courses/${courseId}/promotions`)).json();
  const paid = listed.data.find((p: { date_from: string }) => p.date_from === inDays(start));
  expect(paid).toMatchObject({ status: "paid", total_days: days });
});

test("without JavaScript a promotion is paid with a 3-D Secure card approved on the test bank's page", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ locale: "bg-BG", javaScriptEnabled: false });
  const page = await context.newPage();
  await signInDemo(page, "provider@example.com");
  const courseId = await openPromotePage(page);
  // the plain form requests the promotion too (its toast needs JavaScript: the list tells instead)
  const total = "3,06 € (5,98 лв.)";
  await page.getByLabel(/^От дата/).fill(inDays(160));
  await page.getByLabel(/^До дата/).fill(inDays(161));
  await page.getByRole("button", { name: "Създаване на промоцията" }).click();
  const promotion = promotionOf(page, total);
  await expect(promotion.listed).toContainText("Очаква плащане");

  await promotion.pay.click();
  const form = page.getByRole("form", { name: "Плащане на промоцията с карта" });
  await fillCard(form, "4000 0025 0000 3155");
  await form.getByRole("button", { name: `Плати ${total}` }).click();
  await expect(page).toHaveURL(/\/sandbox\/3ds\/[^/?]+\?return=%2Fdashboard%2Fcourses%2F/);
  await expect(page.getByRole("heading", { name: "Потвърждение на плащане" })).toBeVisible();
  await expect(page.getByText(total)).toBeVisible();
  await page.getByRole("button", { name: "Потвърди" }).click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/courses/${courseId}/promote\\?paid=1$`));
  await expect(
    page.getByRole("status").filter({ hasText: "Промоцията е платена и ще се показва в избраните дни." }),
  ).toBeVisible();
  await expect(promotion.listed).toContainText("Платена");
  await context.close();
});
