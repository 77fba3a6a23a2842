import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/** The path of the first string holding a NUL character in `value` ("" for the value itself), or null. */
export function findNul(value: unknown, at = ""): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? at : null;
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const found = findNul(v, at ? `${at}.${i}` : String(i));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const found = findNul(k, at) ?? findNul(v, at ? `${at}.${k}` : k);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Text with a NUL character is refused (422, on its field) before anything reads it: PostgreSQL cannot
 * store it, so it would otherwise end as a server error deep in a write (found by fuzzing).
 * Bodies, query strings and path parameters; multipart fields meet the same refusal from the error
 * handler (invalidText).
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    for (const part of [request.body, request.query, request.params]) {
      const field = findNul(part);
      if (field !== null)
        throw new AppError(422, "validation_failed", { [field || "_"]: ["field.invalid_value"] });
    }
  });
}

/** PostgreSQL's refusal of text it cannot store (a NUL character, a broken encoding). */
export function invalidText(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "22021" || e.code === "22P05") return true;
  }
  return false;
}
