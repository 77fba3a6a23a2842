import type { Locale } from "@kursove/i18n/locale";
import { useRouteLoaderData } from "react-router";
import { localizePath } from "./locale";

type RootData = { locale: Locale };

/** The page's locale and a function that puts an app path into it. */
export function useLocale() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const locale: Locale = root?.locale ?? "bg";
  return { locale, to: (path: string) => localizePath(path, locale) };
}
