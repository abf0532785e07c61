// What a file really is, from its first bytes (its name and the browser's word prove nothing).
// Pure, so the browser checks a chosen file with the same rules the server applies to the first
// chunk of the upload (docs/product.md#vault). Enough of the head is read to tell the formats
// people keep in a financial vault apart, and to name the usual impostors in a refusal.

/** How many leading bytes the checks look at. */
export const SNIFF_BYTES = 4100;

/** What the bytes say a file is, and how a refusal names it ("it starts like a ZIP archive"). */
export interface SniffedKind {
  contentType: string;
  /** With its article, as in "it starts like …". */
  looksLike: string;
}

const startsWith = (head: Uint8Array, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (head: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...head.subarray(start, Math.min(end, head.length)));

export const OOXML_TYPES = {
  word: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  excel: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  powerPoint: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;

/** An OOXML file is a ZIP whose first entries name its part folders. */
function officeKind(head: Uint8Array): SniffedKind {
  let names = '';
  for (const byte of head) names += String.fromCharCode(byte);
  if (names.includes('word/'))
    return { contentType: OOXML_TYPES.word, looksLike: 'a Word document' };
  if (names.includes('xl/'))
    return { contentType: OOXML_TYPES.excel, looksLike: 'an Excel workbook' };
  if (names.includes('ppt/')) {
    return { contentType: OOXML_TYPES.powerPoint, looksLike: 'a PowerPoint presentation' };
  }
  return { contentType: 'application/zip', looksLike: 'a ZIP archive' };
}

/** Text: valid UTF-8 with no NUL and few control characters in what was read. */
function isText(head: Uint8Array): boolean {
  if (head.length === 0 || head.includes(0)) return false;
  let controls = 0;
  for (const byte of head) {
    if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) controls += 1;
  }
  if (controls > head.length / 100) return false;
  // A multi-byte character cut at the end of the head is fine; anything else must decode.
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, head.length - 3));
    return true;
  } catch {
    return false;
  }
}

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1']);

/** Fixed signatures at the very start, in the order they are tried. */
const SIGNATURES: { bytes: number[]; kind: SniffedKind; notText?: true }[] = [
  {
    bytes: [0x25, 0x50, 0x44, 0x46, 0x2d],
    kind: { contentType: 'application/pdf', looksLike: 'a PDF' },
  },
  {
    bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    kind: { contentType: 'image/png', looksLike: 'a PNG image' },
  },
  { bytes: [0xff, 0xd8, 0xff], kind: { contentType: 'image/jpeg', looksLike: 'a JPEG image' } },
  {
    bytes: [0x49, 0x49, 0x2a, 0x00],
    kind: { contentType: 'image/tiff', looksLike: 'a TIFF image' },
  },
  {
    bytes: [0x4d, 0x4d, 0x00, 0x2a],
    kind: { contentType: 'image/tiff', looksLike: 'a TIFF image' },
  },
  { bytes: [0x1a, 0x45, 0xdf, 0xa3], kind: { contentType: 'video/webm', looksLike: 'a video' } },
  {
    bytes: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
    kind: { contentType: 'application/vnd.ms-office', looksLike: 'an Office 97–2003 document' },
  },
  // Known impostors: never kept, but named in the refusal.
  {
    bytes: [0x4d, 0x5a],
    kind: { contentType: 'application/x-msdownload', looksLike: 'a Windows program' },
    // "MZ" also starts ordinary sentences; a program is not text.
    notText: true,
  },
  {
    bytes: [0x7f, 0x45, 0x4c, 0x46],
    kind: { contentType: 'application/x-executable', looksLike: 'a Linux program' },
  },
  {
    bytes: [0xcf, 0xfa, 0xed, 0xfe],
    kind: { contentType: 'application/x-mach-binary', looksLike: 'a Mac program' },
  },
  {
    bytes: [0xca, 0xfe, 0xba, 0xbe],
    kind: { contentType: 'application/x-mach-binary', looksLike: 'a Mac program' },
  },
  {
    bytes: [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07],
    kind: { contentType: 'application/vnd.rar', looksLike: 'a RAR archive' },
  },
  {
    bytes: [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c],
    kind: { contentType: 'application/x-7z-compressed', looksLike: 'a 7-Zip archive' },
  },
  { bytes: [0x1f, 0x8b], kind: { contentType: 'application/gzip', looksLike: 'a gzip archive' } },
  {
    bytes: [0x49, 0x44, 0x33],
    kind: { contentType: 'audio/mpeg', looksLike: 'an audio file' },
    notText: true,
  },
  { bytes: [0x23, 0x21], kind: { contentType: 'text/x-script', looksLike: 'a script' } },
];

/**
 * The kind the bytes say, or null when they are nothing we know. `fileName` only tells a CSV
 * from other text (CSV has no signature).
 */
export function sniffKind(head: Uint8Array, fileName = ''): SniffedKind | null {
  for (const { bytes, kind, notText } of SIGNATURES) {
    if (startsWith(head, bytes) && !(notText && isText(head))) return kind;
  }
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') {
    return { contentType: 'image/gif', looksLike: 'a GIF image' };
  }
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') {
    return { contentType: 'image/webp', looksLike: 'a WebP image' };
  }
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (HEIF_BRANDS.has(brand)) return { contentType: 'image/heic', looksLike: 'a HEIC photo' };
    if (brand === 'qt  ') return { contentType: 'video/quicktime', looksLike: 'a video' };
    return { contentType: 'video/mp4', looksLike: 'a video' };
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeKind(head);
  if (isText(head)) {
    return /\.csv$/i.test(fileName)
      ? { contentType: 'text/csv', looksLike: 'a CSV file' }
      : { contentType: 'text/plain', looksLike: 'plain text' };
  }
  return null;
}

/** The content type the bytes say, or null when they are nothing we know. */
export function sniffContentType(head: Uint8Array, fileName = ''): string | null {
  return sniffKind(head, fileName)?.contentType ?? null;
}
