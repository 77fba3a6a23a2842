import { errorCodes } from "@kursove/contracts";
import { type Locale, translate } from "@kursove/i18n";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "./errors";
import { valueAt } from "./forms";
import { invalidText } from "./nul-characters";
import { temporarilyUnavailable } from "./unavailable";

const catalogued: ReadonlySet<string> = new Set(errorCodes);

type Issue = { code: string; input?: unknown; message?: string | undefined };

/** Maps a zod issue to a localized field message of the catalog. */
function fieldMessage(locale: Locale, issue: Issue): string {
  // a value sent with the wrong type is invalid, never "required" (see sentButWrongType)
  if (issue.code === "invalid_type" && issue.input != null && issue.message === "field.required")
    return translate(locale, "field.invalid_value");
  // schemas name their own messages by catalog key (packages/contracts)
  if (issue.message && translate(locale, issue.message) !== issue.message)
    return translate(locale, issue.message);
  switch (issue.code) {
    case "invalid_type":
      return translate(locale, issue.input == null ? "field.required" : "field.invalid_value");
    case "too_small":
      return translate(locale, "field.too_small");
    case "too_big":
      return translate(locale, "field.too_big");
    default:
      return translate(locale, "field.invalid_value");
  }
}

/** Turns every failure into the API's error body, in the request's language. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = request.locale;
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string[]> = {};
      // zod leaves the input out of its issues, so "missing" versus "wrong" is read from the request itself
      const part = { body: request.body, querystring: request.query, params: request.params }[
        error.validationContext as "body" | "querystring" | "params"
      ];
      for (const v of error.validation) {
        const path = v.instancePath.split("/").filter(Boolean);
        const issue: Issue = { code: v.keyword, input: valueAt(part, path), message: v.message };
        const field = v.instancePath.replace(/^\//, "").replace(/\//g, ".") || "_";
        const list = errors[field] ?? [];
        list.push(fieldMessage(locale, issue));
        errors[field] = list;
      }
      return reply
        .status(422)
        .send({ message: translate(locale, "validation_failed"), code: "validation_failed", errors });
    }
    if (error instanceof AppError) {
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (retryAfter) reply.header("retry-after", String(retryAfter));
      const fields = error.fieldErrors
        ? Object.fromEntries(
            Object.entries(error.fieldErrors).map(([field, keys]) => [
              field,
              keys.map((k) => translate(locale, k)),
            ]),
          )
        : undefined;
      return reply.status(error.statusCode).send({
        message: translate(locale, error.code),
        code: error.code,
        ...(fields ? { errors: fields } : {}),
      });
    }
    if (invalidText(error)) {
      // text PostgreSQL cannot store (a NUL character in a multipart field): the sender's fault
      return reply
        .status(422)
        .send({ message: translate(locale, "validation_failed"), code: "validation_failed" });
    }
    if (temporarilyUnavailable(error)) {
      // PostgreSQL restarting or out of reach, the disk full: said at once, so clients retry later
      request.log.warn({ err: error }, "service unavailable");
      reply.header("retry-after", "5");
      return reply
        .status(503)
        .send({ message: translate(locale, "service_unavailable"), code: "service_unavailable" });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return reply.status(500).send({ message: translate(locale, "unexpected"), code: "unexpected" });
    }
    if (status === 413) {
      // a body over the limit (Fastify's or a multipart one) is too large, not invalid
      return reply
        .status(413)
        .send({ message: translate(locale, "payload_too_large"), code: "payload_too_large" });
    }
    // Fastify's own 4xx (bad JSON, an unknown content type...) keep their status with a localized generic
    // message and the catalogue's code: its FST_ERR_* names are not part of the API (API.md errors)
    const code = catalogued.has(error.code) ? error.code : "validation_failed";
    return reply
      .status(status === 400 ? 422 : status)
      .send({ message: translate(locale, "validation_failed"), code });
  });
}
