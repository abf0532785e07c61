// The advisor's earnings (docs/product.md#advisor-payments): the month picked (kept in the URL as
// ?month=yyyy-MM), its figures, lines and payouts, the balance over all months, and the CSV.
import '@mantine/core/styles/Input.css';
import { Button, NativeSelect } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { useSearchParams } from 'react-router';
import { AppError } from '../../../shared/errors';
import { ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import { MeetingListEmpty, MeetingListError, MeetingListSkeleton } from '../meetings/list-states';
import { EarningsTable } from './earnings-table';
import { EarningsTotals } from './earnings-totals';
import { monthLabel, signedMoney } from './money';
import classes from './parts/payouts.module.css';
import { PayoutList } from './payout-list';
import { useAdvisorEarnings, useEarningsCsv } from './payouts-api';

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export function AdvisorEarnings() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('month') ?? undefined;
  const earnings = useAdvisorEarnings(asked && MONTH_PATTERN.test(asked) ? asked : undefined);
  const csv = useEarningsCsv();

  if (!earnings.data) {
    if (earnings.error instanceof AppError && earnings.error.status === 404) {
      return (
        <MeetingListEmpty
          title="No advisor profile on this account"
          text={`Earnings belong to an ${ADVISOR_TERM_SINGULAR} profile; if you have just joined, we may still be linking yours.`}
        />
      );
    }
    return earnings.isError ? (
      <MeetingListError
        title="Your earnings could not be loaded"
        text="Something went wrong on our side or with the connection. Please try again in a moment."
        onRetry={() => void earnings.refetch()}
        retrying={earnings.isFetching}
      />
    ) : (
      <MeetingListSkeleton label="Loading your earnings" />
    );
  }

  const data = earnings.data;
  if (data.months.length === 0) {
    return (
      <MeetingListEmpty
        title="No earnings yet"
        text="When clients pay for The Hour, The Plan or a quarter of The Ongoing, each payment shows here by month with the referral fee, any refund and what you are owed."
      />
    );
  }

  const month = data.month.month;
  const label = monthLabel(month);
  const options = data.months.some((m) => m.month === month)
    ? data.months
    : [data.month, ...data.months];
  return (
    <>
      <div className={classes.toolbar}>
        <NativeSelect
          label="Month"
          value={month}
          onChange={(event) => setParams({ month: event.currentTarget.value })}
          data={options.map((m) => ({
            value: m.month,
            label: `${monthLabel(m.month)} · ${signedMoney(m.netCents)} net`,
          }))}
        />
        <Button variant="outline" onClick={() => csv.mutate(month)} loading={csv.isPending}>
          Download CSV
        </Button>
      </div>
      {csv.isError && (
        <Alert color="red" role="alert" mb="md">
          The CSV could not be made. Please try again in a moment.
        </Alert>
      )}
      <p className={classes.note}>
        Figures are in your time zone ({data.timeZone}). The marketplace keeps a referral fee of{' '}
        {data.referralFeeBps / 100}% of each payment, at the rate in force when it was paid; a
        refund returns the fee with the payment. Over all months you have earned{' '}
        {signedMoney(data.balance.netCents)}, been paid {signedMoney(data.balance.paidOutCents)} and
        are owed <strong>{signedMoney(data.balance.owedCents)}</strong>.
      </p>
      <EarningsTotals totals={data.month} label={label} />
      <div className={classes.section}>
        {data.lines.length > 0 ? (
          <EarningsTable lines={data.lines} totals={data.month} label={label} />
        ) : (
          <p className={classes.note}>No payments or refunds in {label}.</p>
        )}
      </div>
      <div className={classes.section}>
        <PayoutList payouts={data.payouts} label={label} />
      </div>
    </>
  );
}
