// The review average (two decimals), its count and a bar per star (docs/product.md#display).
// Nothing at all without reviews.
import { formatReviewAverage, showsRating } from '../../../../shared/format';
import { RatingStars } from '../../reviews/rating-stars';
import classes from '../rating-summary.module.css';

const reviewsText = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

export interface RatingSummaryProps {
  average: number;
  count: number;
  /** How many reviews gave each rating, index 0 = one star. */
  ratingCounts: readonly number[];
}

export function RatingSummary({ average, count, ratingCounts }: RatingSummaryProps) {
  if (!showsRating(average)) return null;
  const most = Math.max(1, ...ratingCounts);
  const rows = ratingCounts.map((reviews, index) => ({ stars: index + 1, reviews })).reverse();
  return (
    <div className={classes.summary}>
      <div className={classes.headline}>
        <span className={classes.average}>{formatReviewAverage(average)}</span>
        <span className={classes.outOf}>
          <RatingStars rating={average} />
          <span className={classes.count}>{reviewsText(count)}</span>
        </span>
      </div>
      <ul className={classes.bars} aria-label="Reviews by rating">
        {rows.map(({ stars, reviews }) => (
          <li key={stars} className={classes.row}>
            <span className={classes.rowLabel}>
              {stars} {stars === 1 ? 'star' : 'stars'}
            </span>
            <span className={classes.track} aria-hidden="true">
              <span className={classes.bar} style={{ width: `${(reviews / most) * 100}%` }} />
            </span>
            <span className={classes.rowCount}>
              {reviews}
              <span className={classes.visuallyHidden}>
                {' '}
                {reviews === 1 ? 'review' : 'reviews'}
              </span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
