// account/billing (docs/product.md#account): the client's invoices (The Plan, The Ongoing) and every
// payment and refund, newest first, with what they add up to and a printable receipt for each
// paid charge. Dates are in the person's zone.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { useBillingHistory } from '../../features/billing/billing-api';
import { AreaPage } from '../../frame/area-page';
import {
  MeetingListEmpty,
  MeetingListError,
  MeetingListSkeleton,
} from '../../features/meetings/list-states';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import { AccountNav } from './account-nav';
import { BillingTable } from '../../features/billing/billing-table';
import { BillingTotals } from '../../features/billing/billing-totals';
import { InvoiceTable } from '../../features/billing/invoice-table';

function BillingHistory() {
  const history = useBillingHistory();
  const timeZone = useDisplayTimeZone();

  if (!history.data) {
    return history.isError ? (
      <MeetingListError
        title="Your billing history could not be loaded"
        text="Something went wrong on our side or with the connection. Please try again in a moment."
        onRetry={() => void history.refetch()}
        retrying={history.isFetching}
      />
    ) : (
      <MeetingListSkeleton label="Loading your billing history" />
    );
  }
  const { entries, invoices, totals } = history.data;
  if (entries.length === 0 && invoices.length === 0) {
    return (
      <MeetingListEmpty
        title="No payments yet"
        text="When you book The Hour or sign up for The Plan or The Ongoing, your payments and invoices show here with receipts you can print or save."
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
      <BillingTotals totals={totals} />
      {invoices.length > 0 && <InvoiceTable invoices={invoices} timeZone={timeZone} moneyBack />}
      {entries.length > 0 && <BillingTable entries={entries} timeZone={timeZone} />}
    </>
  );
}

export default function BillingPage() {
  return (
    <AreaPage
      eyebrow="My Account"
      title="Billing"
      titleId="billing-title"
      lead="Every payment and refund on your account, newest first. Open a receipt to print it or save it as a PDF."
      nav={<AccountNav />}
    >
      <BillingHistory />
    </AreaPage>
  );
}
