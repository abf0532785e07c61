// /recruit: advisor jobs. Who we look for, what advisors get, how vetting works and the referral
// fee. 'Apply' is a plain anchor: the server redirects /apply to an external application form,
// which the client-side router must not try to render.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import {
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  APP_NAME,
  HOUR_PRICE_DOLLARS,
  ONGOING_BILLING_MONTHS,
  ONGOING_PRICE_DOLLARS,
  PLAN_MIN_PAGES,
  PLAN_PRICE_DOLLARS,
} from '../../../shared/constants';
import type { PriceRule } from '../../../shared/constants';
import { formatCurrency, formatPriceRange } from '../../../shared/format';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useFeatureFlag } from '../../api/home';
import { CardGrid } from '../../ui/card-grid';
import type { CardItem } from '../../ui/card-grid';
import { CheckList } from '../../ui/check-list';
import { CtaBand } from '../../ui/cta-band';
import { FaqList } from '../../ui/faq-list';
import type { FaqEntry } from '../../ui/faq-list';
import { HeroFacts, HeroLink, PageHero } from '../../ui/page-hero';
import { Section } from '../../ui/section';
import { AsidePanel, SplitLayout } from '../../ui/split-layout';
import { ENDORSEMENT_DISCLAIMER } from '../../features/marketing/home-content';

const VETTING_ID = 'vetting';

/** The price rules are whole dollars; the formatters take cents. */
const range = (rule: PriceRule) => formatPriceRange({ low: rule.min * 100, high: rule.max * 100 });
const step = (rule: PriceRule) => formatCurrency(rule.step * 100);

const REQUIREMENTS = [
  'An independent practice: your own registered firm, or an independent one you advise through',
  'Fee-only: no commissions, no product sales, no revenue sharing',
  'A fiduciary for every piece of advice, and happy to say so in writing',
  'The CFP® mark or an equivalent credential such as the CFA, ChFC or CPA/PFS',
  'Several years of planning experience with real clients',
  'A clean regulatory and disciplinary record',
];

const BENEFITS: readonly CardItem[] = [
  {
    title: 'Set your own rates',
    text: 'Choose your flat price for each service within our published ranges, and change it as your experience and demand grow.',
  },
  {
    title: 'Keep your own hours',
    text: 'Open the times that suit you. Evenings, weekends or two mornings a week: clients book only what you make available.',
  },
  {
    title: 'Clients who want advice',
    text: 'People arrive with questions and have already paid. No prospecting, no asset minimums, no selling yourself for free.',
  },
  {
    title: 'The admin, handled',
    text: 'Scheduling, payments, video links, intake forms, recordings and secure file sharing, all in your advisor dashboard.',
  },
  {
    title: 'Your name, your practice',
    text: 'You stay independent. Your profile, your reviews and your reputation are yours, and you can respond to every review.',
  },
  {
    title: 'Compliance support',
    text: 'Every meeting, note and payment is on record, and compliance reports for your clients are available from your dashboard.',
  },
];

const VETTING: readonly CardItem[] = [
  {
    title: 'Apply',
    text: 'Tell us about your practice, your clients, your credentials and exactly how you are paid today.',
  },
  {
    title: 'Review',
    text: 'We check your credentials, your registration, your Form ADV and your regulatory history.',
  },
  {
    title: 'Interview',
    text: 'A conversation about how you advise: a real client scenario, how you explain trade-offs, and what you do when you do not know.',
  },
  {
    title: 'Go live',
    text: 'Write your profile, set your rates and availability, and start taking bookings.',
  },
];

const FAQ: readonly FaqEntry[] = [
  {
    question: 'Do I need my own registered firm?',
    answer:
      'You need to be able to give advice independently: through your own registered investment adviser, or as a representative of an independent fee-only firm that allows it. If you are unsure, apply and tell us how your practice is set up.',
  },
  {
    question: 'Can I keep my existing practice?',
    answer:
      'Yes. Our advisors are independent, and many run a practice of their own alongside the clients they meet here. You decide how much time to give to bookings.',
  },
  {
    question: 'Can I sell products or manage assets for clients I meet here?',
    answer:
      'Everything booked through us is advice-only, and clients are promised there will be no sales pitch. That promise is why they trust the advisors they find here, so we hold every advisor to it.',
  },
  {
    question: 'How are reviews handled?',
    answer:
      'Every client can leave a review after their meeting. Reviews are not paid for, filtered or hidden, and you can post a public response to each one.',
  },
  {
    question: 'What if a client asks for a refund?',
    answer:
      'Clients are promised their money back if they are not happy with their meeting. If a client asks, we will tell you and hear your side; the promise itself is what makes clients confident enough to book someone new.',
  },
];

