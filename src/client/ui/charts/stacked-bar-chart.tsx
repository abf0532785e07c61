// Stacked bars, one per category: contributions under growth, principal beside interest, or a
// week's or month's figures; or, grouped, the series side by side (revenue beside refunds). With
// `describe`, each bar can be hovered or focused (Tab, then the arrow keys) and its values are read
// out under the chart.
import type { ReactNode } from 'react';
import { labelledCategories, niceTicks } from './chart-scale';
import { ChartFigure, YAxis, chartBox } from './chart-frame';
import type { ChartColor } from './chart-frame';
import { useChartFocus } from './use-chart-focus';
import { useElementWidth } from './use-element-width';
import classes from './charts.module.css';

export interface BarSeries {
  label: string;
  color: ChartColor;
  /** One per category, none negative (cents unless `format` says otherwise). */
  values: number[];
}

interface StackedBarChartProps {
  title: string;
  summary: string;
  /** The x axis values (years), one bar each. */
  categories: number[];
  series: BarSeries[];
  table: ReactNode;
  /** The x axis text of each category, when it is not the category itself. */
  labels?: string[];
  /** The y axis labels; money by default. */
  format?: (value: number) => string;
  /** The bar's values in words ('March 2026: $1,200'); makes the bars focusable. */
  describe?: (index: number) => string;
  /** 'grouped' sets the series side by side (figures to compare, not parts of a whole). */
  layout?: 'stacked' | 'grouped';
}

export function StackedBarChart({
  title,
  summary,
  categories,
  series,
  table,
  labels,
  format,
  describe,
  layout = 'stacked',
}: StackedBarChartProps) {
  const grouped = layout === 'grouped';
  const [canvasRef, width] = useElementWidth<HTMLDivElement>(640);
  const { active, itemProps } = useChartFocus(categories.length);
  const box = chartBox(width);
  const totals = categories.map((_, i) =>
    grouped
      ? Math.max(0, ...series.map((s) => s.values[i] ?? 0))
      : series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
  );
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => box.bottom - ((box.bottom - box.top) * value) / top;
  const band = (box.right - box.left) / Math.max(1, categories.length);
  const barWidth = Math.max(1, band * (categories.length > 40 ? 0.8 : 0.68));
  const labelWidth = labels ? 52 : 34;
  const labelled = labelledCategories(categories, Math.floor((box.right - box.left) / labelWidth));

  return (
    <ChartFigure
      title={title}
      summary={summary}
      legend={series.map(({ label, color }) => ({ label, color }))}
      box={box}
      canvasRef={canvasRef}
      interactive={describe !== undefined}
      table={
        <>
          {describe && (
            <p className={classes.readout} aria-live="polite">
              {active === null
                ? 'Point at or tab to a bar to read its values; the arrow keys move between bars.'
                : describe(active)}
            </p>
          )}
          {table}
        </>
      }
    >
      <YAxis box={box} ticks={ticks} y={y} {...(format ? { format } : {})} />
      {categories.map((category, i) => {
        const x = box.left + band * i + (band - barWidth) / 2;
        let base = 0;
        const interactive = describe
          ? { ...itemProps(i), role: 'img', 'aria-label': describe(i), className: classes.bar }
          : {};
        return (
          <g key={category} {...interactive}>
            {describe && (
              // The whole band answers the pointer, so thin or empty bars can still be read.
              <rect
                className={classes.hit}
                x={box.left + band * i}
                y={box.top}
                width={band}
                height={box.bottom - box.top}
              />
            )}
            {series.map((s, index) => {
              const value = s.values[i] ?? 0;
              const width = grouped ? barWidth / series.length : barWidth;
              const rect = (
                <rect
                  key={s.label}
                  className={classes[s.color]}
                  x={grouped ? x + width * index : x}
                  y={y(base + value)}
                  width={width}
                  height={Math.max(0, y(base) - y(base + value))}
                />
              );
              if (!grouped) base += value;
              return rect;
            })}
            {labelled.has(category) && (
              <text
                className={classes.tickLabel}
                x={x + barWidth / 2}
                y={box.bottom + 17}
                textAnchor="middle"
              >
                {labels?.[i] ?? category}
              </text>
            )}
          </g>
        );
      })}
      <line className={classes.axis} x1={box.left} x2={box.right} y1={box.bottom} y2={box.bottom} />
    </ChartFigure>
  );
}
