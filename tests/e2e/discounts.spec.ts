import { expect, expectAccessible, label, signInDemo, test } from "./fixtures";
import { bookNow, clearCart, fillBilling, fillCard, pay, thankYou } from "./purchase";

type Card = { slug: string; places_left: number; timing: string; provider: { id: string } };
type Detail = {
  on_sale: boolean;
  slots: unknown[];
  requires_booking_approval: boolean;
  current_price: number;
};

test("a provider creates a discount code, a learner pays less with it, and its last use is then taken", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const code = `VESNA${Date.now().toString(36).toUpperCase()}`;
  await signInDemo(page, "provider@example.com");
  const own = (await (await page.request.get("/api/v1/provider")).json()) as { id: string };

  // the provider's page: a 20 % code for all its courses, one use in all
  await page.goto("/dashboard/discount-codes");
  await expect(page.getByRole("heading", { name: "Кодове за отстъпка", level: 2 })).toBeVisible();
  await label(page, "Код").fill(code);
  await label(page, "Вид").selectOption("percent");
  await label(page, "Отстъпка").fill("20");
  await label(page, "Общ брой използвания").fill("1");
  await page.getByRole("button", { name: "Създай кода" }).click();
  await expect(page.getByRole("status")).toHaveText(`Кодът ${code} е създаден`);
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("Активен");
  await expectAccessible(page);

  // an on-sale course of the provider, without dates to choose or approvals to wait for
  let slug = "";
  for (let p = 1; p <= 5 && !slug; p++) {
    const list = await (await page.request.get(`/api/v1/courses?sort=newest&page=${p}`)).json();
    for (const card of list.courses as Card[]) {
      if (card.provider.id !== own.id || card.places_left < 2 || card.timing === "past") continue;
      const detail = (await (await page.request.get(`/api/v1/courses/${card.slug}`)).json()) as Detail;
      if (detail.on_sale && detail.slots.length === 0 && !detail.requires_booking_approval) {
        slug = card.slug;
        break;
      }
    }
  }
  expect(slug, "an on-sale course of the demo provider").not.toBe("");

  // the learner: an unknown code is refused with the reason, the real one typed in small letters applies
  const context = await browser.newContext({ locale: "bg-BG" });
  const learner = await context.newPage();
  // a learner of its own: journeys run side by side, and a shared cart would take another journey's course
  await signInDemo(learner, "learner33@example.com");
  await clearCart(learner);
  await bookNow(learner, { slug });
  const discount = learner.getByRole("region", { name: "Отстъпка" });
  await label(learner, "Код за отстъпка").fill("NOSUCHCODE");
  await discount.getByRole("button", { name: "Приложи кода" }).click();
  await expect(
    discount.getByText("Няма такъв код за отстъпка. Проверете го и опитайте отново"),
  ).toBeVisible();
  await label(learner, "Код за отстъпка").fill(code.toLowerCase());
  await discount.getByRole("button", { name: "Приложи кода" }).click();
  await expect(discount.getByRole("list", { name: "Въведени кодове" })).toContainText(code);
  await expect(learner.getByText(/Без отстъпка:/)).toBeVisible();
  await expectAccessible(learner);

  await learner.getByRole("link", { name: "Продължи към плащането" }).click();
  await fillBilling(learner);
  await fillCard(learner, "4242 4242 4242 4242");
  await pay(learner);
  await thankYou(learner);
  await expect(learner.getByRole("main").getByText(/Отстъпка с код: −/)).toBeVisible();
  await context.close();

  // the provider sees the use; the code is used up
  await page.goto("/dashboard/discount-codes");
  await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText("1 / 1");
  await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText("Изчерпан");
});

test("a provider and an admin change a code from its prefilled form; a bad value is refused and kept", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `${Date.now().toString(36).toUpperCase()}${test.info().project.name === "mobile" ? "M" : "D"}`;
  const code = `EDIT${stamp}`;
  await signInDemo(page, "provider@example.com");
  await page.goto("/dashboard/discount-codes");
  await label(page, "Код").fill(code);
  await label(page, "Отстъпка").fill("10");
  await page.getByRole("button", { name: "Създай кода" }).click();
  await expect(page.getByRole("status")).toHaveText(`Кодът ${code} е създаден`);

  // the form opens with the code's values (DISCOUNT-EDIT)
  await page.getByRole("link", { name: `Промени кода ${code}` }).click();
  const form = page.getByRole("region", { name: `Промяна на кода ${code}` });
  await expect(form).toBeVisible();
  await expect(label(page, "Код")).toHaveValue(code);
  await expect(label(page, "Отстъпка")).toHaveValue("10");
  await expect(label(page, "Вид")).toHaveValue("percent");

  // a percentage above 100 is refused beside its field, the values typed stay, nothing is saved
  await label(page, "Отстъпка").fill("150");
  await label(page, "Общ брой използвания").fill("5");
  await form.getByRole("button", { name: "Запази промените" }).click();
  await expect(form.getByRole("alert").first()).toBeVisible();
  await expect(label(page, "Отстъпка")).toHaveValue("150");
  await expect(label(page, "Общ брой използвания")).toHaveValue("5");
  await expect(page.getByRole("row", { name: new RegExp(code) })).toContainText("10");
  await expectAccessible(page);

  await label(page, "Отстъпка").fill("25");
  await form.getByRole("button", { name: "Запази промените" }).click();
  await expect(page.getByRole("status")).toHaveText(`Кодът ${code} е запазен`);
  const row = page.getByRole("row", { name: new RegExp(code) });
  await expect(row).toContainText("25");
  await expect(row).toContainText("0 / 5");
  await expect(page.getByRole("heading", { name: "Нов код" })).toBeVisible();

  // the admin's platform codes, in English: a percentage becomes an amount in euro
  const platform = `PLAT${stamp}`;
  await signInDemo(page, "admin@example.com");
  await page.goto("/en/admin/discount-codes");
  await label(page, "Code").fill(platform);
  await label(page, "Discount").fill("5");
  await page.getByRole("button", { name: "Create the code" }).click();
  await expect(page.getByRole("status")).toHaveText(`The code ${platform} has been created`);
  await page.getByRole("link", { name: `Change the code ${platform}` }).click();
  await expect(label(page, "Discount")).toHaveValue("5");
  await label(page, "Type").selectOption("amount");
  await label(page, "Discount").fill("5.50");
  await page.getByRole("button", { name: "Save the changes" }).click();
  await expect(page.getByRole("status")).toHaveText(`The code ${platform} has been saved`);
  await expect(page.getByRole("row", { name: new RegExp(platform) })).toContainText("5.50");
  await expectAccessible(page);
});
