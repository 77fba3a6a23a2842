import type { FaqPage } from "@kursove/contracts";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { answerParagraphs, faqJsonLd, filterFaq } from "../features/content/faq-filter";
import { pageTexts } from "../features/content/pages.server";
import { apiGet } from "../lib/api.server";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { useLocale } from "../lib/use-locale";
import { ButtonLink, buttonVariants } from "../ui/button";
import { Container } from "../ui/container";
import { PageHeader } from "../ui/page-header";
import type { Route } from "./+types/faq";

/** When a search leaves this many questions or fewer, their answers open by themselves. */
const openUpTo = 3;

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
                <div className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center">
                  <p className="font-semibold text-dark">
                    {t("public.search.none", { query: query.trim() })}
                  </p>
                  <p className="mt-1 text-sm text-stone-700">{t("public.search.noneHint")}</p>
                  <Link
                    to={to("/faq")}
                    onClick={() => setQuery("")}
                    preventScrollReset
                    className="mt-3 inline-block text-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-dark"
                  >
                    {t("public.search.clear")}
                  </Link>
                </div>
              ) : (
                shown.map((group) => {
                  const anchor = anchors.get(group.id);
                  return (
                    <section key={group.id} id={anchor} aria-labelledby={`${anchor}-heading`}>
                      <h2 id={`${anchor}-heading`} className="text-xl font-bold text-dark">
                        {group.title}
                      </h2>
                      <div className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
                        {group.items.map((item) => (
                          <details
                            key={item.id}
                            open={(searching && found <= openUpTo) || undefined}
                            className="group p-5 [&_summary::-webkit-details-marker]:hidden"
                          >
                            <summary className="flex cursor-pointer items-start justify-between gap-4 font-semibold text-dark">
                              {item.question}
                              <span
                                className="mt-0.5 text-primary transition group-open:rotate-45"
                                aria-hidden="true"
                              >
                                +
                              </span>
                            </summary>
                            <div className="mt-3 space-y-3 leading-relaxed text-stone-700">
                              {answerParagraphs(item.answer).map((paragraph, i) => (
                                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are known only by their place
                                <p key={i} className="whitespace-pre-line">
                                  {paragraph}
                                </p>
                              ))}
                            </div>
                          </details>
                        ))}
                      </div>
                    </section>
                  );
                })
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

/**
 * Filters the questions as one types; without JavaScript the form sends `?q=` and the server filters.
 * The count of matches is announced politely.
 */
function FaqSearch({
  query,
  onChange,
  found,
  searching,
}: {
  query: string;
  onChange: (query: string) => void;
  found: number;
  searching: boolean;
}) {
  const { t } = useTranslation("faq");
  const id = useId();
  return (
    <div>
      <Form method="get" role="search" replace preventScrollReset className="max-w-xl">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-700">
          {t("public.search.label")}
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            type="search"
            name="q"
            value={query}
            onChange={(e) => onChange(e.target.value)}
            maxLength={100}
            autoComplete="off"
            placeholder={t("public.search.placeholder")}
            aria-describedby={`${id}-count`}
            className="h-11 min-w-0 flex-1 rounded-lg border border-stone-300 bg-white px-3 text-base placeholder:text-stone-500 focus-visible:outline-2 focus-visible:outline-primary"
          />
          <button type="submit" className={buttonVariants({ variant: "primary" })}>
            {t("public.search.submit")}
          </button>
        </div>
      </Form>
      <p id={`${id}-count`} role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-stone-700">
        {searching ? t("public.search.count", { count: found }) : ""}
      </p>
    </div>
  );
}
