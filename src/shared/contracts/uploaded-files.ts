// The console's uploaded files (docs/product.md#uploaded-files, ADR 0047): every stored object a
// record points at, and the orphan scan (objects without a record, records without an object).
import { z } from 'zod';
import { consolePageSchema, consoleQuerySchema } from './console';

export const UPLOADED_FILE_KINDS = [
  'vault',
  'plan-deliverable',
  'compliance-document',
  'advisor-photo',
  'advisor-disclosure',
  'recording',
] as const;
export type UploadedFileKind = (typeof UPLOADED_FILE_KINDS)[number];

export const UPLOADED_FILE_KIND_LABELS: Record<UploadedFileKind, string> = {
  vault: 'Vault file',
  'plan-deliverable': 'Plan deliverable',
  'compliance-document': 'Compliance document',
  'advisor-photo': 'Advisor photo',
  'advisor-disclosure': 'Onboarding disclosure',
  recording: 'Recording',
};

export const UPLOADED_FILE_SORTS = ['createdAt', 'size'] as const;
export type UploadedFileSort = (typeof UPLOADED_FILE_SORTS)[number];

export const uploadedFileQuerySchema = consoleQuerySchema(UPLOADED_FILE_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  kind: z
    .enum(['', ...UPLOADED_FILE_KINDS], { error: 'Choose a known kind of file.' })
    .optional()
    .default(''),
});
export type UploadedFileQuery = z.input<typeof uploadedFileQuerySchema>;

const personSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const uploadedFileRowSchema = z.object({
  key: z.string(),
  kind: z.enum(UPLOADED_FILE_KINDS),
  /** The file's name or what it is ("Photo of Thomas Nguyen"). */
  name: z.string(),
  /** Null when the record does not keep it (photos, compliance documents). */
  bytes: z.number().int().nullable(),
  contentType: z.string().nullable(),
  /** Whose it is; null for the firm's own (compliance documents). */
  owner: personSchema.nullable(),
  /** What the file belongs to, in words: "Meeting on …", "Form CRS v3". */
  belongsTo: z.string(),
  createdAt: z.string(),
});
export type UploadedFileRow = z.infer<typeof uploadedFileRowSchema>;

export const uploadedFilePageSchema = consolePageSchema(uploadedFileRowSchema);
export type UploadedFilePage = z.infer<typeof uploadedFilePageSchema>;

/**
 * Objects younger than this are left out of the orphan scan and never removed as orphans: an
 * upload stores its object a moment before its record exists.
 */
export const ORPHAN_GRACE_MINUTES = 60;
/** Most orphans of each sort one scan lists; the scan still walks the whole store. */
export const ORPHAN_LIST_MAX = 500;

export const storedObjectSchema = z.object({
  key: z.string(),
  bytes: z.number().int(),
  modifiedAt: z.string(),
});
export type StoredObjectView = z.infer<typeof storedObjectSchema>;

export const orphanScanSchema = z.object({
  /** Objects in the store that no record points at (older than the grace period). */
  objects: z.array(storedObjectSchema),
  objectBytes: z.number().int(),
  /** Records whose object is missing from the store. */
  missing: z.array(uploadedFileRowSchema),
  /** Objects walked and records checked. */
  scannedObjects: z.number().int(),
  scannedRecords: z.number().int(),
  /** More orphans exist than the lists hold. */
  truncated: z.boolean(),
  finishedAt: z.string(),
});
export type OrphanScan = z.infer<typeof orphanScanSchema>;

export const removeOrphansSchema = z.object({
  keys: z
    .array(z.string().min(1).max(300))
    .min(1, 'Choose at least one file to remove.')
    .max(ORPHAN_LIST_MAX, `Remove at most ${ORPHAN_LIST_MAX} files at a time.`),
});
export type RemoveOrphans = z.input<typeof removeOrphansSchema>;

export const ORPHAN_KEPT_REASONS = ['referenced', 'recent', 'gone', 'invalid'] as const;

export const removeOrphansAnswerSchema = z.object({
  removed: z.array(z.string()),
  kept: z.array(z.object({ key: z.string(), reason: z.enum(ORPHAN_KEPT_REASONS) })),
});
export type RemoveOrphansAnswer = z.infer<typeof removeOrphansAnswerSchema>;

export const ORPHAN_KEPT_MESSAGES: Record<(typeof ORPHAN_KEPT_REASONS)[number], string> = {
  referenced: 'a record now points at it',
  recent: 'it was stored too recently to be sure',
  gone: 'it was already gone',
  invalid: 'that is not a storage key',
};
