import type { CourseDetail, ProviderDetail } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { localizePath } from "../../lib/locale";

type Place = { origin: string; locale: Locale };

/** The schema.org Course of a course page, for search engines (prices in major units). */
export function courseJsonLd(course: CourseDetail, { origin, locale }: Place) {
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.title,
    description: course.description,
    inLanguage: course.language,
    provider: {
      "@type": "Organization",
      name: course.provider.name,
      url: `${origin}${localizePath(`/provider/${course.provider.slug}`, locale)}`,
    },
    offers: {
      "@type": "Offer",
      price: (course.current_price / 100).toFixed(2),
      priceCurrency: course.currency,
      category: "Paid",
    },
    ...(course.rating_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: course.rating,
            reviewCount: course.rating_count,
          },
        }
      : {}),
  };
}

/** The schema.org breadcrumb of a course page: the catalogue, the course's category, the course. */
export function courseBreadcrumbJsonLd(course: CourseDetail, { origin, locale }: Place) {
  const items = [
    { name: locale === "en" ? "Courses" : "Курсове", path: "/courses" },
    ...(course.category
      ? [{ name: course.category.name, path: `/courses?category_id=${course.category.id}` }]
      : []),
    { name: course.title, path: `/courses/${course.slug}` },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: `${origin}${localizePath(item.path, locale)}`,
    })),
  };
}

/** The schema.org Organization of a provider's page, with the contacts it gives and its rating. */
export function providerJsonLd(provider: ProviderDetail) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: provider.name,
    description: provider.punchline,
    ...(provider.website ? { url: provider.website } : {}),
    ...(provider.email ? { email: provider.email } : {}),
    ...(provider.phone ? { telephone: provider.phone } : {}),
    ...(provider.address ? { address: provider.address } : {}),
    ...(provider.rating_count > 0
      ? {
          aggregateRating: {
            "@type": "AggregateRating",
            ratingValue: provider.rating,
            reviewCount: provider.rating_count,
          },
        }
      : {}),
  };
}
