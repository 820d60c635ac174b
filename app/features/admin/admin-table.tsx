/**
 * The admin area's lists (accounts, the audit log): a table from the small breakpoint up, and on a
 * phone a list of cards, one per row, its columns a definition list (label, value) under the column
 * marked `cardTitle` (shown first, unlabelled), so nothing scrolls sideways at 390 px.
 *
 * Both are rendered and CSS shows one (`hidden sm:table`, `sm:hidden`): `display: none` takes the
 * other out of the accessibility tree, so a screen reader meets the rows once, as a real table or
 * as a list of labelled values. Restyling one table as blocks would not do that: browsers drop or
 * keep a table's semantics under `display: block` differently, and the visible labels would be read
 * a second time beside the column headers.
 */
import { Fragment, type ReactNode } from "react";

export interface AdminColumn<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
  /** Numbers line up on the right (in the table). */
  numeric?: boolean;
  /** Long unbroken text (e-mail addresses) may break anywhere. */
  breakAll?: boolean;
  /** On a phone's card, this column opens the card without its label (a name that says itself). */
  cardTitle?: boolean;
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
  /** On each row of the table and each card of the list (tests pick the visible ones). */
  rowTestId: string;
}) {
  const title = columns.find((column) => column.cardTitle);
  const rest = columns.filter((column) => column !== title);
  return (
    <div className="ring-warm-200 mt-3 overflow-hidden rounded-2xl bg-white ring-1">
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-warm-50 text-warm-800">
          <tr>
            {columns.map((column) => (
              <th key={column.label} scope="col" className={`px-4 py-3 font-semibold ${column.numeric ? "text-right" : ""}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-warm-100 border-t" data-testid={rowTestId}>
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={`text-warm-800 px-4 py-3 ${column.numeric ? "text-right tabular-nums" : ""} ${column.breakAll ? "break-all" : ""}`}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label={caption} className="divide-warm-100 divide-y text-sm sm:hidden">
        {rows.map((row) => (
          <li key={rowKey(row)} className="px-4 py-3" data-testid={rowTestId}>
            {title && <div className={`text-warm-800 mb-2 ${title.breakAll ? "break-all" : ""}`}>{title.cell(row)}</div>}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
              {rest.map((column) => (
                <Fragment key={column.label}>
                  <dt className="text-warm-700 font-semibold">{column.label}</dt>
                  <dd
                    className={`text-warm-800 min-w-0 ${column.numeric ? "tabular-nums" : ""} ${column.breakAll ? "break-all" : "break-words"}`}
                  >
                    {column.cell(row)}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
