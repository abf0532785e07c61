// The marketing pages (docs/product.md#public-site): path, page module, title and description. The
// route table turns each into a lazy, server-rendered route.
import {
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
} from '../shared/constants';
import { COMPLIANCE_PAGES, LEGAL_DOCUMENT_SLUGS } from '../shared/routes/compliance';
import { SITE_PAGES } from '../shared/routes/site';
import { BOOKING_PAGES } from '../shared/routes/booking';
import { AFFILIATE_PAGES } from '../shared/routes/affiliates';

export interface MarketingPage {
  path: string;
  /** Module under pages/, without the extension. */
  page: string;
  title: string;
  description: string;
  /** The compliance document a legal page shows (its loader fetches it instead). */
  document?: string;
}

export const MARKETING_PAGES: readonly MarketingPage[] = [
  {
    path: SITE_PAGES.about,
    page: 'marketing/about-page',
    title: 'About Us',
    description:
      'Why we built a marketplace of vetted, fee-only fiduciary advisors who sell advice by the hour or by the plan, and never products.',
  },
  {
    path: SITE_PAGES.contact,
    page: 'contact/contact-page',
    title: 'Contact Us',
    description:
      'Questions about booking, an existing meeting, or joining as an advisor? Send us a message and a person will answer within one business day.',
  },
  {
    path: BOOKING_PAGES.booked,
    page: 'marketing/booked-page',
    title: 'You are booked',
    description: 'Your meeting is booked. Here is how to prepare and how to join.',
  },
  {
    path: COMPLIANCE_PAGES.terms,
    page: 'legal/terms-page',
    document: LEGAL_DOCUMENT_SLUGS.terms,
    title: 'Terms of Use',
    description: 'The terms that govern your use of Just Financial Advice.',
  },
  {
    path: COMPLIANCE_PAGES.privacy,
    page: 'legal/privacy-page',
    document: LEGAL_DOCUMENT_SLUGS.privacy,
    title: 'Privacy Policy',
    description: 'What we collect, why, who we share it with, and the choices you have.',
  },
  {
    path: SITE_PAGES.nonUs,
    page: 'marketing/non-us-page',
    title: 'Living Outside the US',
    description:
      'Our advisors are registered to advise US residents. What that means if you live abroad, and where to look instead.',
  },
  {
    path: SITE_PAGES.recruit,
    page: 'marketing/recruit-page',
    title: 'Advisor Jobs',
    description:
      'Independent fee-only fiduciary? Get paid for advice, not assets: set your own rates and hours and meet clients who want exactly what you do.',
  },
  {
    path: AFFILIATE_PAGES.program,
    page: 'marketing/affiliates-page',
    title: 'Affiliate Program',
    description:
      'Share honest financial advice with your audience: your own landing page, clear disclosures and a referral fee for every booking.',
  },
  {
    path: SITE_PAGES.thePlan,
    page: 'services/the-plan-page',
    title: 'The Plan: a flat-fee written financial plan',
    description: `${PLAN_WEEKS} weeks, ${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX} meetings and a written plan of ${PLAN_MIN_PAGES}+ pages from a fee-only fiduciary, for one flat fee agreed in advance.`,
  },
  {
    path: SITE_PAGES.services,
    page: 'services/services-page',
    title: 'Services and Pricing',
    description:
      'The Hour, The Plan and ongoing advice from fee-only fiduciaries: what each includes, what it costs and who it suits.',
  },
  {
    path: SITE_PAGES.hourlyAdvisors,
    page: 'services/hourly-advisors-page',
    title: 'Hourly Financial Advisors',
    description:
      'Pay a fee-only fiduciary by the hour for unbiased answers to your money questions. No assets under management, no products, no sales pitch.',
  },
  {
    path: SITE_PAGES.flatFeePlanners,
    page: 'services/flat-fee-planners-page',
    title: 'Flat-Fee Financial Planners',
    description:
      'A complete financial plan for one flat fee from an independent fiduciary: retirement, taxes, investments, insurance and estate, written down.',
  },
  {
    path: SITE_PAGES.moneyTools,
    page: 'money-tools/money-tools-page',
    title: 'Money Tools: free financial calculators',
    description:
      'Free calculators for compound growth, retirement savings and loan or mortgage payments, with charts. No sign-up needed.',
  },
];
