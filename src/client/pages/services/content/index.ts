// Every /services/{slug} page's content, by slug.
import type { SeoServiceSlug, ServiceSlug } from '../../../../shared/routes/site';
import { FEE_ONLY_FIDUCIARIES } from './fee-only-fiduciaries';
import { FIDUCIARY_CFPS } from './fiduciary-cfps';
import { FLAT_RATE_FINANCIAL_PLANNERS } from './flat-rate-financial-planners';
import { INDEPENDENT_FINANCIAL_ADVISORS } from './independent-financial-advisors';
import { THE_HOUR } from './the-hour';
import { THE_ONGOING } from './the-ongoing';
import { THE_PLAN } from './the-plan';
import type { ServicePageContent } from './types';

export const SERVICE_PAGE_CONTENT: Record<ServiceSlug | SeoServiceSlug, ServicePageContent> = {
  'the-hour': THE_HOUR,
  'the-plan': THE_PLAN,
  'the-ongoing': THE_ONGOING,
  'fee-only-fiduciaries': FEE_ONLY_FIDUCIARIES,
  'fiduciary-cfps': FIDUCIARY_CFPS,
  'flat-rate-financial-planners': FLAT_RATE_FINANCIAL_PLANNERS,
  'independent-financial-advisors': INDEPENDENT_FINANCIAL_ADVISORS,
};
