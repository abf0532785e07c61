// Five stars filled to a rating (whole for a review, fractional for an average), read out once.
import { formatReviewAverage } from '../../../shared/format';
import classes from '../advisors/rating-summary.module.css';

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';
const MAX_STARS = 5;

export function RatingStars({ rating, size = 18 }: { rating: number; size?: number }) {
  const label = Number.isInteger(rating) ? String(rating) : formatReviewAverage(rating);
  return (
    <span className={classes.stars} role="img" aria-label={`Rated ${label} out of ${MAX_STARS}`}>
      {Array.from({ length: MAX_STARS }, (_, index) => {
        const fill = Math.max(0, Math.min(1, rating - index));
        return (
          <span key={index} className={classes.star} style={{ width: size, height: size }}>
            <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
              <path d={STAR} className={classes.starEmpty} />
            </svg>
            {fill > 0 && (
              <span className={classes.starFill} style={{ width: `${fill * 100}%` }}>
                <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
                  <path d={STAR} />
                </svg>
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
