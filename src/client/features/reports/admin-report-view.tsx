// The admin reports page's body (docs/product.md#admin-reports): the range (from and to months),
// by month or by advisor, all in the address; the range's totals; by month a chart of revenue
// beside refunds; the table with its totals row; and the CSV of exactly what is shown.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, NativeSelect, SegmentedControl } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { REPORT_MAX_MONTHS, addMonths } from '../../../shared/contracts/admin-reports';
import type { Report, ReportSort } from '../../../shared/contracts/admin-reports';
import { formatCurrency, formatMonth } from '../../../shared/format';
import { fieldErrorsOf, isValidationError } from '../../api/http';
import { FigureList } from '../billing/figure-list';
import { StackedBarChart } from '../../ui/charts/stacked-bar-chart';
import { MeetingListEmpty, MeetingListError, MeetingListSkeleton } from '../meetings/list-states';
import { signedMoney } from '../payouts/money';
import { useAdminReport, useAdminReportCsv } from './admin-report-api';
import { ReportTable } from './admin-report-table';
import { useReportQuery } from './use-report-query';
import classes from './admin-report.module.css';

/** Phones have no column headers to click: the advisors' order is a list there. */
const SORT_CHOICES = [
  { value: 'revenue:desc', label: 'Revenue, highest first' },
  { value: 'fees:desc', label: 'Fees kept, highest first' },
  { value: 'refunds:desc', label: 'Refunds, highest first' },
  { value: 'bookings:desc', label: 'Bookings, most first' },
  { value: 'advisorPayouts:desc', label: 'Paid to advisors, highest first' },
  { value: 'advisor:asc', label: 'Name, A to Z' },
] as const;

/** How far back the month lists go. */
const MONTHS_LISTED = 60;

function monthOptions(selected: string[]) {
  const now = new Date().toISOString().slice(0, 7);
  const months = new Set(Array.from({ length: MONTHS_LISTED }, (_, back) => addMonths(now, -back)));
  for (const month of selected) months.add(month);
  return [...months]
    .sort((a, b) => b.localeCompare(a))
    .map((month) => ({ value: month, label: formatMonth(month) }));
}

const monthShort = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  year: '2-digit',
  timeZone: 'UTC',
});

function RevenueChart({ report }: { report: Report }) {
  const labels = report.rows.map((row) => monthShort.format(new Date(`${row.key}-01T00:00:00Z`)));
  const revenue = report.rows.map((row) => row.revenueCents);
  const refunds = report.rows.map((row) => row.refundCents);
  return (
    <div className={classes.chartCard}>
      <StackedBarChart
        title="Revenue and refunds by month"
        summary={`Revenue ${formatCurrency(report.totals.revenueCents)} and refunds ${formatCurrency(report.totals.refundCents)}, ${formatMonth(report.from)} to ${formatMonth(report.to)}.`}
        categories={report.rows.map((_, i) => i)}
        labels={labels}
        layout="grouped"
        series={[
          { label: 'Revenue', color: 'navy', values: revenue },
          { label: 'Refunds', color: 'gold', values: refunds },
        ]}
        describe={(i) =>
          `${formatMonth(report.rows[i]!.key)}: revenue ${formatCurrency(revenue[i] ?? 0)}, refunds ${formatCurrency(refunds[i] ?? 0)}`
        }
        table={null}
      />
    </div>
  );
}

function Totals({ report }: { report: Report }) {
  const { totals } = report;
  const bookings = totals.hourBookings + totals.planBookings + totals.ongoingBookings;
  const figures = [
    ['Revenue', formatCurrency(totals.revenueCents)],
    ['Refunds', formatCurrency(totals.refundCents)],
    ['Fees kept', signedMoney(totals.feeCents)],
    ['Paid to advisors', formatCurrency(totals.advisorPaidOutCents)],
    ['Paid to affiliates', formatCurrency(totals.affiliatePaidOutCents)],
    ['Bookings', String(bookings)],
  ] as const;
  return <FigureList className={classes.figures} label="Totals for the range" figures={figures} />;
}

