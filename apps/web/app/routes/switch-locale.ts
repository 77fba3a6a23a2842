import { isLocale } from "@kursove/i18n/locale";
import { redirect } from "react-router";
import { localeCookieHeader, localizePath, localPath } from "../lib/locale";
import type { Route } from "./+types/switch-locale";

/** The language switcher: remembers the chosen locale for 365 days and reloads the same page in it. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const to = url.searchParams.get("to");
  const locale = isLocale(to) ? to : "bg";
  // only paths of this site, encoded for the Location header; anything else goes home
  const path = localPath(url.searchParams.get("path")) ?? "/";
  const [pathname = "/", search = ""] = path.split("?");
  return redirect(localizePath(pathname, locale) + (search ? `?${search}` : ""), {
    headers: { "set-cookie": localeCookieHeader(locale), "cache-control": "no-store" },
  });
}
