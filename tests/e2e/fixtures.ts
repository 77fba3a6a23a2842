import { createHash } from "node:crypto";
import AxeBuilder from "@axe-core/playwright";
import { type Browser, test as base, expect, type Page } from "@playwright/test";
import sharp from "sharp";

/**
 * Every page.goto waits until React has hydrated, so clicks reach their handlers; and no journey may meet
 * a script, frame or request that the pages' Content-Security-Policy refuses, nor a text the page did not
 * bring with it (PAGE-TEXTS: lib/i18n.ts logs it).
 */
export const test = base.extend({
  // Each journey is its own visitor address (the e2e servers trust the loopback proxy): per-address limits,
  // such as the sandbox's card attempts, then count one journey's requests, not the whole suite's.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, "x-forwarded-for": visitorAddress(testInfo.testId, testInfo.retry) });
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 }).catch(() => {});
      return response;
    };
    const refused: string[] = [];
    const missingTexts: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
        refused.push(`${page.url()}: ${message.text()}`);
      if (message.type() === "error" && message.text().startsWith("Text missing in the browser"))
        missingTexts.push(`${page.url()}: ${message.text()}`);
    });
    await use(page);
    expect(refused, "Content-Security-Policy violations").toEqual([]);
    expect(missingTexts, "texts missing from the page's texts").toEqual([]);
  },
});

export { expect };

/** A private address that stands for one journey (and its retry) alone. */
function visitorAddress(testId: string, retry: number) {
  const hash = createHash("sha256").update(`${testId}:${retry}`).digest();
  return `10.${hash[0]}.${hash[1]}.${(hash[2]! % 254) + 1}`;
}

/**
 * The page's WCAG 2.1 AA violations, each with its first elements. Only violations are computed
 * (`resultTypes`): axe then skips most of the work of listing what passed, the slowest part of a run.
 */
export async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (v) =>
      `${new URL(page.url()).pathname} ${v.id}: ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
}

/**
 * The page is no wider than the screen. Compared with the layout viewport (clientWidth): a phone widens
 * innerWidth to fit a page that is too wide, so a check against it never failed there.
 */
export async function expectFitsWidth(page: Page) {
  const [scroll, screen] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(screen ?? 0);
}

/** WCAG 2.1 AA on the whole page, header included; lists each violation with its first elements. */
export async function expectAccessible(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}
export type { Page };

/** A form field by its visible label, with or without the required-field star. */
export const label = (page: Page, name: string) => page.getByLabel(new RegExp(`^${name}( \\*)?$`));

/**
 * Signs a demo account in (password demo12345) as the site's sign-in form does, through the API's
 * /login and the site's httpOnly cookie, and opens its profile. The form itself is the journey of
 * ACCOUNTS; the other journeys only need the session, and a form per journey was minutes of a run.
 */
/** An area's section menu, opened first where it folds behind its button on a phone (MENU-PHONE). */
export async function sectionMenu(page: Page, name: string) {
  const menu = page.getByRole("navigation", { name });
  const toggle = menu.locator("summary");
  if (await toggle.isVisible()) await toggle.click();
  return menu;
}

export async function signInDemo(page: Page, email: string) {
  const base = test.info().project.use.baseURL ?? "";
  // the site's own origin, as its sign-in form sends: a session cookie already there must not refuse it
  const answer = await page.request.post("/api/v1/login", {
    data: { email, password: "demo12345" },
    headers: { origin: new URL(base).origin },
  });
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
  const { t } = (await answer.json()) as { t: string };
  await page
    .context()
    .addCookies([{ name: "auth._token.local", value: t, url: base, httpOnly: true, sameSite: "Lax" }]);
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/profile$/);
}

/** A solid-colour PNG made on the spot, so the tests need no image files. */
export const solidPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#2a5c8a" } })
    .png()
    .toBuffer();

/** The first link to this site containing `path` in the newest mail with the subject, as an admin reads it in /admin/mailbox. */
export async function mailedLink(browser: Browser, to: string, subject: RegExp, path: string) {
  const context = await browser.newContext({ locale: "bg-BG" });
  const admin = await context.newPage();
  await signInDemo(admin, "admin@example.com");
  let text = "";
  await expect(async () => {
    await admin.goto(`/admin/mailbox?to=${encodeURIComponent(to)}`);
    const mail = admin.locator("main li", { hasText: subject }).first();
    await mail.locator("summary").click();
    text = (await mail.locator("pre").textContent()) ?? "";
    expect(text).toContain(path);
  }).toPass({ timeout: 15_000 });
  await context.close();
  const link = text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\S*`))?.[0];
  if (!link) throw new Error(`no ${path} link in mail: ${text}`);
  return new URL(link).pathname + new URL(link).search;
}
