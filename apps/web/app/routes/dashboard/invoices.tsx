import { loadInvoiceList } from "../../features/invoices/invoice-list.server";
import { InvoiceListPage } from "../../features/invoices/invoice-list-page";
import { seo } from "../../lib/meta";
import type { Route } from "./+types/invoices";

/** The provider's invoices and credit notes to buyers and the platform's commission invoices (INVOICE-ACCESS). */
export const loader = (args: Route.LoaderArgs) => loadInvoiceList(args, "provider");

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function DashboardInvoices({ loaderData }: Route.ComponentProps) {
  return <InvoiceListPage {...loaderData} />;
}
