import type { Order } from "@kursove/contracts";
import { data } from "react-router";
import { paymentStateOf } from "../features/checkout/order-state";
import { NoOrder, OrderPayment } from "../features/checkout/payment-outcome";
import { callApi } from "../lib/api.server";
import { guard, pageAttributesOf } from "../lib/guards.server";
import { i18nFor } from "../lib/i18n";
import { localeOfPath } from "../lib/locale";
import { seo } from "../lib/meta";
import { uuidPattern } from "../lib/uuid";
import type { Route } from "./+types/payment";

export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "pageAttributes", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const id = url.searchParams.get("order_id") ?? "";
  const { t } = i18nFor(locale);
  const page = pageAttributesOf(args.request);
  const headers = { "cache-control": "no-store" };
  const found = uuidPattern.test(id)
    ? await callApi<Order>(args.context, args.request, `/orders/${id}`, { locale })
    : null;
  // no order (none named, or none of this buyer's): the page says so and leads to the cart and the orders
  if (!found || found.status === 404)
    return data({ order: null, page, title: t("checkout:payment.none.title") }, { status: 404, headers });
  if (!found.ok) throw data({ message: found.error.message }, { status: found.status });
  const order = found.data;
  return data({ order, page, title: t(`checkout:payment.title.${paymentStateOf(order)}`) }, { headers });
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

/** Spec's Payment and thank-you page: the order's state after the card step. */
export default function Payment({ loaderData: { order } }: Route.ComponentProps) {
  if (!order) return <NoOrder />;
  return <OrderPayment order={order} />;
}
