import nodemailer from "nodemailer";
import type { Db } from "../../db/client";
import { devMailbox } from "../../db/schema/mail";

/** A file sent with a mail. */
export type MailAttachment = { filename: string; contentType: string; content: Buffer };

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  outboxId?: string;
  attachments?: MailAttachment[];
};

/** Delivers one rendered mail; a rejected promise means "not delivered, try again later". */
export interface MailTransport {
  readonly kind: "dev-mailbox" | "smtp";
  send(mail: OutgoingMail): Promise<void>;
}

/** Stores mail in the dev mailbox table instead of sending it (the embedded default). */
export function devMailboxTransport(db: Db): MailTransport {
  return {
    kind: "dev-mailbox",
    async send(mail) {
      await db.insert(devMailbox).values({
        outboxId: mail.outboxId ?? null,
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          content_type: a.contentType,
          size: a.content.length,
        })),
      });
    },
  };
}

/** Sends mail through the SMTP server of a smtp:// or smtps:// URL. */
export function smtpTransport(url: string, from: string): MailTransport {
  // Bounded timeouts keep one send well inside the outbox's claim on a row (nodemailer waits 10 minutes by default).
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  const messageIdDomain = /@([^>\s]+)/.exec(from)?.[1] ?? "kursove.bg";
  return {
    kind: "smtp",
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
        // a retry of the same outbox row keeps its Message-ID, so receivers can spot a repeat
        ...(mail.outboxId ? { messageId: `<${mail.outboxId}@${messageIdDomain}>` } : {}),
      });
    },
  };
}

/** SMTP when SMTP_URL is set, else the dev mailbox. */
export function createMailTransport(
  config: { smtpUrl?: string | undefined; mailFrom: string },
  db: Db,
): MailTransport {
  return config.smtpUrl ? smtpTransport(config.smtpUrl, config.mailFrom) : devMailboxTransport(db);
}
