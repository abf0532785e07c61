// /services: the offerings side by side with live prices, a comparison table and guidance on
// choosing. The Ongoing appears only while its flag is on, and so do the 'Choose your advisor'
// and 'Compare all services' links (docs/product.md#public-site).
import type { ReactNode } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  ADVISOR_TERM_SINGULAR,
  ONGOING_BILLING_MONTHS,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../shared/constants';
import type { DashboardData } from '../../../shared/contracts/home';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useDashboard, useFeatureFlag } from '../../api/home';
import { CardGrid } from '../../ui/card-grid';
import { CtaBand } from '../../ui/cta-band';
import { FaqList } from '../../ui/faq-list';
import type { FaqEntry } from '../../ui/faq-list';
import { PriceRange } from '../../ui/money';
import { HeroFacts, HeroLink, PageHero } from '../../ui/page-hero';
import { Section } from '../../ui/section';
import { PromiseSection } from '../../features/marketing/promise-section';
import { ComparisonTable } from './comparison-table';
import type { ComparisonRow } from './comparison-table';
import type { OfferId } from '../../features/marketing/offers';
import { OFFERS, offerPrice, visibleOffers } from '../../features/marketing/offers';
import { ServiceLinks } from './service-links';
import { ServiceOffers } from './service-offers';

const COMPARE_ID = 'compare';

interface TextRow {
  label: string;
  cells: Record<OfferId, string>;
}

const BEST_FOR: TextRow = {
  label: 'Best for',
  cells: {
    hour: 'One to three specific questions, or a second opinion',
    plan: 'A complete review of your finances, written down',
    ongoing: 'Keeping an advisor on hand as life changes',
  },
};

/** The rows after the price, each with a cell per offering. */
const DETAILS: readonly TextRow[] = [
  {
    label: 'How you pay',
    cells: {
      hour: 'A flat price per meeting, when you book',
      plan: 'One flat fee for the whole programme',
      ongoing: `A monthly price, billed every ${ONGOING_BILLING_MONTHS} months`,
    },
  },
  {
    label: 'Time with your advisor',
    cells: {
      hour: 'One hour by video',
      plan: `${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX} video meetings over ${PLAN_WEEKS} weeks`,
      ongoing: 'Regular check-in meetings',
    },
  },
  {
    label: 'What you take away',
    cells: {
      hour: 'An email summary with your next steps',
      plan: `A written plan of ${PLAN_MIN_PAGES}+ pages`,
      ongoing: 'An annual two-page checkup',
    },
  },
  {
    label: 'Work behind it',
    cells: {
      hour: 'Preparation from your intake form',
      plan: `${PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis`,
      ongoing: 'Your advisor keeps up with your situation',
    },
  },
  {
    label: 'Between meetings',
    cells: {
      hour: 'Book another hour whenever you need one',
      plan: 'Continued help from your advisor after the plan',
      ongoing: 'Unlimited email support',
    },
  },
];

function comparisonRows(ids: readonly OfferId[], data: DashboardData | undefined): ComparisonRow[] {
  const textRow = (row: TextRow): ComparisonRow => ({
    label: row.label,
    cells: ids.map((id) => row.cells[id]),
  });
  const price = (id: OfferId): ReactNode => {
    const range = offerPrice(data, id);
    if (!range) return <Skeleton height={18} width={120} radius="sm" aria-label="Loading price" />;
    return (
      <>
        <strong>
          <PriceRange range={range} />
        </strong>{' '}
        {OFFERS[id].unit}
      </>
    );
  };
  return [
    textRow(BEST_FOR),
    { label: 'Price', cells: ids.map(price) },
    ...DETAILS.map(textRow),
    { label: 'Money-back promise', cells: ids.map(() => `${REFUND_PERCENT}% refund if unhappy`) },
  ];
}

const CHOOSING: Record<OfferId, { title: string; text: string }> = {
  hour: {
    title: 'Choose The Hour when…',
    text: 'you have a clear question, a decision coming up, or want a professional to check what you are already doing. It is a good place to start.',
  },
  plan: {
    title: 'Choose The Plan when…',
    text: 'you want the whole picture: retirement, investments, taxes, insurance and estate reviewed together, and a written roadmap to follow.',
  },
  ongoing: {
    title: 'Choose The Ongoing when…',
    text: 'you want the same advisor on hand through changes in work, family or markets, with email support between check-ins.',
  },
};

const INCLUDED = [
  {
    title: 'A vetted fiduciary',
    text: `Every advisor is independent, fee-only and legally bound to put you first. Fewer than ${ADVISOR_ACCEPTANCE_PERCENT_BELOW}% of applicants are accepted.`,
  },
  {
    title: 'Meetings from home',
    text: 'Meet by secure video from your computer or phone. Meetings can be recorded for you to watch again, or not, as you prefer.',
  },
  {
    title: 'Your accounts stay yours',
    text: 'Advice only: nothing to buy, nothing to move. You decide what to act on and keep full control.',
  },
  {
    title: 'One account for everything',
    text: 'Your meetings, notes, recordings, billing history and a secure file vault, all in your account.',
  },
];

