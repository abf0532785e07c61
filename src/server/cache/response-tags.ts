// What a cached response was built from, as tags, and which tags each change removes. A read
// names what it read (an advisor, the lists of advisors, the flags); a change names what it
// changed (change-feed.ts topics, keyed by the advisor's id when the publisher knew it).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PublicApi } from '../../shared/contracts/public-api';
import type { ChangeTopic } from './change-feed';

export const TAG = {
  /** Everything read from advisors' data: a change of unknown advisor removes all of it. */
  advisors: 'advisors',
  /** Lists, search, home figures, SEO data: every advisor's change shows in them. */
  advisorLists: 'advisor-lists',
  advisor: (advisorId: string) => `advisor:${advisorId}`,
  openTimes: 'open-times',
  openTimesOf: (advisorId: string) => `open-times:${advisorId}`,
  complianceDocuments: 'compliance-documents',
  /** Read but never announced when it changes: the response is not kept. */
  unkept: 'unkept',
} as const;

/** Finds an advisor's id from the slug a path names; rejects for an unknown slug. */
export type AdvisorIdOf = (slug: string) => Promise<string>;

export const advisorTags = (advisorId: string) => [TAG.advisors, TAG.advisor(advisorId)];
export const listTags = [TAG.advisors, TAG.advisorLists];
export const openTimesTags = (advisorId: string) => [TAG.openTimes, TAG.openTimesOf(advisorId)];

/** What a change removes; `all` for a change every response may show (flags embed in pages). */
export function tagsOfChange(topic: ChangeTopic, key?: string): readonly string[] | 'all' {
  switch (topic) {
    case 'advisors':
      // A card, a rating or a price also shows in every list and on the home page.
      return key === undefined ? [TAG.advisors] : [TAG.advisor(key), TAG.advisorLists];
    case 'open-times':
      // The kept next availability moves with open times: profiles and cards show it.
      return key === undefined
        ? [TAG.openTimes, TAG.advisors]
        : [TAG.openTimesOf(key), TAG.advisor(key), TAG.advisorLists];
    case 'compliance-documents':
      return [TAG.complianceDocuments];
    case 'feature-flags':
    case 'pages':
      return 'all';
  }
}

// The tags of the reads one request makes, wherever in its asynchronous work they happen.
const current = new AsyncLocalStorage<Set<string>>();

export function collectTags<T>(tags: Set<string>, work: () => T): T {
  return current.run(tags, work);
}

function record(tags: readonly string[]): void {
  const collected = current.getStore();
  if (collected) for (const tag of tags) collected.add(tag);
}

/**
 * The server renderer's public reads, each naming what it read. A read whose tags cannot be
 * known (an unknown slug) leaves the render unkept rather than kept without them.
 */
export function taggedPublicApi(api: PublicApi, advisorIdOf: AdvisorIdOf): PublicApi {
  const ofAdvisor = async (slug: string) => {
    try {
      record(advisorTags(await advisorIdOf(slug)));
    } catch {
      record([TAG.unkept]);
    }
  };
  const lists = <T>(read: Promise<T>) => {
    record(listTags);
    return read;
  };
  return {
    getDashboard: () => lists(api.getDashboard()),
    getSeoData: () => lists(api.getSeoData()),
    searchAdvisors: (query) => lists(api.searchAdvisors(query)),
    getComplianceDocuments: () => {
      record([TAG.complianceDocuments]);
      return api.getComplianceDocuments();
    },
    getComplianceDocument: (slug) => {
      record([TAG.complianceDocuments]);
      return api.getComplianceDocument(slug);
    },
    // From the configuration: the same until the next start.
    getContactDetails: () => api.getContactDetails(),
    getAppInfo: () => api.getAppInfo(),
    // Every response is removed when a flag changes.
    getFeatureFlag: (name) => api.getFeatureFlag(name),
    getAdvisorProfile: async (slug) =>
      (await Promise.all([api.getAdvisorProfile(slug), ofAdvisor(slug)]))[0],
    getAdvisorReviews: async (slug, page) =>
      (await Promise.all([api.getAdvisorReviews(slug, page), ofAdvisor(slug)]))[0],
    getAdvisorOfferings: async (slug) =>
      (await Promise.all([api.getAdvisorOfferings(slug), ofAdvisor(slug)]))[0],
    getAdvisorOffering: async (slug, kind) =>
      (await Promise.all([api.getAdvisorOffering(slug, kind), ofAdvisor(slug)]))[0],
    getOffering: async (offeringId) => {
      const offering = await api.getOffering(offeringId);
      record(advisorTags(offering.advisorId));
      return offering;
    },
    // An affiliate's landing changes with no notice: such pages are rendered each time.
    getAffiliateLanding: (slug) => {
      record([TAG.unkept]);
      return api.getAffiliateLanding(slug);
    },
  };
}
