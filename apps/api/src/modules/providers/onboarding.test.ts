import { ownProvider, providerRequest } from "@kursove/contracts";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerLectors, providers } from "../../db/schema/index";
import { apiCaller, bearer, nextAddress, signUp } from "../../test/accounts";
import { imageForm, pngLogo, validSteps } from "../../test/providers";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("becoming a provider", () => {
  let t: TestApp;
  let logo: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    logo = await pngLogo();
  });
  afterAll(() => t.close());

  const call: ReturnType<typeof apiCaller> = (...args) => apiCaller(t.app)(...args);
  const uploadLogo = (token: string, bytes: Buffer, type = "image/png") => {
    const form = imageForm(bytes, type);
    return t.app.inject({
      method: "POST",
      url: "/api/v1/provider/request/logo",
      payload: form.payload,
      headers: { ...bearer(token), ...form.headers, "content-language": "en" },
      remoteAddress: nextAddress(),
    });
  };
  const login = async (email: string) =>
    (await call("POST", "/login", null, { email, password: "demo12345" })).json().t as string;
  const fillAll = async (token: string) => {
    for (const n of [1, 2, 3, 4] as const) {
      const res = await call("PUT", `/provider/request/steps/${n}`, token, validSteps[n]);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await uploadLogo(token, logo)).statusCode).toBe(200);
  };

  it("refuses a company name of 31 characters with a clear message and saves nothing", async () => {
    const { token } = await signUp(t.app);
    const res = await call("PUT", "/provider/request/steps/1", token, {
      ...validSteps[1],
      company_name: "А".repeat(31),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "fill_all_fields",
      message: "Please fill in all fields (correctly)",
      errors: { company_name: ["The company name may be at most 30 characters"] },
    });
    const saved = providerRequest.parse((await call("GET", "/provider/request", token)).json());
    expect(saved.step).toBe(0);
    expect(saved.data.company_name).not.toBe("А".repeat(31));
    const ok = await call("PUT", "/provider/request/steps/1", token, {
      ...validSteps[1],
      company_name: "А".repeat(30),
    });
    expect(ok.statusCode).toBe(200);
  });

  it("refuses a bad VAT id, missing contact names, a bad phone, a bad website and a bad IBAN checksum", async () => {
    const { token } = await signUp(t.app);
    const vat = await call("PUT", "/provider/request/steps/1", token, { ...validSteps[1], vat_id: "12345" });
    expect(vat.json().errors).toEqual({ vat_id: ["Enter a valid VAT or registration number"] });
    const contact = await call("PUT", "/provider/request/steps/2", token, {
      ...validSteps[2],
      contact_first_name: " ",
      contact_last_name: undefined,
      phone: "0888 12",
      website: "not a site",
    });
    expect(contact.statusCode).toBe(422);
    expect(contact.json().errors).toMatchObject({
      contact_first_name: ["This field is required"],
      contact_last_name: ["This field is required"],
      phone: ["Enter a valid phone number"],
      website: [expect.stringContaining("valid website")],
    });
    const iban = await call("PUT", "/provider/request/steps/3", token, {
      ...validSteps[3],
      iban: "BG81BNBG96611020345678",
    });
    expect(iban.statusCode).toBe(422);
    expect(iban.json().errors.iban[0]).toContain("valid IBAN");
    // a city not in the list is the sender's error (422), not a broken reference at submission
    for (const city_id of [99_999, 2_147_483_648]) {
      const city = await call("PUT", "/provider/request/steps/2", token, { ...validSteps[2], city_id });
      expect(city.statusCode, city.body).toBe(422);
      expect(city.json().errors).toEqual({ city_id: ["Invalid value"] });
    }
    // a value of the wrong type was sent: it is invalid, not missing
    const typed = await call("PUT", "/provider/request/steps/1", token, {
      ...validSteps[1],
      company_name: 42,
    });
    expect(typed.json().errors).toEqual({ company_name: ["Invalid value"] });
    const saved = providerRequest.parse((await call("GET", "/provider/request", token)).json());
    expect(saved.step).toBe(0);
  });

  it("saves each step normalised and keeps it between visits; submitting with a step missing is refused", async () => {
    const { token } = await signUp(t.app);
    for (const n of [1, 2] as const) {
      expect((await call("PUT", `/provider/request/steps/${n}`, token, validSteps[n])).statusCode).toBe(200);
    }
    const saved = providerRequest.parse((await call("GET", "/provider/request", token)).json());
    expect(saved.step).toBe(2);
    expect(saved.data).toMatchObject({
      company_name: "Школа Изгрев",
      vat_id: "BG204567891",
      phone: "+359888123456",
      website: "https://izgrev.example.bg",
      city_id: null,
    });
    const missing = await call("POST", "/provider/request", token);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe("fill_all_fields");
    expect(Object.keys(missing.json().errors)).toEqual(
      expect.arrayContaining(["iban", "account_holder", "punchline", "description", "logo"]),
    );
    expect((await call("GET", "/provider/request", token)).statusCode).toBe(200);
  });

  it("refuses a logo that is too big or not an image, and keeps a good one", async () => {
    const { token } = await signUp(t.app);
    const big = await uploadLogo(token, Buffer.alloc(2 * 1024 * 1024 + 10, 1));
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.image).toEqual(["The image must be smaller than 2 MB"]);
    const text = await uploadLogo(token, Buffer.from("<svg>not really</svg>"), "image/png");
    expect(text.statusCode).toBe(422);
    expect(text.json().code).toBe("image_type");
    const ok = await uploadLogo(token, logo);
    expect(ok.statusCode).toBe(200);
    const url = providerRequest.parse(ok.json()).logo!;
    const file = await t.app.inject({ url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("image/webp");
    expect((await sharp(file.rawPayload).metadata()).width).toBe(400);
  });

  it("submits the four steps: a pending provider with a unique slug, the draft gone and a mail sent", async () => {
    const { token, body } = await signUp(t.app);
    await fillAll(token);
    const res = await call("POST", "/provider/request", token);
    expect(res.statusCode, res.body).toBe(201);
    const provider = ownProvider.parse(res.json());
    expect(provider).toMatchObject({
      status: "pending",
      company_name: "Школа Изгрев",
      slug: "shkola-izgrev",
      vat_id: "BG204567891",
      iban: "BG80BNBG96611020345678",
      phone: "+359888123456",
      contact_first_name: "Иван",
    });
    expect(provider.logo).toMatch(/^\/api\/v1\/files\//);
    const me = (await call("GET", "/user", token)).json();
    expect(me).toMatchObject({ is_provider: true, provider_slug: "shkola-izgrev" });
    const mail = await t.lastMailTo(body.email);
    expect(mail?.subject).toMatch(/provider request|заявката Ви за доставчик/);
    expect(mail?.text).toContain("Школа Изгрев");
    expect(mail?.text).toContain("/dashboard");
    // the same company name from someone else gets another slug
    const second = await signUp(t.app);
    await fillAll(second.token);
    const other = ownProvider.parse((await call("POST", "/provider/request", second.token)).json());
    expect(other.slug).toBe("shkola-izgrev-2");
    // the owner previews the pending page; the public does not see it
    expect((await call("GET", "/providers/shkola-izgrev", token)).statusCode).toBe(200);
    expect((await call("GET", "/providers/shkola-izgrev", null)).statusCode).toBe(404);
  });

  it("makes one provider of a request submitted several times at once, and of one company name from three users", async () => {
    const [a, b, c] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
    const company = { ...validSteps[1], company_name: `Състезание ${Date.now().toString(36)}` };
    for (const { token } of [a, b, c]) {
      await fillAll(token);
      expect((await call("PUT", "/provider/request/steps/1", token, company)).statusCode).toBe(200);
    }
    // every losing save looks again: a's repeats find a's provider, the others the next free slug
    const answers = await Promise.all([
      ...[1, 2, 3, 4].map(() => call("POST", "/provider/request", a.token)),
      call("POST", "/provider/request", b.token),
      call("POST", "/provider/request", c.token),
    ]);
    const bodies = answers.map((r) => r.body.slice(0, 200)).join("\n");
    const mine = answers.slice(0, 4);
    expect(mine.map((r) => r.statusCode).sort(), bodies).toEqual([201, 409, 409, 409]);
    for (const refused of mine.filter((r) => r.statusCode === 409))
      expect(refused.json().code).toBe("already_provider");
    expect(
      answers.slice(4).map((r) => r.statusCode),
      bodies,
    ).toEqual([201, 201]);
    const made = [mine.find((r) => r.statusCode === 201)!, ...answers.slice(4)];
    expect(new Set(made.map((r) => r.json().slug)).size).toBe(3);
  });

  it("refuses a provider and an accepted lector with 409 and a clear code", async () => {
    const provider = await login("provider@example.com");
    for (const [method, url] of [
      ["GET", "/provider/request"],
      ["PUT", "/provider/request/steps/1"],
      ["POST", "/provider/request"],
    ] as const) {
      const res = await call(method, url, provider, validSteps[1]);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: "already_provider" });
    }
    const lector = await login("lector@example.com");
    const res = await call("GET", "/provider/request", lector);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "already_lector", message: expect.stringContaining("lector") });
    // a pending provider is refused too
    const { token } = await signUp(t.app);
    await fillAll(token);
    await call("POST", "/provider/request", token);
    expect((await call("POST", "/provider/request", token)).json().code).toBe("already_provider");
    expect((await call("GET", "/provider/request", null)).statusCode).toBe(401);
  });

  it("reopens a rejected request with its data and reason, and resubmits it as pending", async () => {
    const { token } = await signUp(t.app);
    await fillAll(token);
    const sent = ownProvider.parse((await call("POST", "/provider/request", token)).json());
    await t.database.db
      .update(providers)
      .set({ status: "rejected", rejectionReason: "The logo is not readable.", decidedAt: new Date() })
      .where(eq(providers.id, sent.id));
    const reopened = providerRequest.parse((await call("GET", "/provider/request", token)).json());
    expect(reopened).toMatchObject({
      step: 4,
      data: { company_name: "Школа Изгрев", iban: "BG80BNBG96611020345678" },
      rejection: { reason: "The logo is not readable." },
    });
    expect(reopened.logo).toBe(sent.logo);
    const changed = await call("PUT", "/provider/request/steps/1", token, {
      ...validSteps[1],
      company_name: "Нов Изгрев",
    });
    expect(changed.statusCode).toBe(200);
    const again = ownProvider.parse((await call("POST", "/provider/request", token)).json());
    expect(again).toMatchObject({
      id: sent.id,
      status: "pending",
      company_name: "Нов Изгрев",
      slug: "nov-izgrev",
    });
  });

  it("refuses a user who became an accepted lector meanwhile", async () => {
    const { token } = await signUp(t.app);
    const me = (await call("GET", "/user", token)).json();
    const [akademia] = await t.database.db
      .select()
      .from(providers)
      .where(eq(providers.slug, "akademia-znanie"));
    await t.database.db
      .insert(providerLectors)
      .values({ providerId: akademia!.id, lectorUserId: me.id, status: "accepted" });
    const res = await call("PUT", "/provider/request/steps/1", token, validSteps[1]);
    expect(res.json().code).toBe("already_lector");
  });
});
