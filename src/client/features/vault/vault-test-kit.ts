// Shared by the vault page tests: two files as the server lists them, the list answer, and the
// set-up around each test (a fake XMLHttpRequest and a signed-in token, undone afterwards).
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import type { VaultFile } from '../../../shared/contracts/vault';
import { setAccessToken } from '../../api/http';
import type { FakeAnswer } from '../../testing/fake-server';
import { installFakeXhr } from './fake-xhr';
import { THOMAS, vaultFileFixture } from './vault-fixtures';

export const netWorth = vaultFileFixture({
  sharedWith: [{ advisorId: THOMAS.id, name: THOMAS.name }],
});
export const taxes = vaultFileFixture({
  id: 'file-2',
  name: 'Tax return 2025.xlsx',
  contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  sizeBytes: 700 * 1024,
  createdAt: '2026-02-02T15:00:00.000Z',
});

export const listOf = (files: VaultFile[]): FakeAnswer => ({
  body: { files, totalBytes: files.reduce((sum, file) => sum + file.sizeBytes, 0) },
});

/** Call once at the top of a test file: each test starts signed in with a fake XMLHttpRequest. */
export function setUpVaultPageTests() {
  beforeEach(() => {
    installFakeXhr();
    setAccessToken('token-1');
  });

  afterEach(() => {
    cleanup();
    setAccessToken(null);
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
