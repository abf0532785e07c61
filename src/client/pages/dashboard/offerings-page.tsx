// dashboard/offerings (docs/product.md#offerings): the advisor's The Plan and The Ongoing, each
// with its price, terms, switch and (The Ongoing) capacity.
import { Button, Skeleton } from '@mantine/core';
import { AppError } from '../../../shared/errors';
import { AreaPage } from '../../frame/area-page';
import { OfferingEditor } from '../../features/plans/offering-editor';
import { useOwnOfferings } from '../../features/plans/offerings-api';
import { DashboardNav } from './dashboard-nav';
import classes from './offerings-page.module.css';

export default function OfferingsPage() {
  const offerings = useOwnOfferings();

  let content;
  if (offerings.data) {
    content = (
      <div className={classes.stack}>
        <OfferingEditor offering={offerings.data.plan} />
        <OfferingEditor offering={offerings.data.ongoing} flagOn={offerings.data.ongoingFlagOn} />
      </div>
    );
  } else if (offerings.error instanceof AppError && offerings.error.code === 'notFound') {
    content = (
      <div className={classes.message}>
        <p>
          There is no advisor profile on this account yet. Offerings belong to a profile; if you
          have just joined, we may still be linking yours.
        </p>
      </div>
    );
  } else if (offerings.isError) {
    content = (
      <div role="alert" className={classes.message}>
        <p>Your offerings could not be loaded. Your saved settings are safe.</p>
        <div>
          <Button onClick={() => void offerings.refetch()} loading={offerings.isFetching}>
            Try again
          </Button>
        </div>
      </div>
    );
  } else {
    content = (
      <div className={classes.stack} aria-busy="true" aria-label="Loading your offerings">
        <Skeleton height={420} radius="lg" />
        <Skeleton height={480} radius="lg" />
      </div>
    );
  }

  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Offerings"
      titleId="offerings-title"
      lead="The Plan and The Ongoing as clients see them on your profile: your price within our range, your terms, and whether you take new clients."
      nav={<DashboardNav />}
    >
      {content}
    </AreaPage>
  );
}
