import type { AdminFaq, AdminFaqGroup, AdminFaqItem } from "@kursove/contracts";
import type { ActionFunctionArgs } from "react-router";
import { callApi } from "../../lib/api.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { uuidPattern } from "../../lib/uuid";
import { parseFaqForm } from "./faq-form-data";
import type { FaqAnswer } from "./faq-forms";

/** Adds, changes, moves or deletes a group or a question of the FAQ through the admin API. */
export async function answerFaqForm(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  form: FormData,
): Promise<FaqAnswer> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const call = <T>(path: string, method: string, body?: unknown) =>
    callApi<T>(args.context, args.request, path, { method, locale, ...(body ? { body } : {}) });
  const refusal = (formKey: string, message: string, errors = {}, values = {}): FaqAnswer => ({
    form: formKey,
    ok: false,
    message: message || t("faq:admin.failed"),
    errors,
    values,
  });
  const done = (formKey: string, message: string, extra: Partial<FaqAnswer> = {}): FaqAnswer => ({
    form: formKey,
    ok: true,
    message,
    errors: {},
    values: {},
    ...extra,
  });
  const titleOf = (g: AdminFaqGroup) => (locale === "en" ? g.title_en : g.title_bg);

  const submission = parseFaqForm(form);
  if (submission.verb === "unknown" || submission.kind === null)
    return refusal("move", t("faq:admin.failed"));
  const { kind, id } = submission;
  const base = kind === "group" ? "/admin/faq/groups" : "/admin/faq/items";
  if (submission.verb === "create" || submission.verb === "update") {
    const update = submission.verb === "update";
    const formKey = update ? `${kind}:${id}` : `${kind}-new`;
    if (update && !uuidPattern.test(id)) return refusal(formKey, t("faq:admin.failed"));
    const { values } = submission;
    const result = await call<AdminFaqGroup | AdminFaqItem>(
      update ? `${base}/${id}` : base,
      update ? "PUT" : "POST",
      submission.body,
    );
    if (!result.ok) return refusal(formKey, result.error.message, result.error.errors ?? {}, values);
    if (kind === "item") return done(formKey, t(update ? "faq:admin.item.saved" : "faq:admin.item.created"));
    const title = titleOf(result.data as AdminFaqGroup);
    return done(formKey, t(update ? "faq:admin.group.saved" : "faq:admin.group.created", { title }));
  }
  if (submission.verb === "delete") {
    if (!uuidPattern.test(id)) return refusal("delete", t("faq:admin.failed"));
    const result = await call(`${base}/${id}`, "DELETE");
    if (!result.ok) return refusal("delete", result.error.message);
    return done("delete", t(`faq:admin.${kind}.deleted`));
  }
  if (submission.verb !== "move") return refusal("move", t("faq:admin.failed"));
  const { direction } = submission;
  if (!uuidPattern.test(id)) return refusal("move", t("faq:admin.failed"));
  const result = await call<AdminFaq>(`${base}/${id}/move`, "POST", { direction });
  if (!result.ok) return refusal("move", result.error.message);
  const group = result.data.groups.find((g) => g.id === id);
  return done(
    "move",
    kind === "group" && group
      ? t("faq:admin.group.moved", { title: titleOf(group) })
      : t("faq:admin.item.moved"),
    { moved: { kind, id, direction } },
  );
}
