import { guideList } from "@kursove/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInDemo } from "../../test/accounts";
import { createTestApp, type TestApp } from "../../test/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const list = async (language = "bg") =>
  guideList.parse(
    (await t.app.inject({ url: "/api/v1/guides", headers: { "content-language": language } })).json(),
  );

describe("user manuals", () => {
  it("lists a manual per role, in the reader's language, served by the platform when no setting is given", async () => {
    expect((await list()).guides).toEqual([
      {
        role: "user",
        title: "Ръководство за потребители",
        url: "/api/v1/guides/user.pdf?lang=bg",
        external: false,
      },
      {
        role: "provider",
        title: "Ръководство за доставчици на курсове",
        url: "/api/v1/guides/provider.pdf?lang=bg",
        external: false,
      },
      {
        role: "lector",
        title: "Ръководство за лектори",
        url: "/api/v1/guides/lector.pdf?lang=bg",
        external: false,
      },
    ]);
    expect((await list("en")).guides.map((g) => [g.title, g.url])).toEqual([
      ["User guide", "/api/v1/guides/user.pdf?lang=en"],
      ["Guide for course providers", "/api/v1/guides/provider.pdf?lang=en"],
      ["Guide for lectors", "/api/v1/guides/lector.pdf?lang=en"],
    ]);
  });

  it("takes each address from its setting when it is set", async () => {
    const guides = t.app.deps.config.guides;
    guides.provider = "https://docs.example.com/kursove/provider.pdf";
    // settings are read at start; changed here while running, the public cache must forget the answer
    t.app.publicCache.clear();
    try {
      const provider = (await list()).guides.find((g) => g.role === "provider");
      expect(provider).toMatchObject({
        url: "https://docs.example.com/kursove/provider.pdf",
        external: true,
      });
      expect((await list()).guides.find((g) => g.role === "user")?.external).toBe(false);
    } finally {
      guides.provider = undefined;
      t.app.publicCache.clear();
    }
  });

  it("downloads each manual as a PDF in the asked language", async () => {
    for (const role of ["user", "provider", "lector"]) {
      for (const lang of ["bg", "en"]) {
        const res = await t.app.inject({ url: `/api/v1/guides/${role}.pdf?lang=${lang}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers["content-type"]).toBe("application/pdf");
        expect(res.headers["content-disposition"]).toBe(
          `attachment; filename="kursove-${role}-guide-${lang}.pdf"`,
        );
        const pdf = res.rawPayload;
        expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
        expect(pdf.length).toBeGreaterThan(10_000);
        // The document's language is declared for screen readers.
        expect(pdf.toString("latin1")).toContain(lang === "en" ? "/Lang (en-GB)" : "/Lang (bg-BG)");
      }
    }
    const english = await t.app.inject({ url: "/api/v1/guides/provider.pdf?lang=en" });
    expect(english.rawPayload.toString("latin1")).toContain("Kursove: Guide for course providers");
  });

  it("answers 404 for a manual that does not exist", async () => {
    const res = await t.app.inject({ url: "/api/v1/guides/admin.pdf" });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: "not_found" });
  });

  it("gives lectors their manual's address in their area", async () => {
    const token = await signInDemo(t.app, "lector@example.com");
    const area = await t.app.inject({
      url: "/api/v1/lector",
      headers: { authorization: `Bearer ${token}`, "content-language": "en" },
    });
    expect(area.json().manual_url).toBe("/api/v1/guides/lector.pdf?lang=en");
  });
});
