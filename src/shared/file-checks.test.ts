// The vault's file rules, the same in the browser and on the server: program endings refused,
// and a file must start like the kind its ending names, with a reason a person can act on.
import { describe, expect, it } from 'vitest';
import {
  EXECUTABLE_ENDINGS,
  FILE_CHECK_MESSAGES,
  executableEnding,
  judgeFile,
} from './file-checks';
import { OOXML_TYPES } from './file-signatures';

const text = (value: string) => new TextEncoder().encode(value);
const bytes = (...values: number[]) => new Uint8Array(values);
const zipWith = (entry: string) =>
  new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...new Array(26).fill(0), ...text(entry)]);
const PDF = text('%PDF-1.7\n');
const ALLOWED = new Set([
  'application/pdf',
  'application/zip',
  OOXML_TYPES.word,
  'text/plain',
  'text/csv',
  'image/png',
]);
const REFUSAL = 'Upload a PDF.';

describe('executableEnding', () => {
  it.each([
    ['setup.exe', '.exe'],
    ['report.pdf.exe', '.exe'],
    ['RUN.BAT', '.bat'],
    ['install.sh. ', '.sh'],
    ['tool.app', '.app'],
    ['game.apk', '.apk'],
  ])('%s ends in %s', (name, ending) => {
    expect(executableEnding(name)).toBe(ending);
  });

  it.each(['Taxes.pdf', 'exe', 'Notes', 'report.exe.pdf', 'Budget.xlsx', 'photo.jpeg'])(
    '%s is not a program',
    (name) => {
      expect(executableEnding(name)).toBeNull();
    },
  );

  it('covers the common programs and scripts', () => {
    for (const ending of [
      'exe',
      'bat',
      'cmd',
      'com',
      'msi',
      'scr',
      'js',
      'vbs',
      'ps1',
      'sh',
      'app',
      'dmg',
      'jar',
      'apk',
    ]) {
      expect(EXECUTABLE_ENDINGS).toContain(ending);
    }
  });
});

describe('judgeFile', () => {
  it('keeps a file that starts like what its name says', () => {
    expect(judgeFile(PDF, 'Taxes.pdf', ALLOWED, REFUSAL)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
    expect(judgeFile(zipWith('word/document.xml'), 'Letter.docx', ALLOWED, REFUSAL)).toEqual({
      ok: true,
      contentType: OOXML_TYPES.word,
    });
    expect(judgeFile(text('a,b\n1,2\n'), 'Budget.csv', ALLOWED, REFUSAL)).toEqual({
      ok: true,
      contentType: 'text/csv',
    });
    // No ending to go by: the bytes alone decide.
    expect(judgeFile(PDF, 'Scan', ALLOWED, REFUSAL)).toEqual({
      ok: true,
      contentType: 'application/pdf',
    });
  });

  it('says what a file pretending to be a PDF really starts like', () => {
    expect(judgeFile(zipWith('a.txt'), 'Statement.pdf', ALLOWED, REFUSAL)).toEqual({
      ok: false,
      reason: 'notReal',
      message: 'This file is not a real PDF (it starts like a ZIP archive).',
    });
    expect(judgeFile(bytes(0x4d, 0x5a, 0x90, 0), 'Photo.png', ALLOWED, REFUSAL).ok).toBe(false);
    expect(judgeFile(bytes(0x4d, 0x5a, 0x90, 0), 'Photo.png', ALLOWED, REFUSAL)).toMatchObject({
      message: FILE_CHECK_MESSAGES.notReal('PNG image', 'a Windows program'),
    });
    expect(judgeFile(bytes(1, 2, 3, 0, 5), 'x.pdf', ALLOWED, REFUSAL)).toMatchObject({
      reason: 'notReal',
      message: 'This file is not a real PDF (its first bytes match no kind of file we know).',
    });
  });

  it('refuses program endings before looking at the bytes', () => {
    expect(judgeFile(text('just text'), 'setup.exe', ALLOWED, REFUSAL)).toEqual({
      ok: false,
      reason: 'executable',
      message: FILE_CHECK_MESSAGES.executable('.exe'),
    });
  });

  it('refuses a kind not kept here, saying what it is, and an empty file', () => {
    const mp4 = new Uint8Array([0, 0, 0, 0x20, ...text('ftypisom')]);
    expect(judgeFile(mp4, 'clip', ALLOWED, REFUSAL)).toMatchObject({
      reason: 'unsupported',
      message: 'This file starts like a video. Upload a PDF.',
    });
    expect(judgeFile(bytes(1, 2, 3, 0), 'blob', ALLOWED, REFUSAL)).toMatchObject({
      message: REFUSAL,
    });
    expect(judgeFile(new Uint8Array(0), 'a.pdf', ALLOWED, REFUSAL)).toMatchObject({
      reason: 'empty',
    });
  });
});
