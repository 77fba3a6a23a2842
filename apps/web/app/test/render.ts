import type { Locale } from "@kursove/i18n/locale";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { i18nFor } from "../lib/i18n";

type StubRoutes = Parameters<typeof createRoutesStub>[0];

export type RenderOptions = {
  /** The page's address; the locale's home by default ("/" or "/en"). */
  path?: string;
  locale?: Locale;
  /** More of the root loader's data beside the locale (the root id is "root"). */
  root?: Record<string, unknown>;
  /** Other routes' loader data by route id. */
  loaderData?: Record<string, unknown>;
};

/**
 * Renders routes on the server as the app renders a page: in a data router whose root names the locale,
 * inside that locale's translations. React's text separators (`<!-- -->`) are taken out, so tests read
 * text as a browser shows it.
 */
export function renderRoutes(routes: StubRoutes, options: RenderOptions = {}) {
  const locale = options.locale ?? "bg";
  const Stub = createRoutesStub(routes);
  const loaderData = { root: { locale, ...options.root }, ...options.loaderData };
  return renderToString(
    createElement(
      I18nextProvider,
      { i18n: i18nFor(locale) },
      createElement(Stub, {
        initialEntries: [options.path ?? (locale === "en" ? "/en" : "/")],
        hydrationData: { loaderData },
      }),
    ),
  ).replace(/<!-- -->/g, "");
}

/** Renders a component as the whole of a page under the root route (see renderRoutes). */
export function renderInPage(node: ReactNode | (() => ReactNode), options: RenderOptions = {}) {
  const Component = typeof node === "function" ? node : () => node;
  return renderRoutes([{ id: "root", path: "/*", Component, loader: () => null }], options);
}
