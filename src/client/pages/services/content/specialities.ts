// Links to advisor results by speciality, for the landing pages. Only the home page's
// specialities are used: they are guaranteed to exist (see advisor-taxonomy).
import { buildAdvisorResultsUrl } from '../../../../shared/advisor-search-url';
import { HOME_PAGE_SPECIALITY_SLUGS } from '../../../../shared/advisor-taxonomy';
import type { HomePageSpecialitySlug } from '../../../../shared/advisor-taxonomy';
import type { LinkItem } from './types';

const SPECIALITY_LABELS: Record<HomePageSpecialitySlug, string> = {
  'retirement-planning': 'Retirement planning',
  'portfolio-review': 'Portfolio review',
  'estate-planning': 'Estate planning',
  '401k-rollovers': '401(k) rollovers',
  'tax-planning': 'Tax planning',
  'getting-started-investing': 'Getting started with investing',
  'investing-for-kids': 'Investing for kids',
};

/** One link per speciality, optionally narrowed to a business model as well. */
export function specialityLinks(businessModel?: string): LinkItem[] {
  return HOME_PAGE_SPECIALITY_SLUGS.map((slug) => ({
    label: SPECIALITY_LABELS[slug],
    to: buildAdvisorResultsUrl({ filters: businessModel ? [businessModel, slug] : [slug] }),
  }));
}
