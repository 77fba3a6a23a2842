import { expect, label, type Page } from "./fixtures";

/** Empties the signed-in user's cart through the API (a same-origin write, as the site's own). */
export async function clearCart(page: Page) {
  const origin = new URL(page.url()).origin;
  const response = await page.request.delete("/api/v1/cart", { headers: { origin } });
  expect(response.ok()).toBe(true);
}

/** Books the course now (adds it and goes to the checkout). */
export async function bookNow(page: Page, course: { slug: string }) {
  await page.goto(`/courses/${course.slug}`);
  await page.getByRole("button", { name: "Резервирай сега" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole("heading", { level: 1, name: "Поръчка" })).toBeVisible();
}

/** The billing address a profile may not have yet; the names and email come from the profile. */
export async function fillBilling(page: Page) {
  await label(page, "Адрес").fill("ул. Шипка 6");
  await label(page, "Град").fill("София");
  await label(page, "Пощенски код").fill("1504");
  await label(page, "Държава").selectOption("BG");
}

export async function fillCard(page: Page, number: string) {
  await label(page, "Номер на картата").fill(number);
  await label(page, "Валидна до").fill("12/34");
  await page.getByLabel(/^Код за сигурност/).fill("123");
  await label(page, "Име върху картата").fill("Йоана Димитрова");
}

export const pay = (page: Page) => page.getByRole("button", { name: /^Плати / }).click();

/** The order number of the thank-you page. */
export async function thankYou(page: Page) {
  await expect(page).toHaveURL(/\/payment\?order_id=[0-9a-f-]+$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Благодарим Ви! Поръчката е платена." }),
  ).toBeVisible();
  const text = (await page.getByText("Номер на поръчката:").textContent()) ?? "";
  const number = text.replace("Номер на поръчката:", "").trim();
  expect(number).not.toBe("");
  return number;
}

/** Buys one course with the card that pays (4242) and answers the order number. */
export async function buyCourse(page: Page, course: { slug: string }) {
  await clearCart(page);
  await bookNow(page, course);
  await fillBilling(page);
  await fillCard(page, "4242 4242 4242 4242");
  await pay(page);
  return thankYou(page);
}
