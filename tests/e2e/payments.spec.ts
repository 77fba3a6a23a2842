import {
  expect,
  expectAccessible,
  expectFitsWidth,
  type Page,
  sectionMenu,
  signInDemo,
  test,
} from "./fixtures";

/** Fills the sandbox gateway's hosted page and submits it. */
async function completeSandbox(page: Page) {
  await expect(page).toHaveURL(/\/sandbox\/connect\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("heading", { name: "Свързване на сметка за изплащания" })).toBeVisible();
  await expect(page.getByRole("note")).toContainText("Тестов платежен оператор");
  await page.getByLabel("Приемам условията на тестовия платежен оператор").check();
  await page.getByRole("button", { name: "Потвърждаване и връщане в „Курсове“" }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments\?connected=1$/);
  await expect(page.getByText("Сметката е свързана и вече може да получава изплащания.")).toBeVisible();
}

test("a new provider connects its payout account in the sandbox gateway", async ({ page }) => {
  await signInDemo(page, "newprovider@example.com");
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Плащания", exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/payments$/);
  await expect(page.getByRole("heading", { name: "Сметката за изплащания не е свързана" })).toBeVisible();
  await expect(
    page.getByText("Курсовете Ви се продават едва след като изплащанията по сметката са разрешени."),
  ).toBeVisible();

  await page.getByRole("button", { name: "Свързване на сметка за плащания" }).click();
  await expect(page).toHaveURL(/\/sandbox\/connect\//);
  // the sandbox prefills the provider's payout details
  await expect(page.getByLabel(/^IBAN за изплащанията/)).toHaveValue("BG59STSA93000024681357");
  await expect(page.getByLabel(/^Име на фирмата/)).toHaveValue("Нова школа ООД");
  await completeSandbox(page);

  await expect(page.getByRole("heading", { name: "Сметката може да получава изплащания" })).toBeVisible();
  const flags = page.getByRole("definition");
  await expect(flags).toHaveText(["✓ да", "✓ да", "✓ да"]);
  await expect(page.getByRole("button", { name: "Промяна на данните за изплащане" })).toBeVisible();
});

test("a used onboarding link lands on /reauth, where the provider reconnects", async ({ page }) => {
  test.setTimeout(60_000);
  await signInDemo(page, "provider@example.com");
  await page.goto("/dashboard/payments");
  await expect(page.getByRole("heading", { name: "Сметката може да получава изплащания" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Промяна на данните за изплащане" }).click();
  await expect(page).toHaveURL(/\/sandbox\/connect\//);
  await expect(page.getByLabel(/^IBAN за изплащанията/)).toHaveValue("BG20UNCR70001523456781");
  await expectAccessible(page);
  const used = page.url();
  await completeSandbox(page);

  // the link works once: opening it again goes to its refresh_url, /reauth
  await page.goto(used);
  await expect(page).toHaveURL(/\/reauth$/);
  await expect(
    page.getByText(
      "Връзката за свързване на плащанията е изтекла или не е сработила. Свържете сметката си отново, докато сте влезли в профила си",
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Нова връзка за свързване" }).click();
  await expect(page).toHaveURL(/\/sandbox\/connect\//);
  expect(page.url()).not.toBe(used);
  await completeSandbox(page);
});

test("an unknown link and /reauth without a provider session are refused", async ({ page }) => {
  await page.goto("/reauth");
  await expect(page).toHaveURL(/\/login\?redirect=%2Freauth$/);
  await page.goto("/en/sandbox/connect/no-such-link-token");
  await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Freauth$/);
});

test("the payments tab in English shows a connected demo account @mobile", async ({ page }) => {
  await page.goto("/en/login");
  await page.getByLabel(/^Email/).fill("provider@example.com");
  await page.getByLabel(/^Password/).fill("demo12345");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await page.goto("/en/dashboard");
  await (await sectionMenu(page, "Dashboard sections")).getByRole("link", { name: "Payments" }).click();
  await expect(page).toHaveURL(/\/en\/dashboard\/payments$/);
  // the page fits the phone's width: the menu scrolls sideways on its own
  await expectFitsWidth(page);
  await expect(page.getByRole("heading", { name: "The account can receive payouts" })).toBeVisible();
  await expect(
    page.getByText("Your courses are sold only once payouts to the account are enabled."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Change payout details" })).toBeVisible();
});
