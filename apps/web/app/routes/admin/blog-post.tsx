import type { AdminBlogPost } from "@kursove/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, redirect, useActionData, useNavigation } from "react-router";
import { CoverPanel, type EditorAnswer, PostForm } from "../../features/content/blog-editor";
import { BlogStatusBadge } from "../../features/content/blog-status";
import { apiGet, callApi } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath, localizePath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
import { buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ConfirmLink, useHrefWith } from "../../ui/confirm-link";
import type { Route } from "./+types/blog-post";

/** A new article (id "new") or one to edit, as the API stored it. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const { t } = i18nFor(locale);
  const id = args.params.id;
  if (id !== "new" && !uuidPattern.test(id)) throw new Response("Not found", { status: 404 });
  const post =
    id === "new"
      ? null
      : await apiGet<AdminBlogPost>(args.context, args.request, `/admin/blog/${id}`, locale);
  return {
    post,
    // "1" for a new draft, "published" for an article published as it was created
    created: url.searchParams.get("created"),
    confirming: url.searchParams.get("confirm") === "delete",
    title: post ? post.title : t("blog:admin.editor.newTitle"),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

const text = (form: FormData, name: string) => String(form.get(name) ?? "");

/** Saves the texts (create or update), uploads or removes the cover, or deletes the article. */
export async function action(args: Route.ActionArgs): Promise<EditorAnswer | Response> {
  await guard(args, ["admin", "locale"]);
  const locale = localeOfPath(new URL(args.request.url).pathname);
  const { t } = i18nFor(locale);
  const to = (path: string) => localizePath(path, locale);
  const id = args.params.id;
  const isNew = id === "new";
  if (!isNew && !uuidPattern.test(id)) throw new Response("Not found", { status: 404 });
  const form = await args.request.formData();
  const intent = text(form, "intent");
  const failed = (answerFor: EditorAnswer["form"], message = t("admin:failed")): EditorAnswer => ({
    form: answerFor,
    ok: false,
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
    const result = await callApi<AdminBlogPost>(
      args.context,
      args.request,
      isNew ? "/admin/blog" : `/admin/blog/${id}`,
      { method: isNew ? "POST" : "PUT", body: values, locale },
    );
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
    const message =
      before !== result.data.status
        ? result.data.status === "published"
          ? t("blog:admin.editor.published")
          : t("blog:admin.editor.unpublished")
        : t("blog:admin.editor.saved");
    return { form: "save", ok: true, message, errors: {}, values: {} };
  }

  if (isNew) return failed("save");

  if (intent === "cover") {
    const upload = new FormData();
    const file = form.get("image");
    if (file instanceof File && file.size > 0) upload.set("image", file, file.name);
    const result = await callApi(args.context, args.request, `/admin/blog/${id}/cover`, {
      method: "POST",
      body: upload,
      locale,
    });
    if (!result.ok) return { ...failed("cover", result.error.message), errors: result.error.errors ?? {} };
    return { form: "cover", ok: true, message: t("blog:admin.editor.cover.saved"), errors: {}, values: {} };
  }

  if (intent === "remove-cover") {
    const result = await callApi(args.context, args.request, `/admin/blog/${id}/cover`, {
      method: "DELETE",
      locale,
    });
    if (!result.ok) return failed("remove-cover", result.error.message);
    return {
      form: "remove-cover",
      ok: true,
      message: t("blog:admin.editor.cover.removed"),
      errors: {},
      values: {},
    };
  }

  if (intent === "delete") {
    const result = await callApi(args.context, args.request, `/admin/blog/${id}`, {
      method: "DELETE",
      locale,
    });
    if (!result.ok) return failed("delete", result.error.message);
    throw redirect(`${to("/admin/blog")}?deleted=1`);
  }

  return failed("save");
}

function DeleteForm({ label }: { label: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy}
        className={buttonVariants({ variant: "danger" })}
      >
        {label}
      </button>
    </Form>
  );
}

export default function AdminBlogPostPage({
  loaderData: { post, created, confirming },
}: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { locale, to } = useLocale();
  const answer = useActionData<typeof action>() as EditorAnswer | undefined;
  const [deleting, setDeleting] = useState(false);
  // bumped by each successful save: the texts' form is drawn again from the stored article, so the
  // admin sees what the server kept (a cover upload leaves unsaved texts alone)
  const [version, setVersion] = useState(0);
  const notice = useRef<HTMLParagraphElement>(null);
  const here = useHrefWith({ confirm: null, created: null });
  useEffect(() => {
    if (!answer) return;
    if (answer.form === "save" && answer.ok) setVersion((v) => v + 1);
    notice.current?.focus();
  }, [answer]);
  // a refused cover is explained beside its field
  const shown =
    answer && !(answer.form === "cover" && !answer.ok)
      ? answer
      : !answer && created
        ? {
            ok: true,
            message: t(created === "published" ? "admin.editor.published" : "admin.editor.created"),
          }
        : undefined;
  return (
    <div className="space-y-6">
      <Link to={to("/admin/blog")} className="text-sm font-semibold text-primary hover:underline">
        ← {t("admin.editor.back")}
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-3">
            <h2 className="text-xl font-bold text-dark">
              {post ? t("admin.editor.editTitle") : t("admin.editor.newTitle")}
            </h2>
            {post && <BlogStatusBadge status={post.status} />}
          </div>
          {post && (
            <p className="mt-1 text-sm text-stone-600">
              {post.published_at
                ? t("admin.editor.publishedOn", { date: formatDate(post.published_at, locale) })
                : t("admin.editor.neverPublished")}
            </p>
          )}
        </div>
        {post && (
          <div className="flex flex-wrap gap-2">
            {post.status === "published" && (
              <Link
                to={localizePath(`/blog/${post.slug}`, post.locale)}
                className={buttonVariants({ variant: "secondary" })}
              >
                {t("admin.editor.view")}
              </Link>
            )}
            <ConfirmLink
              params={{ confirm: "delete" }}
              onOpen={() => setDeleting(true)}
              className={buttonVariants({ variant: "dangerOutline" })}
            >
              {t("admin.editor.delete")}
            </ConfirmLink>
          </div>
        )}
      </div>
      <AnswerNotice ref={notice} answer={shown} />
      {post && confirming && (
        <section
          aria-label={t("admin.editor.deleteTitle")}
          className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4"
        >
          <p className="text-stone-800">{t("admin.editor.deleteQuestion", { title: post.title })}</p>
          <div className="flex flex-wrap gap-2">
            <DeleteForm label={t("admin.editor.deleteConfirm")} />
            <Link to={here} preventScrollReset className={buttonVariants({ variant: "secondary" })}>
              {t("admin.editor.cancel")}
            </Link>
          </div>
        </section>
      )}
      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <PostForm key={`${post?.id ?? "new"}-${version}`} post={post} answer={answer} />
      </div>
      <CoverPanel key={post?.cover?.url ?? "none"} post={post} answer={answer} />
      {post && (
        <ConfirmDialog
          open={deleting}
          title={t("admin.editor.deleteTitle")}
          cancelLabel={t("admin.editor.cancel")}
          onCancel={() => setDeleting(false)}
          actions={<DeleteForm label={t("admin.editor.deleteConfirm")} />}
        >
          {t("admin.editor.deleteQuestion", { title: post.title })}
        </ConfirmDialog>
      )}
    </div>
  );
}
