import { ownProvider } from "@kursove/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, bearer, nextAddress, signInDemo } from "../../test/accounts";
import { imageForm, pngLogo } from "../../test/providers";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("the provider's portfolio", () => {
  let t: TestApp;
  let provider: string;
  let other: string;
  let learner: string;
  beforeAll(async () => {
    t = await createTestApp();
    provider = await login("provider@example.com");
    other = await login("owner@digitalen-kampus.example.com");
    learner = await login("learner@example.com");
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const login = (email: string) => signInDemo(t.app, email);
  const current = async (token: string) => ownProvider.parse((await call("GET", "/provider", token)).json());
  const bodyOf = (p: ReturnType<typeof ownProvider.parse>) => ({
    company_name: p.company_name,
    company_owner: p.company_owner,
    vat_id: p.vat_id,
    vat_registered: p.vat_registered,
    contact_first_name: p.contact_first_name || "Мария",
    contact_last_name: p.contact_last_name || "Иванова",
    phone: p.phone || "+359888123456",
    email: p.email,
    website: p.website,
    address: p.address || "ул. Граф Игнатиев 1",
    city_id: p.city_id,
    iban: p.iban,
    account_holder: p.account_holder,
    punchline: p.punchline,
    welcome_text: p.welcome_text,
    description: p.description,
  });

  it("saves the portfolio and the public page shows it; the slug stays", async () => {
    const before = await current(provider);
    const otherBefore = await current(other);
    const res = await call("PUT", "/provider", provider, {
      ...bodyOf(before),
      company_name: "Академия Знание Плюс",
      punchline: "Нов девиз на академията",
      welcome_text: "Здравейте!",
      phone: "02 987 6543",
      iban: "bg80 bnbg 9661 1020 3456 78",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(ownProvider.parse(res.json())).toMatchObject({
      slug: before.slug,
      company_name: "Академия Знание Плюс",
      punchline: "Нов девиз на академията",
      phone: "+35929876543",
      iban: "BG80BNBG96611020345678",
    });
    const page = (await call("GET", `/providers/${before.slug}`, null)).json();
    expect(page).toMatchObject({ name: "Академия Знание Плюс", punchline: "Нов девиз на академията" });
    // another provider's data is untouched: PUT /provider only ever reaches the caller's own provider
    expect(await current(other)).toEqual(otherBefore);
  });

  it("refuses a 31-character company name and a bad IBAN, and changes nothing", async () => {
    const before = await current(provider);
    const res = await call("PUT", "/provider", provider, {
      ...bodyOf(before),
      company_name: "Б".repeat(31),
      iban: "BG00BNBG96611020345678",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "fill_all_fields",
      errors: {
        company_name: ["The company name may be at most 30 characters"],
        iban: [expect.stringContaining("valid IBAN")],
      },
    });
    expect(await current(provider)).toEqual(before);
  });

  it("refuses a city that is not in the list, or past PostgreSQL's integers, with 422 and changes nothing", async () => {
    const before = await current(provider);
    for (const city_id of [99_999, 2_147_483_648]) {
      const res = await call("PUT", "/provider", provider, { ...bodyOf(before), city_id });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ code: "fill_all_fields", errors: { city_id: ["Invalid value"] } });
    }
    expect(await current(provider)).toEqual(before);
  });

  it("replaces the logo with an image checked by its content", async () => {
    const before = await current(provider);
    const upload = async (bytes: Buffer, type: string, token = provider) => {
      const form = imageForm(bytes, type);
      return t.app.inject({
        method: "POST",
        url: "/api/v1/provider/logo",
        payload: form.payload,
        headers: { ...bearer(token), ...form.headers, "content-language": "en" },
        remoteAddress: nextAddress(),
      });
    };
    const fake = await upload(Buffer.from("%PDF-1.4 not an image"), "image/png");
    expect(fake.statusCode).toBe(422);
    expect(fake.json().message).toBe("Please upload an image of the correct type");
    const res = await upload(await pngLogo(), "image/png");
    expect(res.statusCode).toBe(200);
    const after = ownProvider.parse(res.json());
    expect(after.logo).not.toBe(before.logo);
    const page = (await call("GET", `/providers/${after.slug}`, null)).json();
    expect(page.logo.url).toBe(after.logo);
    expect((await upload(await pngLogo(), "image/png", learner)).statusCode).toBe(403);
  });

  it("is only for providers: 401 anonymous, 403 learners", async () => {
    expect((await call("PUT", "/provider", null, {})).statusCode).toBe(401);
    expect((await call("PUT", "/provider", learner, {})).statusCode).toBe(403);
  });
});
