import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, expectFitsWidth, label, type Page, signInDemo, test } from "./fixtures";

type Headers = Record<string, string>;
type Course = { id: string; slug: string; title: string };

/** Signs a demo account in through the API; its bearer token for calls beside the browser's session. */
async function bearer(request: APIRequestContext, email: string): Promise<Headers> {
  const answer = await request.post("/api/v1/login", { data: { email, password: "demo12345" } });
  expect(answer.ok()).toBe(true);
  return { authorization: `Bearer ${(await answer.json()).t}` };
}

/** The course fields that PUT /provider/courses/{id} takes, as the editor sends them. */
const bodyKeys = [
  "title",
  "description",
  "overview",
  "outcomes",
  "audience_text",
  "keywords",
  "category_id",
  "subcategory_id",
  "language",
  "types",
  "audience",
  "frequency",
  "meeting_url",
  "city_id",
  "address",
  "price",
  "early_bird_price",
  "early_bird_until",
  "capacity",
  "group_size",
  "payment_deadline",
  "cancellation_deadline",
  "last_sell_date",
] as const;

/** Turns "bookings are confirmed by me" on or off in the course's booking section, as its provider. */
async function setApproval(request: APIRequestContext, provider: Headers, id: string, on: boolean) {
  const course = await (await request.get(`/api/v1/provider/courses/${id}`, { headers: provider })).json();
  const body = Object.fromEntries(bodyKeys.map((key) => [key, course[key]]));
  const saved = await request.put(`/api/v1/provider/courses/${id}`, {
    headers: provider,
    data: { ...body, requires_booking_approval: on },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  expect((await saved.json()).requires_booking_approval).toBe(on);
}

/**
 * An approved, on-sale course of the demo provider without dates to choose, that no other spec edits
 * (course-editor.spec edits the financial analysis course, course-media.spec promotes the first one): the
 * last one of its list, so the catalogue's newest courses that checkout.spec buys stay as they are.
 */
async function approvalCourse(request: APIRequestContext, provider: Headers): Promise<Course> {
  const list = await (
    await request.get("/api/v1/provider/courses?status=approved", { headers: provider })
  ).json();
  const candidates = (list.data as Course[]).slice(1).reverse();
  for (const course of candidates) {
    if (course.title.startsWith("Финансов анализ")) continue;
    const detail = await (await request.get(`/api/v1/courses/${course.slug}`)).json();
    if (
      detail.on_sale &&
      detail.slots.length === 0 &&
      detail.places_left >= 3 &&
      !detail.requires_booking_approval
    )
      return course;
  }
  throw new Error("the demo provider has no approved course on sale without dates");
}

/** Empties the signed-in user's cart through the API (a same-origin write, as the site's own). */
async function clearCart(page: Page) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.delete("/api/v1/cart", { headers: { origin } });
  expect(response.ok()).toBe(true);
}

/** A learner books one place of the course through the course page and the checkout, paying by card. */
async function buyOnePlace(page: Page, email: string, course: Course, attendee?: string) {
  await page.context().clearCookies();
  await signInDemo(page, email);
  await clearCart(page);
  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByText("Записването се потвърждава от доставчика").first()).toBeVisible();
  await page.getByRole("button", { name: "Резервирай сега" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const cart = page.getByRole("region", { name: "Количка" });
  await expect(cart.getByRole("link", { name: course.title })).toBeVisible();
  if (attendee) {
    await cart.getByText("Име на участника (по желание)").first().click();
    await cart.getByLabel("Участник 1").first().fill(attendee);
    await cart.getByRole("button", { name: "Обнови количката" }).click();
    await expect(cart.getByLabel("Участник 1").first()).toHaveValue(attendee);
  }
  await label(page, "Адрес").fill("ул. Шипка 6");
  await label(page, "Град").fill("София");
  await label(page, "Пощенски код").fill("1504");
  await label(page, "Държава").selectOption("BG");
  await label(page, "Номер на картата").fill("4242 4242 4242 4242");
  await label(page, "Валидна до").fill("12/34");
  await page.getByLabel(/^Код за сигурност/).fill("123");
  await label(page, "Име върху картата").fill("Тест Картов");
  await page.getByRole("button", { name: /^Плати / }).click();

  await expect(page).toHaveURL(/\/payment\?order_id=[0-9a-f-]+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Благодарим Ви! Поръчката е платена." }),
  ).toBeVisible();
  await expect(page.getByText(/Някои записвания се потвърждават от доставчика/)).toBeVisible();
  const text = (await page.getByText("Номер на поръчката:").textContent()) ?? "";
  const number = text.replace("Номер на поръчката:", "").trim();
  expect(number).not.toBe("");
  return { number, orderId: new URL(page.url()).searchParams.get("order_id")! };
}

test("a provider approves one paid booking and refuses another, which is refunded in full", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const provider = await bearer(request, "provider@example.com");
  const course = await approvalCourse(request, provider);
  await setApproval(request, provider, course.id, true);
  try {
    const first = await buyOnePlace(page, "learner17@example.com", course, "Мария Петрова");
    const second = await buyOnePlace(page, "learner18@example.com", course);

    // both wait for the provider's answer
    await page.context().clearCookies();
    await signInDemo(page, "provider@example.com");
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Заявки за записване", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings$/);
    await expect(page.getByRole("heading", { level: 2, name: "Заявки за записване" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Заявки по състояние" });
    await expect(tabs.getByRole("link", { name: /^Очакват отговор \d+$/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const list = page.getByRole("main").getByRole("list").filter({ hasText: first.number });
    const booking = (number: string) => list.getByRole("listitem").filter({ hasText: number });
    const mine = booking(first.number);
    await expect(mine.getByRole("link", { name: course.title })).toHaveAttribute(
      "href",
      `/courses/${course.slug}`,
    );
    await expect(mine).toContainText("learner17@example.com");
    await expect(mine).toContainText("1 място");
    await expect(mine).toContainText("Мария Петрова");
    await expect(mine).toContainText(/\d+,\d{2}\s€ \(\d+,\d{2}\sлв\.\)/);
    await expect(mine).toContainText("Очаква отговор");
    await expect(booking(second.number)).toContainText("learner18@example.com");
    await expectAccessible(page);

    // approve: it leaves the awaiting list for the Approved tab
    await mine.getByRole("button", { name: /^Потвърди заявката на .+ за „/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Записването е потвърдено." })).toBeVisible();
    await expect(page.getByText(first.number)).toHaveCount(0);
    await expect(page.getByText(second.number)).toBeVisible();

    // refuse: the dialog says the learner gets everything back; going back keeps the booking
    const theOther = page.getByRole("listitem").filter({ hasText: second.number });
    const refuse = theOther.getByRole("button", { name: /^Откажи заявката на .+ за „/ });
    await refuse.click();
    const dialog = page.getByRole("dialog", { name: "Отказ на записването" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(`„${course.title}“`);
    await expect(dialog).toContainText("ще бъде възстановена на курсиста по картата");
    await expectAccessible(page);
    await dialog.getByRole("button", { name: "Назад" }).click();
    await expect(dialog).toBeHidden();
    await expect(theOther).toBeVisible();
    // by keyboard this time: Enter opens the question, Escape closes it, then the refusal is confirmed
    await refuse.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // without JavaScript the same question opens in the page, through its address
    const plain = await browser.newContext({ locale: "bg-BG", javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await signInDemo(noScript, "provider@example.com");
    await noScript.goto("/dashboard/bookings");
    await noScript
      .getByRole("listitem")
      .filter({ hasText: second.number })
      .getByRole("button", { name: /^Откажи заявката на / })
      .click();
    await expect(noScript).toHaveURL(/\/dashboard\/bookings\?refuse=[0-9a-f-]+$/);
    const inline = noScript.getByRole("region", { name: "Отказ на записването" });
    await expect(inline).toContainText("ще бъде възстановена на курсиста по картата");
    await expect(inline.getByRole("button", { name: "Да, откажи и възстанови сумата" })).toBeVisible();
    await inline.getByRole("link", { name: "Назад" }).click();
    await expect(noScript).toHaveURL(/\/dashboard\/bookings$/);
    await expect(inline).toHaveCount(0);
    await plain.close();

    await refuse.focus();
    await page.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Да, откажи и възстанови сумата" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Записването е отказано и цялата сума е възстановена" }),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(second.number)).toHaveCount(0);

    await tabs.getByRole("link", { name: "Потвърдени" }).click();
    await expect(page).toHaveURL(/\/dashboard\/bookings\?status=confirmed$/);
    const approved = page.getByRole("listitem").filter({ hasText: first.number });
    await expect(approved).toContainText("Потвърдена на");
    await expect(approved.getByRole("button")).toHaveCount(0);
    await tabs.getByRole("link", { name: "Отказани" }).click();
    const refused = page.getByRole("listitem").filter({ hasText: second.number });
    await expect(refused).toContainText("Отказана, сумата е възстановена");
    await expect(refused).toContainText("Отказана на");
    await expectAccessible(page);

    // the same page in English
    await page.goto("/en/dashboard/bookings?status=refused");
    await expect(page.getByRole("heading", { level: 2, name: "Booking requests" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Refused" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("listitem").filter({ hasText: second.number })).toContainText(
      "Refused, amount refunded",
    );

    // the learners' orders: the approved one is paid, the refused one refunded in full
    const learner17 = await bearer(request, "learner17@example.com");
    const paid = await (await request.get(`/api/v1/orders/${first.orderId}`, { headers: learner17 })).json();
    expect(paid.status).toBe("paid");
    expect(paid.items[0].booking_status).toBe("confirmed");
    const learner18 = await bearer(request, "learner18@example.com");
    const back = await (await request.get(`/api/v1/orders/${second.orderId}`, { headers: learner18 })).json();
    expect(back.status).toBe("refunded");
    expect(back.items[0].booking_status).toBe("refused");
    expect(back.items[0].refunded).toBe(back.items[0].total);
    await page.context().clearCookies();
    await signInDemo(page, "learner18@example.com");
    await page.goto(`/payment?order_id=${second.orderId}`);
    await expect(page.getByRole("heading", { level: 1, name: "Сумата е възстановена" })).toBeVisible();
    await expect(
      page.getByText("Доставчикът отказа записването и сумата за него е възстановена."),
    ).toBeVisible();
    // the page says why the money came back: the provider's refusal, not places taken while paying
    await expect(
      page.getByText(/^Доставчикът не потвърди записването и сумата от .+ е възстановена изцяло/),
    ).toBeVisible();
  } finally {
    await setApproval(request, provider, course.id, false);
  }
});

test("the booking requests page fits a phone and needs the provider @mobile", async ({ page }) => {
  await page.goto("/dashboard/bookings");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fbookings$/);
  await signInDemo(page, "provider@example.com");
  await page.goto("/dashboard/bookings?status=refused");
  await expect(page.getByRole("heading", { level: 2, name: "Заявки за записване" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Заявки по състояние" }).getByRole("link", { name: "Отказани" }),
  ).toHaveAttribute("aria-current", "page");
  await expectFitsWidth(page);
  await expectAccessible(page);
});

test("on a phone the price and book now are in the first view and lead to the booking box @phone", async ({
  page,
}) => {
  await page.goto("/courses/ux-ui-dizain-s-figma");
  const bar = page.getByRole("region", { name: "Бърза резервация" });
  // the price in euro with the lev on a line of its own, and the button, without scrolling
  await expect(bar.getByText(/\u00a0€$/).first()).toBeInViewport();
  await expect(bar.getByText(/\u00a0лв\.$/).first()).toBeInViewport();
  const book = bar.getByRole("link", { name: "Резервирай сега" });
  await expect(book).toBeInViewport();
  await book.focus();
  await page.keyboard.press("Enter");
  const box = page.getByRole("complementary", { name: "Цена и записване" });
  await expect(box.getByRole("link", { name: "Резервирай сега" })).toBeInViewport();
  // the bar steps aside while the box is in view, so it never covers the box's buttons
  await expect(bar).toBeHidden();
});
