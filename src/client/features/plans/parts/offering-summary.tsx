// Beside the signup steps: the advisor, the price (The Ongoing's per month and per quarter) and
// what the offering includes, with the places an Ongoing has left.
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import type { PublicOffering } from '../../../../shared/contracts/offerings';
import { formatCurrency } from '../../../../shared/format';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import classes from '../purchase.module.css';
import { offeringOf } from '../../../../shared/offerings/catalog';
import { OFFERING_COPY } from '../offering-copy';

export function OfferingSummary({ offering }: { offering: PublicOffering }) {
  const billed = offeringOf(offering.kind).payment.every;
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
          {billed ? '/month' : ''}
        </p>
        <p className={classes.priceNote}>
          {billed
            ? `Billed ${formatCurrency(offering.priceCents * billed.months)} ${billed.words}, the first ${billed.noun} today.`
            : 'One flat fee, paid today.'}
        </p>
      </div>
      <ul className={classes.included}>
        {OFFERING_COPY[offering.kind].includes.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      {offeringOf(offering.kind).hold.capacity === 'advisor-sets' &&
        offering.placesLeft !== null && (
          <p className={classes.priceNote}>
            {offering.placesLeft === 0
              ? 'No places left right now.'
              : `${offering.placesLeft} ${offering.placesLeft === 1 ? 'place' : 'places'} left with this advisor.`}
          </p>
        )}
    </section>
  );
}
