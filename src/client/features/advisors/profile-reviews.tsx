// Reviews, newest first, a page at a time: page 1 comes with the server's HTML, 'Show more reviews'
// appends the next. The endorsement disclaimer sits beside them (docs/product.md#promises).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { AdvisorProfile, PublicReview } from '../../../shared/contracts/advisors';
import { REVIEW_PAGE_SIZE } from '../../../shared/domain/advisor-listing';
import { useAdvisorReviews } from './advisors-api';
import { ENDORSEMENT_DISCLAIMER } from '../marketing/home-content';
import { RatingStars } from '../reviews/rating-stars';
import { RatingSummary } from './parts/rating-summary';
import { ProfileSection } from './profile-section';
import { ReviewResponse } from '../reviews/review-response';
import classes from './parts/profile-reviews.module.css';

// A calendar date in UTC reads the same on the server and in every browser.
const reviewDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

function ReviewItem({ review, advisorName }: { review: PublicReview; advisorName: string }) {
  return (
    <li className={classes.review}>
      <article aria-labelledby={`review-${review.id}`}>
        <RatingStars rating={review.rating} size={16} />
        <h3 id={`review-${review.id}`} className={classes.reviewTitle}>
          {review.title}
        </h3>
        <p className={classes.body}>{review.body}</p>
        <p className={classes.byline}>
          <span className={classes.reviewer}>{review.reviewerName}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={review.createdAt}>{reviewDate.format(new Date(review.createdAt))}</time>
        </p>
        {review.response && (
          <ReviewResponse
            from={`Response from ${advisorName}`}
            title={review.response.title}
            body={review.response.body}
          />
        )}
      </article>
    </li>
  );
}

/** One page of reviews as list items; renders nothing until that page arrives. */
function ReviewPageItems({ slug, page, advisorName }: ReviewPageItemsProps) {
  const { data, isPlaceholderData } = useAdvisorReviews(slug, page);
  if (!data || isPlaceholderData) return null;
  return data.reviews.map((review) => (
    <ReviewItem key={review.id} review={review} advisorName={advisorName} />
  ));
}

interface ReviewPageItemsProps {
  slug: string;
  page: number;
  advisorName: string;
}

export function ProfileReviews({ advisor }: { advisor: AdvisorProfile }) {
  const [pages, setPages] = useState(1);
  // The last page asked for: its total says whether there is more, its state whether it loads.
  const last = useAdvisorReviews(advisor.slug, pages);
  const total = last.data?.total ?? advisor.reviewCount;
  const loading = !last.data || last.isPlaceholderData;
  const shown = Math.min(total, pages * REVIEW_PAGE_SIZE);
  const pageNumbers = Array.from({ length: pages }, (_, index) => index + 1);
  const reviewsWord = total === 1 ? 'review' : 'reviews';

  let status: string;
  let action: ReactNode = null;
  if (loading && last.isError) {
    status = 'We couldn’t load these reviews just now.';
    action = (
      <Button variant="outline" onClick={() => void last.refetch()}>
        Try again
      </Button>
    );
  } else if (loading) {
    status = pages > 1 ? 'Loading more reviews…' : 'Loading reviews…';
    if (pages > 1) {
      action = (
        <Button variant="outline" loading>
          Show more reviews
        </Button>
      );
    }
  } else {
    status = `Showing ${shown} of ${total} ${reviewsWord}`;
    if (shown < total) {
      action = (
        <Button variant="outline" onClick={() => setPages((count) => count + 1)}>
          Show more reviews
        </Button>
      );
    }
  }

  return (
    <ProfileSection id="reviews" title="Reviews">
      <div className={classes.layout}>
        <div className={classes.side}>
          <RatingSummary
            average={advisor.reviewAverage}
            count={advisor.reviewCount}
            ratingCounts={advisor.ratingCounts}
          />
          <div className={classes.disclaimer}>
            <h3 className={classes.disclaimerTitle}>About these reviews</h3>
            {ENDORSEMENT_DISCLAIMER.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </div>
        <div className={classes.main}>
          {total === 0 ? (
            <p className={classes.none}>
              {advisor.firstName} has no reviews yet. Reviews come only from clients after a
              meeting.
            </p>
          ) : (
            <>
              <ol className={classes.list}>
                {pageNumbers.map((page) => (
                  <ReviewPageItems
                    key={page}
                    slug={advisor.slug}
                    page={page}
                    advisorName={advisor.firstName}
                  />
                ))}
              </ol>
              <p className={classes.progress} role="status">
                {status}
              </p>
              {action}
            </>
          )}
        </div>
      </div>
    </ProfileSection>
  );
}
