import type { BlogPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { PostCard } from "../features/content/post-card";
import { apiGet } from "../lib/api.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath, localizePath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import { Pagination } from "../ui/pagination";
import type { Route } from "./+types/blog";

/** The published articles of the page's language, 9 a page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const list = await apiGet<BlogPage>(context, request, `/blog${page > 1 ? `?page=${page}` : ""}`, locale);
  const { t } = i18nFor(locale);
  return { list, title: t("blog:title"), description: t("blog:metaDescription") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => {
  if (!data) return [];
  const page = data.list.page;
  const origin =
    (matches.find((m) => m?.id === "root")?.data as { origin?: string } | undefined)?.origin ?? "";
  const locale = localeOfPath(location.pathname);
  return [
    ...seo(matches, {
      title: page > 1 ? `${data.title} (${page})` : data.title,
      description: data.description,
      pathname: page > 1 ? `${location.pathname}?page=${page}` : location.pathname,
      // an empty page beyond the last one is not worth indexing
      noindex: data.list.data.length === 0 && page > 1,
    }),
    {
      "script:ld+json": {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: data.title,
        description: data.description,
        url: `${origin}${localizePath("/blog", locale)}`,
        inLanguage: locale,
        blogPost: data.list.data.map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: `${origin}${localizePath(`/blog/${post.slug}`, locale)}`,
          datePublished: post.published_at,
        })),
      },
    },
  ];
};

export default function Blog({ loaderData: { list } }: Route.ComponentProps) {
  const { t } = useTranslation("blog");
  const { to } = useLocale();
  return (
    <>
      <PageHeader title={t("title")} intro={t("intro")} />
      <Container className="py-10 sm:py-12">
        {list.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center">
            <p className="text-lg font-semibold text-stone-800">{t("empty")}</p>
            <p className="mx-auto mt-2 max-w-xl text-stone-600">{t("emptyHint")}</p>
            <ButtonLink to={to("/courses")} className="mt-6">
              {t("browseCourses")}
            </ButtonLink>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {list.data.map((post) => (
              <li key={post.id} className="flex">
                <div className="w-full">
                  <PostCard post={post} />
                </div>
              </li>
            ))}
          </ul>
        )}
        <Pagination page={list.page} totalPages={list.last_page} />
      </Container>
    </>
  );
}
