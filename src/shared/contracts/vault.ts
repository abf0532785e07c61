// Bodies of the secure file vault (docs/product.md#vault): a client's files, their names
// (docs/product.md#limits, never used as paths), sharing with the client's advisors, and download
// links.
import { z } from 'zod';
import { LIMITS, fileNameSchema } from '../limits';
import { FILE_CHECK_MESSAGES, executableEnding } from '../file-checks';

/** What the vault keeps, judged from each file's first bytes; shown to the uploader. */
export const VAULT_FILE_KINDS = [
  { contentType: 'application/pdf', label: 'PDF' },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word',
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'Excel',
  },
  {
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint',
  },
  { contentType: 'application/vnd.ms-office', label: 'Office 97–2003' },
  { contentType: 'application/zip', label: 'ZIP' },
  { contentType: 'image/png', label: 'PNG' },
  { contentType: 'image/jpeg', label: 'JPEG' },
  { contentType: 'image/gif', label: 'GIF' },
  { contentType: 'image/webp', label: 'WebP' },
  { contentType: 'image/heic', label: 'HEIC' },
  { contentType: 'image/tiff', label: 'TIFF' },
  { contentType: 'text/plain', label: 'Text' },
  { contentType: 'text/csv', label: 'CSV' },
] as const;
export type VaultContentType = (typeof VAULT_FILE_KINDS)[number]['contentType'];
/** The content types the vault keeps, as the file checks take them. */
export const VAULT_CONTENT_TYPES: ReadonlySet<string> = new Set(
  VAULT_FILE_KINDS.map((kind) => kind.contentType),
);

export const VAULT_MESSAGES = {
  unsupported:
    'This kind of file cannot be kept in the vault. Upload a PDF, Word, Excel, PowerPoint, image, text or CSV file, or a ZIP of them.',
  tooLarge: `Files can be at most ${LIMITS.uploadBytes.max / 1024 / 1024} MB.`,
  noFile: 'Choose a file to upload.',
  empty: FILE_CHECK_MESSAGES.empty,
  duplicate: (name: string) =>
    `A file named “${name}” is already in your vault. Replace it, or keep both?`,
  nameTaken: (name: string) =>
    `A file named “${name}” is already in your vault. Choose another name.`,
  notYourAdvisor: 'You can share files only with advisors you have booked.',
} as const;

// Control characters have no place in a name a person reads.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export const vaultFileNameSchema = fileNameSchema
  .refine(
    (name) => !CONTROL_CHARACTERS.test(name),
    'A file name cannot contain control characters.',
  )
  .superRefine((name, context) => {
    const ending = executableEnding(name);
    if (ending)
      context.addIssue({ code: 'custom', message: FILE_CHECK_MESSAGES.executable(ending) });
  });

/**
 * What to do when a file of the same name is already in the vault: without a choice the upload
 * is answered `duplicateFileName` (409) before its bytes are read.
 */
export const VAULT_DUPLICATE_CHOICES = ['replace', 'keepBoth'] as const;
export type VaultDuplicateChoice = (typeof VAULT_DUPLICATE_CHOICES)[number];
export const vaultUploadQuerySchema = z.object({
  onDuplicate: z.enum(VAULT_DUPLICATE_CHOICES).optional(),
});
export type VaultUploadQuery = z.infer<typeof vaultUploadQuerySchema>;

export const VAULT_SORTS = ['date', 'name', 'size'] as const;
export type VaultSort = (typeof VAULT_SORTS)[number];

export const vaultListQuerySchema = z.object({
  sort: z.enum(VAULT_SORTS).default('date'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  search: z.string().trim().max(LIMITS.fileName.max).optional().default(''),
});
export type VaultListQuery = z.infer<typeof vaultListQuerySchema>;

export const vaultFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sharedWith: z.array(z.object({ advisorId: z.string(), name: z.string() })),
});
export type VaultFile = z.infer<typeof vaultFileSchema>;

export const vaultListSchema = z.object({
  files: z.array(vaultFileSchema),
  totalBytes: z.number().int(),
});
export type VaultList = z.infer<typeof vaultListSchema>;

export const renameVaultFileSchema = z.object({ name: vaultFileNameSchema });

export const shareVaultFileSchema = z.object({
  advisorId: z.uuid(),
  shared: z.boolean(),
});
export type ShareVaultFile = z.infer<typeof shareVaultFileSchema>;

/** The client's advisors (met or booked), who files may be shared with. */
export const vaultAdvisorsSchema = z.object({
  advisors: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string() })),
});
export type VaultAdvisors = z.infer<typeof vaultAdvisorsSchema>;

/** A short-lived address the browser downloads from (no Authorization header needed). */
export const downloadLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type DownloadLink = z.infer<typeof downloadLinkSchema>;

/** What an advisor sees of one client: who they are and the files they shared. */
export const advisorClientSchema = z.object({
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  files: z.array(vaultFileSchema.omit({ sharedWith: true }).extend({ sharedAt: z.string() })),
});
export type AdvisorClient = z.infer<typeof advisorClientSchema>;
