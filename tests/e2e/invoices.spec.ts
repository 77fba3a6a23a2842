import { expect, expectAccessible, label, type Page, signInDemo, test } from "./fixtures";
import { bookNow, buyCourse, clearCart, fillBilling, fillCard, pay, thankYou } from "./purchase";

const course = { slug: "sql-za-biznes-analizi" };
const company = "Учебен център Изгрев ЕООД";

/** Empties the business profile through its own page: a retry starts as the first try did. */
async function clearBusinessProfile(page: Page) {
  await page.goto("/profile/business");
  for (const name of [
    "Име на фирмата",
    "ДДС номер или ЕИК",
    "Адрес на регистрация",
    "МОЛ \\(материално отговорно лице\\)",
  ])
    await label(page, name).fill("");
  await page.getByRole("button", { name: "Запазване" }).click();
  await expect(page.getByText("Промените са запазени")).toBeVisible();
}

async function asUser(page: Page, email: string) {
  const context = await page.context().browser()!.newContext({ locale: "bg-BG" });
  const other = await context.newPage();
  await signInDemo(other, email);
  return other;
}

test("a company asks for an invoice, downloads it, and only its provider and admins list it", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInDemo(page, "learner37@example.com");
  await clearBusinessProfile(page);
  const number = await buyCourse(page, course);

  // without a business profile the order page says what is missing
  await page.goto("/profile/orders");
  await page.getByRole("link", { name: `Отвори поръчка ${number}` }).click();
  const invoices = page.getByRole("region", { name: "Фактури" });
  await expect(invoices.getByText("За фактура попълнете фирмените си данни:")).toBeVisible();
  await invoices.getByRole("link", { name: "Фирмени данни" }).click();

  await label(page, "Име на фирмата").fill(company);
  await label(page, "ДДС номер или ЕИК").fill("BG131234567");
  await label(page, "Адрес на регистрация").fill("гр. София, ул. „Раковски“ 1");
  await label(page, "МОЛ \\(материално отговорно лице\\)").fill("Иван Иванов");
  await page.getByRole("button", { name: "Запазване" }).click();
  await expect(page.getByText("Промените са запазени")).toBeVisible();

  await page.goto("/profile/orders");
  await page.getByRole("link", { name: `Отвори поръчка ${number}` }).click();
  await invoices.getByRole("button", { name: "Поискайте фактура" }).click();
  await expect(page.getByText("Фактурата е издадена.")).toBeVisible();
  // the provider's sequence goes on across retries: the number is read, not assumed
  const issued = invoices.getByText(/^Фактура \d{10}$/);
  await expect(issued).toBeVisible();
  const invoiceNumber = ((await issued.textContent()) ?? "").replace("Фактура ", "");
  await expectAccessible(page);
  const pdf = invoices.getByRole("link", { name: `Фактура ${invoiceNumber}, PDF на английски` });
  const file = await page.request.get((await pdf.getAttribute("href")) ?? "");
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // the seller lists it; another provider does not
  const seller = await asUser(page, "provider@example.com");
  await seller.goto("/dashboard/invoices");
  await expect(seller.getByRole("heading", { name: "Фактури" })).toBeVisible();
  // housekeeping has invoiced last month's commission too: the tab of sales invoices shows only ours
  await seller
    .getByRole("navigation", { name: "Вид документ" })
    .getByRole("link", { name: "Фактура", exact: true })
    .click();
  await expect(seller).toHaveURL(/\/dashboard\/invoices\?kind=invoice$/);
  // the address changes before the filtered list replaces the whole one
  await expect(seller.getByRole("row", { name: /Фактура за комисиона/ })).toHaveCount(0);
  // a retry finds the first try's invoice too: ours is the row of its number
  const ours = seller
    .getByRole("row")
    .filter({ has: seller.getByRole("rowheader", { name: invoiceNumber }) });
  await expect(ours.getByRole("cell", { name: company })).toBeVisible();
  await expectAccessible(seller);
  const other = await asUser(page, "newprovider@example.com");
  await other.goto("/dashboard/invoices?kind=invoice");
  await expect(other.getByText("Няма документи от този вид.")).toBeVisible();

  const admin = await asUser(page, "admin@example.com");
  await admin.goto("/en/admin/invoices?kind=invoice");
  const listed = admin
    .getByRole("row")
    .filter({ has: admin.getByRole("rowheader", { name: invoiceNumber }) });
  await expect(listed.getByRole("cell", { name: company }).first()).toBeVisible();
});

test("a company asks for an invoice at checkout and finds it on the paid order", async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemo(page, "learner36@example.com");
  await clearBusinessProfile(page);
  await clearCart(page);
  await bookNow(page, course);
  await fillBilling(page);
  await page.getByRole("checkbox", { name: "Искам фактура" }).check();
  await label(page, "Име на фирмата").fill("Фирма Оптима ООД");
  await label(page, "ДДС номер или ЕИК").fill("12");
  await label(page, "Адрес на регистрация").fill("гр. Варна, бул. „Приморски“ 20");
  await fillCard(page, "4242 4242 4242 4242");
  await pay(page);
  // a wrong number is said beside its field, and nothing is paid
  await expect(page.getByText("Въведете валиден ДДС или ЕИК номер")).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectAccessible(page);
  await label(page, "ДДС номер или ЕИК").fill("BG131234567");
  await fillCard(page, "4242 4242 4242 4242");
  await pay(page);
  const number = await thankYou(page);

  await page.goto("/profile/orders");
  await page.getByRole("link", { name: `Отвори поръчка ${number}` }).click();
  const invoices = page.getByRole("region", { name: "Фактури" });
  await expect(invoices.getByText(/^Фактура \d{10}$/)).toBeVisible();
  await expect(invoices.getByRole("button", { name: "Поискайте фактура" })).toHaveCount(0);
  // the company was saved to the business profile
  await page.goto("/profile/business");
  await expect(label(page, "ДДС номер или ЕИК")).toHaveValue("BG131234567");
});
