import type { FaqPage } from "@kursove/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { faqJsonLd, filterFaq, opensAnswers } from "../features/content/faq-filter";
import { FaqGroup, FaqNoMatch, FaqSearch } from "../features/content/faq-sections";
import { pageTexts } from "../features/content/pages.server";
import { apiGet } from "../lib/api.server";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink } from "../ui/button";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/faq";

/** The FAQ: the admins' published questions in the page's language; `?q=` searches without JS. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeOfPath(url.pathname);
  const faq = await apiGet<FaqPage>(context, request, "/faq", locale);
  const page = pageTexts(locale, "faq");
  return {
    title: page.title,
    intro: page.intro,
    groups: faq.groups,
    q: (url.searchParams.get("q") ?? "").slice(0, 100),
  };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) => [
  ...seo(matches, { title: data?.title ?? "", description: data?.intro, pathname: location.pathname }),
  ...(data && data.groups.length > 0 ? [{ "script:ld+json": faqJsonLd(data.groups) }] : []),
];

export default function Faq({ loaderData: page }: Route.ComponentProps) {
  const { t } = useTranslation("faq");
  const { to } = useLocale();
  const [query, setQuery] = useState(page.q);
  // a search sent without JavaScript, or the browser's back button, changes the address's query
  useEffect(() => setQuery(page.q), [page.q]);
  const anchors = new Map(page.groups.map((g, i) => [g.id, `faq-${i + 1}`]));
  const shown = filterFaq(page.groups, query);
  const found = shown.reduce((n, g) => n + g.items.length, 0);
  const searching = query.trim() !== "";
  const hasQuestions = page.groups.length > 0;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        {hasQuestions && shown.length > 0 ? (
          <nav aria-label={t("public.groups")} className="hidden lg:block">
            <ul className="sticky top-24 space-y-2 text-sm">
              {shown.map((group) => (
                <li key={group.id}>
                  <a href={`#${anchors.get(group.id)}`} className="text-stone-700 hover:text-primary">
                    {group.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : (
          <div className="hidden lg:block" />
        )}
        <div className="min-w-0 space-y-10">
          {hasQuestions ? (
            <>
              <FaqSearch query={query} onChange={setQuery} found={found} searching={searching} />
              {shown.length === 0 ? (
                <FaqNoMatch query={query} onClear={() => setQuery("")} />
              ) : (
                shown.map((group) => (
                  <FaqGroup
                    key={group.id}
                    group={group}
                    anchor={anchors.get(group.id)}
                    isOpen={opensAnswers(query, found)}
                  />
                ))
              )}
            </>
          ) : (
            <p className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center text-stone-700">
              {t("public.empty")}
            </p>
          )}
          <section
            aria-labelledby="faq-more"
            className="rounded-xl border border-sky-200 bg-secondary p-6 sm:flex sm:items-center sm:justify-between sm:gap-6"
          >
            <div>
              <h2 id="faq-more" className="text-lg font-bold text-dark">
                {t("public.more.title")}
              </h2>
              <p className="mt-1 text-stone-700">{t("public.more.text")}</p>
            </div>
            <ButtonLink to={to("/contact-us")} className="mt-4 shrink-0 sm:mt-0">
              {t("public.more.link")}
            </ButtonLink>
          </section>
        </div>
      </Container>
    </>
  );
}
