import type { UtilizationRow } from "@kursove/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLocale } from "../../lib/use-locale";
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

const th = "px-3 py-3 font-semibold";
const num = "px-3 py-3 text-right tabular-nums";

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
  return (
    <>
      <div className="hidden overflow-x-auto rounded-2xl border border-stone-200 bg-white shadow-sm lg:block">
        <table className="w-full text-sm">
          <thead className="bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-600">
            <tr>
              <th scope="col" className={th}>
                {t("columns.course")}
              </th>
              <th scope="col" className={th}>
                {t("columns.dates")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.capacity")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.sold")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.held")}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t("columns.free")}
              </th>
              <th scope="col" className={th}>
                {t("columns.utilization")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <tr
                key={row.course.id}
                className={`align-top ${row.course.id === selectedId ? "bg-secondary" : "hover:bg-stone-50"}`}
              >
                <th scope="row" className="px-3 py-3 text-left font-normal">
                  {open(row, "block break-words")}
                  {showProvider && <span className="block text-stone-700">{row.provider.name}</span>}
                  <span className="block text-xs text-stone-600">
                    {t(`kind.${row.kind}`)}
                    {meetings(row) && ` · ${meetings(row)}`}
                  </span>
                </th>
                <td className="px-3 py-3 text-stone-700">{dates(row)}</td>
                <td className={num}>{row.capacity}</td>
                <td className={`${num} font-semibold`}>{row.sold}</td>
                <td className={num}>{row.held}</td>
                <td className={num}>{row.free}</td>
                <td className="px-3 py-3">
                  <UtilizationBar share={row.utilization} sold={row.sold} capacity={row.capacity} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-3 lg:hidden">
        {rows.map((row) => (
          <li
            key={row.course.id}
            className={`rounded-2xl border p-4 shadow-sm ${row.course.id === selectedId ? "border-primary bg-secondary" : "border-stone-200 bg-white"}`}
          >
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
          </li>
        ))}
      </ul>
    </>
  );
}
