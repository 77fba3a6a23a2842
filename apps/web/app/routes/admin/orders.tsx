import type { AdminOrdersPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { AdminOrderList } from "../../features/orders/admin-order-list";
import { AdminOrderSearch, listedOrderStatuses } from "../../features/orders/admin-order-search";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/orders";

/** Every order past checkout, searchable by number, learner name or email, filtered by state. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const raw = url.searchParams.get("status") ?? "";
  const status = (listedOrderStatuses as readonly string[]).includes(raw) ? raw : "";
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
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("orders.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("orders.intro")}</p>
      </div>
      <AdminOrderSearch q={q} status={status} />
      <AdminOrderList orders={list.data} />
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
