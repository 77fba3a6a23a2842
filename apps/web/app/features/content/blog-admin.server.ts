import type { AdminBlogPost } from "@kursove/contracts";
import { type ActionFunctionArgs, redirect } from "react-router";
import { callApi } from "../../lib/api.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath, localizePath } from "../../lib/locale";
import type { EditorAnswer } from "./blog-editor";

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** What saving an article says: published or unpublished when its state changed, else saved. */
export function savedMessageKey(before: string | null, after: string) {
  if (before === after) return "blog:admin.editor.saved";
  return after === "published" ? "blog:admin.editor.published" : "blog:admin.editor.unpublished";
}

/**
 * Saves an article's texts (create or update), uploads or removes its cover, or deletes it. `id` is
 * "new" or a checked uuid; a new article goes on to its own address.
 */
export async function saveBlogPost(
  args: Pick<ActionFunctionArgs, "request" | "context">,
  id: string,
  form: FormData,
): Promise<EditorAnswer> {
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const to = (path: string) => localizePath(path, locale);
  const isNew = id === "new";
  const intent = text(form, "intent");
  const call = (path: string, method: string, body?: unknown) =>
    callApi<AdminBlogPost>(args.context, args.request, path, { method, locale, ...(body ? { body } : {}) });
  const answer = (answerFor: EditorAnswer["form"], ok: boolean, message: string): EditorAnswer => ({
    form: answerFor,
    ok,
    message,
    errors: {},
    values: {},
  });

  if (intent === "save") {
    const values = {
      title: text(form, "title"),
      slug: text(form, "slug"),
      locale: text(form, "locale"),
      excerpt: text(form, "excerpt"),
      body_html: text(form, "body_html"),
      status: text(form, "status"),
    };
    const before = isNew ? null : text(form, "previous_status");
    const result = await call(isNew ? "/admin/blog" : `/admin/blog/${id}`, isNew ? "POST" : "PUT", values);
    if (!result.ok)
      return {
        form: "save",
        ok: false,
        message: result.error.errors ? t("blog:admin.editor.failed") : result.error.message,
        errors: result.error.errors ?? {},
        values,
      };
    if (isNew)
      throw redirect(
        `${to(`/admin/blog/${result.data.id}`)}?created=${result.data.status === "published" ? "published" : "1"}`,
      );
    return answer("save", true, t(savedMessageKey(before, result.data.status)));
  }
  if (isNew) return answer("save", false, t("admin:failed"));
  if (intent === "cover") {
    const upload = new FormData();
    const file = form.get("image");
    if (file instanceof File && file.size > 0) upload.set("image", file, file.name);
    const result = await call(`/admin/blog/${id}/cover`, "POST", upload);
    if (!result.ok)
      return { ...answer("cover", false, result.error.message), errors: result.error.errors ?? {} };
    return answer("cover", true, t("blog:admin.editor.cover.saved"));
  }
  if (intent === "remove-cover") {
    const result = await call(`/admin/blog/${id}/cover`, "DELETE");
    if (!result.ok) return answer("remove-cover", false, result.error.message);
    return answer("remove-cover", true, t("blog:admin.editor.cover.removed"));
  }
  if (intent === "delete") {
    const result = await call(`/admin/blog/${id}`, "DELETE");
    if (!result.ok) return answer("delete", false, result.error.message);
    throw redirect(`${to("/admin/blog")}?deleted=1`);
  }
  return answer("save", false, t("admin:failed"));
}
