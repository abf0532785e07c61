// The reviews in the console (docs/product.md#reviews): every review as published, paged, sorted
// and filtered on the server with the view in the address. Hiding one (for abuse only) asks for
// the reason in a confirming form; an advisor's kept rating can be recomputed from their reviews.
import '@mantine/core/styles/Badge.css';
import { Badge, Button, NativeSelect } from '@mantine/core';
import { Link } from 'react-router';
import { ADMIN_REVIEW_SORTS, RATING_MAX, RATING_MIN } from '../../../shared/contracts/reviews';
import type { AdminReview, AdminReviewSort } from '../../../shared/contracts/reviews';
import { formatReviewAverage } from '../../../shared/format';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { useConfirm } from '../../ui/confirm-provider';
import { useFormModal } from '../../ui/form-modal-provider';
import { useNotifications } from '../../ui/notifications';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { consolePageState, useConsolePage } from '../console/use-console-page';
import { useConsoleQuery } from '../console/use-console-query';
import type { ConsoleQueryState } from '../console/use-console-query';
import { HideReviewForm } from './hide-review-form';
import { RatingStars } from './rating-stars';
import { ADMIN_REVIEWS_TABLE, useRegenerateReviewSummary } from './reviews-api';
import classes from './admin-reviews.module.css';
import { adminFailureMessage } from '../console/admin-failure';

const DEFAULTS = {
  sort: 'createdAt',
  dir: 'desc',
  filters: { advisor: '', rating: '', state: '' },
} as const;
type Filter = keyof typeof DEFAULTS.filters;
type State = ConsoleQueryState<AdminReviewSort, Filter>;

const RATING_OPTIONS = [
  { value: '', label: 'Any rating' },
  ...Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => {
    const stars = RATING_MAX - index;
    return { value: String(stars), label: `${stars} star${stars === 1 ? '' : 's'}` };
  }),
];
const STATE_OPTIONS = [
  { value: '', label: 'Public and hidden' },
  { value: 'public', label: 'Public' },
  { value: 'hidden', label: 'Hidden' },
];

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function HideButton({ review }: { review: AdminReview }) {
  const formModal = useFormModal();
  if (review.hiddenAt) return null;
  return (
    <Button
      size="xs"
      variant="outline"
      color="red.9"
      aria-label={`Hide “${review.title}” for abuse`}
      onClick={() =>
        formModal.open({
          title: 'Hide this review?',
          render: (close) => <HideReviewForm review={review} onDone={close} />,
        })
      }
    >
      Hide for abuse
    </Button>
  );
}

function columns(state: State): ConsoleColumn<AdminReview, AdminReviewSort>[] {
  return [
    { key: 'date', label: 'Date', sort: 'createdAt', render: (review) => day(review.createdAt) },
    { key: 'title', label: 'Title', primary: true, render: (review) => review.title },
    {
      key: 'review',
      label: 'Review',
      render: (review) => (
        <span className={classes.review}>
          <span className={classes.body}>{review.body}</span>
          <span className={classes.by}>by {review.reviewerName}</span>
          {review.hiddenAt && (
            <span className={classes.reason}>
              Hidden {day(review.hiddenAt)}: {review.hiddenReason}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'rating',
      label: 'Rating',
      sort: 'rating',
      render: (review) => <RatingStars rating={review.rating} size={14} />,
    },
    {
      key: 'advisor',
      label: 'Advisor',
      sort: 'advisor',
      render: (review) => (
        <span className={classes.advisor}>
          <Link to={ADVISOR_PAGES.profile(review.advisorSlug)}>{review.advisorName}</Link>
          {state.query.filters.advisor !== review.advisorId && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => state.set({ filters: { advisor: review.advisorId } })}
            >
              Only this advisor
            </Button>
          )}
        </span>
      ),
    },
    {
      key: 'state',
      label: 'State',
      render: (review) =>
        review.hiddenAt ? (
          <Badge
            className={classes.badge}
            variant="light"
            color="gray"
            c="gray.9"
            bg="gray.1"
            radius="sm"
          >
            Hidden
          </Badge>
        ) : (
          // The darkest text on the palest tint: the light variant's own pair is too faint (AA).
          <Badge
            className={classes.badge}
            variant="light"
            color="teal"
            c="teal.9"
            bg="teal.0"
            radius="sm"
          >
            Public
          </Badge>
        ),
    },
    {
      key: 'actions',
      label: 'Actions',
      render: (review) => (
        <span className={classes.actions}>
          <HideButton review={review} />
        </span>
      ),
    },
  ];
}

/** The one advisor the table is narrowed to, and the recompute of their kept rating. */
function AdvisorScope({ state, rows }: { state: State; rows: AdminReview[] | undefined }) {
  const confirm = useConfirm();
  const notify = useNotifications();
  const regenerate = useRegenerateReviewSummary();
  const advisor = rows?.find((review) => review.advisorId === state.query.filters.advisor);
  const name = advisor?.advisorName ?? 'this advisor';
  const userId = advisor?.advisorUserId;
  const recompute = async () => {
    if (!userId) return;
    const confirmed = await confirm({
      title: `Recompute ${name}’s rating?`,
      message:
        'The average and count on their profile and card are worked out again from their public reviews.',
      confirmLabel: 'Recompute rating',
    });
    if (!confirmed) return;
    regenerate.mutate(userId, {
      onSuccess: (summary) =>
        notify.success(
          summary.reviewCount === 0
            ? `${name} has no public reviews; the profile shows no rating.`
            : `${name}’s rating is ${formatReviewAverage(summary.reviewAverage)} from ${summary.reviewCount} public review${summary.reviewCount === 1 ? '' : 's'}.`,
        ),
      onError: (error) => notify.error(adminFailureMessage('regenerateReviewsSummary', error)),
    });
  };
  return (
    <div className={classes.scope}>
      <p>
        Showing the reviews of <strong>{name}</strong>.
      </p>
      {userId && (
        <Button size="xs" variant="default" loading={regenerate.isPending} onClick={recompute}>
          Recompute rating
        </Button>
      )}
      <Button size="xs" variant="subtle" onClick={() => state.set({ filters: { advisor: '' } })}>
        Show every advisor
      </Button>
    </div>
  );
}

export function AdminReviewsTable() {
  const state = useConsoleQuery(ADMIN_REVIEW_SORTS, DEFAULTS);
  const page = useConsolePage<AdminReview>(ADMIN_REVIEWS_TABLE, ADMIN_API.reviews, state.apiSearch);
  return (
    <>
      {state.query.filters.advisor && <AdvisorScope state={state} rows={page.data?.items} />}
      <ConsoleTable
        caption="Reviews"
        columns={columns(state)}
        state={state}
        {...consolePageState(page)}
        rowKey={(review) => review.id}
        noun={['review', 'reviews']}
        searchLabel="Search titles, text, reviewers and advisors"
        filters={
          <>
            <NativeSelect
              label="Rating"
              data={RATING_OPTIONS}
              value={state.query.filters.rating}
              onChange={(event) => state.set({ filters: { rating: event.currentTarget.value } })}
            />
            <NativeSelect
              label="State"
              data={STATE_OPTIONS}
              value={state.query.filters.state}
              onChange={(event) => state.set({ filters: { state: event.currentTarget.value } })}
            />
          </>
        }
        empty="No reviews match."
      />
    </>
  );
}
