// What every chart shares (the calculators', the admin dashboard's): a captioned figure whose SVG carries a text summary
// (role="img"), a legend, a y axis with gridlines, and a table of the same numbers.
import type { ReactNode, Ref } from 'react';
import { formatCompactCents } from './chart-scale';
import classes from './charts.module.css';

export type ChartColor = 'navy' | 'teal' | 'gold';

export interface LegendItem {
  label: string;
  color: ChartColor;
  dashed?: boolean;
}

export interface ChartBox {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** Chart size for a container width: shorter on phones, with room for the axis labels. */
export function chartBox(width: number): ChartBox {
  const height = width < 480 ? 220 : 280;
  return { width, height, left: 58, right: width - 12, top: 12, bottom: height - 26 };
}

interface ChartFigureProps {
  title: string;
  summary: string;
  legend: LegendItem[];
  box: ChartBox;
  canvasRef: Ref<HTMLDivElement>;
  children: ReactNode;
  table: ReactNode;
  /** Its bars can be focused: a labelled group, since an image's parts are hidden from readers. */
  interactive?: boolean;
}

export function ChartFigure({
  title,
  summary,
  legend,
  box,
  canvasRef,
  children,
  table,
  interactive = false,
}: ChartFigureProps) {
  return (
    <figure className={classes.figure}>
      <figcaption className={classes.caption}>{title}</figcaption>
      <div ref={canvasRef} className={classes.canvas}>
        <svg
          role={interactive ? 'group' : 'img'}
          aria-label={summary}
          className={classes.svg}
          viewBox={`0 0 ${box.width} ${box.height}`}
          width={box.width}
          height={box.height}
        >
          {children}
        </svg>
      </div>
      <ul className={classes.legend} aria-hidden="true">
        {legend.map((item) => (
          <li key={item.label} className={classes.legendItem}>
            <span
              className={`${classes.swatch} ${classes[item.color]}`}
              data-dashed={item.dashed ? true : undefined}
            />
            {item.label}
          </li>
        ))}
      </ul>
      {table}
    </figure>
  );
}

/** Horizontal gridlines with a label at each tick: money unless `format` says otherwise. */
export function YAxis({
  box,
  ticks,
  y,
  format = formatCompactCents,
}: {
  box: ChartBox;
  ticks: number[];
  y: (value: number) => number;
  format?: (value: number) => string;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick}>
          <line className={classes.grid} x1={box.left} x2={box.right} y1={y(tick)} y2={y(tick)} />
          <text
            className={classes.tickLabel}
            x={box.left - 8}
            y={y(tick)}
            dy="0.32em"
            textAnchor="end"
          >
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

export interface DataTableProps {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}

/** The chart's numbers as a table, folded away until asked for. */
export function DataTable({ caption, columns, rows }: DataTableProps) {
  return (
    <details className={classes.details}>
      <summary className={classes.summary}>Show the numbers as a table</summary>
      <div className={classes.tableWrap} tabIndex={0} role="region" aria-label={caption}>
        <table className={classes.table}>
          <caption className={classes.tableCaption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest]) => (
              <tr key={String(first)}>
                <th scope="row">{first}</th>
                {rest.map((cell, index) => (
                  <td key={columns[index + 1] ?? index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
