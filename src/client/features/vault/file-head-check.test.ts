// @vitest-environment happy-dom
// The chosen file judged in the browser by its first bytes, with the server's own rules.
import { describe, expect, it } from 'vitest';
import { fileHeadProblem, readHead } from './file-head-check';

const zip = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0])], 'Taxes.pdf');

describe('fileHeadProblem', () => {
  it('refuses a fake PDF at once, saying what it starts like', async () => {
    expect(await fileHeadProblem(zip(), 'Taxes.pdf')).toBe(
      'This file is not a real PDF (it starts like a ZIP archive).',
    );
  });

  it('lets a real PDF and plain text through', async () => {
    expect(await fileHeadProblem(new File(['%PDF-1.7\n…'], 'a.pdf'), 'a.pdf')).toBeNull();
    expect(await fileHeadProblem(new File(['Net worth\n'], 'notes.txt'), 'notes.txt')).toBeNull();
  });

  it('reads only the first bytes', async () => {
    const big = new File([new Uint8Array(10_000).fill(0x41)], 'big.txt');
    expect((await readHead(big, 16)).length).toBe(16);
  });
});
