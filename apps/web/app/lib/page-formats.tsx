import type { FormatAnswers } from "@kursove/contracts/domain/format-answers";
import { createContext, useContext } from "react";
import { useNonce } from "./nonce";

/** The id of the script that carries the answers of a page's formatters in its HTML. */
export const pageFormatsId = "page-formats";

/** At most this many answers go with a page: the first, from its top, which a phone shows first. */
const mostAnswers = 600;

/** The answers the server's formatters gave while rendering this page (entry.server.tsx keeps them). */
export const PageFormatsContext = createContext<FormatAnswers | null>(null);

let sent: string | null | undefined;

/** The answers the server put in this page as JSON, or null when it put none. */
export function sentPageFormats(): string | null {
  if (sent === undefined) sent = document.getElementById(pageFormatsId)?.textContent ?? null;
  return sent;
}

/** The answers as JSON for a script: at most mostAnswers of them, "<" escaped. */
export function pageFormatsJson(answers: FormatAnswers): string | null {
  const given: FormatAnswers = {};
  let count = 0;
  all: for (const [formatter, values] of Object.entries(answers))
    for (const [value, answer] of Object.entries(values)) {
      if (count === mostAnswers) break all;
      const into = given[formatter] ?? {};
      into[value] = answer;
      given[formatter] = into;
      count++;
    }
  return count ? JSON.stringify(given).replace(/</g, "\\u003c") : null;
}

/**
 * PAGE-FORMATS (ADR 046): the script that carries the answers of the page's formatters, rendered by the root
 * layout after the page, so the answers of everything above it are kept by then. In the browser it renders
 * what the server sent, so hydration finds the same element.
 */
export function PageFormats() {
  const answers = useContext(PageFormatsContext);
  const json =
    typeof document === "undefined" ? (answers ? pageFormatsJson(answers) : null) : sentPageFormats();
  const nonce = useNonce();
  if (json === null) return null;
  const html = { __html: json };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our formatters' answers, "<" escaped
    <script type="application/json" id={pageFormatsId} nonce={nonce} dangerouslySetInnerHTML={html} />
  );
}
