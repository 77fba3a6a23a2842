import type { Locale } from "@kursove/i18n";
import type { Db } from "../../db/client";
import { type MailTemplate, renderMail } from "./mail-templates";
import { enqueueMail } from "./outbox";

/** The user fields a mail needs: who it goes to and in which language. */
export type MailRecipient = { email: string; firstName: string; lastName: string; language: string };

export type MailDeps = { publicUrl: string; officeEmail: string };

/** Queues a provider mail in the user's language with a link to a page of the site. */
export async function queueProviderMail(
  db: Db,
  deps: MailDeps,
  user: MailRecipient,
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
