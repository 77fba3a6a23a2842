import type { Readable } from "node:stream";
import {
  courseDocument,
  courseDocumentList,
  courseDocumentsBody,
  courseDocumentsSaved,
  courseMedia,
} from "@kursove/contracts";
import { translate } from "@kursove/i18n";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../platform/errors";
import { requireAdmin, requireAuth } from "../auth";
import * as documents from "./documents.service";
import type { MediaDeps } from "./media.service";
import { requireOwnCourse } from "./media.service";
import { isSizeLimit, type Part } from "./upload-stream";

/** RFC 5987 form of a file name for Content-Disposition. */
const encodeFileName = (name: string) =>
  encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** Course documents (held until the editor saves them) and the editor's media overview (ADR 012). */
export const documentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): MediaDeps => ({ db: app.deps.database.db, storage: app.deps.storage });
  const params = z.object({ id: z.string().uuid() });
  const documentParams = params.extend({ documentId: z.string().uuid() });

  app.get(
    "/provider/courses/:id/media",
    {
      schema: {
        tags: ["provider"],
        summary: "The course's cover, thumbnail, video (attached and held), documents and upload limits",
        params,
        response: { 200: courseMedia },
      },
    },
    async (request) => {
      const course = await requireOwnCourse(
        app.deps.database.db,
        requireAuth(request).user,
        request.params.id,
        {
          admin: true,
        },
      );
      return documents.getCourseMedia(app.deps.database.db, course.id);
    },
  );

  app.get(
    "/admin/courses/:id/media",
    {
      schema: {
        tags: ["admin"],
        summary: "A course's media for the admin preview",
        params,
        response: { 200: courseMedia },
      },
    },
    async (request) => {
      requireAdmin(request);
      return documents.getCourseMedia(app.deps.database.db, request.params.id);
    },
  );

  app.post(
    "/provider/courses/:id/documents",
    {
      schema: {
        tags: ["provider"],
        summary:
          "Upload a document: multipart label, description, then the file `file` (at most 5 documents, 50 MB together), held until the documents are saved",
        consumes: ["multipart/form-data"],
        params,
        response: { 201: courseDocument },
      },
    },
    async (request, reply) => {
      const { user } = requireAuth(request);
      // ownership first: a stranger's upload is not even read
      await requireOwnCourse(app.deps.database.db, user, request.params.id);
      const fields: Record<string, string> = {};
      let file: Readable | null = null;
      let fileName: string | undefined;
      try {
        const limits = { fileSize: documents.documentLimits.documentsBytes + 1, files: 1, fields: 10 };
        for await (const raw of request.parts({ limits })) {
          const part = raw as Part;
          if (part.type === "file" && part.fieldname === "file") {
            file = part.file;
            fileName = part.filename;
            // the file is the last part: what follows it is not read
            break;
          }
          if (part.type === "file") part.file.resume();
          else fields[part.fieldname] = String(part.value ?? "");
        }
      } catch (error) {
        if (isSizeLimit(error))
          throw new AppError(422, "validation_failed", { file: ["field.documents_too_large"] });
        throw new AppError(422, "validation_failed");
      }
      try {
        const saved = await documents.uploadCourseDocument(deps(), user, request.params.id, {
          file,
          fileName,
          fields,
        });
        return reply.status(201).send(saved);
      } catch (error) {
        // the client went away mid-upload (nothing was kept): not a server failure to log as one
        if (!(error instanceof AppError) && request.raw.destroyed)
          throw new AppError(400, "validation_failed");
        throw error;
      }
    },
  );

  app.put(
    "/provider/courses/:id/documents",
    {
      schema: {
        tags: ["provider"],
        summary:
          "Save the documents: the listed ones are attached in this order with their label and description, the others deleted",
        params,
        body: courseDocumentsBody,
        response: { 200: courseDocumentsSaved },
      },
    },
    async (request) => {
      const saved = await documents.saveCourseDocuments(
        deps(),
        requireAuth(request).user,
        request.params.id,
        request.body,
      );
      return { ...saved, message: translate(request.locale, "success.documents_added") };
    },
  );

  app.delete(
    "/provider/courses/:id/documents/:documentId",
    {
      schema: {
        tags: ["provider"],
        summary: "Delete a document of the course, held or attached, with its file",
        params: documentParams,
        response: { 200: courseDocumentList },
      },
    },
    async (request) =>
      documents.removeCourseDocument(
        deps(),
        requireAuth(request).user,
        request.params.id,
        request.params.documentId,
      ),
  );

  app.get(
    "/provider/courses/:id/documents/:documentId/file",
    {
      schema: {
        tags: ["provider"],
        summary: "A document's bytes, as an attachment, for the course's provider and admins",
        params: documentParams,
      },
    },
    async (request, reply) => {
      const file = await documents.downloadCourseDocument(
        deps(),
        requireAuth(request).user,
        request.params.id,
        request.params.documentId,
      );
      reply.header("content-type", file.mime);
      reply.header("content-length", file.size);
      reply.header("content-disposition", `attachment; filename*=UTF-8''${encodeFileName(file.fileName)}`);
      reply.header("x-content-type-options", "nosniff");
      return reply.send(file.stream);
    },
  );
};
