// The report's table (docs/product.md#admin-reports): a row per month or advisor and the totals
// row, the columns the CSV has. By advisor, the headers sort on the server (buttons with
// aria-sort). Under 640 px each row becomes a card of label/value pairs.
import type { ReactNode } from 'react';
import { REPORT_FIGURE_COLUMNS } from '../../../shared/contracts/admin-reports';
import type {
  Report,
  ReportFigures,
  ReportRow,
  ReportSort,
} from '../../../shared/contracts/admin-reports';
import { formatCurrency, formatMonth, formatNumber } from '../../../shared/format';
import { signedMoney } from '../payouts/money';
import classes from './admin-report.module.css';

const [HOUR, PLAN, ONGOING, REVENUE, REFUNDS, FEES, ADVISORS, AFFILIATES] = REPORT_FIGURE_COLUMNS;

interface Column {
  label: string;
  sort?: ReportSort;
  value: (row: ReportFigures | ReportRow) => string;
}

const COLUMNS: Column[] = [
  { label: HOUR, value: (row) => formatNumber(row.hourBookings) },
  { label: PLAN, value: (row) => formatNumber(row.planBookings) },
  { label: ONGOING, value: (row) => formatNumber(row.ongoingBookings) },
  { label: REVENUE, sort: 'revenue', value: (row) => formatCurrency(row.revenueCents) },
  { label: REFUNDS, sort: 'refunds', value: (row) => formatCurrency(row.refundCents) },
  { label: FEES, sort: 'fees', value: (row) => signedMoney(row.feeCents) },
  {
    label: ADVISORS,
    sort: 'advisorPayouts',
    value: (row) => formatCurrency(row.advisorPaidOutCents),
  },
  {
    label: AFFILIATES,
    value: (row) =>
      row.affiliatePaidOutCents === null ? '—' : formatCurrency(row.affiliatePaidOutCents),
  },
];

function SortHeader({
  label,
  sort,
  report,
  onSort,
}: {
  label: string;
  sort: ReportSort;
  report: Report;
  onSort: (sort: ReportSort) => void;
}) {
  const active = report.sort === sort;
  return (
    <th
      scope="col"
      aria-sort={active ? (report.dir === 'asc' ? 'ascending' : 'descending') : 'none'}
    >
      <button type="button" className={classes.sortButton} onClick={() => onSort(sort)}>
        {label}
        <span aria-hidden="true">{active ? (report.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}

export function ReportTable({
  report,
  onSort,
}: {
  report: Report;
  onSort: (sort: ReportSort) => void;
}) {
  const byAdvisor = report.by === 'advisor';
  const firstLabel = byAdvisor ? 'Advisor' : 'Month (UTC)';
  const header = (label: string, sort: ReportSort | undefined): ReactNode =>
    byAdvisor && sort ? (
      <SortHeader key={label} label={label} sort={sort} report={report} onSort={onSort} />
    ) : (
      <th key={label} scope="col">
        {label}
      </th>
    );
  const cells = (row: ReportFigures | ReportRow) =>
    COLUMNS.map((column) => (
      <td key={column.label} className={classes.number}>
        <span className={classes.cellLabel}>{column.label}</span>
        {column.value(row)}
      </td>
    ));
  const range = `${formatMonth(report.from)} to ${formatMonth(report.to)}`;
  return (
    // Focusable, so a keyboard can scroll a table wider than the window.
    <div className={classes.tableWrap} role="region" aria-label="Report table" tabIndex={0}>
      <table className={classes.table}>
        <caption className={classes.caption}>
          {byAdvisor ? 'By advisor' : 'By month'}, {range} (months in UTC)
        </caption>
        <thead>
          <tr>
            {header(firstLabel, 'advisor')}
            {COLUMNS.map((column) => header(column.label, column.sort))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.key || 'none'}>
              <th scope="row" className={classes.rowName}>
                {byAdvisor ? row.label : formatMonth(row.label)}
              </th>
              {cells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className={classes.rowName}>
              Total
            </th>
            {cells(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
