// /services/fiduciary-cfps: the CFP® mark, what it does and does not promise, and why we pair it
// with fee-only pay.
import { buildAdvisorResultsUrl } from '../../../../shared/advisor-search-url';
import {
  ADVISOR_ACCEPTANCE_PERCENT_BELOW,
  PLAN_MIN_PAGES,
  REFUND_PERCENT,
} from '../../../../shared/constants';
import { ADVISOR_PAGES } from '../../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../../shared/routes/site';
import type { ServicePageContent } from './types';

export const FIDUCIARY_CFPS: ServicePageContent = {
  hero: {
    eyebrow: 'CFP® professionals',
    title: 'Fiduciary CFP® professionals, by the hour or by the plan',
    lead: 'The CFP® mark tells you an advisor has the training. Fee-only pay tells you they have no reason to sell. Work with advisors who have both, for a flat price you see before you book.',
    primary: { label: 'Browse our advisors', to: ADVISOR_PAGES.search },
    secondary: { label: 'What fee-only means', to: SITE_PAGES.service('fee-only-fiduciaries') },
    facts: [
      { value: 'CFP®', label: 'or an equivalent planning credential' },
      { value: `<${ADVISOR_ACCEPTANCE_PERCENT_BELOW}%`, label: 'of applicant advisors accepted' },
      { value: '$0', label: 'in commissions, ever' },
      { value: `${REFUND_PERCENT}%`, label: 'money back if you are not happy' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      eyebrow: 'The credential',
      title: 'What it takes to earn the CFP® mark',
      intro:
        'CERTIFIED FINANCIAL PLANNER™ professionals meet four requirements set by CFP Board, and keep meeting them to use the mark.',
      columns: 4,
      items: [
        {
          title: 'Education',
          text: 'A bachelor’s degree and university-level coursework across the whole of personal finance.',
        },
        {
          title: 'Examination',
          text: 'A demanding exam that tests how to apply that knowledge to real client situations.',
        },
        {
          title: 'Experience',
          text: 'Thousands of hours of professional financial planning work before the mark is granted.',
        },
        {
          title: 'Ethics',
          text: 'A code of ethics that includes a fiduciary duty when giving financial advice, plus continuing education.',
        },
      ],
    },
    {
      kind: 'prose',
      eyebrow: 'The catch',
      title: 'Why the CFP® mark alone is not enough',
      paragraphs: [
        'The mark proves knowledge and a commitment to ethics. It does not tell you how the advisor is paid. Many CFP® professionals work for firms that sell insurance, annuities or funds on commission, or charge a percentage of the assets they manage.',
        'A fiduciary duty manages conflicts of interest; it does not remove them. An advisor paid more when you buy a product, or when you move more money to them, still has a reason to recommend it, even while doing their honest best.',
        'That is why every advisor here is fee-only as well. The credential brings the expertise; the flat fee takes away the incentive. What is left is advice.',
        'CFP®, CERTIFIED FINANCIAL PLANNER™ and the CFP® certification mark are certification marks owned by Certified Financial Planner Board of Standards, Inc.',
      ],
      aside: {
        title: 'Other credentials you will see',
        items: [
          'CFA: deep expertise in investments and portfolio analysis',
          'CPA or EA: tax specialists, useful for complex returns',
          'ChFC: a broad planning credential similar in scope to the CFP®',
          'RICP®: a focus on retirement income',
        ],
      },
    },
    {
      kind: 'cards',
      eyebrow: 'What a CFP® professional can do for you',
      title: 'Planning across every part of your finances',
      columns: 3,
      items: [
        {
          title: 'Retirement income',
          text: 'When to retire, when to claim Social Security, and a withdrawal order that keeps taxes low.',
        },
        {
          title: 'Tax-aware investing',
          text: 'Which accounts to fund, where to hold each investment, and when a Roth conversion pays off.',
        },
        {
          title: 'Protecting your family',
          text: 'Life and disability cover sized to what your family would need, and nothing you do not.',
        },
        {
          title: 'Estate basics',
          text: 'Beneficiaries, titling and the questions to take to an estate attorney.',
        },
        {
          title: 'Education funding',
          text: 'How much to save for college, in which account, and how it affects financial aid.',
        },
        {
          title: 'A written plan',
          text: `Bring it all together in The Plan: a roadmap of ${PLAN_MIN_PAGES} pages or more.`,
        },
      ],
    },
    {
      kind: 'links',
      eyebrow: 'Browse',
      title: 'Find an advisor by how they work',
      links: [
        { label: 'Hourly planners', to: buildAdvisorResultsUrl({ filters: ['hourly-planners'] }) },
        {
          label: 'Flat-fee project planners',
          to: buildAdvisorResultsUrl({ filters: ['flat-fee-planners'] }),
        },
        { label: 'Advice-only planners', to: buildAdvisorResultsUrl({ filters: ['advice-only'] }) },
        {
          label: 'Retirement planning',
          to: buildAdvisorResultsUrl({ filters: ['retirement-planning'] }),
        },
        { label: 'Tax planning', to: buildAdvisorResultsUrl({ filters: ['tax-planning'] }) },
        { label: 'Estate planning', to: buildAdvisorResultsUrl({ filters: ['estate-planning'] }) },
      ],
    },
    { kind: 'promise' },
  ],
  offers: {
    title: 'Two simple ways to work with a CFP® professional',
    intro:
      'No minimum portfolio, no percentage of your assets: a flat price for the help you choose.',
  },
  faq: [
    {
      question: 'Is every advisor on the site a CFP® professional?',
      answer:
        'Many are. Others hold an equivalent planning credential such as the ChFC, or the CFA or CPA alongside planning experience. Every profile lists the advisor’s certifications, so you know exactly what you are getting before you book.',
    },
    {
      question: 'How can I check a CFP® professional’s status?',
      answer:
        'CFP Board’s public verification tool shows whether someone is currently certified and whether they have any public disciplinary history. We check credentials and regulatory records before an advisor joins, but you are always welcome to look yourself.',
    },
    {
      question: 'Do I need a large portfolio to work with a CFP® professional?',
      answer:
        'Not here. Because advisors are paid a flat fee rather than a share of your assets, there is no minimum. Clients range from first-time investors to people planning a multi-million-dollar retirement.',
    },
    {
      question: 'Who pays Just Financial Advice?',
      answer:
        'Advisors pay us a referral fee for clients they meet through the site. That is a conflict of interest, and we disclose it. Reviews are never paid for, filtered or hidden, so you can judge each advisor for yourself.',
    },
  ],
  cta: {
    title: 'Meet a fee-only CFP® professional',
    text: 'Compare credentials, specialities, reviews and flat prices, then book a video meeting at a time that suits you.',
    action: { label: 'Browse our advisors', to: ADVISOR_PAGES.search },
  },
};
