import { type FormatAnswers, keepFormatAnswers } from "@kursove/contracts/domain/format-answers";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTranslations, registerPageTexts } from "./lib/i18n";
import { localeOfPath } from "./lib/locale";
import { sentPageFormats } from "./lib/page-formats";
import { sentPageTexts } from "./lib/page-texts";

type Instrumentation = NonNullable<Parameters<typeof HydratedRouter>[0]["instrumentations"]>[number];

/**
 * PAGE-TEXTS (ADR 039): the page came with the texts it can show, so it hydrates at once. Before the
 * first navigation in the browser the texts of the part the next page needs arrive (one chunk per
 * language and part), so every page after it finds its texts.
 */
const withTexts: Instrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(navigate, { to }) {
        const pathname =
          typeof to === "number" ? window.location.pathname : new URL(to, window.location.href).pathname;
        await loadTranslations(localeOfPath(pathname), pathname).catch((error) =>
          console.error("The page's texts did not load", error),
        );
        await navigate();
      },
    });
  },
};

// PAGE-FORMATS (ADR 046): the amounts, dates and ratings the server formatted are answered from the page,
// so hydrating starts no Intl formatter (the first costs a phone tens of milliseconds)
try {
  const given = JSON.parse(sentPageFormats() ?? "{}") as FormatAnswers;
  keepFormatAnswers({ given: () => given, kept: () => undefined });
} catch (error) {
  console.error("The page's formats did not load", error);
}

const { pathname } = window.location;
const locale = localeOfPath(pathname);
const sent = sentPageTexts();
// without texts in the page (an old cached page), the part's chunk comes first
const ready =
  sent === null ? loadTranslations(locale, pathname) : Promise.resolve(registerPageTexts(locale, sent));
void ready
  .catch((error) => console.error("The page's texts did not load", error))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter instrumentations={[withTexts]} />
        </StrictMode>,
      );
    });
  });
