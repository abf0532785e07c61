// API paths of the advisors' offerings (The Plan, The Ongoing): the advisor's own to edit, the
// public view of one (by its id, or by the advisor's slug and its kind), and an Ongoing's waitlist.
import { fillPath } from './fill-path';
import type { EngagementKind } from '../offerings/catalog';

export const OFFERINGS_API_PATTERNS = {
  dashboardOffering: '/api/dashboard/offerings/:offeringId',
  offering: '/api/offerings/:offeringId',
  advisorOffering: '/api/offerings/by-advisor/:slug/:kind',
  advisorOfferings: '/api/offerings/by-advisor/:slug',
  waitlist: '/api/offerings/:offeringId/waitlist',
} as const;

export const OFFERINGS_API = {
  /** GET: the signed-in advisor's two offerings. */
  dashboard: '/api/dashboard/offerings',
  /** PUT: change one of them (another advisor's answers 404). */
  dashboardOffering: (offeringId: string) =>
    fillPath(OFFERINGS_API_PATTERNS.dashboardOffering, { offeringId }),
  offering: (offeringId: string) => fillPath(OFFERINGS_API_PATTERNS.offering, { offeringId }),
  advisorOffering: (slug: string, kind: EngagementKind) =>
    fillPath(OFFERINGS_API_PATTERNS.advisorOffering, { slug, kind }),
  /** The offerings an advisor sells, for the profile. */
  advisorOfferings: (slug: string) => fillPath(OFFERINGS_API_PATTERNS.advisorOfferings, { slug }),
  /** GET the client's place, POST to join, DELETE to leave. */
  waitlist: (offeringId: string) => fillPath(OFFERINGS_API_PATTERNS.waitlist, { offeringId }),
} as const;
