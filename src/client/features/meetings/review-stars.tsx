// A review's rating as five stars, read out as a number.
import classes from './meeting-card.module.css';

const STARS = 5;

export function ReviewStars({ rating }: { rating: number }) {
  const filled = Math.max(0, Math.min(STARS, Math.round(rating)));
  return (
    <span role="img" aria-label={`${filled} out of ${STARS} stars`}>
      <span aria-hidden="true" className={classes.stars}>
        {'★'.repeat(filled)}
        {'☆'.repeat(STARS - filled)}
      </span>
    </span>
  );
}
