// A balance line over ages with a dashed target line, for the retirement calculator. With
// `describe`, each point can be hovered or focused (Tab, then the arrow keys) and its values are
// read out under the chart.
import type { ReactNode } from 'react';
import { labelledCategories, niceTicks } from './chart-scale';
import { ChartFigure, YAxis, chartBox } from './chart-frame';
import { useChartFocus } from './use-chart-focus';
import { useElementWidth } from './use-element-width';
import classes from './charts.module.css';

export interface LinePoint {
  x: number;
  /** Cents. */
  y: number;
}

interface LineChartProps {
  title: string;
  summary: string;
  points: LinePoint[];
  lineLabel: string;
  target: { label: string; value: number };
  table: ReactNode;
  /** A point's values in words ('Age 50: $312,000'); makes the points focusable. */
  describe?: (index: number) => string;
}

export function LineChart({
  title,
  summary,
  points,
  lineLabel,
  target,
  table,
  describe,
}: LineChartProps) {
  const [canvasRef, width] = useElementWidth<HTMLDivElement>(640);
  const { active, itemProps } = useChartFocus(points.length);
  const box = chartBox(width);
  const ticks = niceTicks(Math.max(target.value, ...points.map((p) => p.y)));
  const top = ticks.at(-1) ?? 1;
  const first = points[0]?.x ?? 0;
  const last = points.at(-1)?.x ?? first + 1;
  const span = Math.max(1, last - first);
  const x = (value: number) => box.left + ((box.right - box.left) * (value - first)) / span;
  const y = (value: number) => box.bottom - ((box.bottom - box.top) * value) / top;

  const line = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.x).toFixed(1)},${y(p.y).toFixed(1)}`)
    .join('');
  const area = points.length ? `${line}L${x(last)},${box.bottom}L${x(first)},${box.bottom}Z` : '';
  const labelled = labelledCategories(
    points.map((p) => p.x),
    Math.floor((box.right - box.left) / 34),
  );

  return (
    <ChartFigure
      title={title}
      summary={summary}
      legend={[
        { label: lineLabel, color: 'teal' },
        { label: target.label, color: 'gold', dashed: true },
      ]}
      box={box}
      canvasRef={canvasRef}
      interactive={describe !== undefined}
      table={
        <>
          {describe && (
            <p className={classes.readout} aria-live="polite">
              {active === null
                ? 'Point at or tab to the line to read its values; the arrow keys move along it.'
                : describe(active)}
            </p>
          )}
          {table}
        </>
      }
    >
      <YAxis box={box} ticks={ticks} y={y} />
      <path className={classes.area} d={area} />
      <path className={classes.line} d={line} />
      <line
        className={classes.target}
        x1={box.left}
        x2={box.right}
        y1={y(target.value)}
        y2={y(target.value)}
      />
      {points
        .filter((p) => labelled.has(p.x))
        .map((p) => (
          <text
            key={p.x}
            className={classes.tickLabel}
            x={x(p.x)}
            y={box.bottom + 17}
            textAnchor="middle"
          >
            {p.x}
          </text>
        ))}
      {points.length > 0 && (
        <circle className={classes.dot} cx={x(last)} cy={y(points.at(-1)?.y ?? 0)} r={4} />
      )}
      {describe &&
        points.map((p, i) => {
          // Each point answers the pointer across its share of the width.
          const half = (box.right - box.left) / Math.max(1, points.length - 1) / 2;
          const left = Math.max(box.left, x(p.x) - half);
          const right = Math.min(box.right, x(p.x) + half);
          return (
            <g
              key={p.x}
              {...itemProps(i)}
              role="img"
              aria-label={describe(i)}
              className={classes.point}
            >
              <rect
                className={classes.hit}
                x={left}
                y={box.top}
                width={Math.max(1, right - left)}
                height={box.bottom - box.top}
              />
              <line
                className={classes.pointGuide}
                x1={x(p.x)}
                x2={x(p.x)}
                y1={box.top}
                y2={box.bottom}
              />
              <circle className={classes.pointDot} cx={x(p.x)} cy={y(p.y)} r={5} />
            </g>
          );
        })}
      <line className={classes.axis} x1={box.left} x2={box.right} y1={box.bottom} y2={box.bottom} />
    </ChartFigure>
  );
}
