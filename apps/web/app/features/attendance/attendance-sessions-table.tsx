import type { AttendanceSessionRow } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../lib/format";
import { useLocale } from "../../lib/use-locale";
import { buttonVariants } from "../../ui/button";
import { type Column, DataTable } from "../../ui/data-table";

/** The started sessions of the provider's courses with how many places are marked, each to be marked. */
export function AttendanceSessionsTable({
  rows,
  pagination,
}: {
  rows: AttendanceSessionRow[];
  pagination: { page: number; totalPages: number };
}) {
  const { t } = useTranslation("certificates");
  const { locale, to } = useLocale();
  const dateOf = (row: AttendanceSessionRow) =>
    formatDate(row.session.starts_at, locale, { dateStyle: "medium", timeStyle: "short" });
  const columns: Column<AttendanceSessionRow>[] = [
    {
      key: "session",
      header: t("attendance.session"),
      isRowHeader: true,
      cell: (row) => (
        <>
          <span className="font-semibold text-dark">{row.session.title}</span>
          <span className="block text-sm text-stone-600">{dateOf(row)}</span>
        </>
      ),
    },
    {
      key: "course",
      header: t("attendance.course"),
      cell: (row) => (
        <Link to={to(`/courses/${row.course.slug}`)} className="hover:text-primary hover:underline">
          {row.course.title}
        </Link>
      ),
    },
    {
      key: "marked",
      header: t("attendance.marked"),
      cell: (row) => (
        <span className="text-sm">
          {t("attendance.markedCount", { marked: row.marked, places: row.places, present: row.present })}
        </span>
      ),
    },
    {
      key: "action",
      header: <span className="sr-only">{t("attendance.mark")}</span>,
      isSelfLabelled: true,
      className: "whitespace-nowrap",
      cell: (row) => (
        <Link
          to={to(`/dashboard/attendance/${row.session.id}`)}
          aria-label={t("attendance.markNamed", { session: row.session.title, date: dateOf(row) })}
          className={buttonVariants({
            variant: row.marked < row.places ? "primary" : "secondary",
            size: "sm",
          })}
        >
          {t("attendance.mark")}
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.session.id}
      caption={t("attendance.caption")}
      phone="cards-md"
      pagination={pagination}
      empty={
        <div className="rounded-2xl border border-dashed border-stone-300 bg-white p-8 text-center">
          <p className="font-semibold text-stone-800">{t("attendance.empty")}</p>
          <p className="mx-auto mt-2 max-w-xl text-sm text-stone-600">{t("attendance.emptyHint")}</p>
        </div>
      }
    />
  );
}
