// API paths of the compliance documents, their admin upload and rename (ADR 0040), and the user
// agreements a client accepts before booking.
import { fillPath } from './fill-path';

export const COMPLIANCE_API_PATTERNS = {
  document: '/api/home/compliance-document/:slug',
  uploadDocument: '/api/files/compliance-document/:slug/:version/:fileName',
  renameDocument: '/api/files/compliance-document/:slug',
} as const;

export const COMPLIANCE_API = {
  basicDocuments: '/api/home/get-basic-compliance-documents',
  document: (slug: string) => fillPath(COMPLIANCE_API_PATTERNS.document, { slug }),
  /** Admin: every compliance document with its version and file. */
  files: '/api/files',
  uploadDocument: (slug: string, version = '1', fileName = 'document.pdf') =>
    fillPath(COMPLIANCE_API_PATTERNS.uploadDocument, { slug, version, fileName }),
  renameDocument: (slug: string) => fillPath(COMPLIANCE_API_PATTERNS.renameDocument, { slug }),
  /** Admin: the latest acceptances, paged. */
  recentAcceptances: '/api/useragreements/recent',
  /** The signed-in client's agreements and what they accepted. */
  myAgreements: '/api/useragreements/mine',
  acceptAgreements: '/api/useragreements/accept',
} as const;
