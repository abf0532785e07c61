// A comparison as a real table (row and column headers for screen readers). On narrow screens it
// scrolls sideways inside a focusable region, so keyboard users can scroll it too.
import type { ReactNode } from 'react';
import classes from './comparison-table.module.css';

export interface ComparisonRow {
  label: string;
  cells: readonly ReactNode[];
}

export interface ComparisonTableProps {
  caption: string;
  /** Column headings after the row-label column. */
  columns: readonly string[];
  rows: readonly ComparisonRow[];
  /** Index into `columns` of the column to emphasise (ours, usually). */
  highlight?: number;
}

export function ComparisonTable({ caption, columns, rows, highlight }: ComparisonTableProps) {
  const cellClass = (index: number) => (index === highlight ? classes.highlight : undefined);
  return (
    <>
      <div className={classes.scroller} role="region" aria-label={`Table: ${caption}`} tabIndex={0}>
        <table className={classes.table}>
          <caption className={classes.caption}>{caption}</caption>
          <thead>
            <tr>
              <td className={classes.corner} />
              {columns.map((column, index) => (
                <th key={column} scope="col" className={cellClass(index)}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.cells.map((cell, index) => (
                  // Cells are positional: column order never changes.
                  <td key={index} className={cellClass(index)}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={classes.hint} aria-hidden="true">
        Swipe the table sideways to see every column.
      </p>
    </>
  );
}
