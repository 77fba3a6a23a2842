import { once } from "node:events";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../db/schema/index";
import { nextAddress } from "../test/accounts";
import { createTestApp, type TestApp } from "../test/test-app";

describe("error format and languages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: "reference" });
  });
  afterAll(() => t.close());

  it("answers an unknown API path with 404 and a Bulgarian message by default", async () => {
    const res = await t.app.inject({ url: "/api/v1/no-such-thing" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/application\/json/);
    expect(res.json()).toEqual({ code: "route_not_found", message: "Този адрес не съществува в API" });
  });

  it("answers a malformed address in the error format and the request's language", async () => {
    for (const url of ["/api/v1/courses/%E0%A4%A", "/api/v1/courses/%"]) {
      const res = await t.app.inject({ url, headers: { "content-language": "en" } });
      expect(res.statusCode).toBe(400);
      expect(res.headers["content-type"]).toMatch(/application\/json/);
      expect(res.json()).toEqual({ code: "validation_failed", message: "The given data was invalid" });
    }
    const bg = await t.app.inject({ url: "/api/v1/courses/%" });
    expect(bg.json().message).toBe("Подадените данни са невалидни");
  });

  it("answers a Content-Length Node cannot parse in the error format and the request's language", async () => {
    // Node's parser refuses it before Fastify (inject skips the parser): a real socket on a real port
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = new URL(address);
    const send = async (language: string) => {
      const socket = connect(Number(port), "127.0.0.1");
      await once(socket, "connect");
      socket.end(
        `POST /api/v1/contact HTTP/1.1\r\nHost: 127.0.0.1\r\n${language}Content-Length: abc\r\n\r\n`,
      );
      const chunks: Buffer[] = [];
      socket.on("data", (chunk: Buffer) => chunks.push(chunk));
      await once(socket, "close");
      const raw = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = raw.split("\r\n\r\n");
      return {
        status: head.split(" ")[1],
        type: /content-type: (.*)/i.exec(head)?.[1],
        body: JSON.parse(body),
      };
    };
    const en = await send("Content-Language: en\r\n");
    expect(en.status).toBe("400");
    expect(en.type).toMatch(/application\/json/);
    expect(en.body).toEqual({ code: "validation_failed", message: "The given data was invalid" });
    expect((await send("")).body).toEqual({
      code: "validation_failed",
      message: "Подадените данни са невалидни",
    });
  });

  it("answers in English when Content-Language is en", async () => {
    const res = await t.app.inject({
      url: "/api/v1/courses/no-such-course",
      headers: { "content-language": "en" },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: "course_not_found", message: "Course does not exist" });
  });

  it("answers invalid input with 422, the given-data message and errors per field", async () => {
    const res = await t.app.inject({
      url: "/api/v1/courses?page=0&sort=cheapest",
      headers: { "content-language": "en" },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe("The given data was invalid");
    expect(body.code).toBe("validation_failed");
    expect(Object.keys(body.errors).sort()).toEqual(["page", "sort"]);
    expect(body.errors.page[0]).toBe("The value is too small");
  });

  it("tells a value of the wrong type from a missing one, in the body and in the query", async () => {
    const en = { "content-language": "en", "content-type": "application/json" };
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: en,
      payload: { email: 42, password: ["demo12345"] },
      remoteAddress: nextAddress(),
    });
    const missing = await t.app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: en,
      payload: { email: null },
      remoteAddress: nextAddress(),
    });
    const query = await t.app.inject({ url: "/api/v1/courses?page=1.5&rating=x", headers: en });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ email: ["Invalid value"], password: ["Invalid value"] });
    expect(missing.json().errors).toEqual({
      email: ["This field is required"],
      password: ["This field is required"],
    });
    expect(query.json().errors).toEqual({ page: ["Invalid value"], rating: ["Invalid value"] });
  });

  it("localizes the validation message in Bulgarian", async () => {
    const res = await t.app.inject({ url: "/api/v1/courses?page=abc" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe("Подадените данни са невалидни");
  });

  it("serves the OpenAPI document with the public routes", async () => {
    const res = await t.app.inject({ url: "/api/v1/docs/json" });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of [
      "/api/v1/health",
      "/api/v1/index",
      "/api/v1/courses",
      "/api/v1/courses/{slug}",
      "/api/v1/providers/{slug}",
      "/api/v1/home",
    ]) {
      expect(paths).toContain(p);
    }
  });

  it("answers a body over the size limit with 413 and a too-large message, and stores nothing", async () => {
    const before = await t.database.db.$count(contactMessages);
    const payload = JSON.stringify({ name: "Мария", message: "a".repeat(1024 * 1024) });
    const send = (language: string) =>
      t.app.inject({
        method: "POST",
        url: "/api/v1/contact",
        headers: { "content-type": "application/json", "content-language": language },
        payload,
        remoteAddress: nextAddress(),
      });
    const bg = await send("bg");
    expect(bg.statusCode).toBe(413);
    expect(bg.json()).toEqual({ code: "payload_too_large", message: "Изпратените данни са твърде големи." });
    const en = await send("en");
    expect(en.statusCode).toBe(413);
    expect(en.json()).toEqual({ code: "payload_too_large", message: "The request is too large." });
    expect(await t.database.db.$count(contactMessages)).toBe(before);
  });

  it("answers an unexpected failure with 500 and the unexpected-error message, never the details", async () => {
    const broken = await createTestApp({ seed: "none" });
    await broken.database.close();
    const res = await broken.app.inject({ url: "/api/v1/index", headers: { "content-language": "en" } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: "unexpected", message: "Unexpected error" });
    await broken.close();
  });
});
