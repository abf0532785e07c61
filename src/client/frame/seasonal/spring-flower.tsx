// The spring effect: a small flower on the footer's top edge that bursts into flowers when
// clicked (or pressed with Enter or Space).
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties, MouseEvent } from 'react';
import { FlowerIcon } from './flower-icon';
import classes from './spring-flower.module.css';

const BURST_FLOWERS = 14;
/** Matches the bloom animation's length in spring-flower.module.css. */
export const BURST_MS = 1_600;
const PETAL_COLOURS = ['#f48fb1', '#b197fc', '#ff8a65', '#f06595', '#74c0fc', '#ffffff'];

interface Bloom {
  dx: number;
  dy: number;
  spin: number;
  size: number;
  petal: string;
}

interface Burst {
  id: number;
  x: number;
  y: number;
  blooms: Bloom[];
}

function makeBlooms(): Bloom[] {
  return Array.from({ length: BURST_FLOWERS }, (_, i) => {
    const angle = ((i + Math.random() * 0.6) / BURST_FLOWERS) * 2 * Math.PI;
    const distance = 60 + Math.random() * 110;
    return {
      dx: Math.cos(angle) * distance,
      // Biased upwards: the button sits near the bottom of the page.
      dy: Math.sin(angle) * distance * 0.8 - 40,
      spin: (Math.random() - 0.5) * 540,
      size: 14 + Math.random() * 16,
      petal: PETAL_COLOURS[i % PETAL_COLOURS.length] ?? '#f48fb1',
    };
  });
}

export function SpringFlower() {
  const [bursts, setBursts] = useState<Burst[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, []);

  const burst = (event: MouseEvent<HTMLButtonElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const id = nextId.current++;
    setBursts((current) => [
      ...current,
      { id, x: box.left + box.width / 2, y: box.top + box.height / 2, blooms: makeBlooms() },
    ]);
    const timer = window.setTimeout(() => {
      timers.current.delete(timer);
      setBursts((current) => current.filter((item) => item.id !== id));
    }, BURST_MS);
    timers.current.add(timer);
  };

  return (
    <div className={classes.anchor}>
      <button
        type="button"
        className={classes.button}
        aria-label="Make spring flowers bloom"
        onClick={burst}
      >
        <FlowerIcon petal="#f48fb1" size={28} />
      </button>
      {bursts.length > 0 && (
        <div className={classes.overlay} aria-hidden="true" data-testid="flowers">
          {bursts.flatMap((item) =>
            item.blooms.map((bloom, index) => (
              <span
                key={`${item.id}-${index}`}
                className={classes.bloom}
                style={
                  {
                    left: `${item.x}px`,
                    top: `${item.y}px`,
                    '--dx': `${bloom.dx}px`,
                    '--dy': `${bloom.dy}px`,
                    '--spin': `${bloom.spin}deg`,
                  } as CSSProperties
                }
              >
                <FlowerIcon petal={bloom.petal} size={bloom.size} />
              </span>
            )),
          )}
        </div>
      )}
    </div>
  );
}
