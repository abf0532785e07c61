// @vitest-environment happy-dom
// The vault's browser calls: the list query, the upload over XMLHttpRequest with progress, the
// server's refusals rebuilt as the JSON helper would, a cancel, and handing a link to the browser.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VAULT_API } from '../../../shared/routes/vault-api';
import { VAULT_MESSAGES } from '../../../shared/contracts/vault';
import { AppError } from '../../../shared/errors';
import { FakeXhr, installFakeXhr, lastXhr } from './fake-xhr';
import { vaultFileFixture } from './vault-fixtures';
import { setAccessToken } from '../../api/http';
import {
  UploadCanceledError,
  UploadInterruptedError,
  fetchVaultFiles,
  openDownload,
  uploadVaultFile,
} from './vault-api';

const file = new File(['%PDF-1.4\n' + 'x'.repeat(991)], 'scan.pdf', { type: 'application/pdf' });

beforeEach(() => {
  installFakeXhr();
  setAccessToken('token-1');
});

afterEach(() => {
  setAccessToken(null);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('fetchVaultFiles', () => {
  it('asks for the order and the search, and checks the answer', async () => {
    const fetch = vi.fn(
      async (_input: RequestInfo | URL) =>
        new Response(JSON.stringify({ files: [vaultFileFixture()], totalBytes: 10 }), {
          status: 200,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const list = await fetchVaultFiles({ sort: 'name', direction: 'asc', search: 'net worth' });
    expect(list.files[0]!.name).toBe('Net worth 2026.pdf');
    expect(String(fetch.mock.calls[0]![0])).toBe(
      `${VAULT_API.files}?sort=name&direction=asc&search=net+worth`,
    );
  });
});

describe('uploadVaultFile', () => {
  it('sends the name before the file with the token, reports progress, and returns the file', async () => {
    const progress = vi.fn();
    const upload = uploadVaultFile({ file, name: 'Net worth.pdf', onProgress: progress });
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(VAULT_API.files);
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect([...xhr.body!.keys()]).toEqual(['name', 'file']);
    expect(xhr.body!.get('name')).toBe('Net worth.pdf');

    // The body is a little larger than the file; progress is told in the file's bytes.
    xhr.progress(600, 1200);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 500, total: 1000 });
    xhr.progress(1200, 1200);
    expect(progress).toHaveBeenLastCalledWith({ loaded: 1000, total: 1000 });

    const stored = vaultFileFixture({ name: 'Net worth.pdf' });
    xhr.respond(201, stored);
    await expect(upload.done).resolves.toEqual(stored);
  });

  it('rebuilds the server’s refusal with its field messages', async () => {
    const upload = uploadVaultFile({ file, name: 'scan.pdf' });
    lastXhr().respond(400, {
      code: 'validation',
      message: VAULT_MESSAGES.unsupported,
      fieldErrors: { file: [VAULT_MESSAGES.unsupported] },
    });
    const error = await upload.done.catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).fieldErrors).toEqual({ file: [VAULT_MESSAGES.unsupported] });
  });

  it('reads a 413, with or without a body from our server, as too large', async () => {
    const ours = uploadVaultFile({ file, name: 'scan.pdf' });
    lastXhr().respond(413, { code: 'payloadTooLarge', message: VAULT_MESSAGES.tooLarge });
    await expect(ours.done).rejects.toMatchObject({
      code: 'payloadTooLarge',
      message: VAULT_MESSAGES.tooLarge,
    });
    const proxy = uploadVaultFile({ file, name: 'scan.pdf' });
    lastXhr().respond(413, '<html>Request Entity Too Large</html>');
    await expect(proxy.done).rejects.toMatchObject({
      code: 'payloadTooLarge',
      fieldErrors: { file: [VAULT_MESSAGES.tooLarge] },
    });
  });

  it('stops when aborted, and says so apart from a broken connection', async () => {
    const canceled = uploadVaultFile({ file, name: 'scan.pdf' });
    canceled.abort();
    expect(lastXhr().aborted).toBe(true);
    await expect(canceled.done).rejects.toBeInstanceOf(UploadCanceledError);

    const broken = uploadVaultFile({ file, name: 'scan.pdf' });
    lastXhr().breakConnection();
    await expect(broken.done).rejects.toBeInstanceOf(UploadInterruptedError);
    expect(FakeXhr.sent).toHaveLength(2);
  });
});

describe('openDownload', () => {
  it('lets the browser download from the link, leaving nothing behind', () => {
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(`${this.getAttribute('href')} ${String(this.hasAttribute('download'))}`);
    });
    openDownload({ url: '/api/account/vault/files/f1/download?token=t', expiresAt: '' });
    expect(clicked).toEqual(['/api/account/vault/files/f1/download?token=t true']);
    expect(document.querySelectorAll('a')).toHaveLength(0);
  });
});
