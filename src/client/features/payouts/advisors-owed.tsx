// What each advisor is owed for the month of a period end (docs/product.md#advisor-payments): the
// period end in the URL (?date=yyyy-MM-dd), each advisor's month as the advisor sees it, the payouts
// already logged, and "Log payout" for whoever is still owed. Shared parts (the totals, the payout
// list, money) come from this folder so the affiliates' page can use them too.
import '@mantine/core/styles/Input.css';
import { Button, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { AdvisorOwed } from '../../../shared/contracts/advisor-payouts';
import { isoDateSchema } from '../../../shared/contracts/advisor-payouts';
import { formatCurrency } from '../../../shared/format';
import { useFormModal } from '../../ui/form-modal-provider';
import { MeetingListEmpty, MeetingListError, MeetingListSkeleton } from '../meetings/list-states';
import { useAdvisorsOwed } from './admin-payouts-api';
import { LogPayoutForm } from './log-payout-form';
import { dayLabel, monthLabel, signedMoney } from './money';
import ledger from '../billing/ledger.module.css';
import classes from './parts/payouts.module.css';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last day of the month before `today`: the period most often paid. */
export function lastMonthEnd(today: Date): string {
  return isoDay(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)));
}

function OwedRow({ advisor, date, today }: { advisor: AdvisorOwed; date: string; today: string }) {
  const formModal = useFormModal();
  const paid = advisor.payouts
    .map((p) => `${formatCurrency(p.amountCents)} on ${dayLabel(p.paidOn)}`)
    .join(', ');
  return (
    <tr>
      <td data-label="Advisor">
        <strong>{advisor.advisorName}</strong>
      </td>
      <td data-label="Net earned" className={ledger.amountCell}>
        {signedMoney(advisor.netCents)}
      </td>
      <td data-label="Paid out" className={ledger.amountCell}>
        {formatCurrency(advisor.paidOutCents)}
        {paid && <span className={ledger.detail}>{paid}</span>}
      </td>
      <td data-label="Still owed" className={ledger.amountCell}>
        <strong>{signedMoney(advisor.owedCents)}</strong>
      </td>
      <td className={ledger.receiptCell}>
        {advisor.owedCents > 0 ? (
          <Button
            size="xs"
            aria-label={`Log payout to ${advisor.advisorName}`}
            onClick={() =>
              formModal.open({
                title: `Log payout to ${advisor.advisorName}`,
                size: 'md',
                render: (close) => (
                  <LogPayoutForm advisor={advisor} date={date} today={today} onDone={close} />
                ),
              })
            }
          >
            Log payout
          </Button>
        ) : (
          <span className={classes.muted}>Paid</span>
        )}
      </td>
    </tr>
  );
}

export function AdvisorsOwedView() {
  const [params, setParams] = useSearchParams();
  const today = new Date();
  const asked = params.get('date') ?? '';
  const date = isoDateSchema.safeParse(asked).success ? asked : lastMonthEnd(today);
  const [draft, setDraft] = useState(date);
  const owed = useAdvisorsOwed(date);
  const label = monthLabel(date.slice(0, 7));

  const total = owed.data?.advisors.reduce((sum, a) => sum + Math.max(0, a.owedCents), 0) ?? 0;
  return (
    <>
      <form
        className={`${classes.toolbar} ${classes.period}`}
        aria-label="Period"
        onSubmit={(event) => {
          event.preventDefault();
          if (isoDateSchema.safeParse(draft).success) setParams({ date: draft });
        }}
      >
        <TextInput
          type="date"
          label="Period end"
          description="Payouts cover the whole month of this day."
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
        />
        <Button type="submit" variant="outline" loading={owed.isFetching && !!owed.data}>
          Show month
        </Button>
      </form>
      {!owed.data ? (
        owed.isError ? (
          <MeetingListError
            title="What advisors are owed could not be loaded"
            text="Something went wrong on our side or with the connection. Please try again."
            onRetry={() => void owed.refetch()}
            retrying={owed.isFetching}
          />
        ) : (
          <MeetingListSkeleton label="Loading what advisors are owed" />
        )
      ) : owed.data.advisors.length === 0 ? (
        <MeetingListEmpty
          title={`Nothing earned in ${label}`}
          text="No advisor was paid by a client or had a payout logged in this month."
        />
      ) : (
        <>
          <p className={classes.note}>
            {label}: {formatCurrency(total)} still owed across {owed.data.advisors.length}{' '}
            {owed.data.advisors.length === 1 ? 'advisor' : 'advisors'}, each in their own time zone.
          </p>
          <table className={ledger.table}>
            <caption className={ledger.caption}>What each advisor is owed for {label}</caption>
            <thead>
              <tr>
                <th scope="col">Advisor</th>
                <th scope="col" className={ledger.amountCell}>
                  Net earned
                </th>
                <th scope="col" className={ledger.amountCell}>
                  Paid out
                </th>
                <th scope="col" className={ledger.amountCell}>
                  Still owed
                </th>
                <th scope="col">Payout</th>
              </tr>
            </thead>
            <tbody>
              {owed.data.advisors.map((advisor) => (
                <OwedRow
                  key={advisor.advisorId}
                  advisor={advisor}
                  date={date}
                  today={isoDay(today)}
                />
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
