import type { Category, HomeResponse } from "@kursove/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { Container } from "../../ui/container";
import { SearchBox } from "./search-box";

const stats = [
  ["courses", "home.statCourses"],
  ["providers", "home.statProviders"],
  ["categories", "home.statCategories"],
] as const;

/** The home page's banner: the heading, the big search box and the catalogue's numbers. */
export function HomeHero({ counts }: { counts: HomeResponse["stats"] }) {
  const { t } = useTranslation();
  return (
    <section className="relative overflow-hidden bg-dark text-white">
      <div
        className="absolute inset-0 bg-[radial-gradient(circle_at_20%_20%,rgba(15,94,156,0.55),transparent_55%),radial-gradient(circle_at_85%_30%,rgba(245,184,46,0.25),transparent_45%)]"
        aria-hidden="true"
      />
      <Container className="relative py-16 sm:py-24">
        <h1 className="max-w-3xl text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
          {t("home.heading")}
        </h1>
        <p className="mt-4 max-w-2xl text-lg text-stone-200">{t("home.subheading")}</p>
        <div className="mt-8">
          <SearchBox id="home-search" variant="hero" />
        </div>
        <dl className="mt-10 flex flex-wrap gap-x-10 gap-y-4 text-sm text-stone-300">
          {stats.map(([key, label]) => (
            <div key={key}>
              <dt className="sr-only">{t(label, { count: counts[key] })}</dt>
              <dd>
                <span className="block text-3xl font-extrabold text-white">{counts[key]}</span>
                {t(label, { count: counts[key] })}
              </dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

/** Every category as a pill leading to its courses. */
export function CategoryLinks({ categories }: { categories: Category[] }) {
  const { t } = useTranslation();
  const { to } = useLocale();
  return (
    <Container className="pt-12">
      <h2 className="text-2xl font-bold text-dark">{t("home.browseCategories")}</h2>
      <ul className="mt-5 flex flex-wrap gap-2.5">
        {categories.map((category) => (
          <li key={category.id}>
            <Link
              to={`${to("/courses")}?category_id=${category.id}`}
              className="inline-block rounded-full border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-800 hover:border-primary hover:text-primary"
            >
              {category.name}
            </Link>
          </li>
        ))}
      </ul>
    </Container>
  );
}

/** A titled band of the home page with a link to see all of it. */
export function HomeSection({
  title,
  more,
  children,
}: {
  title: string;
  more: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Container className="pt-14">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 className="text-2xl font-bold text-dark">{title}</h2>
        <Link to={more.to} className="text-sm font-semibold text-primary hover:underline">
          {more.label} →
        </Link>
      </div>
      {children}
    </Container>
  );
}
