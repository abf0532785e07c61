// Everything the review page shows instead of the form: loading, failures, a link that is not
// this account's, a meeting still ahead, a meeting reviewed already, and the thanks afterwards.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import type { ManagedReview, ReviewInvitation } from '../../../shared/contracts/reviews';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { useAuth } from '../../auth/auth-context';
import { RatingStars } from './rating-stars';
import classes from './leave-review-page.module.css';

type Advisor = ReviewInvitation['advisor'];

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;
const profileReviewsUrl = (advisor: Advisor) => `${ADVISOR_PAGES.profile(advisor.slug)}#reviews`;

function StateCard({
  title,
  children,
  actions,
  role,
  focus = false,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  role?: 'alert' | 'status';
  /** Moves focus to the heading, for outcomes that replace what the person was working on. */
  focus?: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <div className={classes.state} role={role}>
      <h2 ref={heading} tabIndex={focus ? -1 : undefined} className={classes.stateTitle}>
        {title}
      </h2>
      {children}
      {actions && <div className={classes.actions}>{actions}</div>}
    </div>
  );
}

export function ReviewSkeleton() {
  return (
    <div className={classes.skeleton} aria-busy="true" aria-label="Loading your review page">
      <Skeleton height={16} width="40%" radius="sm" />
      <Skeleton height={44} radius="md" />
      <Skeleton height={16} width="30%" radius="sm" />
      <Skeleton height={40} radius="md" />
      <Skeleton height={140} radius="md" />
    </div>
  );
}

export function ReviewLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <StateCard
      role="alert"
      title="This page could not be loaded"
      actions={
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      <p className={classes.text}>
        Something went wrong on our side or with the connection. Nothing you wrote was lost, because
        nothing was sent yet.
      </p>
    </StateCard>
  );
}

export function AdvisorNotFound() {
  return (
    <StateCard
      title="We couldn’t find that advisor"
      actions={
        <Button component={Link} to={AREA_ROOTS.account}>
          Go to My Account
        </Button>
      }
    >
      <p className={classes.text}>
        The link may be incomplete. Open it again from the email we sent after your meeting, or find
        the meeting in your account.
      </p>
    </StateCard>
  );
}

/** No meeting to review: still ahead, or the link names someone else's. */
export function NothingToReview({ advisor }: { advisor: Advisor | null }) {
  const { user } = useAuth();
  const account = (
    <Button component={Link} to={AREA_ROOTS.account}>
      Go to My Account
    </Button>
  );
  if (!advisor) {
    return (
      <StateCard title="There is nothing to review here" actions={account}>
        <p className={classes.text}>
          This review link belongs to another account
          {user ? `, not to ${user.fullName}` : ''}. Only the client who met the advisor can review
          the meeting. If you booked with another email address, sign out and sign in with that
          account.
        </p>
      </StateCard>
    );
  }
  const name = firstNameOf(advisor.name);
  return (
    <StateCard
      title="Nothing to review yet"
      actions={
        <>
          {account}
          <Button component={Link} to={ADVISOR_PAGES.profile(advisor.slug)} variant="default">
            View {name}’s profile
          </Button>
        </>
      }
    >
      <p className={classes.text}>
        You can review a meeting with {advisor.name} once it has started. If your meeting is still
        ahead, we will email you a link to this page afterwards.
      </p>
    </StateCard>
  );
}

function ReviewQuote({ review }: { review: { rating: number; title: string; body: string } }) {
  return (
    <blockquote className={classes.quote}>
      <RatingStars rating={review.rating} size={18} />
      <p className={classes.quoteTitle}>{review.title}</p>
      <p className={classes.quoteBody}>{review.body}</p>
    </blockquote>
  );
}

export function AlreadyReviewed({
  advisor,
  review,
}: {
  advisor: Advisor;
  review: NonNullable<ReviewInvitation['existing']>;
}) {
  return (
    <StateCard
      title="You have already reviewed this meeting"
      actions={
        <Button component={Link} to={profileReviewsUrl(advisor)} variant="default">
          See it on {firstNameOf(advisor.name)}’s profile
        </Button>
      }
    >
      <p className={classes.text}>Each meeting can be reviewed once. This is what you wrote:</p>
      <ReviewQuote review={review} />
    </StateCard>
  );
}

export function ThankYou({ advisor, review }: { advisor: Advisor; review: ManagedReview }) {
  const { user } = useAuth();
  const thanks = user ? `Thank you, ${firstNameOf(user.fullName)}!` : 'Thank you!';
  return (
    <StateCard
      role="status"
      focus
      title={thanks}
      actions={
        <Button component={Link} to={profileReviewsUrl(advisor)}>
          See it on {firstNameOf(advisor.name)}’s profile
        </Button>
      }
    >
      <p className={classes.text}>
        Signed {review.reviewerName} on {advisor.name}’s profile, your review now helps other people
        choose an advisor.
      </p>
      <ReviewQuote review={review} />
    </StateCard>
  );
}
