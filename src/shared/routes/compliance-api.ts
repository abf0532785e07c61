// API paths of the compliance documents.
import { fillPath } from './fill-path';

export const COMPLIANCE_API_PATTERNS = {
  document: '/api/home/compliance-document/:slug',
} as const;

export const COMPLIANCE_API = {
  basicDocuments: '/api/home/get-basic-compliance-documents',
  document: (slug: string) => fillPath(COMPLIANCE_API_PATTERNS.document, { slug }),
} as const;
