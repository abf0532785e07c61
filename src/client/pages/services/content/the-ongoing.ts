// /services/the-ongoing: an ongoing relationship with one advisor. The route only exists while
// the TheOngoing flag is on (the loader answers 404 otherwise).
import {
  ONGOING_BILLING_MONTHS,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../../shared/constants';
import { buildAdvisorResultsUrl } from '../../../../shared/advisor-search-url';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../../shared/routes/site';
import type { ServicePageContent } from './types';

export const THE_ONGOING: ServicePageContent = {
  hero: {
    eyebrow: 'The Ongoing',
    title: 'The Ongoing: the same advisor, whenever life changes',
    lead: 'Money questions do not arrive on a schedule. With The Ongoing you keep one fee-only fiduciary in your corner: regular check-ins, email whenever you need it, and an annual checkup, for a flat monthly price.',
    primary: { label: 'Find your advisor', to: ADVISOR_PAGES.search },
    secondary: { label: 'Start with a written plan', to: SITE_PAGES.thePlan },
  },
  offer: 'ongoing',
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Why ongoing advice',
      title: 'A relationship, without the asset fee',
      paragraphs: [
        'The traditional way to keep an advisor is to hand over your investments and pay a percentage of them every year, whether or not you need help that year. As your savings grow, so does the bill, even though the work rarely does.',
        `The Ongoing separates advice from money management. You pay a flat monthly price, billed every ${ONGOING_BILLING_MONTHS} months, and your advisor stays available for the decisions that come up: a new job, a house, a baby, a market drop, a parent who needs help.`,
        'Because the same person knows your history, each conversation starts where the last one ended. You never have to explain your situation from the beginning again.',
      ],
      aside: {
        title: 'What is included',
        items: [
          'Regular check-in meetings with your advisor',
          'Unlimited email support between meetings',
          'An annual two-page checkup of your finances',
          'The same advisor every time',
        ],
      },
    },
    {
      kind: 'steps',
      eyebrow: 'How it works',
      title: 'Getting started with The Ongoing',
      columns: 3,
      items: [
        {
          title: 'Choose an advisor you trust',
          text: 'Many clients start with The Hour or The Plan and continue with the advisor they already know.',
        },
        {
          title: 'Sign up and agree the terms',
          text: `You see the monthly price and the terms before you commit. Billing happens every ${ONGOING_BILLING_MONTHS} months.`,
        },
        {
          title: 'Stay on track',
          text: 'Check-ins keep your plan current, email covers the questions in between, and each year you get a written checkup.',
        },
      ],
    },
    {
      kind: 'fit',
      eyebrow: 'Is it right for you?',
      title: 'Who The Ongoing is for',
      good: {
        title: 'The Ongoing suits you if',
        items: [
          'You want a professional to ask before each big decision',
          'Your life is changing quickly: career, family, business or retirement',
          'You have a plan and want help sticking to it',
          'You prefer a predictable fee to a percentage of your assets',
        ],
      },
      notFit: {
        title: 'Consider something else if',
        items: [
          'You have a single question: book The Hour',
          'You want a full written plan first: start with The Plan',
          'You want someone to trade and manage your accounts: our advisors give advice only',
        ],
      },
    },
    { kind: 'promise' },
  ],
  offers: {
    title: 'Three ways to work with an advisor',
    intro: 'Many clients begin with an hour or a plan, then stay with the same advisor.',
  },
  faq: [
    {
      question: 'How does billing work?',
      answer: `The price is shown per month and billed every ${ONGOING_BILLING_MONTHS} months. Your advisor sets the price within the range above, and you see it, with the terms, before you sign up.`,
    },
    {
      question: 'Why is capacity limited?',
      answer:
        'Unlimited email only works if your advisor has time to answer it. Each advisor takes a limited number of Ongoing clients, so when one is full you may need to choose another advisor or wait for a place.',
    },
    {
      question: 'Does my advisor manage my investments?',
      answer:
        'No. Your accounts stay where they are and under your control. Your advisor tells you what they would do and why; you decide and act.',
    },
    {
      question: 'Can I move a check-in?',
      answer: `Yes. Reschedule or cancel any meeting for free with ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours notice, using the link in your confirmation email or in your account.`,
    },
    {
      question: 'How do I stop?',
      answer:
        'The Ongoing terms you review before signing up explain how to end the relationship and how the current billing period is handled. If anything is unclear, ask us before you sign.',
    },
  ],
  cta: {
    title: 'Find an advisor for the long run',
    text: 'Browse advisors who offer ongoing advice for a flat fee, and meet them first with an hour.',
    action: {
      label: 'Browse advisors',
      to: buildAdvisorResultsUrl({ filters: [] }),
    },
  },
};
