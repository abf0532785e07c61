// account/billing/{chargeId}: the receipt of one paid charge, clean enough to print or save as a
// PDF. The server answers only the client's own paid charges, so anything else reads 'not found'.
import '@mantine/core/styles/Skeleton.css';
import { Button, Skeleton } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { AppError } from '../../../shared/errors';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import { useReceipt } from '../../features/billing/billing-api';
import { MeetingListEmpty, MeetingListError } from '../../features/meetings/list-states';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { ReceiptDocument } from '../../features/billing/receipt-document';
import classes from '../../features/billing/receipt.module.css';

function ReceiptContent({ receipt }: { receipt: ReturnType<typeof useReceipt> }) {
  const timeZone = useDisplayTimeZone();
  if (receipt.data) return <ReceiptDocument receipt={receipt.data} timeZone={timeZone} />;
  if (receipt.error instanceof AppError && receipt.error.status === 404) {
    return (
      <MeetingListEmpty
        title="Receipt not found"
        text="There is no receipt like this among your payments. Receipts are made for paid charges; open one from your billing history."
        actions={
          <Button component={Link} to={BILLING_PAGES.account}>
            Go to billing
          </Button>
        }
      />
    );
  }
  if (receipt.isError) {
    return (
      <MeetingListError
        title="This receipt could not be loaded"
        text="Something went wrong on our side or with the connection. Please try again in a moment."
        onRetry={() => void receipt.refetch()}
        retrying={receipt.isFetching}
      />
    );
  }
  return <Skeleton height={520} radius="lg" aria-busy="true" aria-label="Loading your receipt" />;
}

export default function ReceiptPage() {
  const { chargeId = '' } = useParams();
  const receipt = useReceipt(chargeId);
  return (
    <div className={classes.page}>
      <div className={classes.toolbar}>
        <Button component={Link} to={BILLING_PAGES.account} variant="subtle" px={0}>
          ← Back to billing
        </Button>
        {receipt.data && <Button onClick={() => window.print()}>Print or save as PDF</Button>}
      </div>
      <ReceiptContent receipt={receipt} />
    </div>
  );
}
