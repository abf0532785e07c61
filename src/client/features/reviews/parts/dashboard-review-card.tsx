// One review as its advisor sees it: the rating, words, reviewer and date, whether an admin hid
// it and why, and the advisor's response with the form to write or edit it.
import { useEffect, useRef, useState } from 'react';
import { Button } from '@mantine/core';
import type { ManagedReview } from '../../../../shared/contracts/reviews';
import { RatingStars } from '../rating-stars';
import { useDisplayTimeZone } from '../../../ui/use-display-time-zone';
import { ReviewResponseForm } from './review-response-form';
import { ReviewResponse } from '../review-response';
import classes from './dashboard-reviews.module.css';

function reviewDate(instant: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

export function DashboardReviewCard({ review }: { review: ManagedReview }) {
  const timeZone = useDisplayTimeZone();
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [closed, setClosed] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = `review-${review.id}`;
  // When the form closes, focus returns to the button that opens it again.
  useEffect(() => {
    if (closed && !editing) opener.current?.focus();
  }, [closed, editing]);
  const open = () => {
    setSaved(false);
    setClosed(false);
    setEditing(true);
  };
  const close = (wasSaved: boolean) => {
    setEditing(false);
    setSaved(wasSaved);
    setClosed(true);
  };

  return (
    <article
      className={classes.card}
      data-hidden={review.hiddenAt ? true : undefined}
      aria-labelledby={titleId}
    >
      {review.hiddenAt && (
        <p className={classes.hidden}>Hidden by an admin: {review.hiddenReason}</p>
      )}
      <RatingStars rating={review.rating} size={16} />
      <h2 id={titleId} className={classes.title}>
        {review.title}
      </h2>
      <p className={classes.body}>{review.body}</p>
      <p className={classes.byline}>
        <span className={classes.reviewer}>{review.reviewerName}</span>
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{reviewDate(review.createdAt, timeZone)}</time>
      </p>

      {editing ? (
        <ReviewResponseForm
          review={review}
          onDone={() => close(true)}
          onCancel={() => close(false)}
        />
      ) : review.response ? (
        <ReviewResponse
          from="Your response"
          title={review.response.title}
          body={review.response.body}
        >
          {!review.hiddenAt && (
            <div className={classes.responseActions}>
              <Button ref={opener} variant="subtle" size="compact-sm" onClick={open}>
                Edit response
              </Button>
              {saved && (
                <span className={classes.saved} role="status">
                  Response saved
                </span>
              )}
            </div>
          )}
        </ReviewResponse>
      ) : (
        // Nobody reads a response to a hidden review, so none is offered.
        !review.hiddenAt && (
          <Button ref={opener} variant="light" size="sm" className={classes.respond} onClick={open}>
            Respond
          </Button>
        )
      )}
    </article>
  );
}
