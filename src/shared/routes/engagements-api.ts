// API paths of a running Plan or Ongoing engagement: the client's portal (its view, booking an
// included meeting, the worksheet, answering a document request) and the advisor's side of it
// (the client's engagements, document requests, the written plan).
import { fillPath } from './fill-path';

export const ENGAGEMENT_API_PATTERNS = {
  engagement: '/api/account/engagements/:engagementId',
  meetings: '/api/account/engagements/:engagementId/meetings',
  worksheet: '/api/account/engagements/:engagementId/worksheet',
  welcomePdf: '/api/account/engagements/:engagementId/welcome.pdf',
  fulfil: '/api/account/engagements/:engagementId/document-requests/:requestId/fulfil',
  clientEngagements: '/api/dashboard/clients/:client/engagements',
  documentRequests: '/api/dashboard/engagements/:engagementId/document-requests',
  documentRequest: '/api/dashboard/engagements/:engagementId/document-requests/:requestId',
  deliverable: '/api/dashboard/engagements/:engagementId/deliverable',
} as const;

const byEngagement = (pattern: string) => (engagementId: string) =>
  fillPath(pattern, { engagementId });

export const ENGAGEMENT_API = {
  /** The signed-in client's engagements. */
  list: '/api/account/engagements',
  engagement: byEngagement(ENGAGEMENT_API_PATTERNS.engagement),
  meetings: byEngagement(ENGAGEMENT_API_PATTERNS.meetings),
  worksheet: byEngagement(ENGAGEMENT_API_PATTERNS.worksheet),
  /** The Plan's welcome PDF, for its client. */
  welcomePdf: byEngagement(ENGAGEMENT_API_PATTERNS.welcomePdf),
  fulfil: (engagementId: string, requestId: string) =>
    fillPath(ENGAGEMENT_API_PATTERNS.fulfil, { engagementId, requestId }),
  clientEngagements: (client: string) =>
    fillPath(ENGAGEMENT_API_PATTERNS.clientEngagements, { client }),
  documentRequests: byEngagement(ENGAGEMENT_API_PATTERNS.documentRequests),
  documentRequest: (engagementId: string, requestId: string) =>
    fillPath(ENGAGEMENT_API_PATTERNS.documentRequest, { engagementId, requestId }),
  deliverable: byEngagement(ENGAGEMENT_API_PATTERNS.deliverable),
} as const;
