import type { BlogPostSummary } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { ResponsiveImage } from "../../ui/responsive-image";

/** Date, author and reading time of an article, in the page's language. */
export function PostMeta({ post, className = "" }: { post: BlogPostSummary; className?: string }) {
  const { t } = useTranslation("blog");
  const { locale } = useLocale();
  return (
    <p className={`flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-600 ${className}`}>
      <time dateTime={post.published_at}>{formatDate(post.published_at, locale)}</time>
      <span aria-hidden="true">·</span>
      <span>{t("by", { name: post.author_name ?? t("team") })}</span>
      <span aria-hidden="true">·</span>
      <span>{t("readingMinutes", { count: post.reading_minutes })}</span>
    </p>
  );
}

/** An article in a list: cover, title linking to it, date, author, reading time and summary. */
export function PostCard({
  post,
  lang,
  headingLevel = 2,
}: {
  post: BlogPostSummary;
  /** the article's language when it differs from the page's */
  lang?: string | undefined;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation("blog");
  const { locale, to } = useLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      lang={lang}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm transition focus-within:ring-2 focus-within:ring-primary hover:-translate-y-0.5 hover:shadow-md"
    >
      <div className="aspect-[1200/630] w-full overflow-hidden bg-secondary">
        {post.cover && (
          <ResponsiveImage
            src={post.cover.url}
            width={post.cover.width}
            height={post.cover.height}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            alt={t("coverAlt", { title: post.title })}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-bold leading-snug text-dark">
          <Link
            to={to(`/blog/${post.slug}`)}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline group-hover:text-primary"
          >
            {post.title}
          </Link>
        </Heading>
        <div lang={lang ? locale : undefined}>
          <PostMeta post={post} className="mt-2" />
        </div>
        {post.excerpt && <p className="mt-3 line-clamp-4 text-stone-700">{post.excerpt}</p>}
      </div>
    </article>
  );
}
