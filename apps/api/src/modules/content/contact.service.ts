import type {
  ContactBody,
  ContactMessageDetail,
  ContactMessagePage,
  ContactMessagesQuery,
  ContactMessageUpdate,
  ContactType,
} from "@kursove/contracts";
import type { Locale } from "@kursove/i18n";
import bgMail from "@kursove/i18n/locales/bg/mail.json";
import enMail from "@kursove/i18n/locales/en/mail.json";
import type { Db } from "../../db/client";
import { recordAdminAction } from "../../platform/audit-log";
import { AppError } from "../../platform/errors";
import { renderMail } from "../../platform/mail/mail-templates";
import { enqueueMail } from "../../platform/mail/outbox";
import { hitRateLimit, peekRateLimit } from "../../platform/rate-limit";
import type { UserRow } from "../auth";
import * as repo from "./contact.repository";

export type ContactDeps = { db: Db; publicUrl: string; officeEmail: string; kickMail: () => void };

const hour = 60 * 60_000;
/** Accepted messages: 5 an hour from one address, 3 an hour about one email address. */
export const contactLimits = {
  perAddress: { limit: 5, windowMs: hour },
  perEmail: { limit: 3, windowMs: hour },
};

const typeNames: Record<Locale, Record<ContactType, string>> = {
  bg: bgMail.contactTypes,
  en: enMail.contactTypes,
};

const fullName = (u: { firstName: string; lastName: string; email: string }) =>
  `${u.firstName} ${u.lastName}`.trim() || u.email;

function tooMany(retryAfterSeconds: number): never {
  throw Object.assign(new AppError(429, "too_many_attempts"), { retryAfterSeconds });
}

/** The rate limit buckets of a message: the client's address and the email it is about. */
function limitKeys(ip: string, email: string) {
  return [
    [`contact:ip:${ip}`, contactLimits.perAddress],
    [`contact:email:${email.toLowerCase()}`, contactLimits.perEmail],
  ] as const;
}

/**
 * Refuses early (429, without counting) when the address or the email has used up its messages, so a
 * flood is stopped before its robot check is even looked at. The route calls it after the body's
 * validation and before verifying the captcha.
 */
export async function ensureContactAllowed(db: Db, ip: string, email: string) {
  for (const [key, rule] of limitKeys(ip, email)) {
    const state = await peekRateLimit(db, key, rule.limit);
    if (!state.allowed) tooMany(state.retryAfterSeconds);
  }
}

/**
 * POST /contact: stores a message from the form and queues the sender's acknowledgement and the admins'
 * notice. Only accepted messages count towards the limits: the counts are taken in the same transaction
 * as the insert, so a refusal (422 before, 429 here) counts nothing and stores nothing.
 */
export async function sendContactMessage(
  deps: ContactDeps,
  input: { body: ContactBody; ip: string; locale: Locale; user: UserRow | null },
) {
  const { body, locale } = input;
  const pageUrl = body.page_url?.trim() || null;
  const row = await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    for (const [key, rule] of limitKeys(input.ip, body.email)) {
      const state = await hitRateLimit(deps.db, key, rule.limit, rule.windowMs, new Date(), tx);
      if (!state.allowed) tooMany(state.retryAfterSeconds);
    }
    const message = await repo.insertMessage(tx, {
      type: body.type,
      name: body.name,
      email: body.email,
      message: body.message,
      pageUrl,
      locale,
      userId: input.user?.id ?? null,
    });
    await queueContactMails(tx, deps, message);
    return message;
  });
  deps.kickMail();
  return { id: row.id };
}

async function queueContactMails(tx: Db, deps: ContactDeps, message: repo.ContactMessageRow) {
  const senderLocale: Locale = message.locale === "en" ? "en" : "bg";
  const received = renderMail("contact_received", senderLocale, {
    name: message.name,
    publicUrl: deps.publicUrl,
    officeEmail: deps.officeEmail,
    vars: { type: typeNames[senderLocale][message.type as ContactType], message: message.message },
  });
  await enqueueMail(tx, { kind: "contact_received", to: message.email, locale: senderLocale, ...received });
  for (const admin of await repo.listAdminRecipients(tx)) {
    const locale: Locale = admin.language === "en" ? "en" : "bg";
    const rendered = renderMail("contact_admin", locale, {
      name: admin.firstName,
      publicUrl: deps.publicUrl,
      officeEmail: deps.officeEmail,
      url: `${deps.publicUrl}${locale === "en" ? "/en" : ""}/admin/messages/${message.id}`,
      vars: {
        type: typeNames[locale][message.type as ContactType],
        sender: `${message.name} <${message.email}>`,
        message: message.message,
      },
    });
    await enqueueMail(tx, { kind: "contact_admin", to: admin.email, locale, ...rendered });
  }
}

