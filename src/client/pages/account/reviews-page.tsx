// account/reviews (docs/product.md#account): the meetings waiting for the client's review, with
// their review pages, and the reviews they wrote, each with the advisor's response and an edit.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import type { AccountReviews } from '../../../shared/contracts/reviews';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { useAccountReviews } from '../../features/reviews/reviews-api';
import { AreaPage, AreaSectionTitle } from '../../frame/area-page';
import {
  MeetingListEmpty,
  MeetingListError,
  MeetingListSkeleton,
} from '../../features/meetings/list-states';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { AccountNav } from './account-nav';
import { AccountReviewCard } from '../../features/reviews/account-review-card';
import { AwaitingReviews } from '../../features/reviews/awaiting-reviews';
import classes from '../../features/reviews/account-reviews.module.css';

function ReviewSections({ data, timeZone }: { data: AccountReviews; timeZone: string }) {
  const { reviews, awaiting } = data;
  if (reviews.length === 0 && awaiting.length === 0) {
    return (
      <MeetingListEmpty
        title="Nothing to review yet"
        text="After each meeting you can review your advisor here. Reviews are never paid for, filtered or hidden, and they help other people choose."
        actions={
          <Button component={Link} to={ADVISOR_PAGES.search}>
            Find your {ADVISOR_TERM_SINGULAR}
          </Button>
        }
      />
    );
  }
  return (
    <>
      {awaiting.length > 0 && (
        <section className={classes.section} aria-labelledby="awaiting-title">
          <AreaSectionTitle id="awaiting-title">Waiting for your review</AreaSectionTitle>
          <AwaitingReviews meetings={awaiting} timeZone={timeZone} />
        </section>
      )}
      <section className={classes.section} aria-labelledby="written-title">
        <AreaSectionTitle id="written-title">Your reviews</AreaSectionTitle>
        {reviews.length === 0 ? (
          <MeetingListEmpty
            headingLevel={3}
            title="You have not written a review yet"
            text="Review a meeting above and it shows on your advisor’s profile with your first name and last initial."
          />
        ) : (
          <ul className={classes.list} aria-labelledby="written-title">
            {reviews.map((review) => (
              <li key={review.id}>
                <AccountReviewCard review={review} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function ClientReviews() {
  const reviews = useAccountReviews();
  const timeZone = useDisplayTimeZone();
  if (reviews.data) return <ReviewSections data={reviews.data} timeZone={timeZone} />;
  return reviews.isError ? (
    <MeetingListError
      title="Your reviews could not be loaded"
      text="Something went wrong on our side or with the connection. Please try again in a moment."
      onRetry={() => void reviews.refetch()}
      retrying={reviews.isFetching}
    />
  ) : (
    <MeetingListSkeleton label="Loading your reviews" />
  );
}

export default function AccountReviewsPage() {
  return (
    <AreaPage
      eyebrow="My Account"
      title="Your reviews"
      titleId="reviews-title"
      lead="Your reviews appear on your advisors’ profiles with your first name and last initial. You can edit them whenever you like."
      nav={<AccountNav />}
    >
      <ClientReviews />
    </AreaPage>
  );
}
