// The fixed words of the home page (docs/product.md#public-site). Numbers come from
// src/shared/constants.ts.
import {
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../shared/constants';
import type { HomePageSpecialitySlug } from '../../../shared/advisor-taxonomy';
import type { TopicIconName } from './topic-icons';

export interface HelpTopic {
  label: string;
  /** Speciality slug for the advisor results URL; null lists every advisor. */
  slug: HomePageSpecialitySlug | null;
  icon: TopicIconName;
}

export const HELP_TOPICS: readonly HelpTopic[] = [
  { label: 'Retirement planning', slug: 'retirement-planning', icon: 'retirement' },
  { label: 'Portfolio review', slug: 'portfolio-review', icon: 'portfolio' },
  { label: 'Estate planning', slug: 'estate-planning', icon: 'estate' },
  { label: '401k rollovers', slug: '401k-rollovers', icon: 'rollover' },
  { label: 'Tax planning', slug: 'tax-planning', icon: 'tax' },
  { label: 'Getting started with investing', slug: 'getting-started-investing', icon: 'start' },
  { label: 'Investing for kids', slug: 'investing-for-kids', icon: 'kids' },
  { label: 'And more', slug: null, icon: 'more' },
];

export const HOW_IT_WORKS = [
  {
    title: 'Select',
    text: 'Browse vetted fiduciary advisors, compare their specialities, reviews and flat prices, and pick the one who fits.',
  },
  {
    title: 'Schedule',
    text: 'Choose a time that suits you and book online in minutes. Share your questions in a short intake form.',
  },
  {
    title: 'Get advice',
    text: 'Meet by video, ask anything about money, and get written follow-up notes you can act on.',
  },
] as const;

/** Each home testimonial's own disclosure, shown on its card (the full text follows the cards). */
export const TESTIMONIAL_CARD_DISCLOSURE =
  'Client testimonial, not paid for. Advisors pay us a referral fee: a conflict of interest.';

export const ENDORSEMENT_DISCLAIMER = [
  'The testimonials and reviews on this site come from real clients. They are not paid for, and we do not filter or hide them, so you can read both positive and negative experiences.',
  'The advisors listed here are independent. They pay Just Financial Advice a referral fee for the clients they meet through this site. Because we are paid when you book, we have a conflict of interest in recommending them.',
  'A testimonial is one client’s experience and does not guarantee that you will have the same results.',
];

export const PHILOSOPHY = [
  {
    title: 'Advice only',
    text: 'We never manage your money or sell financial products. The only thing for sale is advice.',
  },
  {
    title: 'Fiduciaries, always',
    text: 'Every advisor is legally bound to put your interests first, in every meeting.',
  },
  {
    title: 'Flat, transparent fees',
    text: 'You see the price before you book. No commissions, no percentage of your assets.',
  },
  {
    title: 'Independent and vetted',
    text: `Fewer than ${ADVISOR_ACCEPTANCE_PERCENT_BELOW}% of advisors who apply are accepted after we review their experience, record and approach.`,
  },
  {
    title: 'You stay in control',
    text: 'You keep your accounts where they are and decide what to do with the advice you get.',
  },
] as const;

export const PROMISES = [
  {
    title: 'Money back',
    text: `Not happy with your meeting? You get a ${REFUND_PERCENT}% refund.`,
  },
  {
    title: 'Free reschedule or cancel',
    text: `Change plans for free with ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours notice.`,
  },
  {
    title: 'No sales pitch',
    text: 'No products to buy and no upselling, just answers to your questions.',
  },
  {
    title: 'Top advisors only',
    text: `Fewer than ${ADVISOR_ACCEPTANCE_PERCENT_BELOW}% of applicant advisors are accepted.`,
  },
] as const;
