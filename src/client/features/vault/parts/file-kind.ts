// What a stored file is, for its icon and a short label: the vault's own kinds by content type,
// grouped into the few shapes an icon can tell apart.
import { VAULT_FILE_KINDS } from '../../../../shared/contracts/vault';

export type FileShape =
  'pdf' | 'document' | 'sheet' | 'slides' | 'image' | 'archive' | 'text' | 'other';

export interface FileKind {
  label: string;
  shape: FileShape;
}

const SHAPES: Record<string, FileShape> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.ms-office': 'document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'sheet',
  'text/csv': 'sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'slides',
  'application/zip': 'archive',
  'text/plain': 'text',
};

export function fileKindOf(contentType: string): FileKind {
  const known = VAULT_FILE_KINDS.find((kind) => kind.contentType === contentType);
  const shape =
    SHAPES[contentType] ??
    (contentType.startsWith('image/')
      ? 'image'
      : contentType.startsWith('text/')
        ? 'text'
        : 'other');
  return { label: known?.label ?? 'File', shape };
}

/** 'PDF, Word, Excel, …, Text or CSV': the kinds the vault keeps, for the upload area. */
export function acceptedKindsText(): string {
  const labels = VAULT_FILE_KINDS.map((kind) => kind.label);
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
}
