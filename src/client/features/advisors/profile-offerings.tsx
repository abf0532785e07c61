// The advisor's services with their own prices (docs/product.md#offerings): The Hour, and The Plan
// and The Ongoing as the advisor offers them (The Ongoing only while its flag is on), with the way
// to sign up, or the waitlist when The Ongoing is full. Booking only while accepting new clients.
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
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { formatCurrency, formatHourlyRate } from '../../../shared/format';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { SITE_PAGES } from '../../../shared/routes/site';
import { WaitlistAction } from '../plans/waitlist-action';
import classes from './parts/profile-offerings.module.css';

export interface ProfileOfferingsProps {
  advisor: AdvisorProfile;
  ongoingEnabled: boolean;
  /** The offerings the advisor sells; undefined while unknown (then The Plan shows as general). */
  offerings?: PublicOffering[] | undefined;
}

export function ProfileOfferings({ advisor, ongoingEnabled, offerings }: ProfileOfferingsProps) {
  const accepting = advisor.acceptingClients;
  const plan = offerings?.find((offering) => offering.kind === 'plan');
  const ongoing = offerings?.find((offering) => offering.kind === 'ongoing');
  const showPlan = offerings === undefined || plan !== undefined;
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
      {showPlan && (
        <li className={classes.offering}>
          <h3 className={classes.name}>The Plan</h3>
          <p className={classes.price}>
            <strong>{formatCurrency(plan?.priceCents ?? advisor.planPrice)}</strong> flat fee
          </p>
          <p className={classes.text}>
            {PLAN_WEEKS} weeks, {PLAN_MEETINGS_MIN}–{PLAN_MEETINGS_MAX} meetings,{' '}
            {PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis and a written plan of {PLAN_MIN_PAGES}+
            pages.
          </p>
          <Group gap="xs" className={classes.action}>
            {accepting && (offerings === undefined || plan) && (
              <Button component={Link} to={PLAN_PAGES.planTerms(advisor.slug)}>
                Choose The Plan
              </Button>
            )}
            <Button component={Link} to={SITE_PAGES.thePlan} variant="outline">
              How The Plan works
            </Button>
          </Group>
        </li>
      )}
      {ongoingEnabled && ongoing && (
        <li className={classes.offering}>
          <h3 className={classes.name}>The Ongoing</h3>
          <p className={classes.price}>
            <strong>{formatCurrency(ongoing.priceCents)}</strong> per month
          </p>
          <p className={classes.note}>
            Billed every {ONGOING_BILLING_MONTHS} months (
            {formatCurrency(ongoing.priceCents * ONGOING_BILLING_MONTHS)} each time).{' '}
            {placesNote(ongoing)}
          </p>
          <p className={classes.text}>
            Regular check-ins, unlimited email support and an annual two-page checkup.
          </p>
          {ongoing.placesLeft === 0 ? (
            <WaitlistAction offeringId={ongoing.id} />
          ) : (
            accepting && (
              <Button
                component={Link}
                to={PLAN_PAGES.purchaseOngoing(ongoing.id)}
                className={classes.action}
              >
                Sign up for The Ongoing
              </Button>
            )
          )}
        </li>
      )}
    </ul>
  );
}

function placesNote(ongoing: PublicOffering): string {
  if (ongoing.placesLeft === null) return 'Limited capacity.';
  if (ongoing.placesLeft === 0)
    return 'Fully booked: join the waitlist to hear when a place is free.';
  return `${ongoing.placesLeft} ${ongoing.placesLeft === 1 ? 'place' : 'places'} left.`;
}
