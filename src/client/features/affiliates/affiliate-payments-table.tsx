// The admin's affiliate payments (docs/product.md#affiliates): for a month, each affiliate's
// sign-ups, purchases, what they earned, were paid and are owed, with their fee; the month's
// totals above; logging the month's payout and changing the fee in dialogs. The console table
// keeps month, search, sort and page in the address.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { useState } from 'react';
import { Button, NativeSelect } from '@mantine/core';
import { AFFILIATE_OWED_SORTS } from '../../../shared/contracts/affiliates';
import type { AffiliateOwed, AffiliatesOwed } from '../../../shared/contracts/affiliates';
import { formatBps, formatCurrency, formatMonth, formatNumber } from '../../../shared/format';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { ConsoleTable } from '../console/console-table';
import type { ConsoleColumn } from '../console/console-table';
import { useConsoleQuery } from '../console/use-console-query';
import { dayLabel, signedMoney } from '../payouts/money';
import { FigureCards } from '../payouts/figure-cards';
import { useAffiliatesOwed } from './affiliate-payments-api';
import { FeeDialog } from './fee-dialog';
import { LogPayoutDialog } from './log-payout-dialog';
import classes from './affiliate-payments.module.css';
import { consolePageState } from '../console/use-console-page';

const MONTHS_SHOWN = 12;

/** The current UTC month and the eleven before it, newest first (yyyy-MM). */
function recentMonths(now = new Date()): string[] {
  return Array.from({ length: MONTHS_SHOWN }, (_, back) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1)).toISOString().slice(0, 7),
  );
}

/** The last day of a yyyy-MM month: the period the API answers for. */
const lastDayOf = (month: string) => {
  const [year, number] = month.split('-').map(Number);
  return new Date(Date.UTC(year!, number!, 0)).toISOString().slice(0, 10);
};

const DEFAULTS = { sort: 'owed', dir: 'desc', filters: { month: '' } } as const;

type Dialog = { kind: 'payout' | 'fee'; row: AffiliateOwed } | null;

function MonthTotals({ owed }: { owed: AffiliatesOwed }) {
  const figures = [
    ['Earned', signedMoney(owed.totals.earnedCents)],
    ['Paid out', formatCurrency(owed.totals.paidOutCents)],
  ] as const;
  return (
    <FigureCards
      label={`Totals for ${formatMonth(owed.month)}`}
      figures={figures}
      owed={signedMoney(owed.totals.owedCents)}
    />
  );
}

function columns(open: (dialog: Dialog) => void): ConsoleColumn<AffiliateOwed, string>[] {
  return [
    {
      key: 'affiliate',
      label: 'Affiliate',
      sort: 'name',
      primary: true,
      render: (row) => (
        <span className={classes.cellStack}>
          <span>{row.name}</span>
          <span className={classes.muted}>{row.email}</span>
          {row.slug && <span className={classes.muted}>{AFFILIATE_PAGES.link(row.slug)}</span>}
        </span>
      ),
    },
    {
      key: 'fee',
      label: 'Fee',
      render: (row) => (
        <span className={classes.fee}>
          {formatBps(row.feeBps)}
          <Button
            size="compact-xs"
            variant="subtle"
            onClick={() => open({ kind: 'fee', row })}
            aria-label={`Change the fee of ${row.name}`}
          >
            Change
          </Button>
        </span>
      ),
    },
    {
      key: 'signUps',
      label: 'Sign-ups',
      sort: 'signUps',
      numeric: true,
      render: (row) => formatNumber(row.signUps),
    },
    {
      key: 'purchases',
      label: 'Purchases',
      numeric: true,
      render: (row) => (
        <span className={classes.cellStack}>
          <span>{formatNumber(row.purchases)}</span>
          <span className={classes.muted}>{formatCurrency(row.salesCents)}</span>
        </span>
      ),
    },
    {
      key: 'earned',
      label: 'Earned',
      sort: 'earned',
      numeric: true,
      render: (row) => signedMoney(row.earnedCents),
    },
    {
      key: 'owed',
      label: 'Owed',
      sort: 'owed',
      numeric: true,
      render: (row) => signedMoney(row.owedCents),
    },
    {
      key: 'payout',
      label: 'Payout',
      render: (row) => {
        if (row.payout) {
          return (
            <span className={classes.paid}>
              <span>
                {formatCurrency(row.payout.amountCents)} on {dayLabel(row.payout.paidOn)}
              </span>
              {row.payout.reference && (
                <span className={classes.muted}>{row.payout.reference}</span>
              )}
            </span>
          );
        }
        if (row.owedCents <= 0) return <span className={classes.muted}>Nothing owed</span>;
        return (
          <Button
            size="xs"
            onClick={() => open({ kind: 'payout', row })}
            aria-label={`Log the payout to ${row.name}`}
          >
            Log payout
          </Button>
        );
      },
    },
  ];
}

export function AffiliatePaymentsTable() {
  const state = useConsoleQuery(AFFILIATE_OWED_SORTS, DEFAULTS);
  const months = recentMonths();
  const month = months.includes(state.query.filters.month) ? state.query.filters.month : months[0]!;
  const periodEnd = lastDayOf(month);
  const owed = useAffiliatesOwed(periodEnd, state.apiSearch);
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <>
      {owed.data && <MonthTotals owed={owed.data} />}
      <ConsoleTable
        caption={`Affiliates in ${formatMonth(month)}`}
        columns={columns(setDialog)}
        state={state}
        {...consolePageState(owed)}
        rowKey={(row) => row.affiliateId}
        noun={['affiliate', 'affiliates']}
        searchLabel="Search names, emails and links"
        filters={
          <NativeSelect
            label="Month"
            value={month}
            onChange={(event) =>
              state.set({
                filters: {
                  month: event.currentTarget.value === months[0] ? '' : event.currentTarget.value,
                },
              })
            }
            data={months.map((value) => ({ value, label: formatMonth(value) }))}
          />
        }
        empty="No affiliates match. Affiliates appear here once the role is granted."
      />
      {dialog?.kind === 'payout' && (
        <LogPayoutDialog
          affiliate={dialog.row}
          periodEnd={periodEnd}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'fee' && (
        <FeeDialog affiliate={dialog.row} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
