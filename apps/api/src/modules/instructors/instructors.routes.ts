import { imageMaxBytes, instructorFields, instructorList } from "@kursove/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { requireAuth } from "../auth";
import { requireOwnProvider } from "../providers";
import * as instructors from "./instructors.service";

type Multipart = { fields: Record<string, string>; image: Buffer | null };

/** Reads a multipart form: its text fields and the file of the field `image` (under 2 MB). */
async function readForm(request: {
  parts: (options?: object) => AsyncIterableIterator<unknown>;
}): Promise<Multipart> {
  const fields: Record<string, string> = {};
  let image: Buffer | null = null;
  try {
    for await (const raw of request.parts({ limits: { fileSize: imageMaxBytes, files: 1, fields: 10 } })) {
      const part = raw as {
        type: "file" | "field";
        fieldname: string;
        value?: unknown;
        toBuffer?: () => Promise<Buffer>;
        file?: { truncated: boolean };
      };
      if (part.type === "file") {
        const bytes = await part.toBuffer!();
        if (part.file?.truncated)
          throw new AppError(422, "validation_failed", { image: ["field.image_too_large"] });
        if (part.fieldname === "image" && bytes.length > 0) image = bytes;
      } else {
        fields[part.fieldname] = String(part.value ?? "");
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new AppError(422, "validation_failed", { image: ["field.image_too_large"] });
    throw new AppError(422, "validation_failed");
  }
  return { fields, image };
}

function parseFields(fields: Record<string, string>) {
  const parsed = instructorFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join(".") || "_";
    const list = errors[key] ?? [];
    list.push(issue.message.startsWith("field.") ? issue.message : "field.invalid_value");
    errors[key] = list;
  }
  throw new AppError(422, "validation_failed", errors);
}

/** The provider's instructors: list, add and change with a photo, remove (PORTFOLIO). */
export const instructorsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): instructors.InstructorsDeps => ({ db: app.deps.database.db, storage: app.deps.storage });
  app.addHook("onSend", async (_request, reply) => {
    reply.header("cache-control", "no-store");
  });
  const multipartSchema = { consumes: ["multipart/form-data"], response: { 200: instructorList } };

  app.get(
    "/instructors",
    {
      schema: {
        tags: ["provider"],
        summary: "The provider's instructors, higher order first",
        response: { 200: instructorList },
      },
    },
    async (request) => {
      const provider = await requireOwnProvider(app.deps.database.db, requireAuth(request).user);
      return instructors.listInstructors(app.deps.database.db, provider.id);
    },
  );

  app.post(
    "/instructors",
    {
      schema: {
        tags: ["provider"],
        summary: "Add an instructor: multipart name, role, order, about, image",
        ...multipartSchema,
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      // a provider's own action: others are refused before their upload is read
      await requireOwnProvider(app.deps.database.db, user);
      const form = await readForm(request);
      return instructors.createInstructor(deps(), user, parseFields(form.fields), form.image);
    },
  );

  app.post(
    "/instructors/:id",
    {
      schema: {
        tags: ["provider"],
        summary: "Change an instructor: multipart id, name, role, order, about, image",
        params: z.object({ id: z.string().uuid() }),
        ...multipartSchema,
      },
    },
    async (request) => {
      const { user } = requireAuth(request);
      // a provider's own action: others are refused before their upload is read
      await requireOwnProvider(app.deps.database.db, user);
      const form = await readForm(request);
      return instructors.updateInstructor(
        deps(),
        user,
        request.params.id,
        parseFields(form.fields),
        form.image,
      );
    },
  );

  app.delete(
    "/instructors/:id",
    {
      schema: {
        tags: ["provider"],
        summary:
          "Remove an instructor; answers the updated list (409 instructor_in_use while it teaches a session not over yet)",
        params: z.object({ id: z.string().uuid() }),
        response: { 200: instructorList },
      },
    },
    async (request) => instructors.deleteInstructor(deps(), requireAuth(request).user, request.params.id),
  );
};
