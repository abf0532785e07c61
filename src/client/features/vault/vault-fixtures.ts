// Vault files as the server sends them, for the tests of the vault and client pages.
import type { VaultFile } from '../../../shared/contracts/vault';

export const THOMAS = { id: '6f1c2b1e-0a4b-4c6e-9a1d-1b2c3d4e5f60', name: 'Thomas Nguyen' };

export function vaultFileFixture(overrides: Partial<VaultFile> = {}): VaultFile {
  return {
    id: 'file-1',
    name: 'Net worth 2026.pdf',
    contentType: 'application/pdf',
    sizeBytes: 2.5 * 1024 * 1024,
    createdAt: '2026-03-18T15:00:00.000Z',
    updatedAt: '2026-03-18T15:00:00.000Z',
    sharedWith: [],
    ...overrides,
  };
}
