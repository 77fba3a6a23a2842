import type { UtilizationRow } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
import { DataTable } from "../../ui/data-table";
import { formatCourseDates } from "./format";
import { UtilizationBar } from "./utilization-bar";

type Props = {
  rows: UtilizationRow[];
  /** the page that opens a course's detail */
  hrefOf: (row: UtilizationRow) => string;
  /** the admins see whose course it is; a provider sees only its own */
  showProvider?: boolean;
  /** the course open below the list, marked as the current one */
  selectedId?: string | null;
};

/** Courses with their places: a table on wide screens, cards on phones; each opens its detail. */
export function UtilizationTable({ rows, hrefOf, showProvider = false, selectedId = null }: Props) {
  const { t } = useTranslation("utilization");
  const { locale } = useLocale();
  const dates = (row: UtilizationRow) =>
    formatCourseDates(row.starts_at, row.ends_at, locale) ?? t("noDates");
  const meetings = (row: UtilizationRow) =>
    row.kind === "bookable"
      ? t("slotsCount", { count: row.slots })
      : row.kind === "scheduled"
        ? t("sessionsCount", { count: row.sessions })
        : null;
  const open = (row: UtilizationRow, className: string) => (
    <Link
      to={hrefOf(row)}
      aria-current={row.course.id === selectedId ? "true" : undefined}
      className={`${className} font-semibold text-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary`}
    >
      {row.course.title}
    </Link>
  );
  const isSelected = (row: UtilizationRow) => row.course.id === selectedId;
  const count = (key: "capacity" | "sold" | "held" | "free") => ({
    key,
    header: t(`columns.${key}`),
    align: "right" as const,
    className: key === "sold" ? "tabular-nums font-semibold" : "tabular-nums",
    cell: (row: UtilizationRow) => row[key],
  });
  return (
    <DataTable
      caption={t("admin.title")}
      phone="cards-lg"
      rows={rows}
      rowKey={(row) => row.course.id}
      rowProps={(row) => ({ className: isSelected(row) ? "bg-secondary" : "hover:bg-stone-50" })}
      columns={[
        {
          key: "course",
          header: t("columns.course"),
          isRowHeader: true,
          className: "font-normal",
          cell: (row) => (
            <>
              {open(row, "block break-words")}
              {showProvider && <span className="block text-stone-700">{row.provider.name}</span>}
              <span className="block text-xs text-stone-600">
                {t(`kind.${row.kind}`)}
                {meetings(row) && ` · ${meetings(row)}`}
              </span>
            </>
          ),
        },
        { key: "dates", header: t("columns.dates"), className: "text-stone-700", cell: dates },
        count("capacity"),
        count("sold"),
        count("held"),
        count("free"),
        {
          key: "utilization",
          header: t("columns.utilization"),
          cell: (row) => <UtilizationBar share={row.utilization} sold={row.sold} capacity={row.capacity} />,
        },
      ]}
      card={{
        className: (row) => (isSelected(row) ? "border-primary bg-secondary" : undefined),
        body: (row) => (
          <>
            {open(row, "block break-words")}
            {showProvider && <p className="text-sm text-stone-700">{row.provider.name}</p>}
            <p className="mt-1 text-sm text-stone-600">
              {dates(row)} · {t(`kind.${row.kind}`)}
            </p>
            <div className="mt-3">
              <UtilizationBar share={row.utilization} sold={row.sold} capacity={row.capacity} />
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
              {(["capacity", "sold", "held", "free"] as const).map((key) => (
                <div key={key} className="flex justify-between gap-2 sm:block">
                  <dt className="text-stone-600">{t(`columns.${key}`)}</dt>
                  <dd className="font-semibold tabular-nums text-dark">{row[key]}</dd>
                </div>
              ))}
            </dl>
          </>
        ),
      }}
    />
  );
}
