// The hourly price range: whole dollars typed freely, applied on Enter, the Apply button or when
// focus leaves the pair, never on each keystroke (each apply is a navigation and a query).
import { useId, useState } from 'react';
import type { FocusEvent, FormEvent } from 'react';
import { HOUR_PRICE_DOLLARS } from '../../../shared/constants';
import type { PriceRange } from '../../../shared/format';
import { formatPriceRange } from '../../../shared/format';
import controls from './results-controls.module.css';
import classes from './parts/results-filters.module.css';

/** A typed amount as whole dollars within the Hour's price bounds; blank or junk is no bound. */
export function readDollars(text: string): number | undefined {
  const digits = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d+)?$/.test(digits)) return undefined;
  const dollars = Math.round(Number(digits));
  return Math.min(HOUR_PRICE_DOLLARS.max, Math.max(HOUR_PRICE_DOLLARS.min, dollars));
}

const show = (dollars: number | undefined) => (dollars === undefined ? '' : String(dollars));

export interface PriceFilterProps {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /** What listed advisors charge for The Hour, in cents, for the hint and placeholders. */
  range: PriceRange | undefined;
  onApply: (minPrice: number | undefined, maxPrice: number | undefined) => void;
}

export function PriceFilter({ minPrice, maxPrice, range, onApply }: PriceFilterProps) {
  const id = useId();
  const [min, setMin] = useState(show(minPrice));
  const [max, setMax] = useState(show(maxPrice));
  // Follow the URL (back/forward, a removed chip) without remounting, so focus stays put.
  const [applied, setApplied] = useState({ minPrice, maxPrice });
  if (applied.minPrice !== minPrice || applied.maxPrice !== maxPrice) {
    setApplied({ minPrice, maxPrice });
    setMin(show(minPrice));
    setMax(show(maxPrice));
  }

  const apply = () => {
    let low = readDollars(min);
    let high = readDollars(max);
    if (low !== undefined && high !== undefined && low > high) [low, high] = [high, low];
    setMin(show(low));
    setMax(show(high));
    if (low !== minPrice || high !== maxPrice) onApply(low, high);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };

  const leave = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) apply();
  };

  const hint = range ? `Our advisors charge ${formatPriceRange(range)} for The Hour.` : undefined;
  return (
    <form className={classes.price} onSubmit={submit} onBlur={leave} noValidate>
      <fieldset className={classes.group}>
        <legend className={classes.legend}>Price per hour</legend>
        <div className={classes.priceRow}>
          <div className={classes.priceField}>
            <label htmlFor={`${id}-min`} className={controls.label}>
              Minimum
            </label>
            <span className={classes.dollar} aria-hidden="true">
              $
            </span>
            <input
              id={`${id}-min`}
              className={`${controls.input} ${classes.priceInput}`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="No min"
              value={min}
              onChange={(event) => setMin(event.target.value)}
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
          </div>
          <span className={classes.priceDash} aria-hidden="true">
            –
          </span>
          <div className={classes.priceField}>
            <label htmlFor={`${id}-max`} className={controls.label}>
              Maximum
            </label>
            <span className={classes.dollar} aria-hidden="true">
              $
            </span>
            <input
              id={`${id}-max`}
              className={`${controls.input} ${classes.priceInput}`}
              inputMode="numeric"
              autoComplete="off"
              placeholder="No max"
              value={max}
              onChange={(event) => setMax(event.target.value)}
              aria-describedby={hint ? `${id}-hint` : undefined}
            />
          </div>
        </div>
        {hint && (
          <p id={`${id}-hint`} className={classes.hint}>
            {hint}
          </p>
        )}
        <button type="submit" className={classes.apply}>
          Apply price
        </button>
      </fieldset>
    </form>
  );
}
