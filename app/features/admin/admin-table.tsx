/**
 * The admin area's lists (accounts, the audit log) as one table: a table from the small breakpoint
 * up, and on a phone each row a block of labelled lines, so nothing scrolls sideways at 390 px.
 */
import type { ReactNode } from "react";

export interface AdminColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right (from the small breakpoint up). */
  numeric?: boolean;
  /** Long unbroken text (e-mail addresses) may break anywhere. */
  breakAll?: boolean;
}

export function AdminTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  rowTestId,
}: {
  caption: string;
  columns: readonly AdminColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  rowTestId: string;
}) {
  return (
    <div className="ring-warm-200 mt-3 overflow-hidden rounded-2xl bg-white ring-1">
      <table className="w-full text-left text-sm max-sm:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-warm-50 text-warm-800 max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-3 font-semibold ${column.numeric ? "sm:text-right" : ""}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              className="border-warm-100 border-t max-sm:block max-sm:py-2 first:max-sm:border-t-0"
              data-testid={rowTestId}
            >
              {columns.map((column, i) => (
                <td
                  key={column.label}
                  data-label={column.label}
                  className={`text-warm-800 px-4 py-3 max-sm:flex max-sm:gap-2 max-sm:py-1 ${i > 0 ? "max-sm:before:text-warm-700 max-sm:before:shrink-0 max-sm:before:font-semibold max-sm:before:content-[attr(data-label)_':']" : ""} ${column.numeric ? "tabular-nums sm:text-right" : ""} ${column.breakAll ? "break-all" : ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
