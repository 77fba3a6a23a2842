import type { AdminBlogPost } from "@kursove/contracts";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useActionData } from "react-router";
import { saveBlogPost } from "../../features/content/blog-admin.server";
import { CoverPanel, type EditorAnswer, PostForm } from "../../features/content/blog-editor";
import { BlogPostHead, DeletePostDialog, InlineDeletePost } from "../../features/content/blog-post-head";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { useLocale } from "../../lib/use-locale";
import { uuidPattern } from "../../lib/uuid";
import { AnswerNotice } from "../../ui/answer-notice";
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

/** Saves the texts (create or update), uploads or removes the cover, or deletes the article. */
export async function action(args: Route.ActionArgs): Promise<EditorAnswer | Response> {
  await guard(args, ["admin", "locale"]);
  const id = args.params.id;
  if (id !== "new" && !uuidPattern.test(id)) throw new Response("Not found", { status: 404 });
  return saveBlogPost(args, id, await args.request.formData());
}

export default function AdminBlogPostPage({
  loaderData: { post, created, confirming },
}: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { to } = useLocale();
  const answer = useActionData<typeof action>() as EditorAnswer | undefined;
  const [deleting, setDeleting] = useState(false);
  // bumped by each successful save: the texts' form is drawn again from the stored article, so the
  // admin sees what the server kept (a cover upload leaves unsaved texts alone)
  const [version, setVersion] = useState(0);
  const notice = useRef<HTMLParagraphElement>(null);
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
      <BlogPostHead post={post} onDelete={() => setDeleting(true)} />
      <AnswerNotice ref={notice} answer={shown} />
      {post && confirming && <InlineDeletePost post={post} />}
      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
        <PostForm key={`${post?.id ?? "new"}-${version}`} post={post} answer={answer} />
      </div>
      <CoverPanel key={post?.cover?.url ?? "none"} post={post} answer={answer} />
      {post && <DeletePostDialog post={post} open={deleting} onClose={() => setDeleting(false)} />}
    </div>
  );
}
