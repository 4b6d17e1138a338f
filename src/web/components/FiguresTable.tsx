import type { ReactNode } from 'react';

export interface FiguresTableProps {
  /** The disclosure's label ("Show as a table"). */
  summary: string;
  /** The scrolling region's name for screen readers. */
  label: string;
  /** The heading of the first column (the dates). */
  rowHeader: string;
  columns: { key: string; label: ReactNode }[];
  /** One row per date: its label, then one cell per column, in the columns' order. */
  rows: { key: string; label: ReactNode; cells: ReactNode[] }[];
  className?: string;
}

/**
 * A chart's figures as a table, behind a disclosure: what a screen reader reads and what a person
 * checks a bar against. Wide tables scroll on a phone, in a region the keyboard can reach.
 */
export function FiguresTable({ summary, label, rowHeader, columns, rows, className = 'mt-2' }: FiguresTableProps) {
  return (
    <details className={`${className} text-sm`}>
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">
        {summary}
      </summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable so a keyboard can scroll a wide table on a phone (WCAG 2.1.1). */}
      <section className="mt-2 overflow-x-auto" aria-label={label} tabIndex={0}>
        <table className="w-full min-w-max border-collapse text-start">
          <thead>
            <tr className="border-b border-stone-200 text-stone-600">
              <th scope="col" className="py-2 pe-4 text-start font-semibold">
                {rowHeader}
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="py-2 pe-4 text-start font-semibold">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-stone-100">
                <th scope="row" className="py-2 pe-4 text-start font-normal text-stone-700">
                  {row.label}
                </th>
                {row.cells.map((cell, index) => (
                  <td key={columns[index]?.key ?? index} className="py-2 pe-4 tabular-nums text-stone-900">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </details>
  );
}
