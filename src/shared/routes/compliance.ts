// Page paths of compliance documents: the legal pages the site shows inside its own frame and any
// document by slug (the API paths: compliance-api.ts).
import { fillPath } from './fill-path';

export const COMPLIANCE_PAGE_PATTERNS = {
  document: '/documents/:slug',
} as const;

export const COMPLIANCE_PAGES = {
  terms: '/terms',
  privacy: '/privacy',
  document: (slug: string) => fillPath(COMPLIANCE_PAGE_PATTERNS.document, { slug }),
} as const;

/** The compliance documents the legal pages show (/terms, /privacy). */
export const LEGAL_DOCUMENT_SLUGS = {
  terms: 'terms-of-use',
  privacy: 'privacy-policy',
} as const;