const FAQ: readonly FaqEntry[] = [
  {
    question: 'Why are prices shown as ranges?',
    answer:
      'Our advisors are independent and set their own flat prices within our ranges, based on their experience and specialities. Each advisor’s exact price is on their profile, and you always see it before you book.',
  },
  {
    question: 'Are there any costs beyond the price?',
    answer:
      'No. You pay the advisor’s listed price and nothing else: no percentage of your assets, no commissions and no product fees.',
  },
  {
    question: 'Can I start with an hour and move on to a plan?',
    answer:
      'Yes, and many clients do. Meeting an advisor for an hour first is a good way to know whether you want to work with them on something bigger.',
  },
  {
    question: 'How do I reschedule or cancel?',
    answer: (
      <>
        Rescheduling and cancelling are free with {RESCHEDULE_CANCEL_NOTICE_HOURS} hours notice. Use
        the link in your confirmation email or go to{' '}
        <Link to={AREA_ROOTS.account}>your account</Link>.
      </>
    ),
  },
  {
    question: 'What if I am not happy?',
    answer: `Tell us. If you are not happy with the advice you received, you get a ${REFUND_PERCENT}% refund.`,
  },
  {
    question: 'Who pays Just Financial Advice?',
    answer:
      'Advisors pay us a referral fee for the clients they meet here. That is a conflict of interest, and we disclose it. Reviews are not paid for, filtered or hidden.',
  },
];

export default function ServicesPage() {
  const { data } = useDashboard();
  const ongoingEnabled = useFeatureFlag('TheOngoing');
  const offers = visibleOffers(ongoingEnabled);
  const ids = offers.map((offer) => offer.id);

  return (
    <>
      <PageHero
        eyebrow="Services & pricing"
        title="Services and pricing"
        lead="Independent, fee-only advice for a flat price you see before you book. Ask a few questions in an hour, or get a complete written plan. Never a percentage of your savings, never a sales pitch."
        actions={
          <>
            <Button component={Link} to={ADVISOR_PAGES.search} size="lg" color="gold.4" c="navy.9">
              Find your {ADVISOR_TERM_SINGULAR}
            </Button>
            <HeroLink to={SITE_PAGES.thePlan}>How The Plan works</HeroLink>
          </>
        }
        aside={
          <HeroFacts
            label="Our promises"
            facts={[
              { value: `${REFUND_PERCENT}%`, label: 'money back if you are not happy' },
              {
                value: `${RESCHEDULE_CANCEL_NOTICE_HOURS}h`,
                label: 'notice to reschedule for free',
              },
              {
                value: `<${ADVISOR_ACCEPTANCE_PERCENT_BELOW}%`,
                label: 'of applicant advisors accepted',
              },
              { value: '$0', label: 'in commissions or product sales' },
            ]}
          />
        }
      />

      <Section
        eyebrow="Our services"
        title={
          ongoingEnabled ? 'Three ways to work with an advisor' : 'Two ways to work with an advisor'
        }
        intro="Each advisor sets their own flat price within these ranges. The exact price is on their profile."
      >
        <ServiceOffers data={data} ongoingEnabled={ongoingEnabled} />
        <ServiceLinks ongoingEnabled={ongoingEnabled} compareHref={`#${COMPARE_ID}`} />
      </Section>

      <Section id={COMPARE_ID} tone="warm" eyebrow="Compare" title="The services side by side">
        <ComparisonTable
          caption="Our services compared"
          columns={offers.map((offer) => offer.name)}
          rows={comparisonRows(ids, data)}
        />
      </Section>

      <Section eyebrow="Choosing" title="Which service is right for you?">
        <CardGrid columns={ids.length === 3 ? 3 : 2} items={ids.map((id) => CHOOSING[id])} />
      </Section>

      <Section tone="warm" eyebrow="Always included" title="What comes with every service">
        <CardGrid columns={4} items={INCLUDED} />
      </Section>

      <PromiseSection />

      <Section tone="warm" eyebrow="Questions" title="Questions about pricing">
        <FaqList name="services-faq" entries={FAQ} />
      </Section>

      <CtaBand
        title="Ready when you are"
        text="Browse vetted fee-only advisors, compare their flat prices and reviews, and book a video meeting in minutes."
        actions={
          <Button component={Link} to={ADVISOR_PAGES.search} size="lg" color="gold.4" c="navy.9">
            Find your {ADVISOR_TERM_SINGULAR}
          </Button>
        }
        footnote={
          <>
            Live outside the US? <Link to={SITE_PAGES.nonUs}>Read this first</Link>.
          </>
        }
      />
    </>
  );
}
