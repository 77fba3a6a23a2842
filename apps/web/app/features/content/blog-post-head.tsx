import type { AdminBlogPost } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Form, Link, useNavigation } from "react-router";
import { formatDate } from "../../lib/format";
import { localizePath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { Button, buttonVariants } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ConfirmLink, useHrefWith } from "../../ui/confirm-link";
import { BlogStatusBadge } from "./blog-status";

/** The editor's head: new or edit, the article's state and when it was published, View and Delete. */
export function BlogPostHead({ post, onDelete }: { post: AdminBlogPost | null; onDelete: () => void }) {
  const { t } = useTranslation("blog");
  const { locale } = useLocale();
  return (
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
            onOpen={onDelete}
            className={buttonVariants({ variant: "dangerOutline" })}
          >
            {t("admin.editor.delete")}
          </ConfirmLink>
        </div>
      )}
    </div>
  );
}

/** Deleting asked on the page itself (`?confirm=delete`), when JavaScript did not open the dialog. */
export function InlineDeletePost({ post }: { post: AdminBlogPost }) {
  const { t } = useTranslation("blog");
  const here = useHrefWith({ confirm: null, created: null });
  return (
    <section
      aria-label={t("admin.editor.deleteTitle")}
      className="space-y-3 rounded-2xl border border-red-200 bg-red-50 p-4"
    >
      <p className="text-stone-800">{t("admin.editor.deleteQuestion", { title: post.title })}</p>
      <div className="flex flex-wrap gap-2">
        <DeleteForm />
        <Link to={here} preventScrollReset className={buttonVariants({ variant: "secondary" })}>
          {t("admin.editor.cancel")}
        </Link>
      </div>
    </section>
  );
}

/** Deleting asked in a dialog. */
export function DeletePostDialog({
  post,
  open,
  onClose,
}: {
  post: AdminBlogPost;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("blog");
  return (
    <ConfirmDialog
      open={open}
      title={t("admin.editor.deleteTitle")}
      cancelLabel={t("admin.editor.cancel")}
      onCancel={onClose}
      actions={<DeleteForm />}
    >
      {t("admin.editor.deleteQuestion", { title: post.title })}
    </ConfirmDialog>
  );
}

function DeleteForm() {
  const { t } = useTranslation("blog");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="delete" />
      <Button type="submit" disabled={busy} aria-busy={busy} variant="danger">
        {t("admin.editor.deleteConfirm")}
      </Button>
    </Form>
  );
}
