// API paths of the client's secure file vault.
import { fillPath } from './fill-path';

export const VAULT_API_PATTERNS = {
  file: '/api/account/vault/files/:fileId',
  fileDownload: '/api/account/vault/files/:fileId/download',
  fileShare: '/api/account/vault/files/:fileId/share',
} as const;

export const VAULT_API = {
  files: '/api/account/vault/files',
  file: (fileId: string) => fillPath(VAULT_API_PATTERNS.file, { fileId }),
  fileDownload: (fileId: string) => fillPath(VAULT_API_PATTERNS.fileDownload, { fileId }),
  fileShare: (fileId: string) => fillPath(VAULT_API_PATTERNS.fileShare, { fileId }),
  /** The advisors a client has met or booked, who files can be shared with. */
  advisors: '/api/account/vault/advisors',
} as const;
