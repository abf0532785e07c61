// /about: why the firm exists, what every advisor has in common, how they are vetted, the
// promise, and how the firm is paid (the referral-fee disclosure: docs/product.md#promises).
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  ADVISOR_TERM_SINGULAR,
  APP_NAME,
  REFUND_PERCENT,
} from '../../../shared/constants';
import { formatNumber, formatReviewAverage } from '../../../shared/format';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useDashboard } from '../../api/home';
import { CardGrid } from '../../ui/card-grid';
import type { CardItem } from '../../ui/card-grid';
import { CheckList } from '../../ui/check-list';
import { CtaBand } from '../../ui/cta-band';
import { HeroFacts, HeroLink, PageHero } from '../../ui/page-hero';
import type { HeroFact } from '../../ui/page-hero';
import { Section } from '../../ui/section';
import { AsidePanel, SplitLayout } from '../../ui/split-layout';
import { PromiseSection } from '../../features/marketing/promise-section';

const PAID_ID = 'how-we-are-paid';

const PRINCIPLES: readonly CardItem[] = [
  {
    title: 'Fee-only',
    text: 'Advisors are paid by their clients and nobody else. No commissions, no sales loads, no bonuses from fund or insurance companies.',
  },
  {
    title: 'Fiduciary',
    text: 'Every advisor is legally bound to act in your best interest, for every recommendation, in every meeting.',
  },
  {
    title: 'Advice-only',
    text: 'Nobody here manages your money or sells you a product. Your accounts stay where they are, and you decide what to do.',
  },
];

const VETTING: readonly CardItem[] = [
  {
    title: 'Application',
    text: 'Advisors tell us about their practice, their clients, their credentials and exactly how they are paid.',
  },
  {
    title: 'Credentials and record',
    text: 'We confirm a recognised planning credential such as the CFP®, their registration, and a clean regulatory history.',
  },
  {
    title: 'Interview',
    text: 'A conversation about how they give advice: explaining trade-offs plainly, and saying “I don’t know” when they don’t.',
  },
  {
    title: 'Client reviews',
    text: 'Once listed, every client can review them. Reviews are not paid for, filtered or hidden, and they keep advisors honest.',
  },
];

const DISCLOSURES = [
  'Advisors pay us a referral fee for the clients they meet through the site.',
  'Because we are paid when you book, we have a conflict of interest in recommending them.',
  'Reviews are not paid for, filtered or hidden.',
  'Our Form ADV brochure and relationship summary are linked at the foot of every page.',
];

export default function AboutPage() {
  const { data } = useDashboard();
  const facts: HeroFact[] = [
    { value: `<${ADVISOR_ACCEPTANCE_PERCENT_BELOW}%`, label: 'of applicant advisors accepted' },
    { value: `${REFUND_PERCENT}%`, label: 'money back if you are not happy' },
  ];
  if (data && data.meetingsCompleted > 0) {
    facts.push({ value: formatNumber(data.meetingsCompleted), label: 'meetings completed' });
  }
  if (data && data.averageReview > 0) {
    facts.push({
      value: formatReviewAverage(data.averageReview),
      label: 'average client rating out of 5',
    });
  }

  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Financial advice should never come with a sales pitch"
        lead={`${APP_NAME} is a marketplace of vetted, independent, fee-only fiduciary advisors who sell one thing: their advice, by the hour or by the plan. No products, no percentage of your savings, no pressure.`}
        actions={
          <>
            <Button component={Link} to={ADVISOR_PAGES.search} size="lg" color="gold.4" c="navy.9">
              Find your {ADVISOR_TERM_SINGULAR}
            </Button>
            <HeroLink to={`#${PAID_ID}`} external>
              How we are paid
            </HeroLink>
          </>
        }
        aside={<HeroFacts facts={facts} label="Just Financial Advice in numbers" />}
      />

      <Section eyebrow="Why we exist" title="Good advice was hard to buy on its own">
        <SplitLayout
          aside={
            <AsidePanel title="What we set out to fix" tone="accent">
              <CheckList
                items={[
                  'Advice bundled with products you did not ask for',
                  'Fees that grow every year with your savings',
                  'Minimum portfolios that turn most people away',
                  'No easy way to find, compare and book a fiduciary',
                ]}
              />
            </AsidePanel>
          }
        >
          <p>
            Ask most Americans where to get financial advice and they will point you to someone who
            is paid to sell: a commission on an annuity or an insurance policy, or a percentage of
            every dollar they manage. People with questions rather than large portfolios are often
            turned away, and people with portfolios pay more every year whether they need help or
            not.
          </p>
          <p>
            The advisors people actually need already exist. Independent, fee-only fiduciaries are
            happy to be paid for their time and expertise, exactly like a good accountant. What they
            lacked was a simple way to be found, booked and paid by the people who want them.
          </p>
          <p>
            So we built one. Here you can compare vetted advisors, see a flat price up front, book a
            video meeting in minutes and get written notes afterwards. We take care of scheduling,
            payments, meeting links, recordings and secure file sharing, so the advisor can spend
            the time on you.
          </p>
        </SplitLayout>
      </Section>

      <Section
        tone="warm"
        eyebrow="Our standards"
        title="Three things every advisor has in common"
        intro="They are not slogans. An advisor who does not meet all three is not listed."
      >
        <CardGrid items={PRINCIPLES} columns={3} />
      </Section>

      <PromiseSection />

      <Section
        tone="warm"
        eyebrow="Vetting"
        title="How we choose our advisors"
        intro={`Fewer than ${ADVISOR_ACCEPTANCE_PERCENT_BELOW}% of the advisors who apply are accepted. Here is what they go through.`}
      >
        <CardGrid items={VETTING} columns={4} numbered />
      </Section>

      <Section id={PAID_ID} eyebrow="Disclosure" title="How we are paid">
        <SplitLayout
          aside={
            <AsidePanel title="In plain English">
              <CheckList items={DISCLOSURES} />
            </AsidePanel>
          }
        >
          <p>
            You pay the price shown on the advisor’s profile when you book. The advisors on this
            site are independent, and they pay {APP_NAME} a referral fee for the clients they meet
            through us. That fee is how we keep the lights on.
          </p>
          <p>
            It also means we have a conflict of interest: we are paid when you book, so we have a
            reason to encourage bookings and to keep advisors listed. We think you should know that
            before you choose anyone.
          </p>
          <p>
            We keep that conflict in check in ways you can see. Reviews are never paid for, filtered
            or hidden, so you can read every client’s experience, good and bad. Our vetting
            standards are the same for every advisor. And if you are not happy with the advice you
            received, you get a {REFUND_PERCENT}% refund, so a meeting that was not worth it costs
            you nothing.
          </p>
        </SplitLayout>
      </Section>

      <CtaBand
        tone="warm"
        title="Talk to an advisor with nothing to sell"
        text="Browse vetted fee-only fiduciaries, compare their specialities, reviews and flat prices, and book a time that suits you."
        actions={
          <>
            <Button component={Link} to={ADVISOR_PAGES.search} size="lg" color="gold.4" c="navy.9">
              Find your {ADVISOR_TERM_SINGULAR}
            </Button>
            <Button
              component={Link}
              to={SITE_PAGES.contact}
              size="lg"
              variant="outline"
              color="gray.0"
            >
              Contact us
            </Button>
          </>
        }
        footnote={
          <>
            Are you a fee-only fiduciary? <Link to={SITE_PAGES.recruit}>See advisor jobs</Link>.
          </>
        }
      />
    </>
  );
}
