// File kinds from their first bytes; a renamed file is what its bytes say, not its name.
import { describe, expect, it } from 'vitest';
import { sniffContentType, sniffKind } from './file-signatures';

const bytes = (...values: number[]) => Buffer.from(values);
const text = (value: string) => Buffer.from(value, 'utf8');
const zipWith = (entry: string) =>
  Buffer.concat([bytes(0x50, 0x4b, 0x03, 0x04), Buffer.alloc(26), text(entry)]);

describe('sniffContentType', () => {
  it.each([
    ['PDF', text('%PDF-1.7\n%âãÏÓ'), 'application/pdf'],
    ['PNG', bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0), 'image/png'],
    ['JPEG', bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10), 'image/jpeg'],
    ['GIF', text('GIF89a\u0001\u0000'), 'image/gif'],
    ['WebP', Buffer.concat([text('RIFF'), bytes(0, 0, 0, 0), text('WEBPVP8 ')]), 'image/webp'],
    ['TIFF', bytes(0x49, 0x49, 0x2a, 0x00, 8, 0), 'image/tiff'],
    ['HEIC', Buffer.concat([bytes(0, 0, 0, 0x18), text('ftypheic')]), 'image/heic'],
    ['MP4', Buffer.concat([bytes(0, 0, 0, 0x20), text('ftypisom')]), 'video/mp4'],
    ['WebM', bytes(0x1a, 0x45, 0xdf, 0xa3, 0x9f), 'video/webm'],
    [
      'Word',
      zipWith('word/document.xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'Excel',
      zipWith('xl/workbook.xml'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'PowerPoint',
      zipWith('ppt/presentation.xml'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['ZIP', zipWith('statements/2025.pdf'), 'application/zip'],
    [
      'Office 97',
      bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1),
      'application/vnd.ms-office',
    ],
    ['text', text('Net worth: $412,000\nIncome: $9,800 a month\n'), 'text/plain'],
  ])('%s', (_name, head, expected) => {
    expect(sniffContentType(head)).toBe(expected);
  });

  it('calls text CSV only when the name says so', () => {
    const head = text('date,amount\n2026-01-01,120.50\n');
    expect(sniffContentType(head, 'budget.csv')).toBe('text/csv');
    expect(sniffContentType(head, 'budget.txt')).toBe('text/plain');
  });

  it('names programs and archives by their bytes, whatever their names', () => {
    expect(sniffKind(bytes(0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00), 'statement.pdf')).toEqual({
      contentType: 'application/x-msdownload',
      looksLike: 'a Windows program',
    });
    expect(sniffKind(bytes(0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01), 'notes.txt')?.looksLike).toBe(
      'a Linux program',
    );
    expect(sniffKind(text('Rar!\u001a\u0007\u0000'))?.looksLike).toBe('a RAR archive');
    expect(sniffKind(zipWith('statements/2025.pdf'))?.looksLike).toBe('a ZIP archive');
    // Ordinary text that happens to start with "MZ" is still text.
    expect(sniffContentType(text('MZ Holdings: statement of account\n'))).toBe('text/plain');
  });

  it('reads a browser’s Uint8Array as the server’s Buffer', () => {
    expect(sniffContentType(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31]))).toBe(
      'application/pdf',
    );
  });

  it('knows nothing of unknown binaries and empty files', () => {
    expect(sniffContentType(Buffer.from(Array.from({ length: 64 }, (_, i) => i % 7)))).toBeNull();
    expect(sniffContentType(Buffer.alloc(0))).toBeNull();
  });
});
