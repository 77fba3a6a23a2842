import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { apiError } from "@kursove/contracts";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { authCookieName } from "./auth-cookie";
import { audienceOf } from "./route-audience";

type Transform = NonNullable<FastifyDynamicSwaggerOptions["transform"]>;
type JsonObject = Record<string, unknown>;

const prefix = "/api/v1";

/** The two ways a request carries a session (auth.plugin.ts; ADR 003): the web's cookie, or the token itself. */
export const securitySchemes = {
  cookieSession: {
    type: "apiKey",
    in: "cookie",
    name: authCookieName,
    description: "The session token that the web app keeps in an HttpOnly cookie after sign-in.",
  },
  bearerToken: {
    type: "http",
    scheme: "bearer",
    description: "The session token answered by POST /login or POST /register as `t`.",
  },
} as const;

const signedIn = [{ cookieSession: [] }, { bearerToken: [] }];

/**
 * Path parameters renamed in the document only: GET /courses/:slug/reviews (by slug) and the reviews of a
 * course by its id are one address to OpenAPI, which allows one name per place. The routes stay as they are.
 */
const renamedParameters: Record<string, { from: string; to: string; description: string }> = {
  "GET /courses/:slug/reviews": { from: "slug", to: "course", description: "The course's slug." },
  "POST /courses/:id/reviews": { from: "id", to: "course", description: "The course's id." },
  "GET /courses/:id/reviews/mine": { from: "id", to: "course", description: "The course's id." },
};

/** An operationId from the method and address: `GET /courses/:slug/reviews` → `getCoursesBySlugReviews`. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .split("/")
    .filter(Boolean)
    .map((part) => (part.startsWith(":") ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return method.toLowerCase() + words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join("");
}

function renameParameter(schema: JsonObject, from: string, to: string, description: string) {
  const params = schema.params as { properties?: JsonObject; required?: string[] } | undefined;
  if (!params?.properties?.[from]) return;
  const { [from]: parameter, ...others } = params.properties;
  params.properties = { ...others, [to]: { ...(parameter as JsonObject), description } };
  params.required = params.required?.map((name) => (name === from ? to : name));
}

/** Every failed call answers the error format (ARCHITECTURE.md, error format), whatever the route. */
const failure = apiError.describe(
  "The request failed: `message` in the request's language, `code` from errorCodes, `errors` per field.",
);

/**
 * The document's view of each route: only the API is described (the pages, the catch-all answering 404 and
 * the documentation itself are hidden), every operation has an id, and its security follows the route's
 * audience: public routes need nothing, all others a session, by cookie or bearer token.
 */
export const documentRoute: Transform = (input) => {
  const { url, route } = input;
  const methods = [route.method].flat();
  if (!url.startsWith(`${prefix}/`) || url === `${prefix}/*` || url.startsWith(`${prefix}/docs`))
    return { schema: { ...input.schema, hide: true }, url };
  const response = (input.schema?.response ?? {}) as JsonObject;
  const transformed = jsonSchemaTransform({
    ...input,
    schema: { ...input.schema, response: { ...response, "4XX": failure } },
  }) as { schema: JsonObject & { response: JsonObject }; url: string };
  // a route that describes no answer of its own still succeeds: as @fastify/swagger says without a 4XX
  if (Object.keys(response).length === 0)
    transformed.schema.response = {
      200: { type: "null", description: "Default Response" },
      ...transformed.schema.response,
    };
  const method = methods[0] ?? "GET";
  const path = url.slice(prefix.length);
  const schema: JsonObject = {
    ...transformed.schema,
    operationId: operationIdOf(method, path),
    security: audienceOf(method, path) === "public" ? [] : signedIn,
  };
  const renamed = renamedParameters[`${method} ${path}`];
  if (!renamed) return { schema, url: transformed.url };
  renameParameter(schema, renamed.from, renamed.to, renamed.description);
  return { schema, url: transformed.url.replace(`:${renamed.from}`, `:${renamed.to}`) };
};
