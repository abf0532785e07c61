// The admin dashboard (docs/product.md#admin-dashboard): the last twelve months by month or week
// (?by=week in the URL): totals, then revenue, refunds, bookings and new people as bar charts
// whose bars read out on hover or focus, and every figure in one table for screen readers.
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { Dashboard, DashboardPeriod } from '../../../shared/contracts/reports';
import { DASHBOARD_MONTHS } from '../../../shared/contracts/reports';
import { formatCurrency, formatNumber } from '../../../shared/format';
import { DataTable } from '../../ui/charts/chart-frame';
import { FigureList } from '../billing/figure-list';
import { StackedBarChart } from '../../ui/charts/stacked-bar-chart';
import type { BarSeries } from '../../ui/charts/stacked-bar-chart';
import { MeetingListError, MeetingListSkeleton } from '../meetings/list-states';
import { useDashboard } from './reports-api';
import classes from './reports.module.css';

const monthShort = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayShort = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayLong = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const count = (value: number) => formatNumber(Math.round(value));

/** The x label ('Mar', 'Mar 3') and the full name ('March 2026', 'week of Mar 3, 2026'). */
function periodNames(data: Dashboard) {
  const short = data.buckets.map((b) =>
    (data.by === 'month' ? monthShort : dayShort).format(utc(b.start)),
  );
  const long = data.buckets.map((b) =>
    data.by === 'month'
      ? monthLong.format(utc(b.start))
      : `Week of ${dayLong.format(utc(b.start))}`,
  );
  return { short, long };
}

function Charts({ data }: { data: Dashboard }) {
  const { short, long } = periodNames(data);
  const categories = data.buckets.map((_, i) => i);
  const pick = (key: keyof Dashboard['totals']) => data.buckets.map((b) => b[key]);
  const charts: {
    title: string;
    series: BarSeries[];
    money: boolean;
  }[] = [
    {
      title: 'Revenue',
      series: [{ label: 'Payments received', color: 'navy', values: pick('revenueCents') }],
      money: true,
    },
    {
      title: 'Refunds',
      series: [{ label: 'Refunds paid back', color: 'gold', values: pick('refundCents') }],
      money: true,
    },
    {
      title: 'Bookings',
      series: [{ label: 'Hour meetings booked', color: 'teal', values: pick('bookings') }],
      money: false,
    },
    {
      title: 'New clients and advisors',
      series: [
        { label: 'New clients', color: 'navy', values: pick('newClients') },
        { label: 'New advisors', color: 'gold', values: pick('newAdvisors') },
      ],
      money: false,
    },
  ];
  const span = `${long[0]} to ${long.at(-1)}`;
  return (
    <>
      <div className={classes.charts}>
        {charts.map((chart) => {
          const show = chart.money ? formatCurrency : count;
          const total = chart.series.reduce(
            (sum, s) => sum + s.values.reduce((a, b) => a + b, 0),
            0,
          );
          return (
            <div key={chart.title} className={classes.chartCard}>
              <StackedBarChart
                title={chart.title}
                summary={`${chart.title} by ${data.by}, ${span}: ${show(total)} in all.`}
                categories={categories}
                labels={short}
                series={chart.series}
                {...(chart.money ? {} : { format: count })}
                describe={(i) =>
                  `${long[i]}: ${chart.series.map((s) => `${s.label} ${show(s.values[i] ?? 0)}`).join(', ')}`
                }
                table={null}
              />
            </div>
          );
        })}
      </div>
      <DataTable
        caption={`Marketplace figures by ${data.by}, ${span}`}
        columns={[
          data.by === 'month' ? 'Month' : 'Week',
          'Revenue',
          'Refunds',
          'Bookings',
          'New clients',
          'New advisors',
        ]}
        rows={data.buckets.map((b, i) => [
          long[i]!,
          formatCurrency(b.revenueCents),
          formatCurrency(b.refundCents),
          count(b.bookings),
          count(b.newClients),
          count(b.newAdvisors),
        ])}
      />
    </>
  );
}

export function DashboardCharts() {
  const [params, setParams] = useSearchParams();
  const by: DashboardPeriod = params.get('by') === 'week' ? 'week' : 'month';
  const dashboard = useDashboard(by);
  const data = dashboard.data;
  const figures = data
    ? ([
        ['Revenue', formatCurrency(data.totals.revenueCents)],
        ['Refunds', formatCurrency(data.totals.refundCents)],
        ['Bookings', count(data.totals.bookings)],
        ['New clients', count(data.totals.newClients)],
        ['New advisors', count(data.totals.newAdvisors)],
      ] as const)
    : [];
  return (
    <section className={classes.dashboard} aria-labelledby="dashboard-title">
      <div className={classes.heading}>
        <h2 id="dashboard-title" className={classes.title}>
          The last {DASHBOARD_MONTHS} months
        </h2>
        <SegmentedControl
          aria-label="Show figures by"
          value={by}
          onChange={(value) => setParams(value === 'week' ? { by: 'week' } : {})}
          data={[
            { value: 'month', label: 'By month' },
            { value: 'week', label: 'By week' },
          ]}
        />
      </div>
      {!data ? (
        dashboard.isError ? (
          <MeetingListError
            title="The figures could not be loaded"
            text="Something went wrong on our side or with the connection. Please try again."
            onRetry={() => void dashboard.refetch()}
            retrying={dashboard.isFetching}
          />
        ) : (
          <MeetingListSkeleton label="Loading the marketplace's figures" />
        )
      ) : (
        <>
          <FigureList
            className={classes.figures}
            label={`Totals, last ${DASHBOARD_MONTHS} months`}
            figures={figures}
          />
          <Charts data={data} />
        </>
      )}
    </section>
  );
}
