import { readFile } from "node:fs/promises";
import { expect, expectAccessible, signInDemo, test } from "./fixtures";

const course = "JavaScript и React: от нулата до първото приложение";

test("a provider marks attendance and confirms a learner completed, the learner downloads and shares the certificate, anyone checks it, and a revoke shows at once", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // the provider of the demo learner's certification course marks the learner present at every session held
  await signInDemo(page, "owner@digitalen-kampus.example.com");
  await page.goto("/dashboard/attendance");
  await expect(page.getByRole("heading", { name: "Присъствие на занятията" })).toBeVisible();
  await page.getByRole("combobox", { name: "Курс" }).selectOption({ label: course });
  await page.getByRole("button", { name: "Покажи" }).click();
  await expect(page).toHaveURL(/course_id=/);
  // the address changes before the filtered list is drawn: wait until every row is this course's
  await expect
    .poll(
      async () => new Set(await page.getByRole("table").locator("a[href*='/courses/']").allTextContents()),
    )
    .toEqual(new Set([course]));
  // the table and the phone cards both draw each link: the visible ones are this screen's
  const sessions = await page
    .locator("a:visible", { hasText: "Отбележете присъствието" })
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
  expect(sessions.length).toBeGreaterThan(1);
  for (const session of sessions) {
    await page.goto(session);
    await page.getByRole("button", { name: "Всички присъстват" }).click();
    await expect(page.getByRole("status")).toHaveText("Присъствието е запазено.");
    await expect(page.getByRole("radio", { name: "Присъства" }).first()).toBeChecked();
  }
  await expectAccessible(page);

  // the confirmation page ticks those who attended every session held, and the provider confirms them
  await page.goto("/dashboard/certificates");
  await expect(page.getByText(/^Присъствие на \d+ от \d+ проведени занятия$/).first()).toBeVisible();
  const suggested = page.getByRole("group", { name: "С присъствие на всички проведени занятия" });
  await expect(suggested.getByRole("checkbox", { name: new RegExp(course) })).toBeChecked();
  await page.getByRole("button", { name: "Потвърдете завършването на избраните" }).click();
  await expect(page.getByRole("status")).toHaveText("Издаден е 1 сертификат и е изпратен по имейл.");
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
