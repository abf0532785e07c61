// The admin side of the compliance documents (docs/product.md#compliance-documents): the list in
// the footer's order, a new PDF version streamed to storage, and a rename. Publishing a new
// version of a user agreement is what clients must accept again (agreements.service.ts).
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import type { ComplianceDocumentRecord } from '../../db/schema/compliance';
import type { RequestUser } from '../../auth/access/request-user';
import { splitHead } from '../../files/stream-head';
import { sniffContentType } from '../../../shared/file-signatures';
import { ObjectTooLargeError } from '../../integrations/storage/storage';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import { AppError } from '../../../shared/errors';
import { LIMITS } from '../../../shared/limits';
import { VAULT_MESSAGES } from '../../../shared/contracts/vault';
import { recordAudit } from '../../db/audit-log';
import { COMPLIANCE_MESSAGES, DOCUMENT_AUDIT_ACTIONS } from '../../../shared/contracts/compliance';
import type {
  AdminComplianceDocument,
  DocumentUploadParams,
} from '../../../shared/contracts/compliance';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import {
  disclosureLabel,
  isUserAgreement,
  orderDisclosures,
} from '../../../shared/domain/compliance-documents';
import {
  findDocumentBySlug,
  listDocuments,
  publishDocumentVersion,
  renameDocument,
} from './compliance.repository';

/** '%PDF-': all that is read before an upload that is not a PDF is refused. */
const PDF_MAGIC_BYTES = 5;

export type DocumentsAdminService = ReturnType<typeof createDocumentsAdminService>;

interface DocumentsAdminDeps {
  db: Db;
  storage: Storage;
  now: () => Date;
  /** Forgets the cached footer list after a change. */
  onChange: () => void;
  maxBytes?: number;
}

function adminView(document: ComplianceDocumentRecord): AdminComplianceDocument {
  return {
    slug: document.slug,
    displayName: document.displayName,
    footerLabel: disclosureLabel(document.displayName),
    url: COMPLIANCE_PAGES.document(document.slug),
    version: document.version,
    effectiveAt: document.effectiveAt.toISOString(),
    updatedAt: document.updatedAt.toISOString(),
    fileName: document.fileKey ? document.fileName : null,
    agreement: isUserAgreement(document.slug),
  };
}

/** The documents in the footer's order (terms and privacy first, then by name). */
function inFooterOrder(documents: ComplianceDocumentRecord[]): ComplianceDocumentRecord[] {
  const bySlugUrl = new Map(documents.map((d) => [COMPLIANCE_PAGES.document(d.slug), d]));
  return orderDisclosures(
    documents.map((d) => ({ displayName: d.displayName, url: COMPLIANCE_PAGES.document(d.slug) })),
  )
    .map((link) => bySlugUrl.get(link.url))
    .filter((d): d is ComplianceDocumentRecord => d !== undefined);
}

export function createDocumentsAdminService(deps: DocumentsAdminDeps) {
  const { db, storage, now } = deps;
  const maxBytes = deps.maxBytes ?? LIMITS.uploadBytes.max;

  /** Streams the upload to storage after its first bytes proved it a PDF. */
  async function storePdf(slug: string, version: number, stream: Readable): Promise<string> {
    const { head, whole } = await splitHead(stream, PDF_MAGIC_BYTES);
    if (head.length === 0 || sniffContentType(head) !== 'application/pdf') {
      whole.destroy();
      stream.destroy();
      const message =
        head.length === 0 ? COMPLIANCE_MESSAGES.emptyFile : COMPLIANCE_MESSAGES.notPdf;
      throw new AppError('validation', message, { file: [message] });
    }
    // Each upload its own key: a losing concurrent upload never overwrites the winner's file.
    const key = `compliance-documents/${slug}/v${version}-${randomUUID()}.pdf`;
    try {
      await storage.put(key, whole, { contentType: 'application/pdf', maxBytes });
    } catch (error) {
      stream.destroy();
      if (error instanceof ObjectTooLargeError) {
        throw new AppError('payloadTooLarge', VAULT_MESSAGES.tooLarge, {
          file: [VAULT_MESSAGES.tooLarge],
        });
      }
      throw error;
    }
    return key;
  }

  return {
    maxBytes,

    async list(): Promise<AdminComplianceDocument[]> {
      return inFooterOrder(await listDocuments(db)).map(adminView);
    },

    /**
     * Publishes `version` of the document `slug` from an uploaded PDF: version 1 makes a new
     * document (it needs a display name), any other must follow the version in force.
     */
    async uploadVersion(
      user: RequestUser,
      params: DocumentUploadParams,
      displayName: string | undefined,
      stream: Readable,
    ): Promise<AdminComplianceDocument> {
      const existing = await findDocumentBySlug(db, params.slug);
      const current = existing?.version ?? 0;
      const refuse = (error: AppError): never => {
        stream.destroy();
        throw error;
      };
      if (params.version !== current + 1) {
        refuse(new AppError('conflict', COMPLIANCE_MESSAGES.nextVersion(current)));
      }
      if (!existing && !displayName) {
        refuse(
          new AppError('validation', COMPLIANCE_MESSAGES.displayNameRequired, {
            displayName: [COMPLIANCE_MESSAGES.displayNameRequired],
          }),
        );
      }
      const fileKey = await storePdf(params.slug, params.version, stream);
      try {
        const published = await db.transaction(async (tx) => {
          const row = await publishDocumentVersion(tx, {
            slug: params.slug,
            version: params.version,
            ...(displayName ? { displayName } : {}),
            fileKey,
            fileName: params.fileName,
            at: now(),
          });
          if (!row) throw new AppError('conflict', COMPLIANCE_MESSAGES.nextVersion(current + 1));
          await recordAudit(tx, {
            actorId: user.id,
            action: DOCUMENT_AUDIT_ACTIONS.publish,
            target: `document:${params.slug}`,
            detail: `Version ${row.version} of ${row.displayName} published`,
            before: existing ? { version: existing.version, fileName: existing.fileName } : null,
            after: { version: row.version, fileName: row.fileName, displayName: row.displayName },
          });
          return row;
        });
        deps.onChange();
        return adminView(published);
      } catch (error) {
        await storage.delete(fileKey).catch(() => undefined);
        throw error;
      }
    },

    async rename(
      user: RequestUser,
      slug: string,
      displayName: string,
    ): Promise<AdminComplianceDocument> {
      const renamed = await db.transaction(async (tx) => {
        const before = await findDocumentBySlug(tx, slug);
        if (!before) throw new AppError('notFound', 'That document was not found.');
        const row = await renameDocument(tx, slug, displayName, now());
        if (!row) throw new AppError('notFound', 'That document was not found.');
        await recordAudit(tx, {
          actorId: user.id,
          action: DOCUMENT_AUDIT_ACTIONS.rename,
          target: `document:${slug}`,
          detail: `${before.displayName} renamed ${row.displayName}`,
          before: { displayName: before.displayName },
          after: { displayName: row.displayName },
        });
        return row;
      });
      deps.onChange();
      return adminView(renamed);
    },

    /** The PDF in force of a document, or null when it is served from the firm's own text. */
    async openFile(document: ComplianceDocumentRecord): Promise<StoredObject | null> {
      if (!document.fileKey) return null;
      return storage.get(document.fileKey);
    },
  };
}
