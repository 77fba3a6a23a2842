import type { FastifyInstance } from "fastify";
import { AppError } from "./errors";

/** How deeply a JSON body may nest arrays and objects: no request of the API needs more than a few. */
export const jsonDepthLimit = 64;

/**
 * Whether JSON text nests arrays and objects deeper than `limit`, read in one pass without recursion:
 * brackets inside strings (and escaped quotes) do not count.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth++;
      if (depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/**
 * JSON bodies are parsed as Fastify does, after a depth check: a body nested thousands of levels deep
 * overflowed the stack of the recursive walks after parsing (NUL check, validation) and answered 500.
 */
export function parseJsonBodies(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    // clients that send the JSON type on every request send it on bodiless ones too (PUT /user/wishlist/x):
    // an empty body is no body, and a route that needs one says which fields are missing
    if ((body as string).trim() === "") {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(body as string, jsonDepthLimit)) {
      done(new AppError(400, "json_too_deep"), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
