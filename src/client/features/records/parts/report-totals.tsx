// The compliance report's totals of the period: counts and the fees charged and refunded.
import type { ComplianceReport as Report } from '../../../../shared/contracts/records';
import { formatCurrency } from '../../../../shared/format';
import { FigureList } from '../../billing/figure-list';
import classes from './records.module.css';

export function ReportTotals({ report }: { report: Report }) {
  const t = report.totals;
  const figures = [
    ['Meetings', String(t.meetings)],
    ['Engagements', String(t.engagements)],
    ['Fees charged', formatCurrency(t.chargedCents)],
    ['Refunded', formatCurrency(t.refundedCents)],
    ['Reviews', String(t.reviews)],
    ['Notes sent', String(t.notesSent)],
  ] as const;
  return <FigureList className={classes.figures} label="Totals of the period" figures={figures} />;
}
