import type { ProviderOrdersPage } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { data, redirect } from "react-router";
import { FigureCards } from "../../features/reports/dashboard-panels";
import {
  OrderFilters,
  type OrderFilterValues,
  ProviderOrdersList,
} from "../../features/reports/provider-orders";
import { apiGet, callApi, toQuery } from "../../lib/api.server";
import { formatMoney } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/orders";

const filterNames = ["status", "course_id", "from", "to"] as const;

/** The provider's orders and sales of its own courses, 20 a page, with their sums. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const values = Object.fromEntries(
    filterNames.map((name) => [name, (url.searchParams.get(name) ?? "").trim().slice(0, 64)]),
  ) as OrderFilterValues;
  const page = pageOf(url);
  const params = new URLSearchParams(values);
  params.set("page", String(page));
  const result = await callApi<ProviderOrdersPage>(
    args.context,
    args.request,
    `/provider/orders${toQuery(params)}`,
    { locale },
  );
  if (result.ok) {
    const list = result.data;
    if (list.data.length === 0 && page > list.last_page) {
      // a page past the end goes to the last one
      if (list.last_page === 1) url.searchParams.delete("page");
      else url.searchParams.set("page", String(list.last_page));
      throw redirect(`${url.pathname}${url.search}`);
    }
    return { list, courses: list.courses, values, page, errors: null, message: null };
  }
  if (result.status !== 422) throw data({ message: result.error.message }, { status: result.status });
  // refused filters: the form still offers the provider's courses
  const all = await apiGet<ProviderOrdersPage>(args.context, args.request, "/provider/orders", locale);
  return {
    list: null,
    courses: all.courses,
    values,
    page,
    errors: result.error.errors ?? {},
    message: result.error.message,
  };
}

export default function ProviderOrders({
  loaderData: { list, courses, values, page, errors, message },
}: Route.ComponentProps) {
  const { t } = useTranslation("reports");
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, locale);
  const filtered = Object.values(values).some(Boolean);
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("orders.title")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("orders.intro")}</p>
      </div>
      {list && (
        <FigureCards
          label={filtered ? t("orders.totalsFiltered") : t("orders.totals")}
          figures={[
            { key: "sales", label: t("orders.sales"), value: money(list.totals.sales) },
            { key: "commission", label: t("orders.commission"), value: money(list.totals.commission) },
            { key: "net", label: t("orders.netIncome"), value: money(list.totals.net) },
            { key: "refunded", label: t("orders.refundedTotal"), value: money(list.totals.refunded) },
          ]}
        />
      )}
      <OrderFilters values={values} courses={courses} errors={errors} />
      {message && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          {t("invalid", { message })}
        </p>
      )}
      {list &&
        (list.data.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
            <p className="font-semibold text-stone-800">
              {filtered ? t("orders.emptyFiltered") : t("orders.empty")}
            </p>
            {!filtered && (
              <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("orders.emptyHint")}</p>
            )}
          </div>
        ) : (
          <ProviderOrdersList items={list.data} />
        ))}
      {list && <Pagination page={page} totalPages={list.last_page} />}
    </div>
  );
}
