import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTranslations } from "./lib/i18n";
import { localeOfPath } from "./lib/locale";

// TRANSLATION-CHUNKS: the page's texts in its own language arrive as their own chunk: hydrate once they are here,
// so the first render in the browser matches the server's.
const { pathname } = window.location;
void loadTranslations(localeOfPath(pathname), pathname)
  .catch((error) => console.error("The page's texts did not load", error))
  .then(() => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  });
