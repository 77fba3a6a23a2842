import { niceMax, shareOf } from "../lib/chart-scale";

/** One bar: its whole value, the part drawn inside it, and the label under the axis and in its tooltip. */
export type Bar = { key: string; label: string; value: number; part: number };

type Props = {
  title: string;
  /** names of the whole bar and of the part inside it, shown in the legend */
  legend: { value: string; part: string };
  /** what a screen reader hears for the whole image */
  summary: string;
  bars: Bar[];
  format: (value: number) => string;
  /** the numbers behind the chart, in a table that opens below it */
  table: { toggle: string; columns: string[]; rows: { key: string; head: string; cells: string[] }[] };
  height?: "short" | "tall";
};
const barWidth = 10;

/**
 * Bars with a part inside each: inline SVG read by screen readers as one image with a summary, and the
 * numbers in a table that opens below (no chart library: the pages stay light).
 */
export function BarChart({ title, legend, summary, bars, format, table, height = "tall" }: Props) {
  const max = niceMax(bars.map((b) => b.value));
  const width = Math.max(1, bars.length) * barWidth;
  return (
    <figure className="min-w-0 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <span className="font-bold text-dark">{title}</span>
        <span className="flex gap-4 text-xs text-stone-700">
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-primary" />
            {legend.value}
          </span>
          <span className="flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm bg-accent" />
            {legend.part}
          </span>
        </span>
      </figcaption>
      <div className="mt-4 flex gap-2">
        <div
          aria-hidden="true"
          className="flex w-20 shrink-0 flex-col justify-between text-right text-xs tabular-nums text-stone-600"
        >
          <span>{format(max)}</span>
          <span>{format(max / 2)}</span>
          <span>{format(0)}</span>
        </div>
        <svg
          role="img"
          aria-label={summary}
          viewBox={`0 0 ${width} 100`}
          preserveAspectRatio="none"
          className={`${height === "tall" ? "h-44" : "h-36"} min-w-0 flex-1 border-b border-l border-stone-400`}
        >
          {[25, 50, 75].map((y) => (
            <line
              key={y}
              x1={0}
              x2={width}
              y1={y}
              y2={y}
              className="stroke-stone-200"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {bars.map((b, i) => {
            const whole = shareOf(b.value, max) * 100;
            const part = Math.min(whole, shareOf(b.part, max) * 100);
            return (
              <g key={b.key}>
                <title>{`${b.label}: ${format(b.value)}`}</title>
                <rect
                  x={i * barWidth + 1.5}
                  width={barWidth - 3}
                  y={100 - whole}
                  height={whole}
                  className="fill-primary"
                />
                <rect
                  x={i * barWidth + 1.5}
                  width={barWidth - 3}
                  y={100 - part}
                  height={part}
                  className="fill-accent"
                />
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between pl-22 text-xs text-stone-600">
        <span>{bars[0]?.label ?? ""}</span>
        <span>{bars.at(-1)?.label ?? ""}</span>
      </div>
      <details className="mt-4">
        <summary className="cursor-pointer text-sm font-semibold text-primary underline-offset-2 hover:underline">
          {table.toggle}
        </summary>
        <div className="mt-2 max-h-80 overflow-auto">
          <table className="w-full text-sm">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-stone-50 text-left text-xs uppercase tracking-wide text-stone-600">
              <tr>
                {table.columns.map((column, i) => (
                  <th key={column} scope="col" className={`px-3 py-2 ${i > 0 ? "text-right" : ""}`}>
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100 tabular-nums">
              {table.rows.map((row) => (
                <tr key={row.key}>
                  <th
                    scope="row"
                    className="whitespace-nowrap px-3 py-1.5 text-left font-normal text-stone-700"
                  >
                    {row.head}
                  </th>
                  {row.cells.map((cell, i) => (
                    <td key={table.columns[i + 1] ?? i} className="whitespace-nowrap px-3 py-1.5 text-right">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
