import type { InvoiceListResponse } from "@kursove/contracts";
import { invoiceKinds } from "@kursove/contracts/constants";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { InvoiceTable } from "../../features/invoices/invoice-table";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { seo } from "../../lib/meta";
import { choiceOf } from "../../ui/filter-tabs";
import type { Route } from "./+types/invoices";

/** The provider's invoices and credit notes to buyers and the platform's commission invoices (INVOICES). */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["provider", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const kind = choiceOf(url, "kind", ["all", ...invoiceKinds] as const);
  const query = `page=${page}${kind === "all" ? "" : `&kind=${kind}`}`;
  const list = await apiGet<InvoiceListResponse>(
    args.context,
    args.request,
    `/provider/invoices?${query}`,
    locale,
  );
  return { list, page, kind, title: i18nFor(locale).t("invoices:list.providerTitle") };
}

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function DashboardInvoices({ loaderData: { list, page, kind } }: Route.ComponentProps) {
  const { t } = useTranslation("invoices");
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-xl font-bold text-dark">{t("list.providerTitle")}</h2>
        <p className="mt-1 max-w-3xl text-sm text-stone-700">{t("list.providerIntro")}</p>
      </div>
      <InvoiceTable list={list} page={page} kind={kind} basePath="/dashboard/invoices" />
    </div>
  );
}
