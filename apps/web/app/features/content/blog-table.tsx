import type { AdminBlogPage } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";
import { BlogStatusBadge } from "./blog-status";

type BlogTableProps = { posts: AdminBlogPage["data"]; isFiltered: boolean };

/** The admin's articles: title and address, language, state, when published and last changed. */
export function BlogTable({ posts, isFiltered }: BlogTableProps) {
  const { t } = useTranslation("blog");
  const { locale, to } = useLocale();
  if (posts.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
        <p className="font-semibold text-stone-800">
          {isFiltered ? t("admin.emptyFiltered") : t("admin.empty")}
        </p>
        {!isFiltered && (
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("admin.emptyHint")}</p>
        )}
      </div>
    );
  return (
    <DataTable
      caption={t("title")}
      phone="stacked"
      rows={posts}
      rowKey={(post) => post.id}
      columns={[
        {
          key: "title",
          header: t("admin.columns.title"),
          isSelfLabelled: true,
          cell: (post) => (
            <>
              <Link
                to={to(`/admin/blog/${post.id}`)}
                aria-label={t("admin.open", { title: post.title })}
                lang={post.locale !== locale ? post.locale : undefined}
                className="font-bold text-primary hover:underline"
              >
                {post.title}
              </Link>
              <span className="block break-all text-xs text-stone-600">/{post.slug}</span>
            </>
          ),
        },
        {
          key: "locale",
          header: t("admin.columns.locale"),
          className: "text-stone-700",
          cell: (post) => t(`languages.${post.locale}`),
        },
        {
          key: "status",
          header: t("admin.columns.status"),
          isSelfLabelled: true,
          cell: (post) => <BlogStatusBadge status={post.status} />,
        },
        {
          key: "published",
          header: t("admin.columns.published"),
          className: "text-stone-700",
          cell: (post) =>
            post.published_at ? (
              <time dateTime={post.published_at}>
                {formatDate(post.published_at, locale, { dateStyle: "medium" })}
              </time>
            ) : (
              "—"
            ),
        },
        {
          key: "updated",
          header: t("admin.columns.updated"),
          className: "text-stone-700",
          cell: (post) => (
            <time dateTime={post.updated_at}>
              {formatDate(post.updated_at, locale, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          ),
        },
      ]}
    />
  );
}
