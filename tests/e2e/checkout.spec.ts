import type { APIRequestContext, Browser } from "@playwright/test";
import { expect, expectAccessible, expectFitsWidth, label, signInDemo, test } from "./fixtures";
import { bookNow, clearCart, fillBilling, fillCard, pay, thankYou } from "./purchase";

type Course = { id: string; slug: string; title: string; provider: { id: string; name: string } };
type Detail = Course & {
  on_sale: boolean;
  places_left: number;
  slots: unknown[];
  requires_booking_approval: boolean;
};

/** On-sale courses without dates to choose or approvals to wait for, each of another provider. */
async function onSaleCourses(request: APIRequestContext, count: number): Promise<Course[]> {
  const found: Course[] = [];
  for (let page = 1; page <= 5 && found.length < count; page++) {
    const list = await (await request.get(`/api/v1/courses?sort=newest&page=${page}`)).json();
    for (const card of list.courses as (Course & { places_left: number; timing: string })[]) {
      if (found.length === count) break;
      if (card.places_left < 3 || card.timing === "past") continue;
      if (found.some((c) => c.provider.id === card.provider.id)) continue;
      const detail: Detail = await (await request.get(`/api/v1/courses/${card.slug}`)).json();
      if (detail.on_sale && detail.slots.length === 0 && !detail.requires_booking_approval)
        found.push(detail);
    }
  }
  expect(found, "on-sale courses of different providers in the demo").toHaveLength(count);
  return found;
}

/** The mail to `to` whose text names `needle` and `texts`, as an admin reads it in /admin/mailbox; its link. */
async function expectMail(browser: Browser, to: string, needle: string, texts: string[]) {
  const context = await browser.newContext({ locale: "bg-BG" });
  const admin = await context.newPage();
  await signInDemo(admin, "admin@example.com");
  let body = "";
  await expect(async () => {
    await admin.goto(`/admin/mailbox?to=${encodeURIComponent(to)}`);
    const mail = admin.locator("main li", { hasText: needle }).first();
    await expect(mail).toBeVisible({ timeout: 1000 });
    await mail.locator("summary").click();
    for (const text of texts) await expect(mail.locator("pre")).toContainText(text, { timeout: 1000 });
    // the payment confirmation travels as a PDF attached to the mail
    await expect(mail.getByRole("region", { name: "Прикачени файлове" })).toContainText(
      `payment-confirmation-${needle}.pdf`,
      { timeout: 1000 },
    );
    body = (await mail.locator("pre").textContent()) ?? "";
  }).toPass({ timeout: 20_000 });
  await context.close();
  const link = body.match(/https?:\/\/\S+\/checkout\/thank-you\/\S+/)?.[0];
  expect(link, "the mail links to the order").toBeTruthy();
  return new URL(link!).pathname;
}

