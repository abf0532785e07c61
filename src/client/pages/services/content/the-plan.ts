// /services/the-plan: the flat-fee written plan, in the services family. The long guide with
// the week-by-week programme is the /the-plan page, linked from here.
import {
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
  REFUND_PERCENT,
} from '../../../../shared/constants';
import { buildAdvisorResultsUrl } from '../../../../shared/advisor-search-url';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../../shared/routes/site';
import type { ServicePageContent } from './types';

export const THE_PLAN: ServicePageContent = {
  hero: {
    eyebrow: 'The Plan',
    title: 'The Plan: your whole financial picture, in writing',
    lead: `Over ${PLAN_WEEKS} weeks a fee-only fiduciary studies your finances in depth, meets with you ${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} times and hands you a written plan you can follow for years. One flat fee, agreed before you start.`,
    primary: { label: 'Find your advisor', to: ADVISOR_PAGES.search },
    secondary: { label: 'Read the full guide to The Plan', to: SITE_PAGES.thePlan },
  },
  offer: 'plan',
  blocks: [
    {
      kind: 'prose',
      eyebrow: 'What it is',
      title: 'A plan built around your life, not a product',
      paragraphs: [
        'Most financial plans are written to sell something: an annuity, an insurance policy, or a fee on every dollar you invest. The Plan is written to be followed. Your advisor earns the same flat fee whatever they recommend, so the only goal is to get it right.',
        `Behind the document are ${PLAN_MIN_ANALYSIS_HOURS} or more hours of analysis: your cash flow, savings, investments, taxes, insurance, debts and estate, tested against the goals you set in the first meeting. The result is a plan of ${PLAN_MIN_PAGES} pages or more, written in plain English, with the reasoning behind each recommendation.`,
        'You keep your accounts exactly where they are. Nothing is moved, nothing is sold to you, and you decide what to act on.',
      ],
      aside: {
        title: 'What is included',
        items: [
          `${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX} video meetings over ${PLAN_WEEKS} weeks`,
          `${PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis by your advisor`,
          `A written plan of ${PLAN_MIN_PAGES}+ pages with a prioritised to-do list`,
          'A secure portal to share numbers and documents',
          'Continued help from your advisor as you put it into practice',
        ],
      },
    },
    {
      kind: 'steps',
      eyebrow: 'How it works',
      title: 'From first meeting to finished plan',
      columns: 4,
      items: [
        {
          title: 'Set your goals',
          text: 'A first meeting about what matters to you, your timeline and what keeps you up at night.',
        },
        {
          title: 'Share your numbers',
          text: 'Your plan portal lets you enter your figures and upload the documents your advisor asks for.',
        },
        {
          title: 'Your advisor does the work',
          text: 'Projections, tax analysis and scenarios, checked with you in a working meeting along the way.',
        },
        {
          title: 'Walk through your plan',
          text: 'A final meeting to go through the written plan page by page and agree what to do first.',
        },
      ],
    },
    {
      kind: 'cards',
      eyebrow: 'What it covers',
      title: 'Every part of your finances, joined up',
      intro: 'Your plan focuses on what matters most to you, and checks the rest for gaps.',
      columns: 3,
      items: [
        {
          title: 'Retirement',
          text: 'When you can stop working, how much you can spend, and which accounts to draw from first.',
        },
        {
          title: 'Investments',
          text: 'An allocation that fits your goals and risk, with low-cost funds and no overlap.',
        },
        {
          title: 'Taxes',
          text: 'Roth conversions, account location and timing that lower your lifetime tax bill.',
        },
        {
          title: 'Insurance',
          text: 'Whether your life, disability and liability cover matches what your family would need.',
        },
        {
          title: 'Estate',
          text: 'Wills, beneficiaries and titling in order, and what to ask an estate attorney.',
        },
        {
          title: 'Cash flow and debt',
          text: 'A savings rate you can keep, an emergency fund, and which debts to pay down first.',
        },
      ],
    },
    {
      kind: 'fit',
      eyebrow: 'Is it right for you?',
      title: 'Who The Plan is for',
      good: {
        title: 'The Plan suits you if',
        items: [
          'You want a complete, written answer to “are we going to be OK?”',
          'Your situation has several moving parts: a business, equity pay, children, ageing parents',
          'You are approaching a big transition such as retirement, a sale or an inheritance',
          'You would rather pay once for a plan than a percentage of your assets every year',
        ],
      },
      notFit: {
        title: 'The Hour may be better if',
        items: [
          'You have one to three specific questions',
          'You already have a plan and want it checked',
          'You are not ready to gather all of your numbers yet',
        ],
      },
    },
    { kind: 'promise' },
  ],
  offers: {
    title: 'Not sure you need a full plan?',
    intro:
      'Start with an hour. Your advisor will tell you honestly whether a plan is worth it for you.',
  },
  faq: [
    {
      question: 'How is the price set?',
      answer:
        'Each advisor sets their own flat fee for The Plan within the range shown above. You see the exact price before you commit, and it does not change with the size of your portfolio.',
    },
    {
      question: 'How much of my time does it take?',
      answer: `The meetings themselves, ${PLAN_MEETINGS_MIN} to ${PLAN_MEETINGS_MAX} of them, plus the time to gather your numbers. The portal keeps that simple: you enter your figures and upload documents in one place, and your advisor does the ${PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis.`,
    },
    {
      question: 'Will my advisor manage my money afterwards?',
      answer:
        'No. Our advisors give advice only. You keep your accounts where they are, and your plan tells you exactly what to do with them, step by step.',
    },
    {
      question: 'What happens when the plan is finished?',
      answer:
        'You keep the written plan, and your advisor continues to help as you put it into practice, answering the questions that come up along the way.',
    },
    {
      question: 'What if I am not happy with it?',
      answer: `Tell us. If you are not happy, you get a ${REFUND_PERCENT}% refund.`,
    },
  ],
  cta: {
    title: 'Find a planner for your plan',
    text: 'Browse fee-only advisors who write flat-fee plans, compare their prices and experience, and start with a conversation.',
    action: {
      label: 'Browse flat-fee planners',
      to: buildAdvisorResultsUrl({ filters: ['flat-fee-planners'] }),
    },
  },
};
