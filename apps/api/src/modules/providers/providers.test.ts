import { lectorProfile, ownProvider } from "@kursove/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

describe("provider and lector API (LECTOR-PROVIDERS, PROVIDER-FIELDS)", () => {
  let t: TestApp;
  let provider: string;
  let learner: string;
  let lector: string;
  beforeAll(async () => {
    t = await createTestApp();
    const login = (email: string) => signInDemo(t.app, email);
    provider = await login("provider@example.com");
    learner = await login("learner@example.com");
    lector = await login("lector@example.com");
  });
  afterAll(() => t.close());
  const send = (method: "GET", url: string, token: string) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { ...bearer(token), "content-language": "en" } });

  it("answers GET /provider with lectors[].pivot.status and GET /lector with providers[].pivot.status", async () => {
    const own = ownProvider.parse((await send("GET", "/provider", provider)).json());
    expect(own.slug).toBe("akademia-znanie");
    expect(own.lectors).toEqual([
      expect.objectContaining({ email: "lector@example.com", pivot: { status: "accepted" } }),
    ]);
    const me = lectorProfile.parse((await send("GET", "/lector", lector)).json());
    expect(me.providers).toEqual([
      expect.objectContaining({ slug: "akademia-znanie", pivot: { status: "accepted" } }),
    ]);
    expect((await send("GET", "/provider", learner)).statusCode).toBe(403);
    expect((await send("GET", "/lector", learner)).statusCode).toBe(403);
  });
});
