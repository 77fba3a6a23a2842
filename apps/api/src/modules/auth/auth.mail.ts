import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { type MailTemplate, renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import type { UserRow } from "./auth.repository";

const localeOf = (user: UserRow): Locale => (user.language === "en" ? "en" : "bg");

/** A page of the web app in the user's language, e.g. /auth/reset?token=… */
export function pageUrl(publicUrl: string, user: UserRow, path: string) {
  return `${publicUrl}${localeOf(user) === "en" ? "/en" : ""}${path}`;
}

/** Renders a mail in the user's language and puts it in the outbox (inside the caller's transaction). */
export async function queueUserMail(
  db: Db,
  publicUrl: string,
  user: UserRow,
  template: MailTemplate,
  url?: string,
) {
  const locale = localeOf(user);
  const rendered = renderMail(template, locale, {
    name: `${user.firstName} ${user.lastName}`.trim(),
    publicUrl,
    ...(url ? { url } : {}),
  });
  await enqueueMail(db, { kind: template, to: user.email, locale, ...rendered });
}
