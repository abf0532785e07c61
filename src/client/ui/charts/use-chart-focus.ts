// Reading a chart's values one item at a time (bars, points): pointing at an item or focusing it
// shows its values. The chart is one stop in the tab order; the arrow keys, Home and End move
// between its items, as in any composite widget.
import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => Math.min(count - 1, index + 1),
  ArrowUp: (index, count) => Math.min(count - 1, index + 1),
  ArrowLeft: (index) => Math.max(0, index - 1),
  ArrowDown: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_, count) => count - 1,
};

export interface ChartItemProps {
  ref: (element: SVGGElement | null) => void;
  tabIndex: number;
  onMouseEnter: () => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent<SVGGElement>) => void;
  'data-active': true | undefined;
}

export function useChartFocus(count: number) {
  const [active, setActive] = useState<number | null>(null);
  const items = useRef<(SVGGElement | null)[]>([]);
  // The item Tab lands on: the one last read, else the last (the final balance, say).
  const current = active !== null && active < count ? active : count - 1;

  const itemProps = (index: number): ChartItemProps => ({
    ref: (element) => {
      items.current[index] = element;
    },
    tabIndex: index === current ? 0 : -1,
    onMouseEnter: () => setActive(index),
    onFocus: () => setActive(index),
    onKeyDown: (event) => {
      const move = MOVES[event.key];
      if (!move) return;
      event.preventDefault();
      const next = move(index, count);
      setActive(next);
      items.current[next]?.focus();
    },
    'data-active': active === index ? true : undefined,
  });

  return { active: active !== null && active < count ? active : null, itemProps };
}
