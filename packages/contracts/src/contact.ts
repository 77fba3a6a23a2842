import { z } from "zod";
import { emailSchema } from "./accounts";
import { pageQuery } from "./common";

// ---- The contact form (/contact-us) ----

export const contactTypes = ["functionality", "question", "proposal", "other", "report"] as const;
export type ContactType = (typeof contactTypes)[number];

export const contactStatuses = ["new", "read", "resolved"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export const contactLimits = { nameMin: 2, nameMax: 100, messageMin: 10, messageMax: 5000, pageUrlMax: 500 };

/** A path of this site (/courses/x, not //host) or an http(s) address: where a reported issue happened. */
export function isContactPageUrl(value: string): boolean {
  if (/^\/(?![/\\])\S*$/.test(value)) return true;
  if (!/^https?:\/\/\S+$/i.test(value)) return false;
  try {
    return ["http:", "https:"].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** POST /contact: the form's fields and the solved robot check; page_url only when opened from a page. */
export const contactBody = z.object({
  type: z.enum(contactTypes, { message: "field.contact_type" }),
  name: z
    .string({ message: "field.required" })
    .trim()
    .min(contactLimits.nameMin, { message: "field.contact_name" })
    .max(contactLimits.nameMax, { message: "field.contact_name" }),
  email: emailSchema,
  message: z
    .string({ message: "field.required" })
    .trim()
    .min(contactLimits.messageMin, { message: "field.contact_message_short" })
    .max(contactLimits.messageMax, { message: "field.contact_message_long" }),
  page_url: z
    .string()
    .trim()
    .max(contactLimits.pageUrlMax, { message: "field.invalid_value" })
    .refine((v) => v === "" || isContactPageUrl(v), { message: "field.invalid_value" })
    .optional(),
  captcha: z.string({ message: "field.captcha" }).min(1, { message: "field.captcha" }).max(20_000),
});
export type ContactBody = z.infer<typeof contactBody>;

export const contactCreated = z.object({ id: z.uuid() });

// ---- The admins' inbox ----

/** GET /admin/contact-messages: status "all" (the default) lists every state; q searches name, email, text. */
export const contactMessagesQuery = z.object({
  status: z.enum([...contactStatuses, "all"]).default("all"),
  type: z.enum(contactTypes).optional(),
  q: z.string().trim().max(100).optional(),
  page: pageQuery,
});
export type ContactMessagesQuery = z.infer<typeof contactMessagesQuery>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const contactMessageListItem = z.object({
  id: z.uuid(),
  type: z.enum(contactTypes),
  name: z.string(),
  email: z.string(),
  /** the start of the message on one line */
  excerpt: z.string(),
  status: z.enum(contactStatuses),
  created_at: z.string(),
  user_id: z.uuid().nullable(),
});
export type ContactMessageListItem = z.infer<typeof contactMessageListItem>;

/** A page of 20, newest first; counts are per state under the same type and search (for the tabs). */
export const contactMessagePage = z.object({
  data: z.array(contactMessageListItem),
  page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  counts: z.object({ new: z.number().int(), read: z.number().int(), resolved: z.number().int() }),
});
export type ContactMessagePage = z.infer<typeof contactMessagePage>;

/** GET /admin/contact-messages/{id}: opening a new message marks it read. */
export const contactMessageDetail = z.object({
  id: z.uuid(),
  type: z.enum(contactTypes),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  page_url: z.string().nullable(),
  locale: z.enum(["bg", "en"]),
  status: z.enum(contactStatuses),
  admin_note: z.string().nullable(),
  created_at: z.string(),
  user_id: z.uuid().nullable(),
  /** the sender's account when they were signed in */
  user: person.extend({ email: z.string() }).nullable(),
  read_at: z.string().nullable(),
  read_by: person.nullable(),
  resolved_at: z.string().nullable(),
  resolved_by: person.nullable(),
});
export type ContactMessageDetail = z.infer<typeof contactMessageDetail>;

/** PUT /admin/contact-messages/{id}: resolve or reopen (back to read); admin_note, when sent, replaces the note. */
export const contactMessageUpdateBody = z.object({
  status: z.enum(["read", "resolved"], { message: "field.invalid_value" }),
  admin_note: z.string().trim().max(2000, { message: "field.too_big" }).optional(),
});
export type ContactMessageUpdate = z.infer<typeof contactMessageUpdateBody>;
