import { readFile } from "node:fs/promises";
import { expect, type Page, signInDemo, test } from "./fixtures";
import { buyCourse } from "./purchase";

const recording = { slug: "power-bi-ot-nulata", title: "Power BI от нулата" };
const scheduled = { slug: "sql-za-biznes-analizi", title: "SQL за бизнес анализи" };

const stars = (page: Page, legend: RegExp, count: number) =>
  page
    .getByRole("group", { name: legend })
    .getByRole("radio", { name: count === 1 ? "1 звезда" : `${count} звезди` })
    .check({ force: true });

test("a learner buys a recording, opens its document, plays its video, rates it, and cancels another course for a full refund", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInDemo(page, "learner21@example.com");

  // buy the recording: it is ongoing at once (access does not end) and found in My Courses
  await buyCourse(page, recording);
  await page.goto("/profile/courses");
  await page.getByRole("link", { name: /^Текущи/ }).click();
  await expect(page).toHaveURL(/status=ongoing/);
  await page.getByRole("link", { name: new RegExp(`^Към курса „${recording.title}`) }).click();
  await expect(page.getByRole("heading", { name: new RegExp(recording.title) }).first()).toBeVisible();
  // its modules, as the course page lists them, though a recording has no dated sessions
  await expect(
    page.getByRole("heading", { level: 3, name: "Модул 1: Запознаване с Power BI" }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "Модул 4: Визуализации и публикуване" }),
  ).toBeVisible();

  // the document downloads through the checked address, with the course's programme in it
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: /^Изтегляне на „Програма на курса“/ }).click();
  const file = await download;
  expect(await readFile((await file.path())!, "utf8")).toContain(recording.title);

  // the uploaded video plays (streamed with range requests)
  const video = page.locator("video");
  await expect(video).toBeVisible();
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);

  // rate it: the stars for content and outcomes come first and are required
  await page.getByRole("link", { name: "Оценете курса" }).first().click();
  await expect(page.getByText("Стъпка 1 от 2")).toBeVisible();
  await page.getByRole("button", { name: "Продължи" }).click();
  await expect(
    page.getByText("Изберете звезди за съдържанието и за резултатите, преди да продължите."),
  ).toBeVisible();
  await stars(page, /съдържанието на курса/, 5);
  await stars(page, /резултатите, които постигнахте/, 4);
  await page.getByRole("button", { name: "Продължи" }).click();
  await expect(page.getByText("Стъпка 2 от 2")).toBeVisible();
  await stars(page, /Обща оценка на курса/, 5);
  await page
    .getByRole("group", { name: /Бихте ли препоръчали курса/ })
    .getByRole("radio", { name: "Да" })
    .check({ force: true });
  await page.getByLabel(/^Коментар/).fill("Ясни уроци и полезни примери с български данни.");
  await page.getByRole("button", { name: "Изпратете отзива" }).click();
  await expect(page).toHaveURL(/\/profile\/reviews/);
  // the toasts load with the first toast, which takes longer on a busy machine
  await expect(page.getByText("Благодарим! Отзивът Ви е запазен.").first()).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: /^Написани/ }).click();
  await expect(page.getByText("Ясни уроци и полезни примери с български данни.")).toBeVisible();
  // the review is public on the course page
  await page.goto(`/courses/${recording.slug}`);
  await expect(page.getByText("Ясни уроци и полезни примери с български данни.")).toBeVisible();

  // buy a course that starts in two weeks and cancel it before its deadline: refunded in full at once
  const number = await buyCourse(page, scheduled);
  await page.goto("/profile/orders");
  await page.getByRole("link", { name: number }).first().click();
  await expect(page.getByRole("heading", { name: `Поръчка ${number}` })).toBeVisible();
  await page.getByRole("button", { name: "Откажете се и получете сумата обратно" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("веднага ще Ви възстановим");
  await dialog.getByRole("button", { name: "Да, откажи и възстанови сумата" }).click();
  await expect(page.getByText(/Отказахте се от курса\./).first()).toBeVisible();
  await expect(page.getByText("Сумата е възстановена").first()).toBeVisible();
  await expect(page.getByText("Сумата е възстановена").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Откажете се и получете сумата обратно" })).toHaveCount(0);

  // the cancelled course has left My Courses; the recording stays
  await page.goto("/profile/courses");
  await expect(page.getByRole("link", { name: new RegExp(`^Към курса „${recording.title}`) })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(`^Към курса „${scheduled.title}`) })).toHaveCount(0);
});

test("content, documents and video stay closed to a learner who did not buy the course", async ({ page }) => {
  await signInDemo(page, "learner20@example.com");
  const courses = await (await page.request.get("/api/v1/courses?q=Power%20BI")).json();
  const course = courses.courses.find((c: { slug: string }) => c.slug === recording.slug);
  expect(course).toBeTruthy();
  await page.goto(`/profile/courses/${course.id}`);
  await expect(page.getByText("Нямате достъп до съдържанието на този курс.", { exact: false })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  expect((await page.request.get(`/api/v1/user/courses/${course.id}/video`)).status()).toBe(403);
});
