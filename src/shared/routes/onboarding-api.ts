// API paths of becoming an advisor (docs/product.md#becoming-an-advisor). The invitation token
// travels in request bodies, never in a path, so it stays out of access logs.
import { fillPath } from './fill-path';

export const ONBOARDING_API_PATTERNS = {
  disclosure: '/api/dashboard/onboarding/disclosures/:kind',
  adminInvitation: '/api/admin/advisor-invitations/:invitationId',
  adminInvitationResend: '/api/admin/advisor-invitations/:invitationId/resend',
  adminAdvisor: '/api/admin/advisors/:advisorId',
  adminAdvisorApprove: '/api/admin/advisors/:advisorId/approve',
  adminDisclosure: '/api/admin/advisors/:advisorId/disclosures/:kind',
} as const;

export const ONBOARDING_API = {
  /** POST { token }: what the invitation page shows before accepting. */
  invitationPreview: '/api/advisor-invitations/preview',
  /** POST { token }, signed in: accepts the invitation for the signed-in account. */
  invitationAccept: '/api/advisor-invitations/accept',
  checklist: '/api/dashboard/onboarding/checklist',
  confirmPrices: '/api/dashboard/onboarding/confirm-prices',
  submit: '/api/dashboard/onboarding/submit',
  /** POST when Advisor Home opens: records the visit and says whether it was the first. */
  homeVisit: '/api/dashboard/onboarding/home-visit',
  /** PUT a PDF (multipart) or GET it back. */
  disclosure: (kind: string) => fillPath(ONBOARDING_API_PATTERNS.disclosure, { kind }),
  /** GET the list, POST a new invitation. */
  adminInvitations: '/api/admin/advisor-invitations',
  /** DELETE revokes. */
  adminInvitation: (invitationId: string) =>
    fillPath(ONBOARDING_API_PATTERNS.adminInvitation, { invitationId }),
  adminInvitationResend: (invitationId: string) =>
    fillPath(ONBOARDING_API_PATTERNS.adminInvitationResend, { invitationId }),
  /** GET advisors waiting for review and those approved. */
  adminAdvisors: '/api/admin/advisors',
  /** PUT the vetting checks and the listing. */
  adminAdvisor: (advisorId: string) =>
    fillPath(ONBOARDING_API_PATTERNS.adminAdvisor, { advisorId }),
  adminAdvisorApprove: (advisorId: string) =>
    fillPath(ONBOARDING_API_PATTERNS.adminAdvisorApprove, { advisorId }),
  adminDisclosure: (advisorId: string, kind: string) =>
    fillPath(ONBOARDING_API_PATTERNS.adminDisclosure, { advisorId, kind }),
} as const;
