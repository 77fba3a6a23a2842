import { redirect } from "react-router";
import { localeOfPath, localizePath } from "../lib/locale";
import type { Route } from "./+types/thank-you";

/** The order confirmation mail's link (/checkout/thank-you/{id}): the order's payment page shows it. */
export function loader({ request, params }: Route.LoaderArgs) {
  const locale = localeOfPath(new URL(request.url).pathname);
  return redirect(`${localizePath("/payment", locale)}?order_id=${encodeURIComponent(params.id)}`);
}
