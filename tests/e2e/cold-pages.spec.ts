import { expect, signInDemo, test } from "./fixtures";

// P8 (ADR 034): what the pages the public cache cannot answer still show after the work on their speed.

type Card = { slug: string; title: string };

test("a signed-in learner gets the visitors' catalogue under their own header, then a course's similar courses", async ({
  page,
  request,
}) => {
  const headers = { "content-language": "bg" };
  const list = (await (await request.get("/api/v1/courses?sort=rating", { headers })).json()) as {
    courses: Card[];
  };
  await signInDemo(page, "learner@example.com");
  await page.goto("/courses?sort=rating");
  // the list every visitor gets (asked without the session, ADR 034), under the learner's own header
  await expect(page.getByRole("button", { name: /Меню на профила/ })).toBeVisible();
  const main = page.getByRole("main");
  for (const course of list.courses.slice(0, 3))
    await expect(main.getByRole("link", { name: course.title }).first()).toBeVisible();

  const first = list.courses[0]!;
  await main.getByRole("link", { name: first.title }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: first.title })).toBeVisible();
  await expect(page.getByRole("button", { name: /Меню на профила/ })).toBeVisible();
  // the suggestions arrive after the first paint (ADR 042), in the API's order: the subcategory's best
  // rated first (SIMILAR-ORDER)
  const { courses: suggested } = (await (
    await request.get(`/api/v1/courses/${first.slug}/similar`, { headers })
  ).json()) as { courses: Card[] };
  expect(suggested.length).toBeGreaterThan(0);
  const similar = page.getByRole("region", { name: "Подобни курсове" });
  // asked only once the section comes within a screen of being seen (ADR 046)
  await similar.scrollIntoViewIfNeeded();
  await expect(similar.getByRole("article")).toHaveCount(suggested.length);
  await expect(similar).toHaveAttribute("aria-busy", "false");
  for (const [i, course] of suggested.entries())
    await expect(similar.getByRole("article").nth(i)).toContainText(course.title);
  // the server's HTML keeps their place, busy, and has none of them: it never looked them up
  const html = await (await request.get(`/courses/${first.slug}`)).text();
  const section = html.slice(html.indexOf('id="similar"'));
  expect(section).toContain('aria-busy="true"');
  expect(section).toContain("Подобните курсове се зареждат…");
  expect(section.slice(0, section.indexOf("</section>"))).not.toContain(suggested[0]!.title);
});
