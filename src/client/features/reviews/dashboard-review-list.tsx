// The advisor's reviews with their loading, failure and empty states.
import { Button, Skeleton } from '@mantine/core';
import { useDashboardReviews } from './reviews-api';
import { DashboardReviewCard } from './parts/dashboard-review-card';
import classes from './parts/dashboard-reviews.module.css';

function ReviewListSkeleton() {
  return (
    <div className={classes.list} aria-busy="true" aria-label="Loading your reviews">
      {[0, 1, 2].map((index) => (
        <div key={index} className={classes.card}>
          <Skeleton height={16} width={110} radius="sm" />
          <Skeleton height={20} width="55%" radius="sm" mt={12} />
          <Skeleton height={56} radius="sm" mt={10} />
        </div>
      ))}
    </div>
  );
}

export function DashboardReviewList() {
  const query = useDashboardReviews();
  if (query.isPending) return <ReviewListSkeleton />;
  if (query.isError) {
    return (
      <div className={classes.state} role="alert">
        <h2 className={classes.stateTitle}>Your reviews could not be loaded</h2>
        <p className={classes.stateText}>
          Something went wrong on our side or with the connection. Please try again.
        </p>
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          Try again
        </Button>
      </div>
    );
  }
  const { reviews } = query.data;
  if (reviews.length === 0) {
    return (
      <div className={classes.state}>
        <h2 className={classes.stateTitle}>No reviews yet</h2>
        <p className={classes.stateText}>
          After each meeting we email your client a link to review it. Their reviews will appear
          here and on your profile, and you can respond to each one.
        </p>
      </div>
    );
  }
  const awaiting = reviews.filter((review) => !review.response && !review.hiddenAt).length;
  return (
    <>
      <p className={classes.summary}>
        {reviews.length} {reviews.length === 1 ? 'review' : 'reviews'}
        {awaiting > 0 ? ` · ${awaiting} without your response` : ''}
      </p>
      <ol className={classes.list}>
        {reviews.map((review) => (
          <li key={review.id}>
            <DashboardReviewCard review={review} />
          </li>
        ))}
      </ol>
    </>
  );
}
