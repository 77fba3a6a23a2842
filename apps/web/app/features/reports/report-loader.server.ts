import type { Locale } from "@kursove/i18n/locale";
import { data } from "react-router";
import { callApi, toQuery } from "../../lib/api.server";
import { loadCategories } from "../../lib/categories.server";

export const reportFields = ["from", "to", "group_by", "provider_id", "category_id"] as const;
export type ReportField = (typeof reportFields)[number];
export type ReportValues = Record<ReportField, string>;
type Context = Parameters<typeof callApi>[0];
type Period = { from: string; to: string };

/**
 * A report for the filters in the page's address (those the report takes): the report and the address of
 * its CSV download, or on 422 the API's field messages, so the form shows what to correct; and the
 * categories the form offers (PAGE-CATEGORIES), asked beside it.
 */
export async function loadReport<T extends Period>(
  context: Context,
  request: Request,
  options: { path: "/admin/reports" | "/provider/reports"; fields: readonly ReportField[]; locale: Locale },
) {
  const url = new URL(request.url);
  const values = Object.fromEntries(
    reportFields.map((field) => [field, (url.searchParams.get(field) ?? "").trim().slice(0, 64)]),
  ) as ReportValues;
  const params = new URLSearchParams();
  for (const field of options.fields) if (values[field]) params.set(field, values[field]);
  const [result, pageCategories] = await Promise.all([
    callApi<T>(context, request, `${options.path}${toQuery(params)}`, { locale: options.locale }),
    loadCategories({ context, request }, options.locale),
  ]);
  if (result.ok) {
    // the download names the period the report resolved (the current month when none was given)
    const csv = new URLSearchParams(params);
    csv.set("from", result.data.from);
    csv.set("to", result.data.to);
    csv.set("lang", options.locale);
    return {
      report: result.data,
      values,
      errors: null,
      message: null,
      csvHref: `/api/v1${options.path}.csv?${csv}`,
      pageCategories,
    };
  }
  if (result.status === 422)
    return {
      report: null,
      values,
      errors: result.error.errors ?? {},
      message: result.error.message,
      csvHref: null,
      pageCategories,
    };
  throw data({ message: result.error.message }, { status: result.status });
}
