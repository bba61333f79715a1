import type { ReactNode } from 'react';

export interface RateRow {
  key: string;
  /** The row's header cell: the option or destination, with an optional detail line under it. */
  name: string;
  detail?: ReactNode;
  price: ReactNode;
  time: ReactNode;
}

/**
 * A rates table (caption, column headers, one header cell per row) in three columns that wrap, so it fits a
 * 360 px phone without scrolling sideways.
 */
export function RateTable({ caption, columns, rows }: { caption: string; columns: [string, string, string]; rows: RateRow[] }) {
  return (
    <div className="overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm">
      <table className="w-full table-fixed border-collapse text-left text-sm [overflow-wrap:anywhere] sm:text-base">
        <caption className="border-b border-stone-200 bg-stone-50 px-3 py-2 text-left text-sm font-medium text-stone-600 sm:px-4">{caption}</caption>
        <thead className="bg-stone-50 text-stone-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold sm:px-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row.key} className="align-top">
              <th scope="row" className="px-3 py-3 font-semibold text-stone-900 sm:px-4">
                {row.name}
                {row.detail && <span className="mt-0.5 block text-xs font-normal text-stone-600 sm:text-sm">{row.detail}</span>}
              </th>
              <td className="px-3 py-3 text-stone-800 sm:px-4">{row.price}</td>
              <td className="px-3 py-3 text-stone-800 sm:px-4">{row.time}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
