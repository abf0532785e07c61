// Page paths of becoming an advisor (docs/product.md#becoming-an-advisor): the invitation link an
// applicant follows, the advisor's disclosure uploads, and the admin's invitations and vetting
// (the API paths: onboarding-api.ts).
import { fillPath } from './fill-path';

export const ONBOARDING_PAGE_PATTERNS = {
  /** The emailed link; the token is the only key. */
  invitation: '/advisor-invitation/:token',
} as const;

export const ONBOARDING_PAGES = {
  invitation: (token: string) => fillPath(ONBOARDING_PAGE_PATTERNS.invitation, { token }),
  /** Where a new advisor uploads their Form ADV Part 2A and Form CRS. */
  disclosures: '/dashboard/disclosures',
  adminInvitations: '/admin/advisor-invitations',
  adminAdvisors: '/admin/advisors',
} as const;

/** The SEC's public record of an adviser representative, by CRD number. */
export const adviserInfoUrl = (crdNumber: string) =>
  `https://adviserinfo.sec.gov/individual/summary/${encodeURIComponent(crdNumber)}`;
