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
  // the suggestions, in the API's order: the subcategory's best rated first (SIMILAR-ORDER)
  const detail = (await (await request.get(`/api/v1/courses/${first.slug}`, { headers })).json()) as {
    similar: Card[];
  };
  expect(detail.similar.length).toBeGreaterThan(0);
  const similar = page.getByRole("region", { name: "Подобни курсове" });
  await expect(similar.getByRole("article")).toHaveCount(detail.similar.length);
  for (const [i, course] of detail.similar.entries())
    await expect(similar.getByRole("article").nth(i)).toContainText(course.title);
});
