// Titles and descriptions of the pages under /services/{slug}.
import { pageTitle } from '../../document-head';
import type { HeadContext, PageHead } from '../../document-head';
import { isOngoingShown } from '../../features/plans/ongoing-gate';
import {
  FLAGGED_SERVICE_SLUG,
  isServicePageSlug,
  type SeoServiceSlug,
  type ServiceSlug,
} from '../../../shared/routes/site';
import { organizationJsonLd } from '../../seo/structured-data';
import {
  ONGOING_BILLING_MONTHS,
  PLAN_MEETINGS_MAX,
  PLAN_MEETINGS_MIN,
  PLAN_MIN_ANALYSIS_HOURS,
  PLAN_MIN_PAGES,
  PLAN_WEEKS,
  RESCHEDULE_CANCEL_NOTICE_HOURS,
} from '../../../shared/constants';

export const SERVICE_HEADS: Record<
  ServiceSlug | SeoServiceSlug,
  { title: string; description: string }
> = {
  'the-hour': {
    title: 'The Hour: one hour with a fee-only fiduciary',
    description: `A one-hour video meeting with an independent fee-only advisor for one to three specific questions, followed by written notes. Free reschedule with ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours notice.`,
  },
  'the-plan': {
    title: 'The Plan: a flat-fee written financial plan',
    description: `${PLAN_WEEKS} weeks, ${PLAN_MEETINGS_MIN}–${PLAN_MEETINGS_MAX} meetings, ${PLAN_MIN_ANALYSIS_HOURS}+ hours of analysis and a written plan of ${PLAN_MIN_PAGES}+ pages from a fee-only fiduciary, for one flat fee.`,
  },
  'the-ongoing': {
    title: 'The Ongoing: advice as your life changes',
    description: `Regular check-ins, unlimited email support and an annual checkup from the same fee-only fiduciary, for a monthly price billed every ${ONGOING_BILLING_MONTHS} months.`,
  },
  'fee-only-fiduciaries': {
    title: 'Fee-Only Fiduciary Financial Advisors',
    description:
      'What fee-only and fiduciary mean, why you want both, how to check an advisor, and how to book a vetted fee-only fiduciary for a flat price.',
  },
  'fiduciary-cfps': {
    title: 'Fiduciary CFP® Professionals',
    description:
      'Work with a CERTIFIED FINANCIAL PLANNER™ who is also a fee-only fiduciary: credentials, standards, and how to book one for a flat fee.',
  },
  'flat-rate-financial-planners': {
    title: 'Flat-Rate Financial Planners',
    description:
      'Know the price before you start: flat-rate financial planning by the hour or by the plan from independent fiduciaries, compared with paying a percentage of your assets.',
  },
  'independent-financial-advisors': {
    title: 'Independent Financial Advisors',
    description:
      'Advisors who answer to you, not to a bank or a fund company: independent, fee-only, and vetted before they join.',
  },
};

export function serviceHead(context: HeadContext): PageHead {
  const slug = context.params.slug ?? '';
  const head = isServicePageSlug(slug) ? SERVICE_HEADS[slug] : undefined;
  // The Ongoing's page is not found while its flag is off: its title must not say otherwise.
  if (!head || (slug === FLAGGED_SERVICE_SLUG && !isOngoingShown(context.queryClient)))
    return { title: pageTitle('Page not found'), description: 'Page not found.', noIndex: true };
  return {
    title: pageTitle(head.title),
    description: head.description,
    canonicalPath: context.pathname,
    jsonLd: [organizationJsonLd(context.origin)],
  };
}
