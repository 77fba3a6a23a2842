import type { Locator } from "@playwright/test";
import { expect, type Page, signInDemo, test } from "./fixtures";
import { clearCart, thankYou } from "./purchase";

// Journeys done with the keyboard alone (Tab, typing, Enter), as someone who cannot use a mouse.

/** Moves the focus forward with Tab until it reaches `target`; fails when it never does. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`the keyboard never reached ${target}`);
}

const field = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}( \\*)?$`));

test("a visitor searches the catalogue and opens a course with the keyboard alone", async ({ page }) => {
  await page.goto("/courses");
  await page.evaluate(() => localStorage.setItem("cookieAccepted", "true"));
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  const search = page.getByRole("main").getByRole("searchbox").first();
  await tabTo(page, search);
  await page.keyboard.type("маркетинг");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/[?&]q=/);
  await expect(page.getByText(/Намерен[аи]? (е|са) \d+ курс/)).toBeVisible();

  // the results of the search, not the page before it, are on the screen
  const first = page.getByRole("main").locator("a[href^='/courses/']").first();
  await expect(first).toHaveAttribute("href", /marketing/);
  const href = await first.getAttribute("href");
  await tabTo(page, first, 120);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("a learner signs in, books a course and pays by card with the keyboard alone", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/login");
  await page.evaluate(() => localStorage.setItem("cookieAccepted", "true"));
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");
  await tabTo(page, field(page, "Имейл"));
  await page.keyboard.type("learner@example.com");
  await tabTo(page, field(page, "Парола"));
  await page.keyboard.type("demo12345");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/profile$/);
  await clearCart(page);

  const list = await (await page.request.get("/api/v1/courses?sort=newest")).json();
  const course = list.courses.find(
    (c: { places_left: number; timing: string; current_price: number }) =>
      c.places_left > 2 && c.timing === "future" && c.current_price > 0,
  );
  await page.goto(`/courses/${course.slug}`);
  await tabTo(page, page.getByRole("button", { name: "Резервирай сега" }), 150);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/checkout$/);

  for (const [name, value] of [
    ["Адрес", "ул. Шипка 6"],
    ["Град", "София"],
    ["Пощенски код", "1504"],
    ["Номер на картата", "4242 4242 4242 4242"],
    ["Валидна до", "12/34"],
  ] as const) {
    await tabTo(page, field(page, name), 150);
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(value);
  }
  await tabTo(page, page.getByLabel(/^Код за сигурност/));
  await page.keyboard.type("123");
  await tabTo(page, field(page, "Име върху картата"));
  await page.keyboard.type("Йоана Димитрова");
  await tabTo(page, page.getByRole("button", { name: /^Плати / }));
  await page.keyboard.press("Enter");
  await thankYou(page);
});

test("a provider creates a course and plans its programme with the keyboard alone", async ({ page }) => {
  test.setTimeout(120_000);
  const title = `Керамика за начинаещи с клавиатура ${Date.now().toString(36)}`;
  await signInDemo(page, "provider@example.com");
  await page.goto("/dashboard/courses/new");
  await page.evaluate(() => localStorage.setItem("cookieAccepted", "true"));
  await page.reload();
  await page.waitForSelector("html[data-hydrated]");

  // an empty form is refused, and the focus goes to the first field to correct
  await page.getByRole("button", { name: "Създаване на курса" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Моля, попълнете всички полета (правилно)")).toBeVisible();
  await expect(page.getByLabel(/^Заглавие/)).toBeFocused();

  // general: text, a select chosen with the arrow keys, a checkbox ticked with Space
  await tabTo(page, page.getByLabel(/^Заглавие/), 120);
  await page.keyboard.type(title);
  await tabTo(page, page.getByLabel(/^Кратко описание/));
  await page.keyboard.type("Четири съботни сутрини в ателие с глина и колело.");
  const category = page.getByLabel(/^Категория/);
  await tabTo(page, category);
  await page.keyboard.press("ArrowDown");
  await expect(category).not.toHaveValue("");
  const onsite = page.getByRole("checkbox", { name: "Присъствен" });
  await tabTo(page, onsite);
  await page.keyboard.press("Space");
  await expect(onsite).toBeChecked();
  const city = page.getByLabel(/^Град/);
  await tabTo(page, city);
  await page.keyboard.press("ArrowDown");
  await expect(city).not.toHaveValue("");
  await tabTo(page, page.getByLabel(/^Адрес/));
  await page.keyboard.type("ул. Граф Игнатиев 12");
  await tabTo(page, page.getByRole("button", { name: "Създаване на курса" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/dashboard\/courses\/[0-9a-f-]+\/booking\?created=1$/);
  await page.waitForSelector("html[data-hydrated]");

  // booking
  await tabTo(page, page.getByLabel(/^Цена \(€\)/), 150);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("180");
  await tabTo(page, page.getByLabel(/^Места за продажба/));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("8");
  // the form saves itself after a pause and may re-render under a loaded machine: room to go round again
  await tabTo(page, page.getByRole("button", { name: "Запазване" }), 200);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Промените са запазени").first()).toBeVisible();

  // programme: the section link, a module and its one session, all from the keyboard
  await tabTo(page, page.getByRole("link", { name: "Програма" }), 150);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/programme$/);
  await page.waitForSelector("html[data-hydrated]");
  await tabTo(page, page.getByRole("button", { name: "Добавяне на модул" }), 150);
  await page.keyboard.press("Enter");
  const module = page.getByRole("region", { name: "Модул 1" });
  await tabTo(page, module.getByLabel(/^Заглавие на модула/));
  await page.keyboard.type("Центриране");
  await tabTo(page, module.getByLabel("Брой занятия"));
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("1");
  const session = module.getByRole("group", { name: "Занятие 1" });
  await tabTo(page, session.getByLabel(/^Заглавие на занятието/));
  await page.keyboard.type("Първо занятие");
  // a date field takes its day, month and year as typed digits in the browser's own order (day
  // first in Bulgarian, month first in English), so the date is one whose day and month are equal
  let day = new Date(Date.now() + 40 * 86_400_000);
  while (day.getUTCDate() !== day.getUTCMonth() + 1) day = new Date(day.getTime() + 86_400_000);
  const date = session.getByLabel(/^Дата/);
  await tabTo(page, date);
  const dd = String(day.getUTCDate()).padStart(2, "0");
  await page.keyboard.type(`${dd}${dd}${day.getUTCFullYear()}`);
  await expect(date).toHaveValue(day.toISOString().slice(0, 10));
  await tabTo(page, session.getByLabel(/^Начален час/));
  // hours and minutes, then A or P for a browser that shows a 12-hour clock (a 24-hour one ignores it)
  await page.keyboard.type("1000A");
  await tabTo(page, session.getByLabel(/^Краен час/));
  await page.keyboard.type("1200P");
  await expect(session.getByLabel(/^Продължителност/)).toHaveValue("120");
  // the save's own answer (the booking step's "saved" notice may still be on screen)
  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === "POST" &&
      r.url().includes("/programme") &&
      (r.request().postData() ?? "").includes("intent=save"),
  );
  await tabTo(page, page.getByRole("button", { name: "Запазване" }), 150);
  await page.keyboard.press("Enter");
  expect((await saved).ok()).toBe(true);
  await expect(page.getByText("Промените са запазени").first()).toBeVisible();
  await page.reload();
  await expect(module.getByLabel(/^Заглавие на модула/)).toHaveValue("Центриране");
  await expect(session.getByLabel(/^Заглавие на занятието/)).toHaveValue("Първо занятие");
  await expect(session.getByLabel(/^Начален час/)).toHaveValue("10:00");
});
