// Whom the review is about: the advisor's photo, name and title above the review.
import { Skeleton } from '@mantine/core';
import type { ReviewInvitation } from '../../../shared/contracts/reviews';
import classes from './leave-review-page.module.css';

type Advisor = ReviewInvitation['advisor'];

export function ReviewAdvisorHeader({ advisor }: { advisor: Advisor | null }) {
  return (
    <header className={classes.header}>
      {advisor && (
        <img
          className={classes.photo}
          src={advisor.profilePicUrl}
          alt=""
          width={88}
          height={88}
          decoding="async"
        />
      )}
      <div>
        <p className={classes.eyebrow}>Leave a review</p>
        <h1 className={classes.title}>
          {advisor ? `How was your meeting with ${advisor.name}?` : 'Review your meeting'}
        </h1>
        {advisor && <p className={classes.advisorTitle}>{advisor.title}</p>}
      </div>
    </header>
  );
}

export function ReviewAdvisorHeaderSkeleton() {
  return (
    <header className={classes.header} aria-hidden="true">
      <Skeleton circle height={88} />
      <div className={classes.headerLines}>
        <Skeleton height={12} width={110} radius="sm" />
        <Skeleton height={30} width="85%" radius="sm" />
        <Skeleton height={14} width="50%" radius="sm" />
      </div>
    </header>
  );
}
