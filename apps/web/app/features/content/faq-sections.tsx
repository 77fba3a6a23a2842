import type { FaqSection } from "@kursove/contracts";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { answerParagraphs } from "./faq-filter";

/** One group of the FAQ: its title and its questions, each opening to its answer. */
export function FaqGroup({
  group,
  anchor,
  isOpen,
}: {
  group: FaqSection;
  anchor: string | undefined;
  isOpen: boolean;
}) {
  return (
    <section id={anchor} aria-labelledby={`${anchor}-heading`}>
      <h2 id={`${anchor}-heading`} className="text-xl font-bold text-dark">
        {group.title}
      </h2>
      <div className="mt-4 divide-y divide-stone-200 rounded-xl border border-stone-200 bg-white">
        {group.items.map((item) => (
          <details
            key={item.id}
            open={isOpen || undefined}
            className="group p-5 [&_summary::-webkit-details-marker]:hidden"
          >
            <summary className="flex cursor-pointer items-start justify-between gap-4 font-semibold text-dark">
              {item.question}
              <span className="mt-0.5 text-primary transition group-open:rotate-45" aria-hidden="true">
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
}

/** What a search that found nothing shows, with a link that clears it. */
export function FaqNoMatch({ query, onClear }: { query: string; onClear: () => void }) {
  const { t } = useTranslation("faq");
  const { to } = useLocale();
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-white p-6 text-center">
      <p className="font-semibold text-dark">{t("public.search.none", { query: query.trim() })}</p>
      <p className="mt-1 text-sm text-stone-700">{t("public.search.noneHint")}</p>
      <Link
        to={to("/faq")}
        onClick={onClear}
        preventScrollReset
        className="mt-3 inline-block text-sm font-semibold text-primary underline underline-offset-2 hover:text-primary-dark"
      >
        {t("public.search.clear")}
      </Link>
    </div>
  );
}

/**
 * Filters the questions as one types; without JavaScript the form sends `?q=` and the server filters.
 * The count of matches is announced politely.
 */
export function FaqSearch({
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
