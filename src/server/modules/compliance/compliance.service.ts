// Rules of the compliance documents shown to every visitor.
import type { Db } from '../../db/client';
import { cached } from '../../cache/ttl-cache';
import { AppError } from '../../../shared/errors';
import { PAGES } from '../../../shared/routes';
import type { ComplianceDocument } from '../../../shared/contracts/home';
import { findDocumentBySlug, listDocumentNames } from './compliance.repository';

const DOCUMENT_LIST_TTL_MS = 60_000;

export type ComplianceService = ReturnType<typeof createComplianceService>;

export function createComplianceService({ db }: { db: Db }) {
  const basicDocuments = cached(DOCUMENT_LIST_TTL_MS, async (): Promise<ComplianceDocument[]> => {
    const rows = await listDocumentNames(db);
    return rows.map((row) => ({ displayName: row.displayName, url: PAGES.compliance(row.slug) }));
  });

  return {
    getBasicDocuments: () => basicDocuments.get(),

    async getDocument(slug: string) {
      const document = await findDocumentBySlug(db, slug);
      if (!document) throw new AppError('notFound', 'That document was not found.');
      return document;
    },

    invalidate(): void {
      basicDocuments.invalidate();
    },
  };
}
