import { stringify } from "csv-stringify/sync";
import type { FastifyReply } from "fastify";

/**
 * Sends a CSV download: a UTF-8 byte order mark (so spreadsheet programs read Cyrillic right), a header
 * row and the rows, quoted where needed by csv-stringify. Cells starting with = + - @ are prefixed
 * with an apostrophe so a spreadsheet never runs them as formulas (CSV injection).
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: string[],
  rows: (string | number | null | undefined)[][],
) {
  const safe = (cell: string | number | null | undefined) => {
    if (cell === null || cell === undefined) return "";
    if (typeof cell === "number") return cell;
    return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
  };
  const body = stringify([header, ...rows.map((row) => row.map(safe))], { record_delimiter: "\r\n" });
  return reply
    .header("content-type", "text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`)
    .header("cache-control", "no-store")
    .send(`\uFEFF${body}`);
}

/** Money in minor units as a plain decimal for spreadsheets (2999 -> "29.99"). */
export const csvMoney = (minor: number) => (minor / 100).toFixed(2);
