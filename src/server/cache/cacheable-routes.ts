// Which public GET routes keep their anonymous answers, what each answer depends on, and how
// long a shared cache in front (a CDN) may keep it. Pages are the renderer's catch-all route;
// their tags come from the reads the render made (response-tags.ts).
import { ADVISOR_API, ADVISOR_API_PATTERNS } from '../../shared/routes/advisors-api';
import { AVAILABILITY_API_PATTERNS } from '../../shared/routes/availability-api';
import { COMPLIANCE_API, COMPLIANCE_API_PATTERNS } from '../../shared/routes/compliance-api';
import { OFFERINGS_API_PATTERNS } from '../../shared/routes/offerings-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { advisorTags, listTags, openTimesTags, TAG } from './response-tags';
import type { AdvisorIdOf } from './response-tags';

/**
 * Browsers ask again each time (a 304 by ETag: a flag or an edit shows at once); a shared cache a minute, then serves it stale while it asks
 * again. A CDN hears of no change (its purge is by URL, the operator's hook): s-maxage bounds
 * how late it shows one.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';
/** Open times go as bookings arrive: a shared cache keeps them only moments. */
export const OPEN_TIMES_CACHE_CONTROL = 'public, max-age=0, s-maxage=10, stale-while-revalidate=10';
/** What a signed-in caller gets from these routes: never kept anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** How long this server keeps an answer when no change notice arrives (a lost connection). */
export const KEPT_MS = 60_000;

export const PAGE_ROUTE = '/*';

export interface CacheRule {
  cacheControl: string;
  /** Tags besides those the handler's reads record. */
  tags(params: Record<string, string>, advisorIdOf: AdvisorIdOf): Promise<readonly string[]>;
}

const fixed =
  (...tags: string[]): CacheRule['tags'] =>
  async () =>
    tags;
const ofAdvisor: CacheRule['tags'] = async (params, advisorIdOf) =>
  advisorTags(await advisorIdOf(params.slug ?? ''));

const rule = (tags: CacheRule['tags'], cacheControl = PUBLIC_CACHE_CONTROL): CacheRule => ({
  tags,
  cacheControl,
});

export const CACHEABLE_ROUTES: ReadonlyMap<string, CacheRule> = new Map([
  // Pages show flags, documents in the footer and advisors: their reads add the rest.
  [PAGE_ROUTE, rule(fixed())],
  [ADVISOR_API.home, rule(fixed(...listTags))],
  [ADVISOR_API.seoData, rule(fixed(...listTags))],
  [ADVISOR_API.search, rule(fixed(...listTags))],
  [ADVISOR_API_PATTERNS.profile, rule(ofAdvisor)],
  [ADVISOR_API_PATTERNS.reviews, rule(ofAdvisor)],
  [OFFERINGS_API_PATTERNS.advisorOfferings, rule(ofAdvisor)],
  [OFFERINGS_API_PATTERNS.advisorOffering, rule(ofAdvisor)],
  [
    AVAILABILITY_API_PATTERNS.advisorSlots,
    rule(
      async (params, advisorIdOf) => openTimesTags(await advisorIdOf(params.slug ?? '')),
      OPEN_TIMES_CACHE_CONTROL,
    ),
  ],
  // App info and contact details change only with a restart. A flag's answer is not kept: the
  // browser's query of it must see a switch at once (the questionnaire journey turns one on and
  // follows it), and it is one indexed read.
  [SYSTEM_API.appInfo, rule(fixed())],
  [SYSTEM_API.contactDetails, rule(fixed())],
  [COMPLIANCE_API.basicDocuments, rule(fixed(TAG.complianceDocuments))],
  [COMPLIANCE_API_PATTERNS.document, rule(fixed(TAG.complianceDocuments))],
]);
