// The advisor's services with their own prices: The Hour, The Plan, and The Ongoing only when
// its flag is on. Booking actions only while the advisor accepts new clients.
import { Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import {
  ONGOING_BILLING_MONTHS,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../../../shared/constants';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { formatCurrency, formatHourlyRate } from '../../../shared/format';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { SITE_PAGES } from '../../../shared/routes/site';
import classes from './parts/profile-offerings.module.css';

export interface ProfileOfferingsProps {
  advisor: AdvisorProfile;
  ongoingEnabled: boolean;
}

export function ProfileOfferings({ advisor, ongoingEnabled }: ProfileOfferingsProps) {
  const accepting = advisor.acceptingClients;
  return (
    <ul className={classes.offerings}>
      <li className={classes.offering}>
        <h3 className={classes.name}>The Hour</h3>
        <p className={classes.price}>
          <strong>{formatHourlyRate(advisor.hourlyRate)}</strong> per meeting
        </p>
        <p className={classes.text}>
          A one-hour video meeting with written follow-up notes. Best for one to three specific
          questions.
        </p>
        {accepting && (
          <Button
            component={Link}
            to={BOOKING_PAGES.bookHour(advisor.slug)}
            className={classes.action}
          >
            Book The Hour
          </Button>
        )}
      </li>
      <li className={classes.offering}>
        <h3 className={classes.name}>The Plan</h3>
        <p className={classes.price}>
          <strong>{formatCurrency(advisor.planPrice)}</strong> flat fee
        </p>
        <p className={classes.text}>
          {PLAN_WEEKS} weeks, {PLAN_MEETINGS_MIN}–{PLAN_MEETINGS_MAX} meetings,{' '}
          {PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis and a written plan of {PLAN_MIN_PAGES}+
          pages.
        </p>
        <Group gap="xs" className={classes.action}>
          {accepting && (
            <Button component={Link} to={PLAN_PAGES.planTerms(advisor.slug)}>
              Choose The Plan
            </Button>
          )}
          <Button component={Link} to={SITE_PAGES.thePlan} variant="outline">
            How The Plan works
          </Button>
        </Group>
      </li>
      {ongoingEnabled && (
        <li className={classes.offering}>
          <h3 className={classes.name}>The Ongoing</h3>
          <p className={classes.price}>
            <strong>{formatCurrency(advisor.ongoingPrice)}</strong> per month
          </p>
          <p className={classes.note}>
            Billed every {ONGOING_BILLING_MONTHS} months (
            {formatCurrency(advisor.ongoingPrice * ONGOING_BILLING_MONTHS)} each time). Limited
            capacity.
          </p>
          <p className={classes.text}>
            Regular check-ins, unlimited email support and an annual two-page checkup.
          </p>
        </li>
      )}
    </ul>
  );
}
