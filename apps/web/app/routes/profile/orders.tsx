import type { UserOrdersPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { redirect } from "react-router";
import { OrdersList } from "../../features/orders/orders-list";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { ButtonLink } from "../../ui/button";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/orders";

/** The learner's orders, 10 a page, newest first (API-USER-ORDERS). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["profileAuth", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const list = await apiGet<UserOrdersPage>(args.context, args.request, `/user/orders?page=${page}`, locale);
  if (list.data.length === 0 && page > list.last_page) {
    // a page past the end goes to the last one
    if (list.last_page === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(list.last_page));
    throw redirect(`${url.pathname}${url.search}`);
  }
  return { list, page };
}

export default function OrdersPage({ loaderData: { list, page } }: Route.ComponentProps) {
  const { t } = useTranslation("orders");
  const { to } = useLocale();
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-lg font-bold text-dark">{t("title")}</h2>
        <p className="mt-1 text-sm text-stone-700">{t("intro")}</p>
      </div>
      {list.data.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("empty")}</p>
          <ButtonLink to={to("/courses")} className="mt-4">
            {t("emptyAction")}
          </ButtonLink>
        </div>
      ) : (
        <OrdersList orders={list.data} />
      )}
      <Pagination page={page} totalPages={list.last_page} />
    </div>
  );
}
