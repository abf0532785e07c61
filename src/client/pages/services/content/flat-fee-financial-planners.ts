// /flat-fee-financial-planners: the search landing page for a complete plan at one price.
import { buildAdvisorResultsUrl } from '../../../../shared/advisor-search-url';
import {
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
  REFUND_PERCENT,
} from '../../../../shared/constants';
import { SITE_PAGES } from '../../../../shared/routes/site';
import { specialityLinks } from './specialities';
import type { ServicePageContent } from './types';

const FLAT_FEE = 'flat-fee-planners';

export const FLAT_FEE_FINANCIAL_PLANNERS: ServicePageContent = {
  hero: {
    eyebrow: 'Flat-fee financial planners',
    title: 'Flat-fee financial planners: a complete plan at one price',
    lead: 'A flat-fee planner looks at every part of your finances, does the analysis, and hands you a written plan, for a single price agreed in advance. No minimum portfolio, no annual percentage, and no products.',
    primary: {
      label: 'Browse flat-fee planners',
      to: buildAdvisorResultsUrl({ filters: [FLAT_FEE] }),
    },
    secondary: { label: 'How The Plan works, week by week', to: SITE_PAGES.thePlan },
  },
  offer: 'plan',
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'What they do',
      title: 'What a flat-fee financial planner does for you',
      columns: 3,
      items: [
        {
          title: 'Looks at everything',
          text: 'Cash flow, savings, investments, taxes, insurance, debt and estate, together, because a decision in one area changes the others.',
        },
        {
          title: 'Writes it down',
          text: `You receive a plan of ${PLAN_MIN_PAGES}+ pages: where you stand, what to do, in what order and why. Something to keep, reread and act on.`,
        },
        {
          title: 'Leaves your money alone',
          text: 'Your accounts stay where they are. The planner is paid for the plan, not for managing or moving your money.',
        },
      ],
    },
    {
      kind: 'table',
      eyebrow: 'Compare',
      title: 'Flat-fee planning and the alternatives',
      columns: ['Flat-fee planner', 'Robo-advisor', 'Asset-based advisor'],
      highlight: 0,
      rows: [
        {
          label: 'Personal advice from a person',
          cells: ['Yes', 'No: an algorithm picks funds', 'Yes'],
        },
        {
          label: 'Covers taxes, insurance and estate',
          cells: ['Yes', 'Rarely', 'Sometimes'],
        },
        {
          label: 'How you pay',
          cells: [
            'One flat fee, agreed up front',
            'A small percentage of assets, every year',
            'A larger percentage of assets, every year',
          ],
        },
        {
          label: 'Who holds your money',
          cells: ['You do, wherever you like', 'The robo platform', 'The advisor’s custodian'],
        },
        {
          label: 'Minimum portfolio',
          cells: ['None', 'Usually low', 'Often substantial'],
        },
      ],
    },
    {
      kind: 'prose',
      eyebrow: 'Why a written plan',
      title: 'Why a plan beats a string of good tips',
      paragraphs: [
        'Most money mistakes are not bad choices in isolation. They are good ideas that clash: extra mortgage payments that starve a retirement account, a Roth conversion in the year you sell a business, life insurance bought twice through work and privately.',
        `A plan catches those conflicts because it is built in one piece. Over ${PLAN_WEEKS} weeks your planner puts ${PLAN_MIN_ANALYSIS_HOURS} or more hours into your numbers, tests the options against your goals, and sets the steps in the right order.`,
        'A flat fee keeps the plan honest. The planner earns the same whatever it recommends, so it can say “do nothing” when that is the right answer.',
      ],
      aside: {
        title: 'Signs you are ready for a plan',
        items: [
          'You keep asking “are we going to be OK?”',
          'You have accounts in several places and no overall view',
          'Retirement is within fifteen years',
          'Your income, family or business has changed recently',
        ],
      },
    },
    {
      kind: 'steps',
      eyebrow: 'How it works here',
      title: 'Hiring a flat-fee planner through us',
      columns: 4,
      items: [
        {
          title: 'Choose a planner',
          text: 'Compare flat-fee planners by speciality, credentials, reviews and their price for The Plan.',
        },
        {
          title: 'Kick off',
          text: `The first of ${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} video meetings sets your goals and what the plan must answer.`,
        },
        {
          title: 'Share your numbers',
          text: 'A secure portal lets you enter your figures and upload the documents your planner needs.',
        },
        {
          title: 'Receive your plan',
          text: 'Your planner walks you through the written plan and stays available to help you put it into practice.',
        },
      ],
    },
    {
      kind: 'links',
      eyebrow: 'Browse',
      title: 'Flat-fee planners by speciality',
      links: [
        ...specialityLinks(FLAT_FEE),
        { label: 'All flat-fee planners', to: buildAdvisorResultsUrl({ filters: [FLAT_FEE] }) },
      ],
    },
    { kind: 'promise' },
  ],
  offers: {
    title: 'What a flat-fee plan costs here',
    intro:
      'Each planner sets their own fee for The Plan within this range. You see the exact price before you commit.',
  },
  faq: [
    {
      question: 'How much does a flat-fee financial plan cost?',
      answer:
        'Here, each planner sets their own flat fee for The Plan within the range shown above, based on their experience and specialities. The price does not depend on how much you have invested, and it is shown on the planner’s profile.',
    },
    {
      question: 'How long does it take?',
      answer: `The Plan runs for ${PLAN_WEEKS} weeks, with ${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} meetings. Most of the work happens between meetings, on your planner’s side.`,
    },
    {
      question: 'Do I need a lot of money to hire a flat-fee planner?',
      answer:
        'No. There is no minimum portfolio. A plan is often most valuable early, when the decisions you make will compound for decades.',
    },
    {
      question: 'Will the planner carry out the plan for me?',
      answer:
        'No: our planners give advice only, and you keep control of your accounts. Your plan spells out each step, and your planner continues to help while you work through them.',
    },
    {
      question: 'What if I am not happy with the plan?',
      answer: `Tell us. If you are not happy, you get a ${REFUND_PERCENT}% refund.`,
    },
  ],
  cta: {
    title: 'One plan, one price, no strings',
    text: 'Browse flat-fee planners, compare their experience and prices, and start your plan.',
    action: {
      label: 'Browse flat-fee planners',
      to: buildAdvisorResultsUrl({ filters: [FLAT_FEE] }),
    },
  },
};