export default function RecruitPage() {
  const ongoingEnabled = useFeatureFlag('TheOngoing');
  const rates: CardItem[] = [
    {
      title: 'The Hour',
      text: `A one-hour video meeting with written notes. Set a flat price from ${range(HOUR_PRICE_DOLLARS)}, in steps of ${step(HOUR_PRICE_DOLLARS)}.`,
    },
    {
      title: 'The Plan',
      text: `A written plan of ${PLAN_MIN_PAGES}+ pages over several meetings. Set one flat fee from ${range(PLAN_PRICE_DOLLARS)}, in steps of ${step(PLAN_PRICE_DOLLARS)}.`,
    },
  ];
  if (ongoingEnabled) {
    rates.push({
      title: 'The Ongoing',
      text: `A continuing relationship with a limited number of clients. Set a monthly price from ${range(ONGOING_PRICE_DOLLARS)}, billed every ${ONGOING_BILLING_MONTHS} months.`,
    });
  }

  return (
    <>
      <PageHero
        eyebrow="Advisor jobs"
        title="Get paid for advice, not for assets"
        lead={`Are you an independent, fee-only fiduciary? ${APP_NAME} brings you clients who want exactly what you do best: honest advice for a fair, flat price. You set your rates and your hours; we handle the rest.`}
        actions={
          <>
            <Button component="a" href={SITE_PAGES.apply} size="lg" color="gold.4" c="navy.9">
              Apply now
            </Button>
            <HeroLink to={`#${VETTING_ID}`} external>
              How vetting works
            </HeroLink>
          </>
        }
        aside={
          <HeroFacts
            label="Working with us"
            facts={[
              { value: 'Rates', label: 'you set, within our published ranges' },
              { value: 'Hours', label: 'you choose; clients book only those' },
              { value: 'Paid', label: 'up front: clients pay when they book' },
              {
                value: `<${ADVISOR_ACCEPTANCE_PERCENT_BELOW}%`,
                label: 'of applicants accepted',
              },
            ]}
          />
        }
      />

      <Section eyebrow="Who we look for" title="Independent fee-only fiduciaries">
        <SplitLayout
          aside={
            <AsidePanel title="What we ask of every advisor" tone="accent">
              <CheckList items={REQUIREMENTS} />
            </AsidePanel>
          }
        >
          <p>
            Our clients come to us because they want advice from someone with nothing to sell.
            Everything about who we accept follows from that. You are paid only by your clients, you
            act as a fiduciary every time, and you are comfortable giving a clear answer in an hour
            to someone you have just met.
          </p>
          <p>
            Credentials matter, but so does how you explain things. The advisors who do best here
            are patient teachers: they turn a tangle of accounts into a plain-English plan, and they
            are as happy to tell a client to change nothing as to change everything.
          </p>
          <p>
            We are especially keen to hear from advisors with deep experience in retirement income,
            tax planning, equity compensation, and planning for young families.
          </p>
        </SplitLayout>
      </Section>

      <Section tone="warm" eyebrow="What you get" title="A practice built around advice">
        <CardGrid items={BENEFITS} columns={3} />
      </Section>

      <Section
        eyebrow="Your rates"
        title="Set your own prices"
        intro="Clients see one flat price per service on your profile. You choose it within these ranges."
      >
        <CardGrid items={rates} columns={rates.length === 3 ? 3 : 2} />
      </Section>

      <Section
        id={VETTING_ID}
        tone="warm"
        eyebrow="Vetting"
        title="How vetting works"
        intro={`Fewer than ${ADVISOR_ACCEPTANCE_PERCENT_BELOW}% of applicants are accepted. We are selective because clients trust the list, and that trust is what brings them to you.`}
      >
        <CardGrid items={VETTING} columns={4} numbered />
      </Section>

      <Section eyebrow="The business model" title="The referral fee">
        <SplitLayout
          aside={
            <AsidePanel title="What clients are told">
              {ENDORSEMENT_DISCLAIMER.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </AsidePanel>
          }
        >
          <p>
            There is no cost to apply. For each client you meet through {APP_NAME}, you pay us a
            referral fee. The rate is set out in the advisor agreement you review before you join,
            and your dashboard shows every payment.
          </p>
          <p>
            We disclose the arrangement to every client, in plain words, because it is a conflict of
            interest and they deserve to know. Paid referrals may also need to appear in your own
            disclosures; your compliance adviser can tell you how to describe it in your Form ADV.
          </p>
          <p>
            In return you get clients who have already chosen you, paid in advance and arrive with
            their questions written down. No cold calls, no free consultations that go nowhere.
          </p>
        </SplitLayout>
      </Section>

      <Section tone="warm" eyebrow="Questions" title="Questions from advisors">
        <FaqList name="recruit-faq" entries={FAQ} />
      </Section>

      <CtaBand
        title="Ready to apply?"
        text="The application asks about your practice, credentials and how you are paid. We review every application ourselves."
        actions={
          <Button component="a" href={SITE_PAGES.apply} size="lg" color="gold.4" c="navy.9">
            Apply now
          </Button>
        }
        footnote={
          <>
            Questions first? <Link to={SITE_PAGES.contact}>Contact us</Link>.
          </>
        }
      />
    </>
  );
}
