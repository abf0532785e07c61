// The query behind the in-site legal pages (/terms, /privacy). The route loader prefetches it
// through the PublicApi so the server renders the document; the page reads it with the hook.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceDocumentBody } from '../../../shared/contracts/home';
import { usePublicApi } from '../../api/public-api-context';

// A document changes only with a new version, which is rare; an hour keeps navigation instant.
const LEGAL_DOCUMENT_STALE_MS = 60 * 60_000;

/** The part of the PublicApi this query needs, so tests can pass just that. */
export interface ComplianceDocumentReader {
  getComplianceDocument(slug: string): Promise<ComplianceDocumentBody>;
}

export const complianceDocumentQuery = (api: ComplianceDocumentReader, slug: string) =>
  queryOptions({
    queryKey: ['home', 'compliance-document', slug],
    queryFn: () => api.getComplianceDocument(slug),
    staleTime: LEGAL_DOCUMENT_STALE_MS,
  });

export function useComplianceDocument(slug: string) {
  return useQuery(complianceDocumentQuery(usePublicApi(), slug));
}
