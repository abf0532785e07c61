// Stacked bars, one per year: contributions under growth, or principal beside interest.
import type { ReactNode } from 'react';
import { labelledCategories, niceTicks } from './chart-scale';
import { ChartFigure, YAxis, chartBox } from './chart-frame';
import type { ChartColor } from './chart-frame';
import { useElementWidth } from './use-element-width';
import classes from './charts.module.css';

export interface BarSeries {
  label: string;
  color: ChartColor;
  /** Cents, one per category, none negative. */
  values: number[];
}

interface StackedBarChartProps {
  title: string;
  summary: string;
  /** The x axis values (years), one bar each. */
  categories: number[];
  series: BarSeries[];
  table: ReactNode;
}

export function StackedBarChart({
  title,
  summary,
  categories,
  series,
  table,
}: StackedBarChartProps) {
  const [canvasRef, width] = useElementWidth<HTMLDivElement>(640);
  const box = chartBox(width);
  const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
  const ticks = niceTicks(Math.max(0, ...totals));
  const top = ticks.at(-1) ?? 1;
  const y = (value: number) => box.bottom - ((box.bottom - box.top) * value) / top;
  const band = (box.right - box.left) / Math.max(1, categories.length);
  const barWidth = Math.max(1, band * (categories.length > 40 ? 0.8 : 0.68));
  const labelled = labelledCategories(categories, Math.floor((box.right - box.left) / 34));

  return (
    <ChartFigure
      title={title}
      summary={summary}
      legend={series.map(({ label, color }) => ({ label, color }))}
      box={box}
      canvasRef={canvasRef}
      table={table}
    >
      <YAxis box={box} ticks={ticks} y={y} />
      {categories.map((category, i) => {
        const x = box.left + band * i + (band - barWidth) / 2;
        let base = 0;
        return (
          <g key={category}>
            {series.map((s) => {
              const value = s.values[i] ?? 0;
              const rect = (
                <rect
                  key={s.label}
                  className={classes[s.color]}
                  x={x}
                  y={y(base + value)}
                  width={barWidth}
                  height={Math.max(0, y(base) - y(base + value))}
                />
              );
              base += value;
              return rect;
            })}
            {labelled.has(category) && (
              <text
                className={classes.tickLabel}
                x={x + barWidth / 2}
                y={box.bottom + 17}
                textAnchor="middle"
              >
                {category}
              </text>
            )}
          </g>
        );
      })}
      <line className={classes.axis} x1={box.left} x2={box.right} y1={box.bottom} y2={box.bottom} />
    </ChartFigure>
  );
}
