// Rules of the compliance documents shown to every visitor, and the record of which version of
// each disclosure a client accepted when booking or signing up (docs/product.md#compliance-report).
import type { Db } from '../../db/client';
import { cached } from '../../cache/ttl-cache';
import { AppError } from '../../../shared/errors';
import { escapeHtmlNumeric } from '../../html/escape-html';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import type { ComplianceDocument, ComplianceDocumentBody } from '../../../shared/contracts/home';
import { DISCLOSURE_DOCUMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import {
  findDocumentBySlug,
  insertDisclosureAcceptances,
  listDocumentNames,
} from './compliance.repository';

const DOCUMENT_LIST_TTL_MS = 60_000;

/** The body of a document whose version in force is an uploaded PDF: a link to read it. */
function pdfPointerHtml(document: { slug: string; displayName: string }): string {
  const url = escapeHtmlNumeric(COMPLIANCE_PAGES.document(document.slug));
  const name = escapeHtmlNumeric(document.displayName);
  return `<p>The current version of ${name} is a PDF: <a href="${url}" target="_blank" rel="noopener">read ${name}</a>.</p>`;
}

export type ComplianceService = ReturnType<typeof createComplianceService>;

export function createComplianceService({ db }: { db: Db }) {
  const basicDocuments = cached(DOCUMENT_LIST_TTL_MS, async (): Promise<ComplianceDocument[]> => {
    const rows = await listDocumentNames(db);
    return rows.map((row) => ({
      displayName: row.displayName,
      url: COMPLIANCE_PAGES.document(row.slug),
    }));
  });

  async function getDocument(slug: string) {
    const document = await findDocumentBySlug(db, slug);
    if (!document) throw new AppError('notFound', 'That document was not found.');
    return document;
  }

  return {
    getBasicDocuments: () => basicDocuments.get(),

    getDocument,

    /**
     * The document for the in-site legal pages. bodyHtml is not run through a sanitiser: it is
     * the firm's own text, written in src/server/db/seed/documents/ and stored by the seed (no
     * visitor or advisor can write it), and the standalone page serves the same HTML as is.
     * An uploaded version is a PDF (never HTML): the body then points to it.
     */
    async getDocumentBody(slug: string): Promise<ComplianceDocumentBody> {
      const document = await getDocument(slug);
      return {
        slug: document.slug,
        displayName: document.displayName,
        bodyHtml: document.fileKey ? pdfPointerHtml(document) : document.bodyHtml,
        version: document.version,
        effectiveAt: document.effectiveAt.toISOString(),
      };
    },

    /**
     * Records, in the caller's transaction, that the client accepted the disclosure documents
     * (Form CRS, ADV 2A, Terms of Use) at their current version for one paid booking or signup.
     */
    recordDisclosureAcceptances: (
      tx: Db,
      purchase: { clientId: string; advisorId: string; at: Date } & (
        { checkoutId: string } | { signupId: string }
      ),
    ): Promise<number> =>
      insertDisclosureAcceptances(tx, { ...purchase, slugs: DISCLOSURE_DOCUMENT_SLUGS }),

    invalidate(): void {
      basicDocuments.invalidate();
    },
  };
}
