// The booking being paid for, beside the form: who, when (in the client's zone, named), what
// is included, the price, and how long the time stays held.
import type { Checkout } from '../../../../shared/contracts/booking';
import { REFUND_PERCENT, RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../../shared/constants';
import { formatCurrency } from '../../../../shared/format';
import {
  formatClockTime,
  formatMeetingDate,
  timeZoneLongName,
  timeZoneShortName,
} from '../../../../shared/meeting-time';
import { CheckList } from '../../../ui/check-list';
import { HoldCountdown } from './hold-countdown-notice';
import classes from './checkout-summary.module.css';

const PHOTO_SIZE = 56;

export function includedItems(advisorName: string): string[] {
  return [
    `A one-hour video meeting with ${advisorName}`,
    'An email summary of the advice afterwards',
    `Free reschedule or cancellation up to ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours before`,
    `${REFUND_PERCENT}% money back if you’re not happy`,
  ];
}

export interface CheckoutSummaryProps {
  checkout: Checkout;
  onChooseAgain: () => void;
  choosingAgain: boolean;
}

export function CheckoutSummary({ checkout, onChooseAgain, choosingAgain }: CheckoutSummaryProps) {
  const { advisor, start, end, clientTimeZone: zone } = checkout;
  const theirs = formatClockTime(start, advisor.timeZone);
  const first = advisor.name.split(' ')[0] ?? advisor.name;
  return (
    <section className={classes.summary} aria-labelledby="summary-title">
      <h2 id="summary-title" className={classes.heading}>
        Your booking
      </h2>
      <div className={classes.advisor}>
        <img src={advisor.profilePicUrl} alt="" width={PHOTO_SIZE} height={PHOTO_SIZE} />
        <div>
          <p className={classes.name}>{advisor.name}</p>
          <p className={classes.title}>{advisor.title}</p>
        </div>
      </div>
      <div className={classes.when}>
        <p className={classes.date}>{formatMeetingDate(start, zone)}</p>
        <p className={classes.time}>
          {formatClockTime(start, zone)} – {formatClockTime(end, zone)}
        </p>
        <p className={classes.zone}>{timeZoneLongName(zone, start)}</p>
        {theirs !== formatClockTime(start, zone) && (
          <p className={classes.zone}>
            {theirs} {timeZoneShortName(advisor.timeZone, start)} for {first}
          </p>
        )}
      </div>
      <div className={classes.included}>
        <h3 className={classes.includedTitle}>What’s included</h3>
        <CheckList items={includedItems(first)} />
      </div>
      <div className={classes.total}>
        <span>Total</span>
        <strong>{formatCurrency(checkout.priceCents)}</strong>
      </div>
      <HoldCountdown
        expiresAt={checkout.expiresAt}
        onChooseAgain={onChooseAgain}
        choosingAgain={choosingAgain}
      />
    </section>
  );
}