test("a learner buys two courses of two providers with a card and gets the order number and the mail", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInDemo(page, "learner@example.com");
  await clearCart(page);
  const [first, second] = await onSaleCourses(page.request, 2);

  // add to cart: stays on the course, says so, and the header counts it
  await page.goto(`/courses/${first!.slug}`);
  await page.getByRole("button", { name: "Добави в количката" }).click();
  await expect(page.getByText("Курсът е добавен в количката.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Количка, 1 курс" })).toBeVisible();

  // book now: adds and goes to the checkout
  await bookNow(page, second!);
  await expect(page.getByRole("link", { name: "Количка, 2 курса" })).toBeVisible();
  const cart = page.getByRole("region", { name: "Количка" });
  await expect(cart.getByRole("link", { name: first!.title })).toBeVisible();
  await expect(cart.getByRole("link", { name: second!.title })).toBeVisible();
  await expect(cart.getByText(first!.provider.name)).toBeVisible();
  await expect(cart.getByText(second!.provider.name)).toBeVisible();

  // the hold's timer counts down from 20 minutes
  const timer = page.getByRole("timer");
  await expect(timer).toContainText(/Местата са запазени за още (19|20):\d\d/);
  const shown = await timer.textContent();
  await expect.poll(() => timer.textContent(), { timeout: 5000 }).not.toBe(shown);
  await expectAccessible(page);

  // update cart: two places of the first course, one named
  await cart.getByLabel("Брой места").first().fill("2");
  await cart.getByText("Имена на участниците (по желание)").first().click();
  await cart.getByLabel("Участник 1").first().fill("Петя Иванова");
  await cart.getByRole("button", { name: "Обнови количката" }).click();
  await expect(cart.getByText(/× 2 места/)).toBeVisible();
  await expect(cart.getByLabel("Участник 1").first()).toHaveValue("Петя Иванова");

  // proceed to checkout: the billing step, prefilled from the profile
  await page.getByRole("link", { name: "Продължи към плащането" }).click();
  await expect(page.getByRole("heading", { name: "Лични данни и адрес за фактуриране" })).toBeFocused();
  await expect(label(page, "Имейл")).toHaveValue("learner@example.com");
  await expect(label(page, "Държава")).toHaveValue("BG");
  await fillBilling(page);
  await fillCard(page, "4242 4242 4242 4242");
  await pay(page);

  const number = await thankYou(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: first!.title })).toBeVisible();
  await expect(main.getByRole("link", { name: second!.title })).toBeVisible();
  await expect(main.getByText("Visa •••• 4242")).toBeVisible();
  await expect(main.getByText(/2 места: Петя Иванова/)).toBeVisible();
  await expect(main.getByRole("link", { name: "Към профила" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Количка (празна)" })).toBeVisible();
  await expectAccessible(page);

  // the confirmation mail with the order number reaches the learner
  const mailed = await expectMail(browser, "learner@example.com", number, [
    first!.title,
    second!.title,
    "4242",
  ]);
  // the mail's link opens the same thank-you page
  await page.goto(mailed);
  await expect(page.getByText(number)).toBeVisible();

  // the cart is empty now: the checkout sends to the home page
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/$/);
});

test("a declined card says so, charges nothing and keeps the billing; another card then pays", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInDemo(page, "learner11@example.com");
  await clearCart(page);
  const [course] = await onSaleCourses(page.request, 1);
  await bookNow(page, course!);
  await fillBilling(page);
  await fillCard(page, "4000 0000 0000 0002");
  await pay(page);

  await expect(
    page.getByRole("alert").filter({ hasText: "Картата е отхвърлена и нищо не е таксувано" }),
  ).toBeVisible();
  // the focus waits on the message, not on the page's start
  await expect(page.locator(":focus")).toContainText("Картата е отхвърлена");
  await expect(page).toHaveURL(/\/checkout$/);
  // the card's number and code are not kept; its expiry and name are, and so is the billing address
  await expect(label(page, "Номер на картата")).toHaveValue("");
  await expect(page.getByLabel(/^Код за сигурност/)).toHaveValue("");
  await expect(label(page, "Валидна до")).toHaveValue("12/34");
  await expect(label(page, "Име върху картата")).toHaveValue("Йоана Димитрова");
  await expect(label(page, "Адрес")).toHaveValue("ул. Шипка 6");
  // nothing was paid: the places are still held in the cart
  await expect(page.getByRole("link", { name: "Количка, 1 курс" })).toBeVisible();
  await expect(page.getByRole("timer")).toBeVisible();
  await expectAccessible(page);

  await fillCard(page, "4242424242424242");
  await pay(page);
  await thankYou(page);
});

