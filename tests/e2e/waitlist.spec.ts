import type { APIRequestContext } from "@playwright/test";
import { expect, expectAccessible, signInDemo, test } from "./fixtures";

// WAITLIST-PAGES: a learner joins the waiting list of a full course from its page, sees their number in
// their area and leaves; the provider sees the list on the course's own tab. WAITLIST-HELD-OFFER: the
// learner offered a freed place sees it held on the course page, with a button to buy it.

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function bearer(request: APIRequestContext, email: string) {
  const answer = await request.post("/api/v1/login", { data: { email, password: "demo12345" } });
  expect(answer.ok()).toBe(true);
  return { authorization: `Bearer ${(await answer.json()).t}`, "content-language": "bg" };
}

/** A course of one place, approved, whose place a learner holds in their cart: full for everyone else. */
async function fullCourse(request: APIRequestContext, holderEmail = "learner2@example.com") {
  const provider = await bearer(request, "provider@example.com");
  const index = await (await request.get("/api/v1/index")).json();
  const category = index.categories.find((c: { subcategories: unknown[] }) => c.subcategories.length > 0);
  const general = {
    title: `Курс с чакащи ${Date.now().toString(36)}`,
    description: "Курс с едно място за проверка на списъка на чакащите.",
    overview: "Една онлайн среща.",
    outcomes: ["Основи"],
    audience_text: "Начинаещи",
    keywords: ["чакащи"],
    category_id: category.id,
    subcategory_id: category.subcategories[0].id,
    language: "bg",
    types: ["online", "group"],
    audience: ["consumers"],
    frequency: "one_off",
    meeting_url: "https://meet.example.com/chakashti",
  };
  const created = await request.post("/api/v1/provider/courses", { headers: provider, data: general });
  expect(created.status()).toBe(201);
  const { id } = await created.json();
  const booking = {
    ...general,
    price: 9000,
    early_bird_price: null,
    early_bird_until: null,
    capacity: 1,
    group_size: null,
    payment_deadline: null,
    cancellation_deadline: null,
    last_sell_date: null,
    requires_booking_approval: false,
  };
  expect(
    (await request.put(`/api/v1/provider/courses/${id}`, { headers: provider, data: booking })).ok(),
  ).toBe(true);
  const session = {
    title: "Среща",
    description: "",
    date: inDays(30),
    start_hour: "18:00",
    end_hour: "20:00",
  };
  const modules = await request.put(`/api/v1/provider/courses/${id}/modules`, {
    headers: provider,
    data: {
      modules: [
        {
          title: "Основи",
          description: "",
          sessions: [{ ...session, instructor_id: null, duration_minutes: 120 }],
        },
      ],
    },
  });
  expect(modules.ok()).toBe(true);
  expect((await request.post(`/api/v1/provider/courses/${id}/submit`, { headers: provider })).ok()).toBe(
    true,
  );
  const admin = await bearer(request, "admin@example.com");
  const approved = await request.post(`/api/v1/admin/courses/${id}/approve`, { headers: admin });
  expect(approved.ok()).toBe(true);
  const holder = await bearer(request, holderEmail);
  const held = await request.post("/api/v1/cart/items", {
    headers: holder,
    data: { course_id: id, quantity: 1 },
  });
  expect(held.ok()).toBe(true);
  const itemId = (await held.json()).items.find((i: { course: { id: string } }) => i.course.id === id).id;
  const own = await (await request.get(`/api/v1/provider/courses/${id}`, { headers: provider })).json();
  return {
    id: id as string,
    slug: own.slug as string,
    title: general.title,
    holder,
    itemId: itemId as string,
  };
}

test("a learner joins a full course's waiting list, sees their number and leaves; the provider sees the list @mobile", async ({
  page,
  request,
}) => {
  // a course made, reviewed and filled through the API first: slow on a busy two-core machine
  test.setTimeout(90_000);
  const course = await fullCourse(request);
  // one learner per project: the desktop and phone runs go side by side on one server
  const learner = test.info().project.name === "mobile" ? "learner4@example.com" : "learner3@example.com";
  await signInDemo(page, learner);
  await page.goto(`/en/courses/${course.slug}`);
  await expect(page.getByText("This course is full. Join the waiting list")).toBeVisible();
  await page.getByRole("button", { name: "Join the waiting list" }).click();
  await expect(page.getByText("Your number on the waiting list: 1")).toBeVisible();
  await expectAccessible(page);

  await page.goto("/en/profile/waitlist");
  const row = page.getByRole("row", { name: new RegExp(course.title) });
  await expect(row.getByText("Waiting, number 1")).toBeVisible();
  await expectAccessible(page);

  await signInDemo(page, "provider@example.com");
  await page.goto(`/en/dashboard/courses/${course.id}/waitlist`);
  await expect(page.getByRole("heading", { name: /Waiting list/ })).toBeVisible();
  await expect(page.getByText(learner, { exact: true }).filter({ visible: true })).toHaveCount(1);
  await expectAccessible(page);

  await signInDemo(page, learner);
  await page.goto("/profile/waitlist");
  await page.getByRole("button", { name: `Напуснете списъка на чакащите за „${course.title}“` }).click();
  await expect(page.getByText("Не чакате място в нито един курс.")).toBeVisible();
});

test("a learner offered a freed place sees it held on the course page, with a button to buy it @mobile", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // learners of their own per project: the holder's cart and the offer stay out of other journeys
  const phone = test.info().project.name === "mobile";
  const [holder, learner] = phone
    ? ["learner28@example.com", "learner29@example.com"]
    : ["learner26@example.com", "learner27@example.com"];
  const course = await fullCourse(request, holder);
  const waiting = await bearer(request, learner);
  const joined = await request.post(`/api/v1/courses/${course.id}/waitlist`, { headers: waiting, data: {} });
  expect(joined.status()).toBe(201);
  // the holder lets the place go: it is offered at once, without the minute's round (WAITLIST-OFFER-AT-ONCE)
  const released = await request.delete(`/api/v1/cart/items/${course.itemId}`, { headers: course.holder });
  expect(released.ok()).toBe(true);

  await signInDemo(page, learner);
  await page.goto(`/en/courses/${course.slug}`);
  const booking = page.getByRole("complementary", { name: "Price and booking" });
  await expect(booking.getByRole("heading", { name: "A place is held for you" })).toBeVisible();
  await expect(booking.getByText(/It is yours until .*\d{4}/)).toBeVisible();
  await expect(booking.getByText("There are no places left on this course.")).toHaveCount(0);
  await expect(booking.getByRole("button", { name: "Join the waiting list" })).toHaveCount(0);
  await expectAccessible(page);

  await page.goto(`/courses/${course.slug}`);
  await expect(page.getByText(/Мястото е Ваше до .*\d{4}/)).toBeVisible();
  await expect(page.getByText("Няма свободни места за този курс.")).toHaveCount(0);
  await page.getByRole("link", { name: "Купете мястото" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText(course.title).first()).toBeVisible();
});
