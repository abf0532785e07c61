// The compliance documents as the admin console manages them (docs/product.md#compliance-documents)
// and the user agreements a client accepts before booking (docs/product.md#user-agreements).
// Instants are ISO strings.
import { z } from 'zod';
import { LIMITS, bounded, fileNameSchema, slugSchema } from '../limits';
import { consolePageSchema, consoleQuerySchema } from './console';

export const COMPLIANCE_MESSAGES = {
  notPdf: 'Upload a PDF file: this file does not start like one.',
  emptyFile: 'That file is empty.',
  fileNameNotPdf: 'The file name must end in .pdf.',
  fileNameCharacters:
    'The file name may contain letters, digits, spaces, dots, hyphens, underscores and brackets.',
  displayNameRequired: 'A new document needs a display name.',
  nextVersion: (current: number) =>
    `Version ${current} is in force: the next upload is version ${current + 1}.`,
  staleAcceptance: (name: string) =>
    `A newer version of ${name} has been published. Please read it and accept again.`,
  notAllAccepted: 'Please accept every agreement listed.',
  mustAccept: (names: string) => `Please read and accept the current ${names} before booking.`,
} as const;

/** What the audit log calls the admin's changes to a document (target `document:{slug}`). */
export const DOCUMENT_AUDIT_ACTIONS = {
  publish: 'document-published',
  rename: 'document-renamed',
} as const;

/** A document's name as visitors read it in the footer (same bounds as a file name). */
export const documentNameSchema = bounded('Display name', LIMITS.fileName);

/** An uploaded document's file name: a plain name ending in .pdf. */
export const documentFileNameSchema = fileNameSchema
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._()-]*$/, COMPLIANCE_MESSAGES.fileNameCharacters)
  .regex(/\.pdf$/i, COMPLIANCE_MESSAGES.fileNameNotPdf);

/** PUT api/files/compliance-document/{slug}/{version}/{fileName} (ADR 0040). */
export const documentUploadParamsSchema = z.object({
  slug: slugSchema,
  version: z.coerce
    .number()
    .int('Version must be a whole number.')
    .min(1, 'Version must be 1 or more.'),
  fileName: documentFileNameSchema,
});
export type DocumentUploadParams = z.infer<typeof documentUploadParamsSchema>;

/** The display name of a new document; an existing one keeps its name (rename it apart). */
export const documentUploadQuerySchema = z.object({ displayName: documentNameSchema.optional() });

export const renameDocumentSchema = z.object({ displayName: documentNameSchema });
export type RenameDocument = z.infer<typeof renameDocumentSchema>;

/** One compliance document in the admin list, in the footer's order. */
export const adminComplianceDocumentSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  /** What the footer shows for it (ADV and CRS names get the firm's label). */
  footerLabel: z.string(),
  url: z.string(),
  version: z.number().int(),
  effectiveAt: z.string(),
  updatedAt: z.string(),
  /** The uploaded PDF of the version in force; null while the firm's own text is served. */
  fileName: z.string().nullable(),
  /** A user agreement: a new version must be accepted again before booking. */
  agreement: z.boolean(),
});
export type AdminComplianceDocument = z.infer<typeof adminComplianceDocumentSchema>;

export const adminComplianceDocumentsSchema = z.array(adminComplianceDocumentSchema);

/** One user agreement as the client sees it before booking. */
export const userAgreementSchema = z.object({
  slug: z.string(),
  displayName: z.string(),
  url: z.string(),
  version: z.number().int(),
  effectiveAt: z.string(),
  /** The latest version this client accepted, or null when never. */
  acceptedVersion: z.number().int().nullable(),
});
export type UserAgreement = z.infer<typeof userAgreementSchema>;

export const userAgreementStatusSchema = z.object({
  agreements: z.array(userAgreementSchema),
  /** Every agreement accepted at its current version: booking may go on. */
  allAccepted: z.boolean(),
});
export type UserAgreementStatus = z.infer<typeof userAgreementStatusSchema>;

/** The versions the client read and accepts; each must still be the one in force. */
export const acceptAgreementsSchema = z.object({
  agreements: z
    .array(z.object({ slug: z.string().max(LIMITS.slug.max), version: z.number().int().min(1) }))
    .min(1, COMPLIANCE_MESSAGES.notAllAccepted)
    .max(20),
});
export type AcceptAgreements = z.infer<typeof acceptAgreementsSchema>;

export const ACCEPTANCE_CONTEXTS = ['agreement', 'booking', 'signup'] as const;
export type AcceptanceContext = (typeof ACCEPTANCE_CONTEXTS)[number];

export const ACCEPTANCE_SORTS = ['acceptedAt', 'client', 'document'] as const;
export type AcceptanceSort = (typeof ACCEPTANCE_SORTS)[number];

/** The console's query of the acceptances (docs/product.md#user-agreements). */
export const recentAcceptancesQuerySchema = consoleQuerySchema(ACCEPTANCE_SORTS, {
  sort: 'acceptedAt',
  dir: 'desc',
}).extend({
  /** One document's acceptances, by its slug; empty for every document. */
  document: z.string().trim().max(LIMITS.slug.max).optional().default(''),
});
export type RecentAcceptancesQuery = z.output<typeof recentAcceptancesQuerySchema>;

export const acceptanceRecordSchema = z.object({
  id: z.string(),
  clientName: z.string(),
  clientEmail: z.string(),
  documentName: z.string(),
  documentVersion: z.number().int(),
  acceptedAt: z.string(),
  /** Where it was accepted: the agreement step, a paid booking or a signup. */
  context: z.enum(ACCEPTANCE_CONTEXTS),
  ipAddress: z.string().nullable(),
});
export type AcceptanceRecord = z.infer<typeof acceptanceRecordSchema>;

export const recentAcceptancesSchema = consolePageSchema(acceptanceRecordSchema);
export type RecentAcceptances = z.infer<typeof recentAcceptancesSchema>;
