// One of the client's reviews: whom and which meeting it is about, the stars and words, the
// advisor's response, and, when an admin hid it, why. Visible reviews can be edited.
import { useEffect, useRef, useState } from 'react';
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AccountReview } from '../../../shared/contracts/reviews';
import { formatMeetingDate } from '../../../shared/meeting-time';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { useFormModal } from '../../ui/form-modal-provider';
import { RatingStars } from './rating-stars';
import { EditReviewForm } from './parts/edit-review-form';
import { ReviewResponse } from './review-response';
import classes from './account-reviews.module.css';

export function AccountReviewCard({
  review,
  timeZone,
}: {
  review: AccountReview;
  timeZone: string;
}) {
  const formModal = useFormModal();
  const [saved, setSaved] = useState(false);
  const [closed, setClosed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = `review-${review.id}`;
  // When the dialog closes, focus returns to the button that opened it.
  useEffect(() => {
    if (closed) opener.current?.focus();
  }, [closed]);

  const edit = () => {
    setSaved(false);
    setClosed(false);
    formModal.open({
      title: `Edit your review of ${review.advisorName}`,
      render: (close) => (
        <EditReviewForm
          review={review}
          onDone={() => {
            setSaved(true);
            close();
          }}
          onCancel={close}
        />
      ),
      onClose: () => setClosed(true),
    });
  };

  return (
    <article
      className={classes.card}
      data-hidden={review.hiddenAt ? true : undefined}
      aria-labelledby={titleId}
    >
      <p className={classes.about}>
        <Link to={ADVISOR_PAGES.profile(review.advisorSlug)} className={classes.advisor}>
          {review.advisorName}
        </Link>
        {review.meetingStart && (
          <span className={classes.meeting}>
            Meeting on{' '}
            <time dateTime={review.meetingStart}>
              {formatMeetingDate(review.meetingStart, timeZone)}
            </time>
          </span>
        )}
      </p>
      {review.hiddenAt && (
        <p className={classes.hidden}>
          <strong>Hidden by an admin.</strong> Reason: {review.hiddenReason}
          <span className={classes.hiddenNote}>
            It no longer shows on {review.advisorName}’s profile and can no longer be edited.
          </span>
        </p>
      )}
      <RatingStars rating={review.rating} size={18} />
      <h3 id={titleId} className={classes.title}>
        {review.title}
      </h3>
      <p className={classes.body}>{review.body}</p>
      {review.response && (
        <ReviewResponse
          from={`${review.advisorName} responded`}
          title={review.response.title}
          body={review.response.body}
        />
      )}
      {!review.hiddenAt && (
        <div className={classes.cardActions}>
          <Button ref={opener} variant="light" size="sm" onClick={edit}>
            Edit <VisuallyHidden>your review of {review.advisorName}</VisuallyHidden>
          </Button>
          {saved && (
            <span className={classes.saved} role="status">
              Review saved
            </span>
          )}
        </div>
      )}
    </article>
  );
}
