// The Ongoing at a glance: the monthly price billed every three months, the next invoice, the
// annual checkup's due date, and (for its client) the place of the cancel action.
import type { ReactNode } from 'react';
import { ONGOING_BILLING_MONTHS } from '../../../../shared/constants';
import type { Engagement } from '../../../../shared/contracts/engagements';
import { endingLine } from '../../../../shared/domain/engagement-ending';
import { formatCurrency } from '../../../../shared/format';
import { formatDay } from './engagement-dates';
import classes from './portal.module.css';

export function OngoingFacts({
  engagement,
  action,
}: {
  engagement: Engagement;
  /** The cancel button the signups feature provides, for the client. */
  action?: ReactNode;
}) {
  const ending = endingLine(engagement);
  return (
    <section className={classes.panel} aria-labelledby="ongoing-title">
      <h2 id="ongoing-title" className={classes.panelTitle}>
        The Ongoing
      </h2>
      <dl className={classes.facts}>
        <dt>Price</dt>
        <dd>
          {formatCurrency(engagement.priceCents)}/month, billed{' '}
          {formatCurrency(engagement.priceCents * ONGOING_BILLING_MONTHS)} every three months
        </dd>
        <dt>Started</dt>
        <dd>{formatDay(engagement.startsOn)}</dd>
        {engagement.status === 'active' && engagement.nextInvoiceOn && (
          <>
            <dt>Next invoice</dt>
            <dd>{formatDay(engagement.nextInvoiceOn)}</dd>
          </>
        )}
        {engagement.checkupDueOn && (
          <>
            <dt>Annual checkup due</dt>
            <dd>{formatDay(engagement.checkupDueOn)}</dd>
          </>
        )}
        {engagement.endsOn && (
          <>
            <dt>{engagement.status === 'active' ? 'Ends on' : 'Ended'}</dt>
            <dd>{formatDay(engagement.endsOn)}</dd>
          </>
        )}
      </dl>
      {ending && (
        <p className={classes.panelLead} role="status">
          Cancelled. {ending}: check-ins can still be booked until then, and no further invoice will
          be issued.
        </p>
      )}
      {action}
    </section>
  );
}
