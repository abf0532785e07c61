// The winter effect: hovering the site header lets snow fall over the page for a while.
import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';
import { SNOW_EFFECT_MS, SNOW_FLAKE_COUNT } from '../../../shared/constants';
import classes from './snow-effect.module.css';

/** How long the snow takes to fade out at the end of its run. */
const FADE_MS = 1_500;

interface Flake {
  left: number;
  size: number;
  durationS: number;
  delayS: number;
  drift: number;
  /** Where the flake rests when motion is reduced, in % of the viewport height. */
  rest: number;
}

function makeFlakes(): Flake[] {
  return Array.from({ length: SNOW_FLAKE_COUNT }, () => ({
    left: Math.random() * 100,
    size: 10 + Math.random() * 14,
    durationS: 7 + Math.random() * 8,
    delayS: Math.random() * 6,
    drift: (Math.random() - 0.5) * 80,
    rest: 5 + Math.random() * 85,
  }));
}

/** The page's own header (the banner), not a <header> inside the page content or a dialog. */
export function isInSiteHeader(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const header = target.closest('header');
  return header !== null && header.closest('main, [role="dialog"]') === null;
}

export function SnowEffect() {
  const [flakes, setFlakes] = useState<Flake[] | null>(null);
  const falling = flakes !== null;

  // Listening on the document keeps the header's own code untouched.
  useEffect(() => {
    if (falling) return;
    const onPointerOver = (event: PointerEvent) => {
      if (isInSiteHeader(event.target)) setFlakes(makeFlakes());
    };
    document.addEventListener('pointerover', onPointerOver);
    return () => document.removeEventListener('pointerover', onPointerOver);
  }, [falling]);

  useEffect(() => {
    if (!falling) return;
    const timer = window.setTimeout(() => setFlakes(null), SNOW_EFFECT_MS);
    return () => window.clearTimeout(timer);
  }, [falling]);

  if (!flakes) return null;
  return (
    <div
      className={classes.overlay}
      aria-hidden="true"
      data-testid="snow"
      style={{ '--fade-delay': `${SNOW_EFFECT_MS - FADE_MS}ms` } as CSSProperties}
    >
      {flakes.map((flake, index) => (
        <span
          key={index}
          className={classes.flake}
          style={
            {
              '--left': `${flake.left}%`,
              '--size': `${flake.size}px`,
              '--duration': `${flake.durationS}s`,
              '--delay': `${flake.delayS}s`,
              '--drift': `${flake.drift}px`,
              '--rest': `${flake.rest}vh`,
            } as CSSProperties
          }
        />
      ))}
    </div>
  );
}
