import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app";
import { operationIdOf } from "./openapi";
import { audienceOf } from "./route-audience";

type Operation = { operationId?: string; security?: Record<string, string[]>[]; responses: object };
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes?: Record<string, { type: string; in?: string; name?: string; scheme?: string }>;
  };
};

/** OPENAPI-DOC: the API's document says how to authenticate, names each operation and only the API. */
describe("the OpenAPI document", () => {
  let t: TestApp;
  let doc: Document;
  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
  beforeAll(async () => {
    t = await createTestApp({ seed: "none" });
    doc = t.app.swagger() as unknown as Document;
  });
  afterAll(() => t.close());

  it("describes the session cookie and the bearer token", () => {
    expect(doc.components.securitySchemes).toEqual({
      cookieSession: expect.objectContaining({ type: "apiKey", in: "cookie", name: "auth._token.local" }),
      bearerToken: expect.objectContaining({ type: "http", scheme: "bearer" }),
    });
  });

  it("gives each API operation a unique id, its security by audience and an error answer", () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(150);
    const ids = all.map((o) => o.operation.operationId);
    expect(ids.every((id) => id && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, method, operation } of all) {
      // {course} is the document's name for the reviews' :slug and :id, which have one audience each way
      const route = path
        .slice("/api/v1".length)
        .replace("{course}", ":id")
        .replace(/\{(\w+)\}/g, ":$1");
      const isPublic = audienceOf(method.toUpperCase(), route) === "public";
      expect(operation.security, `${method} ${path}`).toEqual(
        isPublic ? [] : [{ cookieSession: [] }, { bearerToken: [] }],
      );
      expect(Object.keys(operation.responses), `${method} ${path}`).toContain("4XX");
    }
    expect(doc.paths["/api/v1/user"]?.get?.security).toHaveLength(2);
    expect(doc.paths["/api/v1/courses"]?.get?.security).toEqual([]);
  });

  it("leaves out the pages, the catch-all and the documentation, and lets no two paths clash", () => {
    const paths = Object.keys(doc.paths);
    expect(
      paths.every((p) => p.startsWith("/api/v1/") && !p.includes("*") && !p.startsWith("/api/v1/docs")),
    ).toBe(true);
    const methods = new Set(operations().map((o) => o.method));
    expect([...methods].sort()).toEqual(["delete", "get", "patch", "post", "put"]);
    const shapes = paths.map((p) => p.replace(/\{[^}]+\}/g, "{}"));
    expect(shapes.filter((shape, i) => shapes.indexOf(shape) !== i)).toEqual([]);
    expect(Object.keys(doc.paths["/api/v1/courses/{course}/reviews"] ?? {}).sort()).toEqual(["get", "post"]);
  });

  it("names operations after their method and address", () => {
    expect(operationIdOf("GET", "/courses/:slug/reviews")).toBe("getCoursesBySlugReviews");
    expect(operationIdOf("PUT", "/provider/request/steps/:step")).toBe("putProviderRequestStepsByStep");
    expect(operationIdOf("POST", "/admin/course-revisions/:id/approve")).toBe(
      "postAdminCourseRevisionsByIdApprove",
    );
  });
});
