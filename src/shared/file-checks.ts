// The vault's rules for what a file may be (docs/product.md#vault), shared by the browser (which
// refuses a chosen file before sending a byte) and the server (which refuses on the upload's first
// chunk): no program endings, and a file whose ending names a kind must start like that kind.
import { OOXML_TYPES, sniffKind } from './file-signatures';

/** Endings of programs and scripts a computer runs when the file is opened. */
export const EXECUTABLE_ENDINGS = [
  'exe', 'bat', 'cmd', 'com', 'msi', 'msp', 'scr', 'pif', 'cpl', 'dll', 'sys', 'drv', 'reg',
  'lnk', 'hta', 'js', 'jse', 'mjs', 'vbs', 'vbe', 'wsf', 'wsh', 'ps1', 'psm1', 'sh', 'bash',
  'zsh', 'command', 'app', 'dmg', 'pkg', 'mpkg', 'jar', 'apk', 'ipa', 'deb', 'rpm', 'appimage',
  'run', 'gadget', 'msc', 'scf', 'inf', 'py', 'pl', 'rb', 'workflow',
] as const; // prettier-ignore

const EXECUTABLE = new Set<string>(EXECUTABLE_ENDINGS);

export const FILE_CHECK_MESSAGES = {
  empty: 'The file is empty.',
  executable: (ending: string) =>
    `Files ending in ${ending} cannot be kept: they are programs, which could harm the computer that opens them.`,
  notReal: (kind: string, looksLike: string | null) =>
    `This file is not a real ${kind} (${looksLike ? `it starts like ${looksLike}` : 'its first bytes match no kind of file we know'}).`,
  startsLike: (looksLike: string, refusal: string) =>
    `This file starts like ${looksLike}. ${refusal}`,
} as const;

/**
 * The program ending of a name ('.exe' of 'report.pdf.exe'), or null. Windows drops trailing
 * dots and spaces ('setup.exe .' runs as setup.exe), so they are dropped here too.
 */
export function executableEnding(name: string): string | null {
  const trimmed = name.replace(/[.\s]+$/u, '');
  const dot = trimmed.lastIndexOf('.');
  if (dot < 0) return null;
  const ending = trimmed.slice(dot + 1).toLowerCase();
  return EXECUTABLE.has(ending) ? `.${ending}` : null;
}

const PDF = 'application/pdf';
const ZIP = 'application/zip';
const OLD_OFFICE = 'application/vnd.ms-office';

/** What an ending promises: the kind's name and the content types its bytes may show. */
const ENDING_KINDS: Record<string, { kind: string; contentTypes: readonly string[] }> = {
  pdf: { kind: 'PDF', contentTypes: [PDF] },
  // An Office file is a ZIP; one whose part folders come late reads as a plain ZIP.
  docx: { kind: 'Word document', contentTypes: [OOXML_TYPES.word, ZIP] },
  xlsx: { kind: 'Excel workbook', contentTypes: [OOXML_TYPES.excel, ZIP] },
  pptx: { kind: 'PowerPoint presentation', contentTypes: [OOXML_TYPES.powerPoint, ZIP] },
  doc: { kind: 'Word document', contentTypes: [OLD_OFFICE] },
  xls: { kind: 'Excel workbook', contentTypes: [OLD_OFFICE] },
  ppt: { kind: 'PowerPoint presentation', contentTypes: [OLD_OFFICE] },
  zip: { kind: 'ZIP archive', contentTypes: [ZIP, ...Object.values(OOXML_TYPES)] },
  png: { kind: 'PNG image', contentTypes: ['image/png'] },
  jpg: { kind: 'JPEG image', contentTypes: ['image/jpeg'] },
  jpeg: { kind: 'JPEG image', contentTypes: ['image/jpeg'] },
  gif: { kind: 'GIF image', contentTypes: ['image/gif'] },
  webp: { kind: 'WebP image', contentTypes: ['image/webp'] },
  heic: { kind: 'HEIC photo', contentTypes: ['image/heic'] },
  heif: { kind: 'HEIC photo', contentTypes: ['image/heic'] },
  tif: { kind: 'TIFF image', contentTypes: ['image/tiff'] },
  tiff: { kind: 'TIFF image', contentTypes: ['image/tiff'] },
  txt: { kind: 'text file', contentTypes: ['text/plain'] },
  csv: { kind: 'CSV file', contentTypes: ['text/csv'] },
};

export type FileJudgement =
  | { ok: true; contentType: string }
  | { ok: false; reason: 'empty' | 'executable' | 'notReal' | 'unsupported'; message: string };

/**
 * Judges a file by its name and first bytes (at least SNIFF_BYTES of them, or the whole file):
 * kept as the content type its bytes show, or refused with a reason a person can act on.
 * `allowed` are the content types this place keeps; `refusal` says so when the bytes are
 * something else.
 */
export function judgeFile(
  head: Uint8Array,
  name: string,
  allowed: ReadonlySet<string>,
  refusal: string,
): FileJudgement {
  const program = executableEnding(name);
  if (program) {
    return { ok: false, reason: 'executable', message: FILE_CHECK_MESSAGES.executable(program) };
  }
  if (head.length === 0) return { ok: false, reason: 'empty', message: FILE_CHECK_MESSAGES.empty };
  const sniffed = sniffKind(head, name);
  const ending = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase() ?? '';
  const promised = ENDING_KINDS[ending];
  if (promised && !(sniffed && promised.contentTypes.includes(sniffed.contentType))) {
    const message = FILE_CHECK_MESSAGES.notReal(promised.kind, sniffed?.looksLike ?? null);
    return { ok: false, reason: 'notReal', message };
  }
  if (!sniffed || !allowed.has(sniffed.contentType)) {
    const message = sniffed ? FILE_CHECK_MESSAGES.startsLike(sniffed.looksLike, refusal) : refusal;
    return { ok: false, reason: 'unsupported', message };
  }
  return { ok: true, contentType: sniffed.contentType };
}
