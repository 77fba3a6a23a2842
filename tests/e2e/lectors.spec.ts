import { expect, label, mailedLink, signInDemo, test } from "./fixtures";

const password = "Quiet-harbour-71";

test("a provider invites a new address; the lector signs up, accepts and gets the Lector menu", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const id = Date.now().toString(36);
  const email = `lector-${id}@example.com`;

  // the provider invites an address that has no account yet
  const providerContext = await browser.newContext({ locale: "bg-BG" });
  const provider = await providerContext.newPage();
  await signInDemo(provider, "provider@example.com");
  await provider.goto("/dashboard/lectors");
  await expect(provider.getByRole("heading", { name: "Покана към лектор" })).toBeVisible();
  await label(provider, "Имейл на лектора").fill("provider@example.com");
  await provider.getByRole("button", { name: "Изпращане на покана" }).click();
  await expect(provider.getByText("Не можете да поканите себе си като лектор")).toBeVisible();
  await label(provider, "Имейл на лектора").fill(email);
  await provider.getByRole("button", { name: "Изпращане на покана" }).click();
  await expect(provider.getByText("Поканата е изпратена.")).toBeVisible();
  const row = provider.getByTestId("lector-link").filter({ hasText: email });
  await expect(row).toContainText("Без профил");
  await expect(row).toContainText("Поканен");

  // the invitation mail leads to sign-up with the address filled in
  const signUpLink = await mailedLink(browser, email, /Покана да преподавате/, "/sign-up?email=");
  await page.goto(signUpLink);
  await expect(page.getByRole("heading", { name: "Регистрация" })).toBeVisible();
  await expect(label(page, "Имейл")).toHaveValue(email);
  await label(page, "Име").fill("Десислава");
  await label(page, "Фамилия").fill("Колева");
  await label(page, "Потребителско име").fill(`desi-${id}`);
  await label(page, "Парола").fill(password);
  await label(page, "Повторете паролата").fill(password);
  await page.getByRole("checkbox", { name: /Приемам/ }).check();
  await page.getByText("Аз не съм робот").click();
  await expect(page.getByText("Проверено")).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "Създаване на профил" }).click();
  await expect(page).toHaveURL(/\/profile\?welcome=1$/);

  // once the address is verified the invitation is the user's
  await page.goto(await mailedLink(browser, email, /Потвърдете/, "/auth/verify-email?token="));
  await expect(page.getByText("Имейл адресът е потвърден")).toBeVisible();
  await page.getByRole("link", { name: "Вижте поканите да преподавате" }).click();
  await expect(page).toHaveURL(/\/lector$/);
  await expect(page.getByRole("heading", { name: "Покани" })).toBeVisible();
  await page.getByRole("button", { name: "Меню на профила: Десислава Колева" }).click();
  await expect(page.getByRole("link", { name: "Лектор", exact: true })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Приемам: Академия Знание ЕООД" }).click();
  await expect(page.getByText("Поканата е приета. Добре дошли в екипа!")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Доставчици, за които преподавате" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Покани" })).toHaveCount(0);

  // the header menu now has the Lector entry, between Admin panel's place and Logout
  await page.goto("/");
  await page.getByRole("button", { name: "Меню на профила: Десислава Колева" }).click();
  await page.getByRole("link", { name: "Лектор", exact: true }).click();
  await expect(page).toHaveURL(/\/lector$/);
  await page.getByRole("link", { name: "Моите занятия", exact: true }).click();
  await expect(page.getByRole("link", { name: "Предстоящи" })).toBeVisible();
  await expect(page.getByText("Нямате предстоящи занятия.")).toBeVisible();

  // the provider sees the accepted link, and revokes it in place after confirming
  await provider.goto("/dashboard/lectors");
  await expect(row).toContainText("Десислава Колева");
  await expect(row).toContainText("Активен");
  await row.getByRole("button", { name: "Оттегляне" }).click();
  await row.getByRole("button", { name: "Да, оттегли" }).click();
  await expect(provider.getByText("Лекторът е оттеглен.")).toBeVisible();
  await expect(row).toContainText("Оттеглен");
  await expect(row.getByRole("button", { name: "Нова покана: Десислава Колева" })).toBeVisible();
  await providerContext.close();
});

