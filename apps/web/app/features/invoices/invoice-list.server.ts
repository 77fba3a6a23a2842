import type { InvoiceListResponse } from "@kursove/contracts";
import { invoiceKinds } from "@kursove/contracts/constants";
import { pageOf } from "@kursove/contracts/domain/paging";
import { apiGet } from "../../lib/api.server";
import { guard } from "../../lib/guards.server";
import { i18nFor } from "../../lib/i18n";
import { localeOfPath } from "../../lib/locale";
import { choiceOf } from "../../ui/filter-tabs";

type Args = { request: Request; context: { apiFetch?: typeof fetch; apiBase?: string } };

/** Who reads a list of invoices: an admin all of them, a provider its own (INVOICE-ACCESS). */
export type InvoiceAudience = "admin" | "provider";

/** A page of invoices, filtered by kind, for the admin's or the provider's list. */
export async function loadInvoiceList(args: Args, audience: InvoiceAudience) {
  await guard(args, [audience, "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const page = pageOf(url);
  const kind = choiceOf(url, "kind", ["all", ...invoiceKinds] as const);
  const query = `page=${page}${kind === "all" ? "" : `&kind=${kind}`}`;
  const list = await apiGet<InvoiceListResponse>(
    args.context,
    args.request,
    `/${audience}/invoices?${query}`,
    locale,
  );
  return { list, page, kind, audience, title: i18nFor(locale).t(`invoices:list.${audience}Title`) };
}
