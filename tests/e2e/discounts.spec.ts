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
