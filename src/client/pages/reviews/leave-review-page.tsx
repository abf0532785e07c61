// /leaveareview/{advisorId}/{consumerId}/{eventId?} (docs/product.md#public-site): the client
// reviews a meeting that took place. The server answers only the client the link names, so everyone
// else sees 'nothing to review' and no one learns about other people's meetings.
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ManagedReview } from '../../../shared/contracts/reviews';
import { AppError } from '../../../shared/errors';
import { useReviewInvitation } from '../../features/reviews/reviews-api';
import { RequireRole } from '../../auth/require-role';
import {
  ReviewAdvisorHeader,
  ReviewAdvisorHeaderSkeleton,
} from '../../features/reviews/review-advisor-header';
import { ReviewForm } from '../../features/reviews/review-form';
import {
  AlreadyReviewed,
  AdvisorNotFound,
  NothingToReview,
  ReviewLoadError,
  ReviewSkeleton,
  ThankYou,
} from '../../features/reviews/review-states';
import classes from '../../features/reviews/leave-review-page.module.css';

function LeaveReview() {
  const { advisorId = '', consumerId = '', eventId } = useParams();
  const invitation = useReviewInvitation({ advisorId, consumerId, eventId });
  const [left, setLeft] = useState<ManagedReview | null>(null);
  const { data, error } = invitation;

  let header = <ReviewAdvisorHeaderSkeleton />;
  let content = <ReviewSkeleton />;
  if (data) {
    header = <ReviewAdvisorHeader advisor={data.advisor} />;
    if (left) content = <ThankYou advisor={data.advisor} review={left} />;
    else if (data.existing)
      content = <AlreadyReviewed advisor={data.advisor} review={data.existing} />;
    else if (data.meetings.length === 0) content = <NothingToReview advisor={data.advisor} />;
    else {
      content = (
        <ReviewForm
          invitation={data}
          linkedEventId={eventId}
          onLeft={setLeft}
          onStale={() => void invitation.refetch()}
        />
      );
    }
  } else if (error) {
    header = <ReviewAdvisorHeader advisor={null} />;
    if (error instanceof AppError && error.code === 'noMatchingAdvisor')
      content = <AdvisorNotFound />;
    else if (error instanceof AppError && error.status === 404)
      content = <NothingToReview advisor={null} />;
    else {
      content = (
        <ReviewLoadError
          onRetry={() => void invitation.refetch()}
          retrying={invitation.isFetching}
        />
      );
    }
  }

  return (
    <div className={classes.page}>
      <div className={classes.column}>
        {header}
        <div className={classes.card}>{content}</div>
      </div>
    </div>
  );
}

export default function LeaveReviewPage() {
  return (
    <RequireRole area="account">
      <LeaveReview />
    </RequireRole>
  );
}