const excerptLength = 160;
/** The start of a message on one line, cut at a word where it can be. */
function excerptOf(text: string) {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= excerptLength) return flat;
  const cut = flat.slice(0, excerptLength);
  const space = cut.lastIndexOf(" ");
  return `${(space > excerptLength / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** GET /admin/contact-messages: the inbox, 20 a page, newest first, with the count of each state. */
export async function listContactMessages(db: Db, query: ContactMessagesQuery): Promise<ContactMessagePage> {
  const { rows, total, perStatus } = await repo.listMessages(db, query);
  const countOf = (status: string) => perStatus.find((s) => s.status === status)?.n ?? 0;
  return {
    data: rows.map((r) => ({
      id: r.id,
      type: r.type as ContactType,
      name: r.name,
      email: r.email,
      excerpt: excerptOf(r.message),
      status: r.status as ContactMessageDetail["status"],
      created_at: r.createdAt.toISOString(),
      user_id: r.userId,
    })),
    page: query.page,
    last_page: Math.max(1, Math.ceil(total / repo.messagesPageSize)),
    total,
    counts: { new: countOf("new"), read: countOf("read"), resolved: countOf("resolved") },
  };
}

function presentMessage(found: repo.FoundMessage): ContactMessageDetail {
  const m = found.message;
  const person = (p: repo.FoundMessage["reader"]) => (p ? { id: p.id, name: fullName(p) } : null);
  return {
    id: m.id,
    type: m.type as ContactType,
    name: m.name,
    email: m.email,
    message: m.message,
    page_url: m.pageUrl,
    locale: m.locale === "en" ? "en" : "bg",
    status: m.status as ContactMessageDetail["status"],
    admin_note: m.adminNote,
    created_at: m.createdAt.toISOString(),
    user_id: m.userId,
    user: found.sender
      ? { id: found.sender.id, name: fullName(found.sender), email: found.sender.email }
      : null,
    read_at: m.readAt?.toISOString() ?? null,
    read_by: person(found.reader),
    resolved_at: m.resolvedAt?.toISOString() ?? null,
    resolved_by: person(found.resolver),
  };
}

async function findOrFail(db: Db, id: string) {
  const found = await repo.findMessage(db, id);
  if (!found) throw new AppError(404, "contact_message_not_found");
  return found;
}

/**
 * GET /admin/contact-messages/{id}: the whole message; a new one becomes read by this admin (the row
 * keeps who and when, so opening it is not written to the audit log).
 */
export async function openContactMessage(db: Db, admin: UserRow, id: string, now = new Date()) {
  const found = await findOrFail(db, id);
  if (found.message.status !== "new") return presentMessage(found);
  await repo.markRead(db, id, admin.id, now);
  return presentMessage(await findOrFail(db, id));
}

/**
 * PUT /admin/contact-messages/{id}: resolves a message or reopens it (back to read, which clears who
 * resolved it); a note sent replaces the internal one. Each change is written to the audit log.
 */
export async function updateContactMessage(
  db: Db,
  admin: UserRow,
  id: string,
  body: ContactMessageUpdate,
  now = new Date(),
) {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await repo.lockMessage(tx, id);
    if (!row) throw new AppError(404, "contact_message_not_found");
    const note = body.admin_note === undefined ? row.adminNote : body.admin_note || null;
    const changes: Parameters<typeof repo.updateMessage>[2] = { status: body.status, adminNote: note };
    // a message resolved without being opened counts as read by the same admin
    if (!row.readAt) Object.assign(changes, { readAt: now, readByUserId: admin.id });
    if (body.status === "resolved" && row.status !== "resolved")
      Object.assign(changes, { resolvedAt: now, resolvedByUserId: admin.id });
    if (body.status === "read") Object.assign(changes, { resolvedAt: null, resolvedByUserId: null });
    const statusChanged = row.status !== body.status;
    const noteChanged = note !== row.adminNote;
    if (!statusChanged && !noteChanged) return;
    await repo.updateMessage(tx, id, changes);
    await recordAdminAction(tx, {
      actorUserId: admin.id,
      action: statusChanged
        ? `contact_message.${body.status === "resolved" ? "resolved" : row.status === "resolved" ? "reopened" : "read"}`
        : "contact_message.noted",
      subjectType: "contact_message",
      subjectId: id,
      data: { from: row.status, to: body.status, ...(noteChanged ? { admin_note: note } : {}) },
    });
  });
  return presentMessage(await findOrFail(db, id));
}
