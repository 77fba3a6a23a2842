import type { FastifySchemaCompiler } from "fastify";
import { validatorCompiler } from "fastify-type-provider-zod";

/**
 * The body schema documents the route (OpenAPI) while the service parses the body itself, so that bad
 * input is refused with "please fill in all fields (correctly)" and catalog keys per field (spec 5).
 * Params and query strings are still validated as usual.
 */
export const parsedInService: { validatorCompiler: FastifySchemaCompiler<unknown> } = {
  validatorCompiler: (route) =>
    route.httpPart === "body"
      ? (value) => ({ value })
      : (validatorCompiler as unknown as FastifySchemaCompiler<unknown>)(route),
};