test("a 3-D Secure card is approved on the sandbox bank's page after a failed try", async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page, "learner12@example.com");
  await clearCart(page);
  const [course] = await onSaleCourses(page.request, 1);
  await bookNow(page, course!);
  await fillBilling(page);
  await fillCard(page, "4000 0025 0000 3155");
  await pay(page);

  await expect(page).toHaveURL(/\/sandbox\/3ds\/[^/]+$/);
  await expect(page.getByRole("note")).toContainText("Тестова банка");
  await expect(page.getByRole("heading", { name: "Потвърждение на плащане" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Откажи" }).click();
  await expect(page).toHaveURL(/\/payment\?order_id=/);
  await expect(page.getByRole("heading", { name: "Плащането не беше извършено" })).toBeVisible();
  await page.getByRole("link", { name: "Обратно към плащането" }).click();

  await expect(page).toHaveURL(/\/checkout$/);
  await fillBilling(page);
  await fillCard(page, "4000 0000 0000 3220");
  await pay(page);
  await expect(page).toHaveURL(/\/sandbox\/3ds\//);
  await page.getByRole("button", { name: "Потвърди" }).click();
  await thankYou(page);
});

test("a visitor who adds a course signs in and finds it in the cart", async ({ page }) => {
  const [course] = await onSaleCourses(page.request, 1);
  await page.goto(`/courses/${course!.slug}`);
  await page.getByRole("link", { name: "Добави в количката" }).click();
  await expect(page).toHaveURL(/\/login\?redirect=.*cart%2Fadd.*reason=cart/);
  await label(page, "Имейл").fill("learner13@example.com");
  await label(page, "Парола").fill("demo12345");
  await page.getByRole("button", { name: "Вход" }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText(course!.title);
  await expect(page.getByText("Курсът е добавен в количката.").first()).toBeVisible();
  await page.getByRole("link", { name: /^Количка, \d+ курс/ }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(
    page.getByRole("region", { name: "Количка" }).getByRole("link", { name: course!.title }),
  ).toBeVisible();
});

test("the checkout needs a signed-in user with something in the cart", async ({ page }) => {
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout$/);
  await signInDemo(page, "learner14@example.com");
  await clearCart(page);
  await page.goto("/checkout");
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/en/checkout");
  await expect(page).toHaveURL(/\/en$/);
});

test("the payment page without an order says there is none and leads to the cart and the orders", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInDemo(page, "learner14@example.com");
  for (const path of ["/payment", "/payment?order_id=0b6f2a0e-1c2d-4e5f-8a9b-0c1d2e3f4a5b"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Няма поръчка за плащане" })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: "Към количката" })).toHaveAttribute("href", "/checkout");
  await page.getByRole("link", { name: "Към поръчките" }).click();
  await expect(page).toHaveURL(/\/profile\/orders$/);
  const english = await page.goto("/en/payment");
  expect(english?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "No order to pay" })).toBeVisible();
});

test("a phone books and pays a course @mobile", async ({ page }) => {
  test.setTimeout(90_000);
  // each project buys with its own learner, so the two runs never share a cart
  await signInDemo(
    page,
    test.info().project.name === "mobile" ? "learner16@example.com" : "learner15@example.com",
  );
  await clearCart(page);
  const [course] = await onSaleCourses(page.request, 1);
  await bookNow(page, course!);
  await expect(page.getByRole("timer")).toBeVisible();
  await expectFitsWidth(page);
  await fillBilling(page);
  await fillCard(page, "4242424242424242");
  await pay(page);
  await thankYou(page);
  await expectFitsWidth(page);
});

test("the header counts the cart and the unread notices, and follows the learner's actions", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // a learner of this test alone: its counts are changed by nothing else
  await signInDemo(page, "learner40@example.com");
  await clearCart(page);
  await page.goto("/courses");
  await expect(page.getByRole("link", { name: "Количка (празна)" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Известия (няма непрочетени)" })).toBeVisible();

  const [course] = await onSaleCourses(page.request, 1);
  await bookNow(page, course!);
  await expect(page.getByRole("link", { name: "Количка, 1 курс" })).toBeVisible();
  await fillBilling(page);
  await fillCard(page, "4242 4242 4242 4242");
  await pay(page);
  await thankYou(page);

  // the paid order is out of the cart and in the bell
  await page.goto("/courses");
  await expect(page.getByRole("link", { name: "Количка (празна)" })).toBeVisible();
  await page.getByRole("link", { name: "Известия, 1 непрочетено" }).click();
  await expect(page).toHaveURL(/\/profile\/notifications$/);
  // marking them read is an action: the root's data comes again and the bell empties without a reload
  await page.getByRole("button", { name: "Отбележи всички като прочетени" }).click();
  await expect(page.getByText("Всички известия са отбелязани като прочетени.").first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Известия (няма непрочетени)" })).toBeVisible();
  // the pressed button went with the unread ones: the focus waits on the list's heading, not the page's start
  await expect(page.getByRole("heading", { level: 2, name: "Известия" })).toBeFocused();
});
