import { readFile } from "node:fs/promises";
import { expect, expectAccessible, signInDemo, test } from "./fixtures";

const course = "JavaScript и React: от нулата до първото приложение";

test("a provider confirms a learner completed, the learner downloads and shares the certificate, anyone checks it, and a revoke shows at once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // the provider of the demo learner's certification course confirms completion
  await signInDemo(page, "owner@digitalen-kampus.example.com");
  await page.goto("/dashboard/certificates");
  await expect(page.getByRole("heading", { name: "Сертификати за завършен курс" })).toBeVisible();
  await page
    .getByRole("button", { name: new RegExp(`^Потвърдете завършването: .+, ${course}$`) })
    .first()
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "Сертификатът е издаден и изпратен на курсиста по имейл.",
  );
  const code = (await page
    .getByRole("link", { name: /^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/ })
    .first()
    .textContent())!;

  await expectAccessible(page);

  // the learner finds it in the profile, downloads the PDF and opens the page to share
  const learner = await (await browser.newContext({ locale: "bg-BG" })).newPage();
  await signInDemo(learner, "learner@example.com");
  await learner.goto("/profile/certificates");
  await expect(learner.getByRole("heading", { name: course })).toBeVisible();
  await expect(learner.getByLabel("Връзка за споделяне")).toHaveValue(new RegExp(`/certificates/${code}$`));
  await expectAccessible(learner);
  const download = learner.waitForEvent("download");
  await learner.getByRole("link", { name: `Изтеглете PDF сертификата за ${course}` }).click();
  const pdf = await readFile((await (await download).path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

  // anyone checks it, in either language, without signing in
  const visitor = await (await browser.newContext({ locale: "en-GB" })).newPage();
  await visitor.goto(`/en/certificates/${code}`);
  await expect(visitor.getByRole("heading", { level: 2, name: "Valid" })).toBeVisible();
  await expect(visitor.getByText(course)).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectAccessible(visitor);

  // the provider revokes it with a reason: the same page says revoked on the next visit
  await page.locator("summary:visible", { hasText: "Отменете" }).first().click();
  await page.getByRole("textbox", { name: /^Причина за отмяната/ }).fill("Издаден по грешка");
  await page.getByRole("button", { name: "Отменете сертификата" }).click();
  await expect(page.getByRole("status")).toHaveText(/Сертификатът е отменен/);
  await visitor.reload();
  await expect(visitor.getByRole("heading", { level: 2, name: "Revoked" })).toBeVisible();
  await expect(visitor.getByText("Издаден по грешка")).toHaveCount(0);

  // an unknown code is the not-found page
  const missing = await visitor.goto("/certificates/ZZZZ-ZZZZ-ZZZZ-ZZZZ");
  expect(missing?.status()).toBe(404);
});
