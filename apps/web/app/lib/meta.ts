import type { Locale } from "@kursove/i18n/locale";
import type { MetaDescriptor } from "react-router";
import { localizePath, stripLocale } from "./locale";

type Match = { id: string; data?: unknown } | undefined;

/** Title, description, canonical and language alternates of a page (SEO). */
export function seo(
  matches: Match[],
  page: { title: string; description?: string; pathname: string; image?: string | null; noindex?: boolean },
): MetaDescriptor[] {
  const root = matches.find((m) => m?.id === "root")?.data as
    | { origin?: string; locale?: Locale; brand?: string }
    | undefined;
  const origin = root?.origin ?? "";
  const brand = root?.brand ?? "Kursove";
  const path = stripLocale(page.pathname);
  const title = page.title === brand ? brand : `${page.title} | ${brand}`;
  const out: MetaDescriptor[] = [
    { title },
    { property: "og:title", content: page.title },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:locale", content: root?.locale === "en" ? "en_US" : "bg_BG" },
    { tagName: "link", rel: "canonical", href: origin + page.pathname },
    { tagName: "link", rel: "alternate", hrefLang: "bg", href: origin + localizePath(path, "bg") },
    { tagName: "link", rel: "alternate", hrefLang: "en", href: origin + localizePath(path, "en") },
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: origin + localizePath(path, "bg") },
  ];
  if (page.description) {
    out.push(
      { name: "description", content: page.description },
      { property: "og:description", content: page.description },
    );
  }
  if (page.image) out.push({ property: "og:image", content: origin + page.image });
  if (page.noindex) out.push({ name: "robots", content: "noindex" });
  return out;
}
