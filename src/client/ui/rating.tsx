// An advisor's review average (two decimals) and count; nothing at all when there is no rating.
import { formatReviewAverage, showsRating } from '../../shared/format';
import classes from './rating.module.css';

export function Rating({ average, count }: { average: number; count: number }) {
  if (!showsRating(average)) return null;
  const reviews = `${count} ${count === 1 ? 'review' : 'reviews'}`;
  return (
    <span className={classes.rating}>
      <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" className={classes.star}>
        <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
      </svg>
      <span className={classes.value}>{formatReviewAverage(average)}</span>
      <span className={classes.count}>({reviews})</span>
    </span>
  );
}
