import { type AdminOrdersPage, orderStatuses } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Form, Link } from "react-router";
import { apiGet } from "../../lib/api.server";
import { formatDate, formatMoney } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { EmailText } from "../../ui/email-text";
import { OrderStatusBadge } from "../../ui/order-format";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/orders";

const listed = orderStatuses.filter((s) => s !== "pending");
const field =
  "mt-1 block h-11 w-full rounded-lg border border-stone-300 bg-white px-3 text-base text-dark focus:border-primary focus:outline-2 focus:outline-primary";

/** Every order past checkout, searchable by number, learner name or email, filtered by state. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const raw = url.searchParams.get("status") ?? "";
  const status = (listed as readonly string[]).includes(raw) ? raw : "";
  const page = pageOf(url);
  const query = new URLSearchParams({ page: String(page) });
  if (q) query.set("q", q);
  if (status) query.set("status", status);
  const list = await apiGet<AdminOrdersPage>(
    args.context,
    args.request,
    `/admin/orders?${query}`,
    localeOfPath(url.pathname),
  );
  return { list, q, status, page };
}

export default function AdminOrders({ loaderData: { list, q, status, page } }: Route.ComponentProps) {
  const { t } = useTranslation("money");
  const { locale, to } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("orders.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("orders.intro")}</p>
      </div>
      <Form
        method="get"
        role="search"
        className="grid gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_14rem_auto] sm:items-end"
      >
        <label className="block text-sm font-semibold text-dark">
          {t("orders.search")}
          <input
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder={t("orders.searchPlaceholder")}
            className={field}
          />
        </label>
        <label className="block text-sm font-semibold text-dark">
          {t("orders.status")}
          <select name="status" defaultValue={status} className={field}>
            <option value="">{t("orders.allStatuses")}</option>
            {listed.map((s) => (
              <option key={s} value={s}>
                {t(`orders:status.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="h-11 rounded-lg bg-dark px-5 text-sm font-semibold text-white hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
        >
          {t("orders.filter")}
        </button>
      </Form>
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("orders.empty")}</p>
        </div>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="hidden bg-stone-50 text-xs uppercase tracking-wide text-stone-600 md:table-header-group">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {t("orders.columns.number")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("orders.columns.learner")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("orders.columns.providers")}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t("orders.columns.total")}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {t("orders.columns.refunded")}
                </th>
                <th scope="col" className="px-4 py-3">
                  {t("orders.columns.status")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {list.data.map((order) => (
                <tr key={order.id} className="grid gap-1 p-4 md:table-row md:p-0">
                  <td className="md:px-4 md:py-3">
                    <Link
                      to={to(`/admin/orders/${order.id}`)}
                      aria-label={t("orders.open", { number: order.number })}
                      className="font-bold text-primary hover:underline"
                    >
                      {order.number}
                    </Link>
                    <span className="block text-xs text-stone-600">
                      <time dateTime={order.date}>
                        {formatDate(order.date, locale, { dateStyle: "medium", timeStyle: "short" })}
                      </time>
                    </span>
                  </td>
                  <td className="md:px-4 md:py-3">
                    <span className="font-semibold text-dark">{order.learner.name}</span>
                    <EmailText email={order.learner.email} className="block text-xs text-stone-600" />
                  </td>
                  <td className="text-stone-700 md:px-4 md:py-3">{order.providers.join(", ")}</td>
                  <td className="font-semibold text-dark md:px-4 md:py-3 md:text-right">
                    <span className="md:hidden">{t("orders.columns.total")}: </span>
                    {money(order.total)}
                  </td>
                  <td className="text-stone-700 md:px-4 md:py-3 md:text-right">
                    <span className="md:hidden">{t("orders.columns.refunded")}: </span>
                    {order.refunded > 0 ? money(order.refunded) : "—"}
                  </td>
                  <td className="md:px-4 md:py-3">
                    <div className="flex flex-wrap items-center gap-2">
                      <OrderStatusBadge status={order.status} />
                      {order.pending_requests > 0 && (
                        <span className="inline-flex rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
                          {t("orders.pendingRequests", { count: order.pending_requests })}
                        </span>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
