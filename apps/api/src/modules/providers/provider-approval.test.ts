import { adminProviderDetail, adminProviderList } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses } from "../../db/schema/index";
import { apiCaller, signInDemo } from "../../test/accounts";
import { pendingProvider } from "../../test/courses";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("admins approve and reject providers", () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await login("admin@example.com");
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const login = (email: string) => signInDemo(t.app, email);
  it("lists the pending queue with owner and dates, and shows a request in full", async () => {
    const { provider, email } = await pendingProvider(t.app, "Опашка Едно");
    const list = adminProviderList.parse((await call("GET", "/admin/providers", admin)).json());
    const row = list.data.find((p) => p.id === provider.id);
    expect(row).toMatchObject({ status: "pending", company_name: "Опашка Едно", owner_email: email });
    expect(row?.submitted_at).toBeTruthy();
    expect(list.last_page).toBeGreaterThanOrEqual(1);
    const approved = adminProviderList.parse(
      (await call("GET", "/admin/providers?status=approved", admin)).json(),
    );
    expect(approved.data.some((p) => p.slug === "akademia-znanie")).toBe(true);
    expect(approved.data.some((p) => p.id === provider.id)).toBe(false);
    const detail = adminProviderDetail.parse(
      (await call("GET", `/admin/providers/${provider.id}`, admin)).json(),
    );
    expect(detail).toMatchObject({
      company_owner: "Иван Петров",
      vat_id: "BG204567891",
      iban: "BG80BNBG96611020345678",
      phone: "+359888123456",
      contact_first_name: "Иван",
      punchline: "Езици за всеки",
      courses: { total: 0, approved: 0, in_review: 0 },
      decision: null,
    });
    expect(detail.logo).toMatch(/^\/api\/v1\/files\//);
    const overview = (await call("GET", "/admin/overview", admin)).json();
    expect(overview.pending_providers).toBeGreaterThanOrEqual(1);
  });

  it("lets only admins in: 401 anonymous, 403 providers and learners", async () => {
    const { provider } = await pendingProvider(t.app, "Пази Вход");
    const providerToken = await login("provider@example.com");
    const learner = await login("learner@example.com");
    for (const [method, url] of [
      ["GET", "/admin/providers"],
      ["GET", `/admin/providers/${provider.id}`],
      ["POST", `/admin/providers/${provider.id}/approve`],
      ["POST", `/admin/providers/${provider.id}/reject`],
    ] as const) {
      const body = url.endsWith("reject") ? { reason: "Not a real company at all." } : undefined;
      expect((await call(method, url, null, body)).statusCode).toBe(401);
      expect((await call(method, url, providerToken, body)).statusCode).toBe(403);
      expect((await call(method, url, learner, body)).statusCode).toBe(403);
    }
    const detail = adminProviderDetail.parse(
      (await call("GET", `/admin/providers/${provider.id}`, admin)).json(),
    );
    expect(detail.status).toBe("pending");
  });

  it("puts the provider's already approved courses on sale when it is approved, and mails the owner", async () => {
    const { provider, email, token } = await pendingProvider(t.app, "Продажби Веднага");
    const [course] = await t.database.db
      .update(courses)
      .set({ providerId: provider.id, status: "approved" })
      .where(eq(courses.slug, (await firstPublicCourseSlug())!))
      .returning();
    const listed = async () =>
      (await call("GET", `/courses?provider=${provider.slug}`, null)).json().courses as { slug: string }[];
    expect(await listed()).toEqual([]);
    expect((await call("GET", `/courses/${course!.slug}`, null)).statusCode).toBe(404);
    expect((await call("GET", `/providers/${provider.slug}`, null)).statusCode).toBe(404);

    const res = await call("POST", `/admin/providers/${provider.id}/approve`, admin);
    expect(res.statusCode).toBe(200);
    const detail = adminProviderDetail.parse(res.json());
    expect(detail).toMatchObject({ status: "approved", courses: { approved: 1 } });
    expect(detail.approved_at).toBeTruthy();
    expect(detail.decision?.decided_by?.name).toBeTruthy();

    expect((await listed()).map((c) => c.slug)).toEqual([course!.slug]);
    expect((await call("GET", `/courses/${course!.slug}`, null)).statusCode).toBe(200);
    expect((await call("GET", `/providers/${provider.slug}`, null)).statusCode).toBe(200);
    const mail = await t.lastMailTo(email);
    expect(mail?.subject).toMatch(/одобрен|approved/);
    expect(mail?.text).toContain("Продажби Веднага");
    // its payment account is not connected yet: the mail does not say the courses are on sale
    expect(mail?.text).toContain("/dashboard/payments");
    expect(mail?.text).toMatch(
      /след като свържете платежната си сметка|once you connect your payment account/,
    );
    expect(mail?.text).not.toMatch(/се продават|are on sale/);
    expect((await call("GET", "/provider", token)).json().status).toBe("approved");

    const twice = await call("POST", `/admin/providers/${provider.id}/approve`, admin);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("provider_already_decided");
    const rejectApproved = await call("POST", `/admin/providers/${provider.id}/reject`, admin, {
      reason: "Too late to reject this one.",
    });
    expect(rejectApproved.statusCode).toBe(409);
  });

  it("rejects with a required reason, mails it with a link to correct and resubmit; twice is 409", async () => {
    const { provider, email, token } = await pendingProvider(t.app, "Отказ Тест");
    const empty = await call("POST", `/admin/providers/${provider.id}/reject`, admin, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.reason).toEqual(["This field is required"]);
    const short = await call("POST", `/admin/providers/${provider.id}/reject`, admin, { reason: "short" });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toEqual(["Write a reason of at least 10 characters"]);
    const unchanged = adminProviderDetail.parse(
      (await call("GET", `/admin/providers/${provider.id}`, admin)).json(),
    );
    expect(unchanged.status).toBe("pending");

    const reason = "The VAT number does not match the company.";
    const res = await call("POST", `/admin/providers/${provider.id}/reject`, admin, { reason });
    expect(res.statusCode).toBe(200);
    expect(adminProviderDetail.parse(res.json())).toMatchObject({
      status: "rejected",
      decision: { rejection_reason: reason },
    });
    const mail = await t.lastMailTo(email);
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain("/become-provider");

    const twice = await call("POST", `/admin/providers/${provider.id}/reject`, admin, { reason });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("provider_already_decided");
    // the user is no provider any more and may correct and resubmit
    expect((await call("GET", "/user", token)).json().is_provider).toBe(false);
    const request = (await call("GET", "/provider/request", token)).json();
    expect(request.rejection.reason).toBe(reason);
    // a rejected provider can still be approved later
    expect((await call("POST", `/admin/providers/${provider.id}/approve`, admin)).statusCode).toBe(200);
    expect(
      (await call("GET", "/admin/providers/00000000-0000-0000-0000-000000000000", admin)).statusCode,
    ).toBe(404);
  });

  async function firstPublicCourseSlug() {
    const list = (await call("GET", "/courses", null)).json().courses as { slug: string }[];
    return list[0]?.slug;
  }
});
