import type { ContactMessageDetail } from "@kursove/contracts";
import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import type { FormAnswer } from "../../lib/form-answer";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { uuidPattern } from "../../lib/uuid";

const intents = ["resolved", "read", "note"] as const;
/** Resolve, reopen (back to read) or save the admin's note alone. */
export type MessageIntent = (typeof intents)[number];

/** Marks a contact message resolved, reopens it, or saves the note alone (keeping the state). */
export async function handleContactMessage(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  id: string,
  form: FormData,
): Promise<FormAnswer<MessageIntent>> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const raw = String(form.get("intent") ?? "");
  const intent: MessageIntent = (intents as readonly string[]).includes(raw)
    ? (raw as MessageIntent)
    : "note";
  const note = String(form.get("admin_note") ?? "");
  const values = { admin_note: note };
  if (!uuidPattern.test(id) || intent !== raw)
    return { form: intent, ok: false, message: t("contact:detail.failed"), errors: {}, values };
  const current = form.get("current") === "resolved" ? "resolved" : "read";
  const result = await callApi<ContactMessageDetail>(
    args.context,
    args.request,
    `/admin/contact-messages/${id}`,
    {
      method: "PUT",
      locale,
      body: { status: intent === "note" ? current : intent, admin_note: note },
    },
  );
  if (result.ok)
    return { form: intent, ok: true, message: t(`contact:detail.done.${intent}`), errors: {}, values };
  return {
    form: intent,
    ok: false,
    message: result.error.message || t("contact:detail.failed"),
    errors: result.error.errors ?? {},
    values,
  };
}
