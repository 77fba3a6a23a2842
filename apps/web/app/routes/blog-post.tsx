import type { BlogPost } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link, type MetaDescriptor } from "react-router";
import { blogPostJsonLd } from "../features/content/blog-seo";
import { PostCard, PostMeta } from "../features/content/post-card";
import { apiGet } from "../lib/api.server";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { Container } from "../ui/container";
import { ResponsiveImage } from "../ui/responsive-image";
import type { Route } from "./+types/blog-post";

/** One published article; it opens under either language's prefix, as it is written in one. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  const post = await apiGet<BlogPost>(context, request, `/blog/${encodeURIComponent(params.slug)}`, locale);
  return { post };
}

const ogLocales = { bg: "bg_BG", en: "en_US" } as const;

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data) return [];
  const { post } = data;
  const root = matches.find((m) => m?.id === "root")?.data as { origin?: string; brand?: string } | undefined;
  const origin = root?.origin ?? "";
  // the article exists in its own language only: that address is canonical, and the only alternate
  const own = localizePath(`/blog/${post.slug}`, post.locale);
  const base = seo(matches, {
    title: post.title,
    description: post.excerpt,
    pathname: own,
    image: post.cover?.url,
  })
    .filter((m) => (m as { rel?: string }).rel !== "alternate")
    .map((m): MetaDescriptor => {
      const property = (m as { property?: string }).property;
      if (property === "og:type") return { property, content: "article" };
      if (property === "og:locale") return { property, content: ogLocales[post.locale] };
      return m;
    });
  const uiLocale = localeOfPath(location.pathname);
  return [
    ...base,
    { tagName: "link", rel: "alternate", hrefLang: post.locale, href: origin + own },
    { property: "og:url", content: origin + own },
    { property: "article:published_time", content: post.published_at },
    { property: "article:modified_time", content: post.updated_at },
    ...blogPostJsonLd(post, { origin, brand: root?.brand }, uiLocale).map((data) => ({
      "script:ld+json": data,
    })),
  ];
};

export default function BlogPostPage({ loaderData: { post } }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { locale, to } = useLocale();
  const foreign = post.locale !== locale;
  return (
    <Container className="py-8 sm:py-12">
      <nav aria-label={t("breadcrumb")} className="mx-auto max-w-3xl text-sm text-stone-600">
        <ol className="flex flex-wrap gap-1.5">
          <li>
            <Link to={to("/blog")} className="hover:text-primary hover:underline">
              {t("title")}
            </Link>
          </li>
          <li aria-current="page" className="min-w-0 truncate">
            <span aria-hidden="true">/ </span>
            <span lang={foreign ? post.locale : undefined}>{post.title}</span>
          </li>
        </ol>
      </nav>
      {foreign && (
        <p className="mx-auto mt-4 max-w-3xl rounded-lg bg-secondary px-4 py-2 text-sm text-dark">
          {t("inLanguage", { language: t(`languages.${post.locale}`) })}
        </p>
      )}
      <article lang={post.locale} className="mx-auto mt-6 max-w-3xl">
        {post.cover && (
          <ResponsiveImage
            src={post.cover.url}
            width={post.cover.width}
            height={post.cover.height}
            sizes="(min-width: 768px) 768px, 100vw"
            alt={t("coverAlt", { title: post.title })}
            fetchPriority="high"
            className="aspect-[1200/630] w-full rounded-2xl object-cover"
          />
        )}
        <h1 className="mt-8 text-3xl font-extrabold leading-tight tracking-tight text-dark sm:text-4xl">
          {post.title}
        </h1>
        <div lang={foreign ? locale : undefined}>
          <PostMeta post={post} className="mt-3" />
        </div>
        <div
          className="article-body mt-8"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: body_html is cleaned by the API's sanitizer (content/sanitize.ts) before it is stored
          dangerouslySetInnerHTML={{ __html: post.body_html }}
        />
      </article>
      {post.more.length > 0 && (
        <section aria-labelledby="more-articles" className="mx-auto mt-16 max-w-5xl">
          <h2 id="more-articles" className="text-2xl font-bold text-dark">
            {t("more")}
          </h2>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.more.map((other) => (
              <li key={other.id} className="flex">
                <div className="w-full">
                  <PostCard post={other} headingLevel={3} lang={foreign ? post.locale : undefined} />
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="mx-auto mt-12 max-w-3xl">
        <Link to={to("/blog")} className="font-semibold text-primary hover:underline">
          ← {t("back")}
        </Link>
      </p>
    </Container>
  );
}
