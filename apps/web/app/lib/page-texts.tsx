import { createContext, useContext } from "react";
import { useNonce } from "./nonce";

/** The id of the script that carries a page's texts in its HTML. */
export const pageTextsId = "page-texts";

/** The page's texts as JSON, given by entry.server.tsx (lib/page-texts.server.ts). */
export const PageTextsContext = createContext<string | null>(null);

/** The page's texts as the server sent them, read once before hydrating. */
let sent: string | null | undefined;

/** The texts the server put in this page, or null when it put none. */
export function sentPageTexts(): string | null {
  if (sent === undefined) sent = document.getElementById(pageTextsId)?.textContent ?? null;
  return sent;
}

/**
 * PAGE-TEXTS: the script that carries the page's texts (ADR 039), rendered by the root layout. In the
 * browser it renders what the server sent, so hydration finds the same element.
 */
export function PageTexts() {
  const fromServer = useContext(PageTextsContext);
  const json = typeof document === "undefined" ? fromServer : sentPageTexts();
  // not run, but the page's policy names each of its inline scripts, this one too (by nonce, or by hash
  // on a page from the public cache)
  const nonce = useNonce();
  if (json === null) return null;
  const html = { __html: json };
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON of our catalogs, "<" escaped on the server
    <script type="application/json" id={pageTextsId} nonce={nonce} dangerouslySetInnerHTML={html} />
  );
}
