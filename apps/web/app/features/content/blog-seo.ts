import type { BlogPost } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { localizePath } from "../../lib/locale";

/** The page's origin and brand, from the root loader. */
type Site = { origin: string; brand: string | undefined };

/**
 * The article's structured data: a BlogPosting (its author, or the brand when none is named) and the
 * breadcrumb from the blog, named in the page's language.
 */
export function blogPostJsonLd(post: BlogPost, { origin, brand }: Site, uiLocale: Locale) {
  const own = origin + localizePath(`/blog/${post.slug}`, post.locale);
  const publisher = brand ?? "Kursove";
  return [
    {
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: post.title,
      description: post.excerpt,
      ...(post.cover ? { image: origin + post.cover.url } : {}),
      datePublished: post.published_at,
      dateModified: post.updated_at,
      author: post.author_name
        ? { "@type": "Person", name: post.author_name }
        : { "@type": "Organization", name: publisher },
      publisher: { "@type": "Organization", name: publisher, url: `${origin}/` },
      inLanguage: post.locale,
      mainEntityOfPage: { "@type": "WebPage", "@id": own },
      url: own,
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { name: uiLocale === "en" ? "Blog" : "Блог", item: `${origin}${localizePath("/blog", uiLocale)}` },
        { name: post.title, item: own },
      ].map((item, i) => ({ "@type": "ListItem", position: i + 1, ...item })),
    },
  ];
}