/** A refused range says why (the server's field messages); anything else asks to try again. */
function errorText(error: unknown): string {
  if (isValidationError(error)) {
    const messages = Object.values(fieldErrorsOf(error)).flat();
    if (messages.length > 0) return `This range cannot be shown: ${messages.join(' ')}`;
  }
  return 'Something went wrong on our side or with the connection. Please try again.';
}

function isEmpty(report: Report) {
  const t = report.totals;
  return (
    t.hourBookings + t.planBookings + t.ongoingBookings === 0 &&
    !t.revenueCents &&
    !t.refundCents &&
    !t.advisorPaidOutCents &&
    !t.affiliatePaidOutCents
  );
}

export function AdminReportView() {
  const query = useReportQuery();
  const { state } = query;
  const report = useAdminReport(query.apiSearch);
  const csv = useAdminReportCsv();
  const data = report.data;
  const options = monthOptions([state.from, state.to]);

  return (
    <section aria-label="Report">
      <div className={classes.controls}>
        <NativeSelect
          label="From"
          value={state.from}
          onChange={(event) => query.setFrom(event.currentTarget.value)}
          data={options}
        />
        <NativeSelect
          label="To"
          value={state.to}
          onChange={(event) => query.setTo(event.currentTarget.value)}
          data={options}
        />
        <SegmentedControl
          className={classes.grouping}
          aria-label="Show the report by"
          value={state.by}
          onChange={(value) => query.setBy(value === 'advisor' ? 'advisor' : 'month')}
          data={[
            { value: 'month', label: 'By month' },
            { value: 'advisor', label: 'By advisor' },
          ]}
        />
        {state.by === 'advisor' && (
          <NativeSelect
            className={classes.phoneSort}
            label="Sort advisors by"
            value={`${state.sort}:${state.dir}`}
            onChange={(event) => {
              const [sort, dir] = event.currentTarget.value.split(':') as [
                ReportSort,
                'asc' | 'desc',
              ];
              query.setSort(sort, dir);
            }}
            data={[
              ...SORT_CHOICES,
              ...(SORT_CHOICES.some((c) => c.value === `${state.sort}:${state.dir}`)
                ? []
                : [{ value: `${state.sort}:${state.dir}`, label: 'As chosen in the table' }]),
            ]}
          />
        )}
        <Button
          variant="outline"
          className={classes.download}
          onClick={() => csv.mutate(query.apiSearch)}
          loading={csv.isPending}
        >
          Download CSV
        </Button>
      </div>
      <p className={classes.note}>
        Months are calendar months in UTC, as on the dashboard, so a payment late on a month’s last
        evening in the US may count in the next month. Up to {REPORT_MAX_MONTHS} months at a time.
      </p>
      {csv.isError && (
        <Alert color="red" role="alert" className={classes.alert}>
          The CSV could not be made. Please try again in a moment.
        </Alert>
      )}
      {!data ? (
        report.isError ? (
          <MeetingListError
            title="The report could not be loaded"
            text={errorText(report.error)}
            onRetry={() => void report.refetch()}
            retrying={report.isFetching}
          />
        ) : (
          <MeetingListSkeleton label="Loading the report" />
        )
      ) : (
        <div className={classes.body} data-stale={report.isPlaceholderData || undefined}>
          <Totals report={data} />
          {isEmpty(data) ? (
            <MeetingListEmpty
              title="Nothing in this range"
              text="No payments, refunds, bookings or payouts between these months. Try a wider range."
            />
          ) : (
            <>
              {data.by === 'month' && <RevenueChart report={data} />}
              {data.by === 'advisor' && (
                <p className={classes.note}>
                  Affiliates are paid per affiliate, not per advisor: their payouts show in the
                  total only. Advisors without payments, refunds, bookings or payouts in the range
                  are left out.
                </p>
              )}
              <ReportTable report={data} onSort={query.toggleSort} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
