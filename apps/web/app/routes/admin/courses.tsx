import type { adminCourseSummary, adminRevisionSummary } from "@kursove/contracts";
import { pageOf } from "@kursove/contracts/domain/paging";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { z } from "zod";
import { apiGet, callApi } from "../../lib/api.server";
import { formatDate } from "../../lib/format";
import { guard } from "../../lib/guards.server";
import { localeOfPath } from "../../lib/locale";
import { useLocale } from "../../lib/use-locale";
import { Pagination } from "../../ui/pagination";
import type { Route } from "./+types/courses";

const tabs = ["in_review", "changes", "approved", "rejected", "draft", "deleted"] as const;
type Tab = (typeof tabs)[number];
type CourseRow = z.infer<typeof adminCourseSummary> & { submitted_at?: string | null };
type RevisionRow = z.infer<typeof adminRevisionSummary>;
type Listing =
  | { kind: "courses"; rows: CourseRow[]; last_page: number; total: number | null; failed: false }
  | { kind: "changes"; rows: RevisionRow[]; last_page: number; total: number | null; failed: boolean };

/** The admins' course queue by status, in review first, and the pending changes to approved courses. */
export async function loader(args: Route.LoaderArgs) {
  await guard(args, ["admin", "locale"]);
  const url = new URL(args.request.url);
  const locale = localeOfPath(url.pathname);
  const wanted = url.searchParams.get("status");
  const status: Tab = tabs.includes(wanted as Tab) ? (wanted as Tab) : "in_review";
  const page = pageOf(url);
  let listing: Listing;
  if (status === "changes") {
    const result = await callApi<{ data: RevisionRow[]; last_page: number; total: number }>(
      args.context,
      args.request,
      `/admin/course-revisions?status=pending&page=${page}`,
      { locale },
    );
    listing = result.ok
      ? {
          kind: "changes",
          rows: result.data.data,
          last_page: result.data.last_page,
          total: result.data.total,
          failed: false,
        }
      : { kind: "changes", rows: [], last_page: 1, total: null, failed: true };
  } else {
    const list = await apiGet<{ data: CourseRow[]; last_page: number; total?: number }>(
      args.context,
      args.request,
      `/admin/courses?status=${status}&page=${page}`,
      locale,
    );
    listing = {
      kind: "courses",
      rows: list.data,
      last_page: list.last_page,
      total: list.total ?? null,
      failed: false,
    };
  }
  return { listing, status, page };
}

const rowClass =
  "flex flex-col gap-1 rounded-xl border border-stone-200 bg-white p-4 hover:border-primary hover:shadow-sm focus-visible:outline-2 focus-visible:outline-primary sm:flex-row sm:items-center sm:justify-between";

export default function AdminCourses({ loaderData: { listing, status, page } }: Route.ComponentProps) {
  const { t } = useTranslation("review");
  const { to, locale } = useLocale();
  const when = (iso: string | null | undefined, label: string) =>
    iso ? (
      <>
        {label}: <time dateTime={iso}>{formatDate(iso, locale, { dateStyle: "medium" })}</time>
      </>
    ) : null;
  return (
    <div>
      <h2 className="text-xl font-bold text-dark">{t("title")}</h2>
      <p className="mt-1 text-stone-600">{t("intro")}</p>
      <nav aria-label={t("tabsLabel")} className="mt-5">
        <ul className="flex gap-1 overflow-x-auto border-b border-stone-200">
          {tabs.map((s) => (
            <li key={s}>
              <Link
                to={`${to("/admin/courses")}${s === "in_review" ? "" : `?status=${s}`}`}
                aria-current={s === status ? "page" : undefined}
                className={`block whitespace-nowrap border-b-2 px-4 py-2.5 text-sm font-semibold ${s === status ? "border-dark text-dark" : "border-transparent text-stone-600 hover:text-dark"}`}
              >
                {t(`tabs.${s}`)}
                {s === status && listing.total !== null && (
                  <span className="ml-1.5 rounded-full bg-stone-100 px-2 py-0.5 text-xs">
                    {listing.total}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {listing.failed ? (
        <p role="alert" className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {t("changesFailed")}
        </p>
      ) : listing.rows.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
          {t(`empty.${status}`)}
        </p>
      ) : listing.kind === "changes" ? (
        <ul className="mt-6 space-y-3">
          {listing.rows.map((r) => (
            <li key={r.id}>
              <Link to={to(`/admin/course-revisions/${r.id}`)} className={rowClass}>
                <span className="min-w-0">
                  <span className="block break-words font-semibold text-dark">{r.course_title}</span>
                  <span className="block text-sm text-stone-600">{r.provider_name}</span>
                </span>
                <span className="shrink-0 text-sm text-stone-600">
                  {when(r.submitted_at, t("submitted"))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="mt-6 space-y-3">
          {listing.rows.map((c) => (
            <li key={c.id}>
              <Link to={to(`/admin/courses/${c.id}`)} className={rowClass}>
                <span className="min-w-0">
                  <span className="block break-words font-semibold text-dark">{c.title}</span>
                  <span className="block text-sm text-stone-600">{c.provider_name}</span>
                  {c.provider_status !== "approved" && (
                    <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950">
                      {t("providerNotApprovedShort")}
                    </span>
                  )}
                </span>
                <span className="shrink-0 text-sm text-stone-600">
                  {status === "in_review"
                    ? when(c.submitted_at ?? c.updated_at, t("submitted"))
                    : when(c.updated_at, t("updated"))}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={listing.last_page} />
    </div>
  );
}
