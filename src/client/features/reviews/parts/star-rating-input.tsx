// A 1–5 star choice built on native radio buttons, so the browser gives it the radio group's
// keyboard (Tab into the group, arrow keys to move) and each star is read as '4 stars'.
import { useState } from 'react';
import { RATING_MAX, RATING_MIN } from '../../../../shared/contracts/reviews';
import classes from './star-rating-input.module.css';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
const WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};
const RATINGS = Array.from(
  { length: RATING_MAX - RATING_MIN + 1 },
  (_, index) => RATING_MIN + index,
);

export const starsLabel = (rating: number) => `${rating} ${rating === 1 ? 'star' : 'stars'}`;

export interface StarRatingInputProps {
  name: string;
  legend: string;
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | undefined;
}

export function StarRatingInput({ name, legend, value, onChange, error }: StarRatingInputProps) {
  // The stars under the pointer preview the choice; the chosen rating shows otherwise.
  const [preview, setPreview] = useState<number | null>(null);
  const shown = preview ?? value ?? 0;
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={classes.group}
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className={classes.legend}>
        {legend}{' '}
        <span className={classes.required} aria-hidden="true">
          *
        </span>
      </legend>
      <div className={classes.row}>
        <div className={classes.stars} onPointerLeave={() => setPreview(null)}>
          {RATINGS.map((rating) => (
            <label
              key={rating}
              className={classes.star}
              data-filled={rating <= shown || undefined}
              data-previewed={
                (preview !== null && rating <= preview && rating > (value ?? 0)) || undefined
              }
              onPointerEnter={() => setPreview(rating)}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                className={classes.input}
                aria-label={starsLabel(rating)}
                required
              />
              <svg viewBox="0 0 20 20" width="36" height="36" aria-hidden="true">
                <path d={STAR} />
              </svg>
            </label>
          ))}
        </div>
        <span className={classes.word} aria-hidden="true">
          {shown > 0 ? `${starsLabel(shown)} · ${WORDS[shown]}` : 'Choose 1 to 5 stars'}
        </span>
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
