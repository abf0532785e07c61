// /the-plan: the long guide to The Plan: the programme week by week, what the written plan
// contains, the portal, who it suits, the price from the dashboard data and the FAQ.
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import {
  ADVISOR_TERM_SINGULAR,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
  REFUND_PERCENT,
} from '../../../shared/constants';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useDashboard } from '../../api/home';
import { CardGrid } from '../../ui/card-grid';
import type { CardItem } from '../../ui/card-grid';
import { CheckList } from '../../ui/check-list';
import { CtaBand } from '../../ui/cta-band';
import { FaqList } from '../../ui/faq-list';
import type { FaqEntry } from '../../ui/faq-list';
import { PriceRange } from '../../ui/money';
import { HeroFacts, HeroLink, HeroPrice, PageHero } from '../../ui/page-hero';
import { Section } from '../../ui/section';
import { AsidePanel, SplitLayout } from '../../ui/split-layout';
import { PromiseSection } from '../../features/marketing/promise-section';
import classes from './the-plan-page.module.css';

const FLAT_FEE_PLANNERS_URL = buildAdvisorResultsUrl({ filters: ['flat-fee-planners'] });

const TIMELINE: readonly CardItem[] = [
  {
    marker: 'Week 1',
    title: 'Kick-off meeting',
    text: 'You and your advisor talk through your goals, worries and deadlines, and agree what the plan must answer. Your plan portal opens so you can start sharing numbers.',
  },
  {
    marker: 'Weeks 1–3',
    title: 'Share your numbers',
    text: 'Fill in your figures in the worksheet and upload the documents your advisor asks for. Your advisor follows up on anything missing, so nothing stalls.',
  },
  {
    marker: 'Weeks 3–6',
    title: 'The analysis',
    text: `${PLAN_MIN_ANALYSIS_HOURS}+ hours of work: projections, tax modelling, an investment review and what-if scenarios, with a working meeting if a decision needs your input.`,
  },
  {
    marker: `Weeks 6–${PLAN_WEEKS}`,
    title: 'Your plan, explained',
    text: `Your written plan of ${PLAN_MIN_PAGES}+ pages arrives, and a final meeting walks you through it and sets the order in which to act.`,
  },
];

const PLAN_CONTENTS = [
  'Summary: your goals and the top priorities',
  'Net worth and cash flow: where you stand today',
  'Retirement: when you can stop working, and what you can spend',
  'Investments: allocation, costs and account location',
  'Taxes: Roth conversions, brackets and timing',
  'Insurance: the cover you need, and what you can drop',
  'Estate: wills, beneficiaries and titling',
  'Action plan: each step, in order, with a date',
];

const PORTAL: readonly CardItem[] = [
  {
    title: 'Share your numbers',
    text: 'Simple forms for income, spending, savings and goals, which you can fill in over several sittings.',
  },
  {
    title: 'Book your meetings',
    text: 'Choose each meeting from your advisor’s open times; the video link and reminders come by email.',
  },
  {
    title: 'Upload documents',
    text: 'Send the tax returns, statements and policies your advisor asks for, without email attachments.',
  },
];

const SUITS = [
  'You want one clear, written answer to “are we on track?”',
  'Your finances have several moving parts: equity pay, a business, children, ageing parents',
  'A big change is coming: retirement, a sale, a move or an inheritance',
  'You would rather pay once for a plan than a percentage of your assets every year',
];

const NOT_YET = [
  'You have one to three specific questions: The Hour is quicker and cheaper',
  'You want someone to manage your investments for you: our advisors give advice only',
  'You cannot gather your numbers in the next few weeks',
];

const FAQ: readonly FaqEntry[] = [
  {
    question: 'Do I have to move my money to the advisor?',
    answer:
      'No. Your accounts stay where they are and under your control. The plan tells you what to change and how; you decide whether to act.',
  },
  {
    question: 'Can my partner take part?',
    answer:
      'Yes, and we encourage it. A plan works best when everyone it affects has heard the reasoning. Both of you can join every meeting.',
  },
  {
    question: 'Which documents will I need?',
    answer:
      'Usually recent statements for your accounts, your latest tax return, pay stubs, and details of insurance policies and any mortgage or loans. Your advisor will tell you exactly what they need through the portal.',
  },
  {
    question: 'What happens after the last meeting?',
    answer: `You keep your roadmap of ${PLAN_MIN_PAGES}+ pages and your advisor continues to help as you put it into practice. When your situation changes, you can come back for an hour or an updated plan.`,
  },
  {
    question: 'What if I am not happy with my plan?',
    answer: `Tell us. If you are not happy, you get a ${REFUND_PERCENT}% refund.`,
  },
];

