import { photoImageTypes } from "@kursove/contracts/constants";
import type { Locale } from "@kursove/i18n";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Db } from "../../db/client";
import { AppError } from "../../platform/errors";
import { type MailTemplate, renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import { storeSquareImage } from "../../platform/square-image";
import type { Storage } from "../../platform/storage";
import type { UserRow } from "../auth/auth.repository";

export const logoMaxBytes = 2 * 1024 * 1024;
const logoTypes: ReadonlySet<string> = new Set(photoImageTypes);

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

/** Reads the one file of the multipart field `image` (under 2 MB), or refuses. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  const part = await request.file({ limits: { fileSize: logoMaxBytes, files: 1 } }).catch(() => undefined);
  if (part?.fieldname !== "image")
    throw new AppError(422, "validation_failed", { image: ["field.required"] });
  const bytes = await part.toBuffer().catch(() => null);
  if (!bytes || part.file.truncated)
    throw new AppError(422, "validation_failed", { image: ["field.image_too_large"] });
  if (bytes.length === 0) throw new AppError(422, "validation_failed", { image: ["field.required"] });
  return bytes;
}

/** Checks a logo by its content and stores it as a 400x400 WebP with the whole picture kept. */
export const storeLogo = (deps: { db: Db; storage: Storage }, ownerUserId: string, bytes: Buffer) =>
  storeSquareImage(deps, {
    ownerUserId,
    bytes,
    size: 400,
    storageKey: `logos/${crypto.randomUUID()}.webp`,
    types: logoTypes,
    field: "image",
    fit: "contain",
  });

export const fileUrl = (id: string | null) => (id ? `/api/v1/files/${id}` : null);

export type MailDeps = { publicUrl: string; officeEmail: string };

/** Queues a provider mail in the user's language with a link to a page of the site. */
export async function queueProviderMail(
  db: Db,
  deps: MailDeps,
  user: UserRow,
  template: MailTemplate,
  options: { path: string; vars: Record<string, string> },
) {
  const locale: Locale = user.language === "en" ? "en" : "bg";
  const rendered = renderMail(template, locale, {
    name: `${user.firstName} ${user.lastName}`.trim(),
    publicUrl: deps.publicUrl,
    officeEmail: deps.officeEmail,
    url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}${options.path}`,
    vars: options.vars,
  });
  await enqueueMail(db, { kind: template, to: user.email, locale, ...rendered });
}
