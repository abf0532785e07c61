// account/engagements/:engagementId (docs/product.md#engagements): the client's portal of one Plan
// or Ongoing. Another person's engagement reads as not found.
import { Button, Skeleton } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link, useParams } from 'react-router';
import { isAppError } from '../../../shared/errors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { EngagementPortal } from '../../features/engagements/engagement-portal';
import { useEngagement } from '../../features/engagements/engagements-api';
import { CancelOngoingButton } from '../../features/plans/cancel-ongoing-button';
import { AreaPage } from '../../frame/area-page';
import { AccountNav } from './account-nav';
import { offeringOf } from '../../../shared/offerings/catalog';

function Problem({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <Alert
      color={notFound ? 'gray' : 'red'}
      variant="light"
      role="alert"
      title={notFound ? 'We couldn’t find this Plan' : 'This page could not be loaded'}
    >
      <p>
        {notFound
          ? 'The link may be out of date, or it belongs to another account.'
          : 'Something went wrong on our side. Please try again.'}
      </p>
      {notFound ? (
        <Button component={Link} to={AREA_ROOTS.account}>
          Go to your account
        </Button>
      ) : (
        <Button onClick={onRetry}>Try again</Button>
      )}
    </Alert>
  );
}

export default function EngagementPage() {
  const { engagementId = '' } = useParams();
  const answer = useEngagement(engagementId);
  const engagement = answer.data;
  return (
    <AreaPage
      eyebrow="My Account"
      title={engagement ? offeringOf(engagement.kind).name : 'Your Plan'}
      titleId="engagement-title"
      lead={engagement ? `With ${engagement.advisor.name}` : undefined}
      nav={<AccountNav />}
    >
      {engagement ? (
        <EngagementPortal
          engagement={engagement}
          audience="client"
          ongoingAction={
            <CancelOngoingButton
              engagement={engagement}
              onCancelled={() => void answer.refetch()}
            />
          }
        />
      ) : answer.isError ? (
        <Problem
          notFound={isAppError(answer.error) && answer.error.status === 404}
          onRetry={() => void answer.refetch()}
        />
      ) : (
        <div aria-busy="true" aria-label="Loading your Plan">
          <Skeleton height={120} radius="lg" mb="md" />
          <Skeleton height={260} radius="lg" />
        </div>
      )}
    </AreaPage>
  );
}
