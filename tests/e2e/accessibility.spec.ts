import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

const pages = [
  "/",
  "/courses",
  "/provider",
  "/provider/akademia-znanie",
  "/faq",
  "/how-it-works",
  "/contact-us",
  "/en/contact-us?type=report",
  "/blog",
  "/en/blog",
  "/guides",
  "/en/faq",
  "/terms-of-use",
  "/login",
  "/sign-up",
  "/auth/forgotten-password",
  "/kids",
  "/en/business",
  "/en",
  "/en/no-such-page",
];

for (const path of pages) {
  test(`${path} has no WCAG 2.1 AA violations`, async ({ page }) => {
    await page.goto(path);
    await page.evaluate(() => localStorage.setItem("cookieAccepted", "true"));
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const summary = results.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
    expect(summary).toEqual([]);
  });
}

test("a course page has no WCAG 2.1 AA violations", async ({ page, request }) => {
  const list = await (await request.get("/api/v1/courses?sort=rating")).json();
  await page.goto(`/courses/${list.courses[0].slug}`);
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});
