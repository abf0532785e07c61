// Beside the signup steps: the advisor, the price (The Ongoing's per month and per quarter) and
// what the offering includes, with the places an Ongoing has left.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import {
  ONGOING_BILLING_MONTHS,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../../../../shared/constants';
import type { PublicOffering } from '../../../../shared/contracts/offerings';
import { formatCurrency } from '../../../../shared/format';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import classes from '../purchase.module.css';

export const OFFERING_INCLUDES = {
  plan: [
    `${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX} video meetings over ${PLAN_WEEKS} weeks`,
    `A written plan of ${PLAN_MIN_PAGES}+ pages`,
    'A secure portal for your numbers and documents',
    'One flat fee: no commissions, no percentages',
  ],
  ongoing: [
    'Regular check-in meetings',
    'Unlimited email questions to your advisor',
    'An annual 2-page checkup of your plan',
    'Cancel any time before the next quarter',
  ],
} as const;

export function OfferingSummary({ offering }: { offering: PublicOffering }) {
  const ongoing = offering.kind === 'ongoing';
  return (
    <section className={classes.summary} aria-labelledby="offering-summary-title">
      <h2 id="offering-summary-title" className={classes.eyebrow}>
        Your choice
      </h2>
      <div className={classes.summaryAdvisor}>
        <div>
          <p className={classes.summaryName}>{offering.advisorName}</p>
          <Anchor component={Link} to={ADVISOR_PAGES.profile(offering.advisorSlug)} size="sm">
            View profile
          </Anchor>
        </div>
      </div>
      <div>
        <p className={classes.price}>
          {formatCurrency(offering.priceCents)}
          {ongoing ? '/month' : ''}
        </p>
        <p className={classes.priceNote}>
          {ongoing
            ? `Billed ${formatCurrency(offering.priceCents * ONGOING_BILLING_MONTHS)} every three months, the first quarter today.`
            : 'One flat fee, paid today.'}
        </p>
      </div>
      <ul className={classes.included}>
        {OFFERING_INCLUDES[offering.kind].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {ongoing && offering.placesLeft !== null && (
        <p className={classes.priceNote}>
          {offering.placesLeft === 0
            ? 'No places left right now.'
            : `${offering.placesLeft} ${offering.placesLeft === 1 ? 'place' : 'places'} left with this advisor.`}
        </p>
      )}
    </section>
  );
}
