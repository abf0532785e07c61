// /purchase/the-ongoing/{id}: the first page of buying The Ongoing from one advisor: what it is,
// the monthly price and the quarterly bill, the places left; then on to the advisor's terms.
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import { Link } from 'react-router';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { SIGNUP_MESSAGES } from '../../../shared/contracts/plan-signups';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { OfferingSummary } from './parts/offering-summary';
import { WaitlistAction } from './waitlist-action';
import classes from './purchase.module.css';
import { priceLineOf } from '../../../shared/offerings/offering-billing';

export function OngoingOverview({ offering }: { offering: PublicOffering }) {
  const full = offering.placesLeft === 0;
  return (
    <div className={classes.page}>
      <div className={classes.band}>
        <div className={classes.bandInner}>
          <p className={classes.eyebrow}>The Ongoing</p>
          <h1 className={classes.title}>The Ongoing with {offering.advisorName}</h1>
          <p className={classes.lead}>{priceLineOf('ongoing', offering.priceCents)}</p>
        </div>
      </div>
      <div className={classes.layout}>
        <div className={classes.main}>
          <div className={classes.card}>
            <div className={classes.intro}>
              <h2 className={classes.stepTitle}>A continuing relationship with your advisor</h2>
              <p>
                Regular check-in meetings, unlimited email questions and an annual 2-page checkup of
                your plan, with an advisor who knows your situation. It is shown as a monthly price
                and billed every three months, the first quarter when you sign up. Cancel any time:
                no further invoice is issued, and the quarter you paid for runs to its end.
              </p>
            </div>
            {full ? (
              <Alert color="yellow" variant="light" title="No places left">
                {SIGNUP_MESSAGES.full}
                <div className={classes.actions}>
                  <WaitlistAction offeringId={offering.id} />
                  <Button
                    component={Link}
                    to={ADVISOR_PAGES.profile(offering.advisorSlug)}
                    variant="default"
                    mt="sm"
                  >
                    Back to {offering.advisorName}’s profile
                  </Button>
                </div>
              </Alert>
            ) : (
              <div className={classes.submitRow}>
                <Button component={Link} to={PLAN_PAGES.ongoingTerms(offering.id)} size="md">
                  Continue to the terms
                </Button>
                <p className={classes.note}>Next: the terms, a few questions, then payment</p>
              </div>
            )}
          </div>
        </div>
        <aside className={classes.aside}>
          <OfferingSummary offering={offering} />
        </aside>
      </div>
    </div>
  );
}
