import type { Locale } from "@kursove/i18n";
import bgLector from "@kursove/i18n/locales/bg/lector.json";
import enLector from "@kursove/i18n/locales/en/lector.json";
import type { Db } from "../../db/client";
import { type MailTemplate, renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import type { UserRow } from "../auth";

export type Recipient = { email: string; name: string; locale: Locale };

/** Mail details of an account, in the language it chose. */
export const recipientOf = (user: UserRow): Recipient => ({
  email: user.email,
  name: `${user.firstName} ${user.lastName}`.trim(),
  locale: user.language === "en" ? "en" : "bg",
});

/** A page of the web app in the recipient's language. */
export const pageUrl = (publicUrl: string, locale: Locale, path: string) =>
  `${publicUrl}${locale === "en" ? "/en" : ""}${path}`;

/** The status of a link in words of the recipient's language (mail lector_answered). */
export function statusWord(locale: Locale, status: string): string {
  const words: Record<string, string> = (locale === "en" ? enLector : bgLector).status;
  return words[status] ?? status;
}

/** Renders a lector mail in the recipient's language and puts it in the outbox. */
export async function queueLectorMail(
  db: Db,
  options: {
    publicUrl: string;
    to: Recipient;
    template: MailTemplate;
    path: string;
    vars: Record<string, string>;
  },
) {
  const { to } = options;
  const rendered = renderMail(options.template, to.locale, {
    name: to.name,
    publicUrl: options.publicUrl,
    url: pageUrl(options.publicUrl, to.locale, options.path),
    vars: options.vars,
  });
  await enqueueMail(db, { kind: options.template, to: to.email, locale: to.locale, ...rendered });
}
