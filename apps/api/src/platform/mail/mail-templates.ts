import { createTranslator, type Locale } from "@kursove/i18n";
import bgMail from "@kursove/i18n/locales/bg/mail.json";
import enMail from "@kursove/i18n/locales/en/mail.json";

export type MailTemplate =
  | "verify_email"
  | "reset_password"
  | "password_changed"
  | "email_changed"
  | "account_deleted"
  | "provider_submitted"
  | "provider_approved"
  | "provider_approved_connect"
  | "provider_rejected"
  | "lector_invited"
  | "lector_requested"
  | "lector_answered"
  | "course_approved"
  | "course_rejected"
  | "course_revision_approved"
  | "course_revision_rejected"
  | "order_paid"
  | "booking_approved"
  | "session_reminder"
  | "booking_refused"
  | "course_changed"
  | "course_canceled"
  | "wishlist_dates"
  | "wishlist_places"
  | "waitlist_offer"
  | "refund_decided"
  | "refund_requested"
  | "refund_paid"
  | "refund_refused"
  | "payment_returned"
  | "review_answered"
  | "contact_received"
  | "contact_admin"
  | "certificate_issued"
  | "certificate_revoked"
  | "certificate_revoked_refund"
  | "invoice_issued"
  | "credit_note_issued"
  | "commission_invoice_issued";

export const mailTemplates: readonly MailTemplate[] = [
  "verify_email",
  "reset_password",
  "password_changed",
  "email_changed",
  "account_deleted",
  "provider_submitted",
  "provider_approved",
  "provider_approved_connect",
  "provider_rejected",
  "lector_invited",
  "lector_requested",
  "lector_answered",
  "course_approved",
  "course_rejected",
  "course_revision_approved",
  "course_revision_rejected",
  "order_paid",
  "booking_approved",
  "session_reminder",
  "booking_refused",
  "course_changed",
  "course_canceled",
  "wishlist_dates",
  "wishlist_places",
  "waitlist_offer",
  "refund_decided",
  "refund_requested",
  "refund_paid",
  "refund_refused",
  "payment_returned",
  "review_answered",
  "contact_received",
  "contact_admin",
  "certificate_issued",
  "certificate_revoked",
  "certificate_revoked_refund",
  "invoice_issued",
  "credit_note_issued",
  "commission_invoice_issued",
];

export type RenderedMail = { subject: string; html: string; text: string };

export type MailData = {
  name: string;
  /** the button's target; when absent the mail has no button */
  url?: string | undefined;
  publicUrl: string;
  officeEmail?: string | undefined;
  /** further values named in a template's messages, such as {{provider}} or {{reason}} */
  vars?: Record<string, string> | undefined;
  /** a table after the intro (a receipt): label and value per row, the last row in bold */
  rows?: readonly (readonly [string, string])[] | undefined;
};

// Typing en with bg's shape makes tsc reject a catalog that misses a key.
const catalogs: Record<Locale, typeof bgMail> = { bg: bgMail, en: enMail };
const mailText = createTranslator({ bg: { mail: catalogs.bg }, en: { mail: catalogs.en } });

const brandColour = "#0f5e9c";
const font = "Arial, Helvetica, sans-serif";

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function assertWebUrl(url: string): void {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Mail links must be http(s) addresses, got "${url}"`);
}

/** Renders one transactional mail in the reader's language: subject, HTML and plain-text bodies. */
export function renderMail(template: MailTemplate, locale: Locale, data: MailData): RenderedMail {
  const name = data.name.trim();
  const vars = {
    ...data.vars,
    name,
    publicUrl: data.publicUrl,
    officeEmail: data.officeEmail ?? "office@kursove.bg",
  };
  if (data.url) assertWebUrl(data.url);
  assertWebUrl(data.publicUrl);

  // escaping a filled text is escaping its text and each value: the escape maps characters one by one
  const raw = (key: string) => mailText(locale, "mail", key, vars);
  const html = (key: string) => escapeHtml(raw(key));
  const messages = {
    subject: `templates.${template}.subject`,
    intro: `templates.${template}.intro`,
    action: `templates.${template}.action`,
    note: `templates.${template}.note`,
  };
  const greeting = name ? "greeting" : "greetingWithoutName";
  const subject = raw(messages.subject);

  const rows = data.rows ?? [];
  const text = [
    raw(greeting),
    "",
    raw(messages.intro),
    ...(rows.length > 0 ? ["", ...rows.map(([label, value]) => `${label}: ${value}`)] : []),
    ...(data.url ? ["", `${raw(messages.action)}:`, data.url] : []),
    "",
    raw(messages.note),
    "",
    raw("signOff"),
    raw("team"),
    "",
    "--",
    raw("footer"),
    "",
  ].join("\n");

  const paragraph = (content: string) =>
    `<p style="margin:0 0 16px;font-family:${font};font-size:16px;line-height:24px;color:#1f2933;">${content}</p>`;
  const button = data.url
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${brandColour}" style="border-radius:6px;background-color:${brandColour};">
<a href="${escapeHtml(data.url)}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${font};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;border-radius:6px;">${html(messages.action)}</a>
</td></tr>
</table>
<p style="margin:0 0 4px;font-family:${font};font-size:14px;line-height:20px;color:#52606d;">${html("linkFallback")}</p>
<p style="margin:0 0 16px;font-family:${font};font-size:14px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(data.url)}" style="color:${brandColour};">${escapeHtml(data.url)}</a></p>`
    : "";

  const cell = (content: string, last: boolean, align: "left" | "right") =>
    `<td align="${align}" style="padding:8px 0;border-top:1px solid #e4e7eb;font-family:${font};font-size:15px;line-height:22px;color:#1f2933;${last ? "font-weight:bold;" : ""}">${content}</td>`;
  const table =
    rows.length > 0
      ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;">
${rows.map(([label, value], i) => `<tr>${cell(escapeHtml(label), i === rows.length - 1, "left")}${cell(escapeHtml(value), i === rows.length - 1, "right")}</tr>`).join("\n")}
</table>`
      : "";

  const body = `<!DOCTYPE html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f7;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 32px;background-color:${brandColour};border-radius:8px 8px 0 0;">
<a href="${escapeHtml(data.publicUrl)}" style="font-family:${font};font-size:24px;font-weight:bold;line-height:32px;color:#ffffff;text-decoration:none;">${html("brand")}</a>
</td></tr>
<tr><td style="padding:32px;">
${paragraph(html(greeting))}
${paragraph(html(messages.intro))}
${table}
${button}
${paragraph(html(messages.note))}
${paragraph(`${html("signOff")}<br>${html("team")}`)}
</td></tr>
<tr><td style="padding:16px 32px;border-top:1px solid #e4e7eb;font-family:${font};font-size:12px;line-height:18px;color:#7b8794;">${html("footer")}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  return { subject, html: body, text };
}
