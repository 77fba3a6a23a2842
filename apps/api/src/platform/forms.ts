import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "./errors";

/** Field errors of a failed parse, as catalog keys, under the field's name. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    const list = errors[key] ?? [];
    const message = issue.message.startsWith("field.") ? issue.message : "field.invalid_value";
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  }
  return errors;
}

/** Parses a form body, or refuses it with "please fill in all fields (correctly)" and per-field errors. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError(422, "fill_all_fields", fieldErrorsOf(parsed.error));
}

/**
 * The body schema documents the route (OpenAPI) while the service parses the body itself, so that bad
 * input is refused with "please fill in all fields (correctly)" and catalog keys per field.
 * Params and query strings are still validated as usual.
 */
export const parsedInService: { validatorCompiler: FastifySchemaCompiler<unknown> } = {
  validatorCompiler: (route) =>
    route.httpPart === "body"
      ? (value) => ({ value })
      : (validatorCompiler as unknown as FastifySchemaCompiler<unknown>)(route),
};
