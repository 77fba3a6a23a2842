import { Fragment, type ReactNode } from "react";
import { mergeClasses } from "./merge-classes";
import { Pagination } from "./pagination";
import { useScrollable } from "./use-scrollable";

/** One column: its header, how a row fills its cell, and how the cell sits. */
export type Column<Row> = {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  align?: "left" | "right";
  /** the cell names its row (a `th scope="row"`), e.g. the course or the date */
  isRowHeader?: boolean;
  /** extra classes for this column's cells (nowrap, width) */
  className?: string;
  /** in the stacked phone layout, the cell speaks for itself (a title, a badge): no "Header:" before it */
  isSelfLabelled?: boolean;
};

type DataTableProps<Row> = {
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** what the table holds, for screen readers (and shown when `isCaptionShown`) */
  caption: string;
  isCaptionShown?: boolean;
  /** shown in place of the table when there are no rows */
  empty?: ReactNode;
  /**
   * On phones the rows become cards (label and value per column) below `md` or `lg`; "stacked" keeps one
   * table whose rows stack their cells below `md`; "scroll" keeps the table and lets it scroll sideways
   * from `minWidth`.
   */
  phone?: "cards-md" | "cards-lg" | "stacked" | "scroll";
  minWidth?: string;
  /** a framed table (rounded border, white) or a bare one inside another panel */
  isFramed?: boolean;
  rowProps?: (row: Row) => { className?: string; "data-testid"?: string };
  /** a phone card laid out by the page instead of the label and value list, and its extra classes */
  card?: { body: (row: Row) => ReactNode; className?: (row: Row) => string | undefined };
  /** what opens under a row across every column (a question, the row's details); nothing when null */
  rowDetail?: (row: Row) => ReactNode;
  /** a totals row (`<tr>`) kept under the rows; shown with the table only */
  footer?: ReactNode;
  pagination?: { page: number; totalPages: number } | undefined;
};

const th = "px-4 py-2.5 text-xs font-semibold uppercase tracking-wide text-stone-600";
const td = "px-4 py-3 align-top text-stone-800";
const alignOf = (column: { align?: "left" | "right" | undefined }, isStacked = false) =>
  column.align !== "right" ? "text-left" : isStacked ? "text-left md:text-right" : "text-right";

/** A table of typed columns with a caption, an empty state, phone cards or side scroll, and page links. */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  isCaptionShown = false,
  empty,
  phone = "scroll",
  minWidth,
  isFramed = true,
  rowProps,
  card,
  rowDetail,
  footer,
  pagination,
}: DataTableProps<Row>) {
  const { ref: frameRef, scrollable } = useScrollable<HTMLDivElement>();
  if (rows.length === 0 && empty !== undefined)
    return typeof empty === "string" ? <p className="text-sm text-stone-600">{empty}</p> : <>{empty}</>;
  const frame = isFramed ? "rounded-2xl border border-stone-200 bg-white shadow-sm" : "";
  const wide = phone === "cards-md" ? "hidden md:block" : phone === "cards-lg" ? "hidden lg:block" : "";
  const isStacked = phone === "stacked";
  const cellOf = (c: Column<Row>, row: Row) =>
    isStacked && !c.isSelfLabelled ? (
      <>
        <span className="md:hidden">{c.header}: </span>
        {c.cell(row)}
      </>
    ) : (
      c.cell(row)
    );
  const detailOf = (row: Row) => rowDetail?.(row) ?? null;
  const stackedCell = isStacked ? "px-0 py-0 md:px-4 md:py-3" : "";
  return (
    <>
      <div
        ref={frameRef}
        className={mergeClasses("relative overflow-x-auto", frame, wide)}
        {...(scrollable ? { tabIndex: 0, role: "group", "aria-label": caption } : {})}
      >
        <table className="w-full text-sm" style={minWidth ? { minWidth } : undefined}>
          <caption
            className={isCaptionShown ? "px-4 pt-3 text-left font-bold text-dark caption-top" : "sr-only"}
          >
            {caption}
          </caption>
          <thead className={isStacked ? "hidden bg-stone-50 md:table-header-group" : "bg-stone-50"}>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={mergeClasses(th, alignOf(c))}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {rows.map((row) => (
              <Fragment key={rowKey(row)}>
                <tr
                  {...rowProps?.(row)}
                  className={mergeClasses(
                    isStacked && "grid gap-1 p-4 md:table-row md:p-0",
                    rowProps?.(row).className,
                  )}
                >
                  {columns.map((c) =>
                    c.isRowHeader ? (
                      <th
                        key={c.key}
                        scope="row"
                        className={mergeClasses(td, "font-semibold", alignOf(c), c.className)}
                      >
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td
                        key={c.key}
                        className={mergeClasses(td, alignOf(c, isStacked), stackedCell, c.className)}
                      >
                        {cellOf(c, row)}
                      </td>
                    ),
                  )}
                </tr>
                {detailOf(row) && (
                  <tr>
                    <td colSpan={columns.length} className="bg-stone-50 p-4">
                      {detailOf(row)}
                    </td>
                  </tr>
                )}
              </Fragment>
            ))}
          </tbody>
          {footer && (
            <tfoot className="border-t-2 border-stone-200 bg-stone-50 font-semibold">{footer}</tfoot>
          )}
        </table>
      </div>
      {(phone === "cards-md" || phone === "cards-lg") && (
        <ul aria-label={caption} className={`space-y-3 ${phone === "cards-md" ? "md:hidden" : "lg:hidden"}`}>
          {rows.map((row) => (
            <li
              key={rowKey(row)}
              className={mergeClasses(
                "rounded-2xl border border-stone-200 bg-white p-4 shadow-sm",
                card?.className?.(row),
              )}
            >
              {card ? (
                card.body(row)
              ) : (
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
                  {columns.map((c) => (
                    <div key={c.key} className="contents">
                      <dt className="text-stone-600">{c.header}</dt>
                      <dd
                        className={mergeClasses(
                          "min-w-0 break-words text-stone-800",
                          c.isRowHeader && "font-semibold",
                        )}
                      >
                        {c.cell(row)}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {detailOf(row) && <div className="mt-3">{detailOf(row)}</div>}
            </li>
          ))}
        </ul>
      )}
      {pagination && <Pagination page={pagination.page} totalPages={pagination.totalPages} />}
    </>
  );
}
