// What a file really is, from its first bytes (its name and the browser's word prove nothing).
// Enough of the head is read to tell the formats people keep in a financial vault apart.

/** How many leading bytes the checks look at. */
export const SNIFF_BYTES = 4100;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (head: Buffer, start: number, end: number) =>
  head.subarray(start, end).toString('latin1');

/** An OOXML file is a ZIP whose first entries name its part folders. */
function officeKind(head: Buffer): string {
  const names = head.toString('latin1');
  if (names.includes('word/')) {
    return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  }
  if (names.includes('xl/')) {
    return 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  }
  if (names.includes('ppt/')) {
    return 'application/vnd.openxmlformats-officedocument.presentationml.presentation';
  }
  return 'application/zip';
}

/** Text: valid UTF-8 with no NUL and few control characters in what was read. */
function isText(head: Buffer): boolean {
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

/**
 * The content type the bytes say, or null when they are nothing we know. `fileName` only tells
 * a CSV from other text (CSV has no signature).
 */
export function sniffContentType(head: Buffer, fileName = ''): string | null {
  if (ascii(head, 0, 5) === '%PDF-') return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'image/tiff';
  }
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    if (HEIF_BRANDS.has(brand)) return 'image/heic';
    if (brand === 'qt  ') return 'video/quicktime';
    return 'video/mp4';
  }
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return 'video/webm';
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return officeKind(head);
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) {
    return 'application/vnd.ms-office';
  }
  if (isText(head)) return /\.csv$/i.test(fileName) ? 'text/csv' : 'text/plain';
  return null;
}
