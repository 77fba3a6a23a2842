import { loadInvoiceList } from "../../features/invoices/invoice-list.server";
import { InvoiceListPage } from "../../features/invoices/invoice-list-page";
import { seo } from "../../lib/meta";
import type { Route } from "./+types/invoices";

/** Every invoice, credit note and commission invoice of the platform (INVOICE-ACCESS). */
export const loader = (args: Route.LoaderArgs) => loadInvoiceList(args, "admin");

export const meta: Route.MetaFunction = ({ data, matches, location }) =>
  seo(matches, { title: data?.title ?? "", pathname: location.pathname, noindex: true });

export default function AdminInvoices({ loaderData }: Route.ComponentProps) {
  return <InvoiceListPage {...loaderData} />;
}
