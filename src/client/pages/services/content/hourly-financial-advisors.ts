// /hourly-financial-advisors: the search landing page for paying an advisor by the hour.
import { buildAdvisorResultsUrl } from '../../../../shared/advisor-search-url';
import {
  PLAN_MIN_PAGES,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../../shared/constants';
import { specialityLinks } from './specialities';
import type { ServicePageContent } from './types';

const HOURLY = 'hourly-planners';

export const HOURLY_FINANCIAL_ADVISORS: ServicePageContent = {
  hero: {
    eyebrow: 'Hourly financial advisors',
    title: 'Hourly financial advisors: pay only for the advice you need',
    lead: 'You do not need to hand over your savings or sign up for a year to get good advice. Book a fee-only fiduciary for an hour, ask what you need to ask, and pay one flat price. That is the whole arrangement.',
    primary: { label: 'Browse hourly planners', to: buildAdvisorResultsUrl({ filters: [HOURLY] }) },
    secondary: {
      label: 'Lowest price first',
      to: buildAdvisorResultsUrl({ filters: [HOURLY], sort: 'lowest' }),
    },
  },
  offer: 'hour',
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Why by the hour',
      title: 'Advice without the strings',
      paragraphs: [
        'For decades the only way to get a financial advisor’s attention was to give them your money to manage, or to buy something they sold. Plenty of people who simply wanted answers were turned away, or paid for years of “management” they never needed.',
        'Hourly advice flips that around. You decide when you need help and how much. The advisor is paid for their time and expertise, exactly like a lawyer or an accountant, so there is no product to push and no reason to keep you dependent.',
        'It suits confident do-it-yourself investors who want a professional check, people facing one big decision, and anyone who would rather understand their money than hand it over.',
      ],
      aside: {
        title: 'An hourly advisor makes sense when',
        items: [
          'You manage your own investments and want a second opinion',
          'A decision has a deadline: a job offer, open enrollment, a home purchase',
          'You want to check a plan or a product someone is selling you',
          'You want a yearly check-up, not a yearly fee',
        ],
      },
    },
    {
      kind: 'cards',
      eyebrow: 'How people use it',
      title: 'Four ways clients use an hourly advisor',
      columns: 4,
      items: [
        {
          title: 'The second opinion',
          text: 'Before you sign for an annuity, a whole-life policy or a managed account, ask someone with nothing to sell.',
        },
        {
          title: 'The annual check-up',
          text: 'One hour a year to rebalance, review your savings rate and catch changes in tax rules.',
        },
        {
          title: 'The big decision',
          text: 'Pension or lump sum, rent or buy, when to claim Social Security: one careful conversation.',
        },
        {
          title: 'The coaching session',
          text: 'Learn to manage your own portfolio with confidence, with a professional answering your questions.',
        },
      ],
    },
    {
      kind: 'links',
      eyebrow: 'Topics',
      title: 'Find an hourly advisor by topic',
      intro:
        'Every advisor answers general questions; these lists show who specialises in each area.',
      links: [
        ...specialityLinks(HOURLY),
        { label: 'All hourly planners', to: buildAdvisorResultsUrl({ filters: [HOURLY] }) },
      ],
    },
    {
      kind: 'steps',
      eyebrow: 'Make it count',
      title: 'How to get the most from an hour',
      columns: 3,
      items: [
        {
          title: 'Before',
          text: 'Fill in the short intake form and gather a net worth statement, your income and expenses, and your account logins.',
        },
        {
          title: 'During',
          text: 'Start with your most important question. Share your screen, look at real numbers, and ask “why?” as often as you like.',
        },
        {
          title: 'After',
          text: 'Read the email summary, act on the first step while it is fresh, and book again when the next question comes up.',
        },
      ],
    },
    {
      kind: 'fit',
      eyebrow: 'Hour or plan?',
      title: 'When an hour is enough, and when it is not',
      good: {
        title: 'An hour is usually enough for',
        items: [
          'One to three focused questions',
          'Reviewing a portfolio or a single account',
          'Checking a decision you have mostly made',
        ],
      },
      notFit: {
        title: 'Consider The Plan instead for',
        items: [
          'A review of every part of your finances at once',
          `A written roadmap of ${PLAN_MIN_PAGES}+ pages to follow for years`,
          'Situations with many moving parts, such as a business or equity pay',
        ],
      },
    },
    { kind: 'promise' },
  ],
  offers: {
    title: 'What an hour with an advisor costs',
    intro:
      'Each advisor sets their own flat hourly price within this range and shows it on their profile.',
  },
  faq: [
    {
      question: 'How much does an hourly financial advisor cost?',
      answer:
        'On this site each advisor sets their own flat price per hour within the range shown above. You see the exact price on their profile and pay it when you book. There are no other charges.',
    },
    {
      question: 'Are hourly advisors fiduciaries?',
      answer:
        'Not always elsewhere, but always here. Every advisor on this site is a fee-only fiduciary, legally bound to put your interests first, and earns nothing from the products they mention.',
    },
    {
      question: 'How soon can I meet an advisor?',
      answer:
        'Each advisor manages their own calendar, and their next available time is shown on their card. Sort the results by availability to see who can meet soonest.',
    },
    {
      question: 'What if something comes up?',
      answer: `Reschedule or cancel for free with ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours notice, using the link in your confirmation email or in your account.`,
    },
    {
      question: 'What if the hour was not useful?',
      answer: `Tell us. If you are not happy with your meeting, you get a ${REFUND_PERCENT}% refund.`,
    },
  ],
  cta: {
    title: 'Book an hour with a fiduciary',
    text: 'Browse hourly planners, compare flat prices and reviews, and pick a time that works for you.',
    action: { label: 'Browse hourly planners', to: buildAdvisorResultsUrl({ filters: [HOURLY] }) },
  },
};