test("the demo lector confirms time taught and the provider sees it @mobile", async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInDemo(page, "lector@example.com");
  await page.getByRole("button", { name: /Меню на профила/ }).click();
  await page.getByRole("link", { name: "Лектор", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Доставчици, за които преподавате" })).toBeVisible();
  await expect(page.getByText("Академия Знание ЕООД")).toBeVisible();
  await page.getByRole("link", { name: "Моите занятия", exact: true }).click();
  await page.getByRole("link", { name: "Минали" }).click();
  await expect(page).toHaveURL(/when=past/);
  // the latest past session; the desktop and phone runs may confirm it at the same time, so both buttons count
  await expect(page.getByText("Потвърдете реално отработеното време")).toBeVisible();
  const title = (await page.locator("main li h3").first().textContent()) ?? "";
  const session = page.locator("main li", { has: page.getByRole("heading", { name: title, exact: true }) });
  const submit = session.getByRole("button", { name: /^(Потвърждаване|Промяна)$/ });
  await session.getByLabel("Отработени минути").fill("400");
  await submit.click();
  await expect(session.getByText("повече от два пъти")).toBeVisible();
  await session.getByLabel("Отработени минути").fill("77");
  await submit.click();
  await expect(page.getByText("Отработеното време е запазено.")).toBeVisible();
  await expect(session).toContainText("Потвърдено: 77 мин.");

  const context = await browser.newContext({ locale: "bg-BG" });
  const provider = await context.newPage();
  await signInDemo(provider, "provider@example.com");
  await provider.goto("/dashboard/lectors");
  await expect(provider.getByRole("row", { name: new RegExp(title) }).first()).toContainText("77 мин.");
  await context.close();
});

test("a lector asks another provider from the lector area; otherwise lectors and providers go to the profile @mobile", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signInDemo(page, "lector@example.com");
  await page.goto("/become-lector");
  await expect(page).toHaveURL(/\/profile\?notice=already_lector$/);
  await expect(page.getByText("Вие вече сте лектор в платформата.")).toBeVisible();
  await page.goto("/lector");
  await page.getByRole("link", { name: "Заявка към друг доставчик" }).click();
  await expect(page).toHaveURL(/\/become-lector\?another=1$/);
  await expect(page.getByRole("heading", { name: "Заявка към друг доставчик" })).toBeVisible();
  // the provider the lector already teaches for is not offered again; the others are
  await expect(page.getByLabel(/Академия Знание ЕООД/)).toHaveCount(0);
  await expect(page.getByRole("radio").first()).toBeVisible();
  await page.context().clearCookies();
  await signInDemo(page, "provider@example.com");
  await page.goto("/en/become-lector");
  await expect(page).toHaveURL(/\/en\/profile\?notice=already_provider$/);
});

test("a learner asks to become a lector; the provider sees the request with its message and declines it", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await page.goto("/become-lector");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fbecome-lector$/);
  await label(page, "Имейл").fill("learner@example.com");
  await label(page, "Парола").fill("demo12345");
  await page.getByRole("button", { name: "Вход" }).click();
  await expect(page).toHaveURL(/\/become-lector$/);
  await expect(page.getByRole("heading", { name: "Станете лектор" })).toBeVisible();
  await page.getByRole("button", { name: "Изпращане на заявката" }).click();
  await expect(page.getByText("Полето е задължително").first()).toBeVisible();
  await page.getByLabel("Търсене на доставчик по име или град").fill("филипополис");
  await expect(page.getByText("Академия Знание ЕООД")).toBeHidden();
  await page.getByLabel("Търсене на доставчик по име или град").fill("академия");
  await page.getByLabel(/Академия Знание ЕООД/).check();
  await label(page, "Съобщение до доставчика").fill("Преподавам Excel на счетоводители от осем години.");
  await page.getByRole("button", { name: "Изпращане на заявката" }).click();
  await expect(page).toHaveURL(/\/lector\?requested=1$/);
  await expect(page.getByText("Заявката е изпратена.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Изпратени заявки" })).toBeVisible();

  const context = await browser.newContext({ locale: "bg-BG" });
  const provider = await context.newPage();
  await signInDemo(provider, "provider@example.com");
  await provider.goto("/dashboard/lectors");
  const row = provider.getByTestId("lector-link").filter({ hasText: "learner@example.com" });
  await expect(row).toContainText("Заявка");
  await expect(row).toContainText("Преподавам Excel на счетоводители от осем години.");
  // declined rather than accepted, so the shared demo learner stays a learner for the other journeys
  await row.getByRole("button", { name: /^Отказ: / }).click();
  await expect(provider.getByText("Заявката е отказана.")).toBeVisible();
  await expect(row).toContainText("Отказан");
  await context.close();
});