export default function ThePlanPage() {
  const { data } = useDashboard();
  const range = data?.priceRange_ThePlan;
  const price = range ? (
    <PriceRange range={range} />
  ) : (
    <Skeleton height={28} width={160} radius="sm" aria-label="Loading price" />
  );

  return (
    <>
      <PageHero
        eyebrow="The Plan"
        title="A complete financial plan, for one flat fee"
        lead={`In ${PLAN_WEEKS} weeks a fee-only fiduciary learns your situation, does the analysis and gives you a written plan to follow: retirement, investments, taxes, insurance and estate, joined up. No asset fee, no products, no surprises.`}
        actions={
          <>
            <Button component={Link} to={ADVISOR_PAGES.search} size="lg" color="gold.4" c="navy.9">
              Find your {ADVISOR_TERM_SINGULAR}
            </Button>
            <HeroLink to={FLAT_FEE_PLANNERS_URL}>Browse flat-fee planners</HeroLink>
          </>
        }
        aside={
          <HeroFacts
            label="The Plan at a glance"
            facts={[
              { value: `${PLAN_WEEKS} weeks`, label: 'from kick-off to finished plan' },
              {
                value: `${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX}`,
                label: 'video meetings with your advisor',
              },
              { value: `${PLAN_MIN_PAGES}+ pages`, label: 'in your written plan' },
              { value: `${PLAN_MIN_ANALYSIS_HOURS}+ hours`, label: 'of analysis behind it' },
            ]}
          />
        }
      >
        <HeroPrice label="Flat fee" value={price} unit="agreed before you start" />
      </PageHero>

      <Section
        eyebrow="The programme"
        title={`How the ${PLAN_WEEKS} weeks work`}
        intro={`${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} meetings, with your advisor doing the heavy lifting in between.`}
      >
        <CardGrid items={TIMELINE} columns={4} numbered />
      </Section>

      <Section tone="warm" eyebrow="The deliverable" title="What is in your written plan">
        <SplitLayout
          aside={
            <AsidePanel title="A typical plan covers" tone="accent">
              <ol className={classes.contents}>
                {PLAN_CONTENTS.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ol>
            </AsidePanel>
          }
        >
          <p>
            Your plan is a document of {PLAN_MIN_PAGES} pages or more, written for you and nobody
            else. It starts with what you told your advisor matters most, shows where you stand
            today, and sets out what to do, in what order, and why.
          </p>
          <p>
            Every recommendation comes with its reasoning and the numbers behind it, so you can
            follow it with confidence, explain it to your partner, or take it to your CPA or estate
            attorney.
          </p>
          <p>
            Because your advisor is paid the same flat fee whatever the plan says, there is no
            product at the end of it. If the right answer is to keep what you have and change
            nothing, that is what your plan will say.
          </p>
        </SplitLayout>
      </Section>

      <Section
        eyebrow="Your plan portal"
        title="One secure place for your numbers"
        intro="Plan clients get a portal in their account. No spreadsheets by email, no chasing paperwork."
      >
        <CardGrid items={PORTAL} columns={3} />
      </Section>

      <Section tone="warm" eyebrow="Who it suits" title="Is The Plan right for you?">
        <div className={classes.fit}>
          <AsidePanel title="The Plan suits you if" tone="accent">
            <CheckList items={SUITS} />
          </AsidePanel>
          <AsidePanel title="It may not be the right fit if">
            <CheckList items={NOT_YET} variant="cross" />
          </AsidePanel>
        </div>
      </Section>

      <PromiseSection />

      <Section
        tone="warm"
        eyebrow="Price"
        title="One flat fee, known in advance"
        intro="Each advisor sets their own fee for The Plan within this range and shows it on their profile. It never depends on the size of your portfolio."
      >
        <div className={classes.priceCard}>
          <p className={classes.priceLine}>
            <span className={classes.priceAmount}>{price}</span>
            <span className={classes.priceUnit}>for the whole programme</span>
          </p>
          <p className={classes.priceNote}>
            Compare that with an asset-based fee: 1% a year on a $750,000 portfolio is $7,500, every
            year, for as long as you stay.
          </p>
          <Link to={SITE_PAGES.services} className={classes.priceLink}>
            See all services and prices
          </Link>
        </div>
      </Section>

      <Section eyebrow="Questions" title="Questions about The Plan">
        <FaqList name="plan-faq" entries={FAQ} />
      </Section>

      <CtaBand
        tone="warm"
        title="Start your plan with the right advisor"
        text="Browse flat-fee planners, compare their experience and reviews, and book a first meeting."
        actions={
          <Button component={Link} to={FLAT_FEE_PLANNERS_URL} size="lg" color="gold.4" c="navy.9">
            Browse flat-fee planners
          </Button>
        }
        footnote={
          <>
            Only need a quick answer? <Link to={SITE_PAGES.service('the-hour')}>Book The Hour</Link>
            .
          </>
        }
      />
    </>
  );
}
