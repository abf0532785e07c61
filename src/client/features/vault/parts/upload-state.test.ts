// The upload's states: checks before sending, progress that only moves forward, and the ends.
import { describe, expect, it } from 'vitest';
import { VAULT_MESSAGES } from '../../../../shared/contracts/vault';
import { FILE_CHECK_MESSAGES } from '../../../../shared/file-checks';
import { LIMITS } from '../../../../shared/limits';
import { nameWithEnding } from './file-name';
import { IDLE, checkUpload, progressShown, uploadReducer } from './upload-state';
import type { UploadState } from './upload-state';

const MB = 1024 * 1024;

describe('uploadReducer', () => {
  const started = uploadReducer(IDLE, { type: 'start', fileName: 'Taxes.pdf', total: 10 * MB });

  it('starts at nothing sent and moves forward with progress', () => {
    expect(started).toEqual({
      phase: 'uploading',
      fileName: 'Taxes.pdf',
      loaded: 0,
      total: 10 * MB,
    });
    const half = uploadReducer(started, { type: 'progress', loaded: 5 * MB });
    expect(half).toMatchObject({ loaded: 5 * MB });
    expect(uploadReducer(half, { type: 'progress', loaded: 4 * MB })).toMatchObject({
      loaded: 5 * MB,
    });
    expect(uploadReducer(half, { type: 'progress', loaded: 11 * MB })).toMatchObject({
      loaded: 10 * MB,
    });
  });

  it('ends idle when done, with the problem when refused, with a notice when canceled', () => {
    expect(uploadReducer(started, { type: 'done', fileName: 'Taxes (2).pdf' })).toEqual({
      phase: 'idle',
      stored: 'Taxes (2).pdf',
    });
    expect(
      uploadReducer(started, { type: 'failed', problem: { file: VAULT_MESSAGES.tooLarge } }),
    ).toEqual({ phase: 'idle', problem: { file: VAULT_MESSAGES.tooLarge } });
    expect(uploadReducer(started, { type: 'canceled' })).toEqual({
      phase: 'idle',
      notice: 'The upload of “Taxes.pdf” was canceled.',
    });
  });

  it('keeps one outcome: a new refusal replaces a success, a question replaces both', () => {
    const stored = uploadReducer(started, { type: 'done', fileName: 'Taxes.pdf' });
    expect(uploadReducer(stored, { type: 'failed', problem: { file: 'No.' } })).toEqual({
      phase: 'idle',
      problem: { file: 'No.' },
    });
    const checking = uploadReducer(stored, { type: 'check' });
    expect(checking).toEqual({ phase: 'checking' });
    expect(uploadReducer(checking, { type: 'duplicate', fileName: 'Taxes.pdf' })).toEqual({
      phase: 'duplicate',
      fileName: 'Taxes.pdf',
    });
  });

  it('ignores progress and cancel once nothing is under way', () => {
    const idle: UploadState = { phase: 'idle', problem: { name: 'x' } };
    expect(uploadReducer(idle, { type: 'progress', loaded: 5 })).toBe(idle);
    expect(uploadReducer(idle, { type: 'canceled' })).toBe(idle);
    expect(uploadReducer(idle, { type: 'clear' })).toEqual(IDLE);
  });
});

describe('progressShown', () => {
  it('shows a whole percentage and the bytes sent of the whole', () => {
    expect(progressShown(6.2 * MB, 10 * MB)).toEqual({
      percent: 62,
      bytes: '6.2 MB of 10 MB',
      finishing: false,
    });
  });

  it('says the server is finishing once every byte is sent', () => {
    expect(progressShown(10 * MB, 10 * MB)).toMatchObject({ percent: 100, finishing: true });
  });

  it('starts at zero for a file of unknown size', () => {
    expect(progressShown(0, 0)).toMatchObject({ percent: 0, finishing: false });
  });
});

describe('nameWithEnding', () => {
  it('keeps the file’s own name when none is typed', () => {
    expect(nameWithEnding('  ', 'Statement.pdf')).toBe('Statement.pdf');
  });

  it('adds the file’s ending to a typed name without one', () => {
    expect(nameWithEnding(' Tax return 2025 ', 'scan_0042.pdf')).toBe('Tax return 2025.pdf');
    expect(nameWithEnding('Budget.xlsx', 'budget.csv')).toBe('Budget.xlsx');
    expect(nameWithEnding('Notes', 'README')).toBe('Notes');
  });
});

describe('checkUpload', () => {
  it('accepts a file within the cap and a fitting name', () => {
    expect(checkUpload({ name: 'a.pdf', size: 1000 }, '')).toBeNull();
    expect(checkUpload({ name: 'a.pdf', size: LIMITS.uploadBytes.max }, 'My taxes')).toBeNull();
  });

  it('refuses an empty file and one over the cap before sending', () => {
    expect(checkUpload({ name: 'a.pdf', size: 0 }, '')).toEqual({ file: VAULT_MESSAGES.empty });
    expect(checkUpload({ name: 'Scan.pdf', size: 1.2 * 1024 * MB }, '')).toEqual({
      file: `“Scan.pdf” is too large (1.2 GB). ${VAULT_MESSAGES.tooLarge}`,
    });
    expect(checkUpload({ name: 'Scan.pdf', size: LIMITS.uploadBytes.max + 1 }, '')).toMatchObject({
      file: expect.stringContaining(VAULT_MESSAGES.tooLarge),
    });
  });

  it('refuses a program whatever it is to be called, and a typed program name by the field', () => {
    expect(checkUpload({ name: 'setup.exe', size: 10 }, 'Setup notes.txt')).toEqual({
      file: FILE_CHECK_MESSAGES.executable('.exe'),
    });
    expect(checkUpload({ name: 'report.pdf.exe', size: 10 }, '')).toEqual({
      file: FILE_CHECK_MESSAGES.executable('.exe'),
    });
    expect(checkUpload({ name: 'notes.txt', size: 10 }, 'run.bat')).toEqual({
      name: FILE_CHECK_MESSAGES.executable('.bat'),
    });
  });

  it('puts a name problem by the name field', () => {
    expect(checkUpload({ name: 'a.pdf', size: 10 }, 'x'.repeat(LIMITS.fileName.max + 1))).toEqual({
      name: `File name must be at most ${LIMITS.fileName.max} characters.`,
    });
    expect(checkUpload({ name: 'a', size: 10 }, '')).toEqual({
      name: `File name must be at least ${LIMITS.fileName.min} characters. Type a name for this file.`,
    });
  });
});
