// /theplan-terms without an advisor: the terms every Plan shares, and the way to choose the
// advisor whose own terms and price come next.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import {
  ADVISOR_TERM_SINGULAR,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../../../shared/constants';
import { THE_PLAN } from '../../../shared/offerings/the-plan';
import { SITE_PAGES } from '../../../shared/routes/site';
import classes from './purchase.module.css';
import { offeringOf } from '../../../shared/offerings/catalog';

const FLAT_FEE_PLANNERS_URL = buildAdvisorResultsUrl({ filters: ['flat-fee-planners'] });

const TERMS: readonly { title: string; text: string }[] = [
  {
    title: 'What you buy',
    text: `An ${PLAN_WEEKS}-week programme with one ${ADVISOR_TERM_SINGULAR}: ${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} video meetings booked from their open times without paying again, a secure portal for your numbers and documents, and a written plan of ${PLAN_MIN_PAGES} pages or more.`,
  },
  {
    title: 'The price',
    text: 'One flat fee set by your advisor and shown before you sign up, paid in full when you sign up. No commissions, no percentage of your assets.',
  },
  {
    title: 'Signing up',
    text: `You read your advisor's own terms, answer a few questions about your situation and accept the terms. Your signup is kept for ${THE_PLAN.hold.minutes} minutes while you pay.`,
  },
  {
    title: 'When it starts',
    text: `The Plan starts on the day your payment goes through; your written plan is due by the end of week ${PLAN_WEEKS}. You get a confirmation email and a receipt straight away.`,
  },
  {
    title: 'Money back',
    text: offeringOf('plan').moneyBackTerms,
  },
  {
    title: 'Your advisor’s terms',
    text: 'Each advisor adds terms of their own (how they work, how they keep in touch). You see and accept them before paying.',
  },
];

export function PlanGeneralTerms() {
  return (
    <div className={classes.page}>
      <div className={classes.band}>
        <div className={classes.bandInner}>
          <p className={classes.eyebrow}>The Plan</p>
          <h1 className={classes.title}>The Plan: terms</h1>
          <p className={classes.lead}>
            What every Plan includes and how buying one works. Choose your {ADVISOR_TERM_SINGULAR}{' '}
            to see their own terms and price.
          </p>
        </div>
      </div>
      <div className={classes.layout}>
        <div className={classes.main}>
          <div className={classes.card}>
            {TERMS.map((term) => (
              <section key={term.title} className={classes.intro}>
                <h2 className={classes.stepTitle}>{term.title}</h2>
                <p>{term.text}</p>
              </section>
            ))}
          </div>
        </div>
        <aside className={classes.aside}>
          <section className={classes.summary} aria-labelledby="choose-title">
            <h2 id="choose-title" className={classes.eyebrow}>
              Next
            </h2>
            <p className={classes.priceNote}>
              Choose the {ADVISOR_TERM_SINGULAR} you want to build your plan with; their profile
              shows their Plan price and a button to start.
            </p>
            <Button component={Link} to={FLAT_FEE_PLANNERS_URL}>
              Choose your {ADVISOR_TERM_SINGULAR}
            </Button>
            <Button component={Link} to={SITE_PAGES.thePlan} variant="default">
              More about The Plan
            </Button>
          </section>
        </aside>
      </div>
    </div>
  );
}
