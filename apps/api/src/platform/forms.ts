import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { AppError } from "./errors";

/** The value at a path of a request's body or query, or undefined when it has none there. */
export function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * A value of the wrong type (a number for a text) was sent, so it is invalid, not missing, though many
 * schemas name "required" for any type error. zod leaves the input out of its issues: it is read from the request.
 */
export const sentButWrongType = (
  issue: { code: string; message: string },
  input: unknown,
  path: readonly PropertyKey[],
) => issue.code === "invalid_type" && issue.message === "field.required" && valueAt(input, path) != null;

/** Field errors of a failed parse of `input`, as catalog keys, under the field's name. */
export function fieldErrorsOf(error: z.ZodError, input?: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    const list = errors[key] ?? [];
    const message =
      issue.message.startsWith("field.") && !sentButWrongType(issue, input, issue.path)
        ? issue.message
        : "field.invalid_value";
    if (!list.includes(message)) list.push(message);
    errors[key] = list;
  }
  return errors;
}

/** Parses a form body, or refuses it with "please fill in all fields (correctly)" and per-field errors. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  throw new AppError(422, "fill_all_fields", fieldErrorsOf(parsed.error, body));
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
