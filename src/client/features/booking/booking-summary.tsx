// The booking box beside the profile (sticky on wide screens): price, next opening, the one
// action that matters and the promises that make it safe. When the advisor accepts no new
// clients it says so and points to others instead.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import {
  ADVISOR_TERM_PLURAL,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../shared/constants';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { formatHourlyRate } from '../../../shared/format';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { NextOpening } from '../advisors/next-opening';
import classes from './parts/booking-summary.module.css';

/** Where to look instead: advisors who share this one's first speciality, or everyone. */
export function similarAdvisorsUrl(advisor: AdvisorProfile): string {
  const first = advisor.specialities[0];
  return buildAdvisorResultsUrl({ filters: first ? [first.slug] : [] });
}

export function BookingSummary({ advisor }: { advisor: AdvisorProfile }) {
  if (!advisor.acceptingClients) {
    return (
      <div className={classes.box}>
        <h2 className={classes.heading}>Not taking new clients</h2>
        <p className={classes.closed}>
          {advisor.firstName} isn’t accepting new clients right now, so booking is closed. Many of
          our {ADVISOR_TERM_PLURAL} share the same specialities.
        </p>
        <Button component={Link} to={similarAdvisorsUrl(advisor)} fullWidth size="md">
          Find a similar advisor
        </Button>
      </div>
    );
  }
  return (
    <div className={classes.box}>
      <h2 className={classes.heading}>Book The Hour</h2>
      <p className={classes.price}>
        <strong>{formatHourlyRate(advisor.hourlyRate)}</strong>
        <span> for a one-hour video meeting</span>
      </p>
      <NextOpening iso={advisor.nextAvailability} />
      <Button component={Link} to={BOOKING_PAGES.bookHour(advisor.slug)} fullWidth size="md">
        Book The Hour
      </Button>
      <ul className={classes.promises}>
        <li>{REFUND_PERCENT}% money back if you’re not happy</li>
        <li>Free reschedule or cancellation up to {RESCHEDULE_CANCEL_NOTICE_HOURS} hours ahead</li>
        <li>No sales pitch, ever</li>
      </ul>
    </div>
  );
}
