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
 * What the caches on the way may do with an anonymous public answer. The person's browser keeps
 * a copy but asks again before every use (`max-age=0, must-revalidate`, answered by a 304 when
 * the ETag still matches), so a change shows at once when they come back or search again, and
 * it never shows a stale copy while it asks: `stale-while-revalidate` is said only to a CDN, in
 * `CDN-Cache-Control` (RFC 9213), which browsers ignore. A shared cache may keep the answer for
 * `s-maxage`: it hears of no change (a CDN's purge is by URL, the operator's hook), so s-maxage
 * bounds how late it shows one.
 */
export type CachePolicy = Readonly<Record<'cache-control' | 'cdn-cache-control', string>>;

const sharedFor = (seconds: number): CachePolicy => ({
  'cache-control': `public, max-age=0, must-revalidate, s-maxage=${seconds}`,
  'cdn-cache-control': `max-age=${seconds}, stale-while-revalidate=${seconds}`,
});

export const PUBLIC_CACHE_POLICY = sharedFor(60);
/** Open times go as bookings arrive: a shared cache keeps them only moments. */
export const OPEN_TIMES_CACHE_POLICY = sharedFor(10);
export const PUBLIC_CACHE_CONTROL = PUBLIC_CACHE_POLICY['cache-control'];
/** What a signed-in caller gets from these routes: never kept anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/** How long this server keeps an answer when no change notice arrives (a lost connection). */
export const KEPT_MS = 60_000;

export const PAGE_ROUTE = '/*';

export interface CacheRule {
  policy: CachePolicy;
  /** Tags besides those the handler's reads record. */
  tags(params: Record<string, string>, advisorIdOf: AdvisorIdOf): Promise<readonly string[]>;
}

const fixed =
  (...tags: string[]): CacheRule['tags'] =>
  async () =>
    tags;
const ofAdvisor: CacheRule['tags'] = async (params, advisorIdOf) =>
  advisorTags(await advisorIdOf(params.slug ?? ''));

const rule = (tags: CacheRule['tags'], policy = PUBLIC_CACHE_POLICY): CacheRule => ({
  tags,
  policy,
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
      OPEN_TIMES_CACHE_POLICY,
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
