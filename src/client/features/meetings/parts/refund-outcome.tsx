// What happened to the money of a canceled or refunded meeting: the amount, and where the
// refund stands at the payment gateway.
import { Link } from 'react-router';
import { REFUND_PERCENT } from '../../../../shared/constants';
import type { Meeting } from '../../../../shared/contracts/booking';
import { formatCurrency } from '../../../../shared/format';
import { formatMeetingDay } from '../../../../shared/meeting-time';
import { SITE_PAGES } from '../../../../shared/routes/site';
import classes from '../meeting-card.module.css';

/**
 * What a cancellation gives back, in cents (docs/product.md#promises: REFUND_PERCENT of the price).
 */
export function refundAmountCents(priceCents: number): number {
  return Math.round((priceCents * REFUND_PERCENT) / 100);
}

type Refund = NonNullable<Meeting['refund']>;

function statusLine(refund: Refund, timeZone: string) {
  switch (refund.status) {
    case 'pending':
      return 'Refund status: being processed.';
    case 'succeeded':
      return `Refund status: sent on ${formatMeetingDay(refund.at, timeZone)}. It can take a few business days to show on the card statement.`;
    case 'failed':
      return null;
  }
}

/** The cancelled or refunded line of a meeting; nothing for a meeting that was not. */
export function RefundOutcome({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  if (meeting.status !== 'Canceled' && meeting.status !== 'Refunded') return null;
  const { refund } = meeting;
  const amount = formatCurrency(refund?.amountCents ?? refundAmountCents(meeting.priceCents));
  const what = meeting.status === 'Canceled' ? 'Cancelled' : 'Money back';
  if (refund?.status === 'failed') {
    return (
      <p className={`${classes.outcome} ${classes.outcomeFailed}`}>
        <span className={classes.outcomeTitle}>
          {what} — the refund of {amount} did not go through yet
        </span>
        We are on it and will make sure the money reaches you.{' '}
        <Link to={SITE_PAGES.contact}>Contact us</Link> with any questions.
      </p>
    );
  }
  return (
    <p className={classes.outcome}>
      <span className={classes.outcomeTitle}>
        {what} — refund of {amount} on its way
      </span>
      {refund ? statusLine(refund, timeZone) : 'Refund status: being processed.'}
    </p>
  );
}
