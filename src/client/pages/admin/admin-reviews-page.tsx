// admin/reviews (docs/product.md#admin): every review, newest first. Reviews are never filtered or
// hidden (docs/product.md#reviews), except by an admin for abuse: this is where that happens, with
// a reason on record.
import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { Link } from 'react-router';
import type { ManagedReview } from '../../../shared/contracts/reviews';
import { formatMeetingDay } from '../../../shared/meeting-time';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { useAdminReviews } from '../../features/reviews/reviews-api';
import { useFormModal } from '../../ui/form-modal-provider';
import { ReviewStars } from '../../features/meetings/review-stars';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { HideReviewForm } from '../../features/reviews/hide-review-form';
import pageClasses from './admin-page.module.css';
import classes from '../../features/meetings/admin-events.module.css';

function ReviewRow({ review, timeZone }: { review: ManagedReview; timeZone: string }) {
  const formModal = useFormModal();
  return (
    <li className={classes.row}>
      <div className={classes.summary}>
        <div>
          <p className={classes.when}>
            <ReviewStars rating={review.rating} /> {review.title}
          </p>
          <p className={classes.people}>
            {review.reviewerName} about <strong>{review.advisorName}</strong>,{' '}
            {formatMeetingDay(review.createdAt, timeZone)}
          </p>
          <p className={classes.muted}>{review.body}</p>
          {review.hiddenAt && (
            <p className={classes.flag}>
              Hidden {formatMeetingDay(review.hiddenAt, timeZone)}: {review.hiddenReason}
            </p>
          )}
        </div>
        <div className={classes.state}>
          {review.hiddenAt ? (
            <Badge variant="light" color="gray" c="gray.9" bg="gray.1" radius="sm">
              Hidden
            </Badge>
          ) : (
            // The darkest text on the palest tint: the light variant's own pair is too faint (AA).
            <Badge variant="light" color="teal" c="teal.9" bg="teal.0" radius="sm">
              Public
            </Badge>
          )}
        </div>
        <div className={classes.actions}>
          {!review.hiddenAt && (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              onClick={() =>
                formModal.open({
                  title: 'Hide this review?',
                  render: (close) => <HideReviewForm review={review} onDone={close} />,
                })
              }
            >
              Hide for abuse
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}

export default function AdminReviewsPage() {
  const { data, isPending, isError, refetch } = useAdminReviews();
  const timeZone = useDisplayTimeZone();
  return (
    <section className={pageClasses.page} aria-labelledby="admin-reviews-title">
      <p className={pageClasses.eyebrow}>
        <Link to={AREA_ROOTS.admin}>Admin</Link>
      </p>
      <h1 id="admin-reviews-title" className={pageClasses.title}>
        Reviews
      </h1>
      <p className={pageClasses.lead}>
        Clients’ reviews are published as written. Hide one only when it is abusive; the reason is
        kept and the advisor sees it.
      </p>
      {isPending && <p className={pageClasses.empty}>Loading reviews…</p>}
      {isError && !data && (
        <p className={pageClasses.empty}>
          The reviews could not be loaded.{' '}
          <Button variant="subtle" size="xs" onClick={() => void refetch()}>
            Try again
          </Button>
        </p>
      )}
      {data && data.reviews.length === 0 && <p className={pageClasses.empty}>No reviews yet.</p>}
      {data && data.reviews.length > 0 && (
        <ul className={classes.list}>
          {data.reviews.map((review) => (
            <ReviewRow key={review.id} review={review} timeZone={timeZone} />
          ))}
        </ul>
      )}
    </section>
  );
}
