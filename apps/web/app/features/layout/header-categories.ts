import type { Category, IndexResponse } from "@kursove/contracts";
import type { Locale } from "@kursove/i18n/locale";
import { useCallback, useState } from "react";

/** The header's categories per language, asked once for the page's life; a failed answer is forgotten. */
const asked = new Map<Locale, Promise<Category[]>>();

/** The categories in a language, asked of the API once; a failure is asked again at the next call. */
export function askCategories(locale: Locale): Promise<Category[]> {
  const known = asked.get(locale);
  if (known) return known;
  // anonymous, so the API's public cache answers a signed-in visitor too: the index is the same for all
  const answer = fetch("/api/v1/index", {
    headers: { accept: "application/json", "content-language": locale },
    credentials: "omit",
  })
    .then((response) =>
      response.ok
        ? (response.json() as Promise<IndexResponse>)
        : Promise.reject(new Error(`GET /index ${response.status}`)),
    )
    .then((index) => index.categories);
  asked.set(locale, answer);
  // the next opening or the retry asks again
  answer.catch(() => {
    if (asked.get(locale) === answer) asked.delete(locale);
  });
  return answer;
}

/** The open menus' code (category-menu.tsx), asked together with their categories (P5, ADR 048). */
export const categoryMenu = () => import("./category-menu");

/** Forgets every answer, so a test starts from a page that has asked nothing. */
export function forgetHeaderCategories() {
  asked.clear();
}

export type HeaderCategories =
  | { state: "loading" }
  | { state: "failed" }
  | { state: "ready"; categories: Category[] };

/** The last answer the header got: the categories, or null when the request failed. */
export type HeaderAnswer = { locale: Locale; categories: Category[] | null } | null;

/**
 * What the menu shows: the page's own categories, else the answer in the page's language; an answer in
 * another language (before a language switch) counts as none, so the menu never names them in the wrong one.
 */
export function headerCategoriesOf(
  locale: Locale,
  fromPage: Category[],
  answer: HeaderAnswer,
): HeaderCategories {
  if (fromPage.length > 0) return { state: "ready", categories: fromPage };
  if (answer?.locale !== locale) return { state: "loading" };
  return answer.categories ? { state: "ready", categories: answer.categories } : { state: "failed" };
}

/**
 * HEADER-CATEGORIES (ADR 044): the categories of the header's menu, asked from the API's public `GET /index`
 * when a menu is about to open (`load` on pointer-enter, focus and click), not sent with every page. A page
 * whose own data has them (`pageCategories`: home, the catalogue) gives them at once.
 */
export function useHeaderCategories(
  locale: Locale,
  fromPage: Category[],
): { categories: HeaderCategories; load: () => void; retry: () => void } {
  const [answer, setAnswer] = useState<HeaderAnswer>(null);
  const load = useCallback(() => {
    void categoryMenu();
    if (fromPage.length > 0) return;
    askCategories(locale).then(
      (categories) => setAnswer({ locale, categories }),
      () => setAnswer({ locale, categories: null }),
    );
  }, [locale, fromPage]);
  const retry = useCallback(() => {
    setAnswer(null);
    load();
  }, [load]);
  return { categories: headerCategoriesOf(locale, fromPage, answer), load, retry };
}
