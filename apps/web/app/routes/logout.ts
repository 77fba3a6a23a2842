import { redirect } from "react-router";
import { callApi } from "../lib/api.server";
import { localeOfPath, localizePath } from "../lib/locale";
import { clearAuthCookieHeader } from "../lib/session.server";
import type { Route } from "./+types/logout";

/** Logout revokes the token on the server, clears the cookie and lands on /. */
export async function action({ request, context }: Route.ActionArgs) {
  const from = request.headers.get("referer");
  const locale = from ? localeOfPath(new URL(from).pathname) : "bg";
  await callApi(context, request, "/logout", { locale });
  return redirect(localizePath("/", locale), { headers: { "set-cookie": clearAuthCookieHeader(request) } });
}

export function loader() {
  return redirect("/");
}
