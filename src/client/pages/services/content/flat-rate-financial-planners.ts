// /services/flat-rate-financial-planners: pricing models compared, and how our flat rates work.
import { buildAdvisorResultsUrl } from '../../../../shared/advisor-search-url';
import {
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  PLAN_MIN_PAGES,
  REFUND_PERCENT,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../../shared/constants';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../../shared/routes/site';
import type { ServicePageContent } from './types';

export const FLAT_RATE_FINANCIAL_PLANNERS: ServicePageContent = {
  hero: {
    eyebrow: 'Flat-rate planning',
    title: 'Flat-rate financial planners: know the price before you start',
    lead: 'No percentage of your savings, no commissions hidden in products, no bill that grows as you do. Our planners charge a flat rate for an hour or for a complete plan, and you see it before you book.',
    primary: {
      label: 'See advisors, lowest price first',
      to: buildAdvisorResultsUrl({ filters: [], sort: 'lowest' }),
    },
    secondary: { label: 'Read about The Plan', to: SITE_PAGES.thePlan },
    facts: [
      { value: '0%', label: 'of your assets, in any year' },
      { value: 'Flat', label: 'prices on every profile' },
      { value: `${REFUND_PERCENT}%`, label: 'money back if you are not happy' },
      { value: `<${ADVISOR_ACCEPTANCE_PERCENT_BELOW}%`, label: 'of applicant advisors accepted' },
    ],
  },
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'Why flat rates',
      title: 'The trouble with paying a percentage',
      paragraphs: [
        'The most common way to pay a financial advisor is a share of the money they manage, often around 1% a year. It sounds small. On a $500,000 portfolio it is $5,000 a year, every year, and it rises automatically as your savings grow, whether you needed more help that year or none at all.',
        'A percentage fee also shapes the advice. An advisor paid on assets has a reason to discourage you from paying off your mortgage, buying a rental property or spending in retirement, because each of those shrinks the account they are paid on.',
        'A flat rate is paid for the work, not for the size of your accounts. You know the cost before you agree to it, and nothing about the fee depends on what the advisor recommends.',
      ],
      aside: {
        title: 'With a flat rate, you always know',
        items: [
          'The exact price, before you book',
          'What the price includes',
          'That nothing is added later',
          'That the advice does not change the fee',
        ],
      },
    },
    {
      kind: 'table',
      eyebrow: 'Compare',
      title: 'Three ways to pay for financial advice',
      columns: ['By the hour', 'By the project', 'Percentage of assets'],
      rows: [
        {
          label: 'What you pay',
          cells: [
            'A flat price per meeting',
            'One flat fee for a complete plan',
            'A share of your portfolio, every year',
          ],
        },
        {
          label: 'Known in advance',
          cells: ['Yes', 'Yes', 'Only as a rate; the dollar cost moves with markets'],
        },
        {
          label: 'Grows with your wealth',
          cells: ['No', 'No', 'Yes'],
        },
        {
          label: 'Your accounts',
          cells: ['Stay with you', 'Stay with you', 'Usually moved to the advisor'],
        },
        {
          label: 'Best for',
          cells: [
            'Specific questions and second opinions',
            'A full review of your finances, written down',
            'People who want to hand over day-to-day management',
          ],
        },
      ],
      highlight: 0,
    },
    {
      kind: 'steps',
      eyebrow: 'Pricing here',
      title: 'How our flat rates work',
      columns: 4,
      items: [
        {
          title: 'Advisors set their rates',
          text: 'Each independent advisor chooses their own flat price within published ranges, based on experience and speciality.',
        },
        {
          title: 'You see the exact price',
          text: 'Every profile shows the advisor’s price. Sort by price to find one that fits your budget.',
        },
        {
          title: 'You pay when you book',
          text: `No invoices later. Reschedule or cancel for free with ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours notice.`,
        },
        {
          title: 'Backed by our promise',
          text: `If you are not happy with the advice, you get a ${REFUND_PERCENT}% refund.`,
        },
      ],
    },
    {
      kind: 'cards',
      eyebrow: 'What you get',
      title: 'Everything the flat rate covers',
      columns: 3,
      items: [
        {
          title: 'Preparation',
          text: 'Your advisor reads your intake form before you meet, so the time you pay for is spent on answers.',
        },
        {
          title: 'The advice itself',
          text: `A focused hour by video, or a complete written plan of ${PLAN_MIN_PAGES}+ pages, depending on what you book.`,
        },
        {
          title: 'Written follow-up',
          text: 'An email summary after every hour, and continued help from your advisor after a plan.',
        },
      ],
    },
    {
      kind: 'links',
      eyebrow: 'Browse',
      title: 'Flat-rate planners by business model',
      links: [
        { label: 'Hourly planners', to: buildAdvisorResultsUrl({ filters: ['hourly-planners'] }) },
        {
          label: 'Flat-fee project planners',
          to: buildAdvisorResultsUrl({ filters: ['flat-fee-planners'] }),
        },
        { label: 'Advice-only planners', to: buildAdvisorResultsUrl({ filters: ['advice-only'] }) },
        {
          label: 'Lowest price first',
          to: buildAdvisorResultsUrl({ filters: [], sort: 'lowest' }),
        },
        { label: 'Newest advisors', to: buildAdvisorResultsUrl({ filters: [], sort: 'newest' }) },
      ],
    },
  ],
  offers: {
    title: 'Today’s flat-rate price ranges',
    intro:
      'These ranges cover every advisor on the site right now. Each profile shows one exact price.',
  },
  faq: [
    {
      question: 'Why do prices differ between advisors?',
      answer:
        'Advisors are independent and set their own flat rates within our ranges. Experience, credentials and specialities all play a part. A higher price does not buy a different service: The Hour and The Plan include the same things with every advisor.',
    },
    {
      question: 'Are there any other costs?',
      answer:
        'No. The price on the profile is what you pay. There are no account fees, no product costs and no charge for your follow-up notes.',
    },
    {
      question: 'Can a flat-rate planner also manage my investments?',
      answer:
        'Not through us. Everything booked here is advice only, which is what keeps the price flat and the advice free of any reason to move your money.',
    },
    {
      question: 'What if my questions need more than an hour?',
      answer:
        'Book a second hour with the same advisor, or move to The Plan if you want everything reviewed. Your advisor will tell you honestly which makes sense.',
    },
  ],
  cta: {
    title: 'Pay for advice, not for the size of your savings',
    text: 'Browse vetted flat-rate planners, sort them by price, and book the one that fits.',
    action: { label: 'Browse flat-rate planners', to: ADVISOR_PAGES.search },
  },
};
