// Specialities (type 1) and client types (type 2) advisors are browsed by. Slugs share the
// results-URL namespace with business models, so none may equal a BUSINESS_MODELS slug.
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import type { AdvisorAttributeType } from '../../../shared/advisor-taxonomy';

export interface SeedAdvisorAttribute {
  type: AdvisorAttributeType;
  slug: string;
  title: string;
  description: string;
}

const HELP = ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith;
const ENJOY = ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith;

export const SPECIALITIES: readonly SeedAdvisorAttribute[] = [
  {
    type: HELP,
    slug: 'retirement-planning',
    title: 'Retirement planning',
    description: 'Work out when you can retire and how to turn savings into a paycheck that lasts.',
  },
  {
    type: HELP,
    slug: 'portfolio-review',
    title: 'Portfolio review',
    description:
      'An unbiased second opinion on your allocation, fund costs and overlapping holdings.',
  },
  {
    type: HELP,
    slug: 'estate-planning',
    title: 'Estate planning',
    description: 'Organise wills, trusts, beneficiaries and titling before you meet an attorney.',
  },
  {
    type: HELP,
    slug: '401k-rollovers',
    title: '401(k) rollovers',
    description: 'Decide whether to leave, roll over or convert an old workplace plan, and how.',
  },
  {
    type: HELP,
    slug: 'tax-planning',
    title: 'Tax planning',
    description:
      'Lower your lifetime tax bill with Roth conversions, bracket management and timing.',
  },
  {
    type: HELP,
    slug: 'getting-started-investing',
    title: 'Getting started with investing',
    description: 'Open the right accounts and build a simple, low-cost portfolio you understand.',
  },
  {
    type: HELP,
    slug: 'investing-for-kids',
    title: 'Investing for kids',
    description:
      'Choose between 529s, custodial accounts and a Roth IRA for a child with earnings.',
  },
  {
    type: HELP,
    slug: 'college-savings',
    title: 'College savings',
    description: 'Set a realistic college target, pick a 529 plan and plan for financial aid.',
  },
  {
    type: HELP,
    slug: 'social-security',
    title: 'Social Security timing',
    description: 'Choose when to claim, alone or as a couple, with survivor benefits in view.',
  },
  {
    type: HELP,
    slug: 'equity-compensation',
    title: 'Equity compensation',
    description:
      'Make sense of RSUs, ISOs, NSOs and ESPP shares, including taxes and concentration.',
  },
  {
    type: HELP,
    slug: 'debt-payoff',
    title: 'Debt payoff',
    description:
      'Rank credit cards, car loans and student loans and pay them down in the right order.',
  },
  {
    type: HELP,
    slug: 'insurance-review',
    title: 'Insurance review',
    description:
      'Check life, disability and umbrella cover for gaps and for policies you do not need.',
  },
  {
    type: HELP,
    slug: 'home-buying',
    title: 'Buying a home',
    description: 'Find a price you can afford, size the down payment and compare mortgage offers.',
  },
  {
    type: HELP,
    slug: 'divorce-planning',
    title: 'Divorce planning',
    description: 'Understand the long-term effect of a settlement before you sign it.',
  },
  {
    type: HELP,
    slug: 'small-business',
    title: 'Small business finances',
    description:
      'Pick a retirement plan for your business and separate business and personal money.',
  },
  {
    type: HELP,
    slug: 'charitable-giving',
    title: 'Charitable giving',
    description:
      'Give more for the same cost with donor-advised funds, QCDs and appreciated stock.',
  },
  {
    type: HELP,
    slug: 'budgeting-cash-flow',
    title: 'Budgeting and cash flow',
    description: 'Build a spending plan that funds your goals without tracking every coffee.',
  },
  {
    type: HELP,
    slug: 'student-loans',
    title: 'Student loans',
    description:
      'Compare repayment plans, forgiveness programmes and refinancing for federal loans.',
  },
  {
    type: HELP,
    slug: 'federal-benefits',
    title: 'Federal and military benefits',
    description: 'Get the most from TSP, FERS, military retirement and survivor benefit choices.',
  },
  {
    type: HELP,
    slug: 'pension-decisions',
    title: 'Pension decisions',
    description: 'Compare a lump sum with monthly payments and choose the right survivor option.',
  },
];

export const CLIENT_TYPES: readonly SeedAdvisorAttribute[] = [
  {
    type: ENJOY,
    slug: 'young-professionals',
    title: 'Young professionals',
    description: 'People early in their careers setting up good habits and first investments.',
  },
  {
    type: ENJOY,
    slug: 'families-with-children',
    title: 'Families with children',
    description: 'Parents balancing childcare, college saving and their own retirement.',
  },
  {
    type: ENJOY,
    slug: 'pre-retirees',
    title: 'Pre-retirees',
    description: 'People five to fifteen years from retirement deciding how and when to stop.',
  },
  {
    type: ENJOY,
    slug: 'retirees',
    title: 'Retirees',
    description: 'People living on savings, pensions and Social Security who want it to last.',
  },
  {
    type: ENJOY,
    slug: 'physicians',
    title: 'Physicians and dentists',
    description: 'Doctors and dentists handling late starts, high incomes and large student loans.',
  },
  {
    type: ENJOY,
    slug: 'tech-employees',
    title: 'Tech employees',
    description: 'Engineers and product people paid partly in stock options and RSUs.',
  },
  {
    type: ENJOY,
    slug: 'small-business-owners',
    title: 'Small business owners',
    description: 'Owners and freelancers whose business and household finances are intertwined.',
  },
  {
    type: ENJOY,
    slug: 'lgbtq-couples',
    title: 'LGBTQ+ couples',
    description: 'Couples and families who want an advisor who understands their planning needs.',
  },
  {
    type: ENJOY,
    slug: 'teachers',
    title: 'Teachers and educators',
    description: 'Educators with pensions, 403(b) and 457(b) plans and loan forgiveness questions.',
  },
  {
    type: ENJOY,
    slug: 'military-families',
    title: 'Military families',
    description: 'Service members, veterans and spouses navigating moves, the TSP and the GI Bill.',
  },
  {
    type: ENJOY,
    slug: 'single-parents',
    title: 'Single parents',
    description: 'Parents planning on one income who need every decision to count.',
  },
  {
    type: ENJOY,
    slug: 'widows-and-widowers',
    title: 'Widows and widowers',
    description: 'People rebuilding a financial life after losing a spouse or partner.',
  },
];

export const ADVISOR_ATTRIBUTES: readonly SeedAdvisorAttribute[] = [
  ...SPECIALITIES,
  ...CLIENT_TYPES,
];
